/**
 * Each language's name as its speakers write it in a language menu, baked into a brand's
 * config at build time (brand.ts, languageNames) for the footer's dropdown. Intl.DisplayNames
 * gives "français" and "polski" in lower case, "Indonesia" and "Melayu" for the languages,
 * and "中文（中国）" / "中文（台灣）" (which also puts off Hong Kong readers of zh-TW).
 */
import type { Language } from './brand-lists.ts';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  pl: 'Polski',
  it: 'Italiano',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  ms: 'Bahasa Melayu',
  ru: 'Русский',
  th: 'ไทย',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};
