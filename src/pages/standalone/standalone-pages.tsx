/** Pages that stand outside the purchase steps (spec section 2). */
import { PageTitle } from '../../components/page-title.tsx';

export function ErrorReplenishPage() {
  return <PageTitle id="page.errorReplenish" />;
}

export function NotAreaPage() {
  return <PageTitle id="page.notArea" />;
}

export function CertifiedRealPage() {
  return <PageTitle id="page.certifiedReal" />;
}

export function ShowErrorPage() {
  return <PageTitle id="page.showError" />;
}

export function ParamErrorPage() {
  return <PageTitle id="error.params.title" />;
}

/** `/@code`: filled in by the purchase-journey issue (looks up brand.gameCodes). */
export function GameCodePage() {
  return <PageTitle id="page.selectGame" />;
}
