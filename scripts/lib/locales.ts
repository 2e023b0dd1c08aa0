/**
 * Locale files on disk. `locales/<lang>.json` holds flat keys; `locales/<brand>/<lang>.json`
 * overrides some of them for one brand. English is the fallback: it is merged under every
 * language at build time, so a missing key shows English rather than nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../brands/brand.ts';
import { ROOT } from './brands.ts';

export const LOCALES_DIR = path.join(ROOT, 'locales');
export type Messages = Record<string, string>;

export function readLocale(file: string): Messages | null {
  if (!fs.existsSync(file)) return null;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${path.relative(ROOT, file)}: must be a JSON object of strings`);
  for (const [k, v] of Object.entries(raw)) if (typeof v !== 'string') throw new Error(`${path.relative(ROOT, file)}: key "${k}" must be a string`);
  return raw as Messages;
}

export function localeFile(lang: string, brand?: string): string {
  return brand ? path.join(LOCALES_DIR, brand, `${lang}.json`) : path.join(LOCALES_DIR, `${lang}.json`);
}

/** English, then the language, then the brand's overrides for it. */
export function mergedMessages(lang: Language, brand: string): Messages {
  const en = readLocale(localeFile('en'));
  if (!en) throw new Error('locales/en.json is missing: English is the fallback of every language');
  return { ...en, ...(lang === 'en' ? {} : readLocale(localeFile(lang)) ?? {}), ...(readLocale(localeFile(lang, brand)) ?? {}) };
}
