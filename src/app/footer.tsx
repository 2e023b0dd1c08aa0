/**
 * The footer (spec section 2): language menu, legal links, Korea's company block, the
 * copyright line. Below the fold on every screen, it loads after the first paint
 * (app.tsx), and so does the brand data only it and the login popups show.
 */
import brand from 'virtual:brand';
import copyright from 'virtual:brand/copyright';
import languageNames from 'virtual:brand/languageNames';
import type { Language } from '../../brands/brand.ts';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { useLanguage, useT } from '../i18n/use-t.ts';
import { ChoiceSelect } from '../components/choice-select.tsx';
import { LegalLinks } from '../components/legal-links.tsx';
import { lazy, Suspense } from 'react';

/** Only brand ko has a company block: other brands never load it. */
const KoreaCompanyBlock = lazy(() => import('./korea-company.tsx').then((m) => ({ default: m.KoreaCompanyBlock })));

export function Footer() {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <footer className="site-footer">
      {brand.languages.length > 1 && (
        <label className="language-picker">
          <span>{t('footer.language')}</span>
          <ChoiceSelect value={lang} onChoose={(l) => void chooseLanguage(l as Language)}>
            {brand.languages.map((l) => (
              <option key={l} value={l} lang={l}>{languageNames[l] ?? l}</option>
            ))}
          </ChoiceSelect>
        </label>
      )}
      <LegalLinks className="legal-links" />
      {brand.features.koreaCompany && <Suspense fallback={null}><KoreaCompanyBlock company={brand.features.koreaCompany} /></Suspense>}
      {/* Brand text is in one language whatever the page language: let it keep its own direction. */}
      <p className="copyright" dir="auto">{copyright}</p>
    </footer>
  );
}
