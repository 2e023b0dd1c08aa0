/**
 * The language the player picked, remembered across visits, and the language to start
 * with on this visit (src/i18n/start-language.ts).
 */
import brand from 'virtual:brand';
import type { Language } from '../../brands/brand.ts';
import { STORAGE_KEYS, readStored, writeStored } from '../lib/storage.ts';
import { startLanguage } from './start-language.ts';

export function rememberLanguage(lang: Language): void {
  writeStored(STORAGE_KEYS.language, lang);
}

export function initialLanguage(): Language {
  return startLanguage(brand.languages, readStored);
}
