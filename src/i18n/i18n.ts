/**
 * The text layer: one rosetta instance, the current language in a valtio store, and the
 * loading of this brand's locale chunks (only its own languages are in the bundle; each
 * already has English merged under it at build time, see scripts/lib/locales.ts). A build
 * gives each language two chunks: the first screen's messages, which the first render
 * waits for, and the later ones, which what shows them waits for
 * (withLaterMessages; scripts/build/first-screen-messages.ts).
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

/** By language and part; a failed load is forgotten, so the next call tries again. */
const loading = new Map<string, Promise<unknown>>();
/** Whether anything has asked for the later messages yet: from then on a language switch loads both parts. */
let laterWanted = false;

function once<T>(id: string, start: () => Promise<T>): Promise<T> {
  let p = loading.get(id) as Promise<T> | undefined;
  if (!p) loading.set(id, (p = start().catch((e: unknown) => { loading.delete(id); throw e; })));
  return p;
}

/** The language's first chunk (and with it, in a build, the loader of its later messages). */
const loadFirst = (lang: Language) => once(lang, async () => {
  const loader = loaders[lang];
  if (!loader) throw new Error(`language ${lang} is not in this bundle`);
  const m = await loader();
  r.set(lang, m.default);
  return m.later;
});

/** The language's later messages; nothing to load where the first chunk holds them all (dev, unit tests). */
const loadLater = (lang: Language) => once(`${lang} later`, async () => {
  const later = await loadFirst(lang);
  if (later) r.set(lang, (await later()).default);
});

/** Loads the language's messages, then switches to it and updates <html lang dir>. */
export async function setLanguage(lang: Language): Promise<void> {
  await (laterWanted ? loadLater(lang) : loadFirst(lang));
  r.locale(lang);
  setLocale(lang);
  i18nState.dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
  i18nState.version++;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = i18nState.dir;
  }
}

/** The current language's later messages (the first screen's are in from the start); snapshots re-render when they are in. */
async function loadLaterMessages(): Promise<void> {
  laterWanted = true;
  const lang = locale.lang;
  await loadLater(lang);
  if (lang === locale.lang) i18nState.version++;
}

/**
 * `load` (a lazy page's or popup's import), resolved once the current language's later
 * messages are in too, so what it shows never shows a key. If they cannot load even on a
 * second try, it resolves anyway: keys beat a page that never comes (as at start).
 */
export function withLaterMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLaterMessages().catch(loadLaterMessages).catch((e: unknown) => console.error(e))]).then(([m]) => m);
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

