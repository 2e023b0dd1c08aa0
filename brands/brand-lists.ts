/**
 * The closed lists a brand file picks from: languages, domain areas, currencies. Their own
 * module, so that the schema (brand-schema.ts) can build on them while brand.ts infers the
 * Brand type from the schema, with no import going round. Brands themselves are no list:
 * a brand is its file, brands/<id>.json.
 */

/** A brand's id: its file's name, brands/<id>.json. */
export type BrandId = string;
/** What a brand id may look like (BRAND_ID_PATTERN in the contract too): letters and digits, a letter first. */
export const BRAND_ID_PATTERN = '^[a-z][A-Za-z0-9]{1,31}$';

/** Interface languages the product knows (spec section 1). Locale files are named after these. */
export const LANGUAGES = [
  'en', 'ar', 'de', 'fr', 'es', 'pt', 'pl', 'it', 'id', 'ja',
  'ko', 'ms', 'ru', 'th', 'tr', 'vi', 'zh-CN', 'zh-TW',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
/**
 * The digit systems a brand file may name for a language (`digits`), as Intl's numbering
 * systems: 0-9, Arabic-Indic ٠-٩, Persian-style ۰-۹, Thai ๐-๙.
 */
export const NUMBERING_SYSTEMS = ['latn', 'arab', 'arabext', 'thai'] as const;
export type NumberingSystem = (typeof NUMBERING_SYSTEMS)[number];

/** Spec section 3. */
export const DOMAIN_AREAS = [
  'universal', 'eru', 'sea', 'ja', 'kr', 'twhk', 'useuro', 'ru', 'hk', 'codapay', 'dragon',
] as const;
export type DomainArea = (typeof DOMAIN_AREAS)[number];

/** Spec section 3 lists RMB; Intl (and so this file) spells it CNY. */
export const CURRENCIES = ['CNY', 'TWD', 'JPY', 'KRW', 'EUR', 'USD', 'TRY', 'THB', 'VND', 'IDR', 'MYR'] as const;
export type Currency = (typeof CURRENCIES)[number];

