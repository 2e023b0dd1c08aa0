/**
 * The privacy and user-agreement links of the brand, in the current language (or the
 * default language's when it has none), opening in a new window. The footer and the
 * login popups show the same pair.
 */
import brand from 'virtual:brand';
import { useLanguage, useT } from '../i18n/use-t.ts';
import { WithHiddenNote } from './hidden-note.tsx';

export function LegalLinks({ className }: { className: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const legal = brand.legal[lang] ?? brand.legal[brand.languages[0]!]!;
  return (
    <nav className={className} aria-label={t('footer.legal')}>
      <a href={legal.privacy} target="_blank" rel="noopener noreferrer">
        <WithHiddenNote text={t('footer.privacy')} note={t('footer.newWindow')} />
      </a>
      <a href={legal.agreement} target="_blank" rel="noopener noreferrer">
        <WithHiddenNote text={t('footer.agreement')} note={t('footer.newWindow')} />
      </a>
    </nav>
  );
}
