import { useStore } from '../lib/use-store.ts';
import { locale } from '../stores/locale.ts';
import { i18nState, t } from './i18n.ts';

/** Re-renders the caller when the language changes; returns the translate function. */
export function useT(): typeof t {
  useStore(i18nState).version;
  return t;
}

export function useLanguage() {
  const { dir } = useStore(i18nState);
  const { lang } = useStore(locale);
  return { lang, dir };
}
