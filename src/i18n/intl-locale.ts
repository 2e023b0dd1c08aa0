/**
 * The locale Intl formats a language with, where it is not the language's own code. The
 * messages are es-419 (locales/glossary/es.json: the brands' Spanish-speaking players are
 * in the Americas), so money, numbers, dates and region names are too: "USD 1,234.50", not
 * Spain's "1234,50 US$". Waits (duration.ts) keep es: CLDR's es-419 short units write "2 dd.".
 */
import { digitsLocale } from './digits.ts';

const INTL_LOCALE: Readonly<Record<string, string>> = { es: 'es-419' };

/** The locale Intl formats `lang`'s money, numbers, dates and region names in, its digits named: "es-419-u-nu-latn". */
export function intlLocale(lang: string): string {
  return digitsLocale(lang, undefined, INTL_LOCALE[lang] ?? lang);
}
