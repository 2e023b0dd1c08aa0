/**
 * The text layer: one rosetta instance, the current language in a valtio store, and the
 * loading of this brand's locale chunks (only its own languages are in the bundle; each
 * already has English merged under it at build time, see scripts/lib/locales.ts).
 */
import rosetta from 'rosetta';
import { proxy } from 'valtio/vanilla';
import { loaders } from 'virtual:locales';
import type en from '../../locales/en.json';
import { type Language, RTL_LANGUAGES } from '../../brands/brand.ts';
import { locale, setLocale } from '../stores/locale.ts';

export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;

const r = rosetta<Record<string, string>>();

/** The language itself lives in stores/locale.ts (the API client reads it for spec_lang). */
export const i18nState = proxy({
  dir: 'ltr' as 'ltr' | 'rtl',
  /** Bumped after a language's messages are in, so snapshots re-render. */
  version: 0,
});

const loaded = new Set<Language>();

async function load(lang: Language): Promise<void> {
  if (loaded.has(lang)) return;
  const loader = loaders[lang];
  if (!loader) throw new Error(`language ${lang} is not in this bundle`);
  r.set(lang, (await loader()).default);
  loaded.add(lang);
}

/** Loads the language's messages, then switches to it and updates <html lang dir>. */
export async function setLanguage(lang: Language): Promise<void> {
  await load(lang);
  r.locale(lang);
  setLocale(lang);
  i18nState.dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
  i18nState.version++;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = i18nState.dir;
  }
}

/**
 * Translates a key. rosetta reads dotted keys as paths into nested objects; our keys are
 * flat, so the key goes in as a one-element path. A key with no text is a bug: loud in
 * development, and in production the key itself rather than an empty button.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = r.t([key], params);
  if (text) return text;
  if (import.meta.env.DEV) console.error(`i18n: no text for "${key}" in ${locale.lang}`);
  return key;
}

/**
 * The text of a message before and after one placeholder, for a message that wraps an
 * element (a name in <bdi>, a user name that loads later): the words, their order and
 * the punctuation stay the translator's.
 */
export function tAround(key: MessageKey, slot: string, params?: MessageParams): [before: string, after: string] {
  const mark = '\u0000';
  const [before = '', after = ''] = t(key, { ...params, [slot]: mark }).split(mark);
  return [before, after];
}

