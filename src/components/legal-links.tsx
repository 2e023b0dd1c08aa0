/**
 * The privacy and user-agreement links of the brand, in the current language (or the
 * default language's when it has none), opening in a new window. The footer and the
 * login popups show the same pair.
 */
import brand from 'virtual:brand';
import legal from 'virtual:brand/legal';
import { useLanguage, useT } from '../i18n/use-t.ts';

export function LegalLinks({ className }: { className: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const links = legal[lang] ?? legal[brand.languages[0]!]!;
  // Screen readers hear "Privacy policy (opens in a new window)", joined as the language writes it.
  const withNote = (text: string) => t('common.withNote', { text, note: t('footer.newWindow') });
  return (
    <nav className={className} aria-label={t('footer.legal')}>
      <a href={links.privacy} target="_blank" rel="noopener noreferrer" aria-label={withNote(t('footer.privacy'))}>{t('footer.privacy')}</a>
      <a href={links.agreement} target="_blank" rel="noopener noreferrer" aria-label={withNote(t('footer.agreement'))}>{t('footer.agreement')}</a>
    </nav>
  );
}
