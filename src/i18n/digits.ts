/**
 * One digit system per language, named rather than left to the browser: with older ICU
 * data WebKit writes Arabic prices and levels as ٤٫٩٩ and ٥٨ while names from the API keep
 * 0-9, so one card mixed two systems (Chromium and Firefox write 0-9). Every Intl formatter
 * of numbers and dates takes its locale from here, the system in the tag (BCP 47 `-u-nu-`).
 */
import brand from 'virtual:brand';
import type { Language, NumberingSystem } from '../../brands/brand.ts';

/** 0-9 in every language, Arabic too, as the API's names and most Gulf shops write prices; a brand file's `digits` names another per language. */
export const DEFAULT_DIGITS: NumberingSystem = 'latn';

/** `lang`'s locale with its digit system named: "ar-u-nu-latn"; `tag` is the form Intl takes for it (es-419 for es, intl-locale.ts). */
export function digitsLocale(lang: string, digits: Partial<Record<Language, NumberingSystem>> | undefined = brand.digits, tag = lang): string {
  return `${tag}-u-nu-${digits?.[lang as Language] ?? DEFAULT_DIGITS}`;
}
