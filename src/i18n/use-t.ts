import { useSnapshot } from 'valtio';
import { i18nState, t } from './i18n.ts';

/** Re-renders the caller when the language changes; returns the translate function. */
export function useT(): typeof t {
  useSnapshot(i18nState).version;
  return t;
}

export function useLanguage() {
  return useSnapshot(i18nState);
}
