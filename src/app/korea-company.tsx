import { lazy, Suspense } from 'react';
import type { KoreaCompany } from '../../brands/brand.ts';
import { useT } from '../i18n/use-t.ts';

const CustomerServiceLink = lazy(() => import('./korea-cs-link.tsx').then((m) => ({ default: m.CustomerServiceLink })));

/** The company block Korean law asks for (brand ko, spec section 2), and customer service. */
export function KoreaCompanyBlock({ company }: { company: KoreaCompany }) {
  const t = useT();
  return (
    <>
      <dl className="company">
        <div><dt className="visually-hidden">{company.name}</dt><dd>{company.name}</dd></div>
        <div><dt>{t('footer.company.ceo')}</dt><dd>{company.ceo}</dd></div>
        <div><dt>{t('footer.company.address')}</dt><dd>{company.address}</dd></div>
        <div><dt>{t('footer.company.registration')}</dt><dd>{company.registration}</dd></div>
        <div><dt>{t('footer.company.phone')}</dt><dd>{company.phone}</dd></div>
      </dl>
      <div className="cs-slot">
        <Suspense fallback={null}><CustomerServiceLink url={company.customerServiceUrl} /></Suspense>
      </div>
    </>
  );
}
