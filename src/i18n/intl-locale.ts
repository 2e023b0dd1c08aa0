/**
 * The locale Intl formats a language with, where it is not the language's own code. The
 * messages are es-419 (locales/glossary/es.json: the brands' Spanish-speaking players are
 * in the Americas), so money, numbers, dates and region names are too: "USD 1,234.50", not
 * Spain's "1234,50 US$". Waits (duration.ts) keep es: CLDR's es-419 short units write "2 dd.".
 */
const INTL_LOCALE: Readonly<Record<string, string>> = { es: 'es-419' };

export function intlLocale(lang: string): string {
  return INTL_LOCALE[lang] ?? lang;
}
