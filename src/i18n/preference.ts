/**
 * The language the player picked, remembered across visits, and the language to start
 * with on this visit (src/i18n/negotiate.ts).
 */
import brand from 'virtual:brand';
import type { Language } from '../../brands/brand.ts';
import { STORAGE_KEYS, readStored, writeStored } from '../lib/storage.ts';
import { negotiateLanguage } from './negotiate.ts';

export function rememberLanguage(lang: Language): void {
  writeStored(STORAGE_KEYS.language, lang);
}

export function initialLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return negotiateLanguage({
    offered: brand.languages,
    remembered: readStored<string>(STORAGE_KEYS.language, (v): v is string => typeof v === 'string'),
    browser,
  });
}
