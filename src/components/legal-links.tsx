/**
 * The privacy and user-agreement links of the brand, in the current language (or the
 * default language's when it has none), opening in a new window. The footer and the
 * login popups show the same pair.
 */
import brand from 'virtual:brand';
import { useLanguage, useT } from '../i18n/use-t.ts';

export function LegalLinks({ className }: { className: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const legal = brand.legal[lang] ?? brand.legal[brand.languages[0]!]!;
  return (
    <nav className={className} aria-label={t('footer.agreement')}>
      <a href={legal.privacy} target="_blank" rel="noopener noreferrer">
        {t('footer.privacy')}<span className="visually-hidden"> ({t('footer.newWindow')})</span>
      </a>
      <a href={legal.agreement} target="_blank" rel="noopener noreferrer">
        {t('footer.agreement')}<span className="visually-hidden"> ({t('footer.newWindow')})</span>
      </a>
    </nav>
  );
}
