import { useSnapshot } from 'valtio';
import { locale } from '../stores/locale.ts';
import { i18nState, t } from './i18n.ts';

/** Re-renders the caller when the language changes; returns the translate function. */
export function useT(): typeof t {
  useSnapshot(i18nState).version;
  return t;
}

export function useLanguage() {
  const { dir } = useSnapshot(i18nState);
  const { lang } = useSnapshot(locale);
  return { lang, dir };
}
