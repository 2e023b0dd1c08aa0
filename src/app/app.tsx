/**
 * The layout every route shares (spec section 2): header, progress bar, the page, footer.
 */
import brand from 'virtual:brand';
import { Router } from 'wouter';
import { useT } from '../i18n/use-t.ts';
import { CardPopupHost } from '../components/card-popup-host.tsx';
import { CookieWarning } from '../components/cookie-warning.tsx';
import { GlobalPopup } from '../components/global-popup.tsx';
import { LoginPopup } from '../components/login-popup.tsx';
import { Toast } from '../components/toast.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useAppLocation, useAppSearch } from './location.ts';
import { ParamGuard } from './param-guard.tsx';
import { isReplenishAuto, isReplenishMode } from '../stores/replenish.ts';
import { PATHS, stepIndex } from './paths.ts';
import { ProgressBar } from './progress-bar.tsx';
import { AppRoutes } from './routes.tsx';

function Layout() {
  const t = useT();
  const [path] = useAppLocation();
  const search = useAppSearch();
  const replenish = path === PATHS.replenishGoods || isReplenishMode(search) || isReplenishAuto(search);
  const step = stepIndex(path);
  return (
    <>
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      <CookieWarning />
      <Header replenishMode={replenish} />
      {brand.features.progressBar && !replenish && step >= 0 && <ProgressBar current={step} />}
      <main id="main" className="page" tabIndex={-1}>
        <ParamGuard><AppRoutes /></ParamGuard>
      </main>
      <Footer />
      <LoginPopup />
      <CardPopupHost />
      <GlobalPopup />
      <Toast />
    </>
  );
}

export function App() {
  return (
    <Router hook={useAppLocation} searchHook={useAppSearch}>
      <Layout />
    </Router>
  );
}
