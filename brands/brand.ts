/**
 * What a brand is, for every module that uses one: the lists a brand file picks from, the
 * Brand type, and the few helpers the app and the build share.
 *
 * The browser imports this module (`src/`), so it holds constants and types only: the
 * schema the Brand type is inferred from is `brand-schema.ts` (TypeBox), and the checks a
 * brand file goes through at build time are `brand-check.ts` (ajv). Both are imported
 * here as types, which the bundler erases.
 */
import type { Static } from '@sinclair/typebox';
import type { BrandSchema } from './brand-schema.ts';

export const BRAND_IDS = [
  'watt', 'dragon', 'ko', 'coolgame', 'ru', 'joynet', 'ssgame',
  'joyage', 'acenet', 'acenetJp', 'rhinosTwhk', 'rhinos', 'spotJp',
] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/** Interface languages the product knows (spec section 1). Locale files are named after these. */
export const LANGUAGES = [
  'en', 'ar', 'de', 'fr', 'es', 'pt', 'pl', 'it', 'id', 'ja',
  'ko', 'ms', 'ru', 'th', 'tr', 'vi', 'zh-CN', 'zh-TW',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** Spec section 3. */
export const DOMAIN_AREAS = [
  'universal', 'eru', 'sea', 'ja', 'kr', 'twhk', 'useuro', 'ru', 'hk', 'codapay', 'dragon',
] as const;
export type DomainArea = (typeof DOMAIN_AREAS)[number];

/** Spec section 3 lists RMB; Intl (and so this file) spells it CNY. */
export const CURRENCIES = ['CNY', 'TWD', 'JPY', 'KRW', 'EUR', 'USD', 'TRY', 'THB', 'VND', 'IDR', 'MYR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Spec section 9: the 13 tracking event ids, one per brand. */
export const TRACKING_EVENT_IDS = [24, 26, 27, 41, 52, 90, 110, 117, 129, 147, 163, 171, 176] as const;
export type TrackingEventId = (typeof TRACKING_EVENT_IDS)[number];

/** A brand file as the build reads it: inferred from the schema, so the two cannot drift apart. */
export type Brand = Static<typeof BrandSchema>;
export type BrandHosts = Brand['hosts'];
export type LegalLinks = NonNullable<Brand['legal'][Language]>;
export type BrandLogin = Brand['login'];
export type KoreaCompany = NonNullable<Brand['features']['koreaCompany']>;
export type GameCode = Brand['gameCodes'][string];

export class BrandFileError extends Error {
  /** `problems` are `field: what is wrong`; the message puts the file before each, one a line. */
  constructor(public file: string, public problems: string[]) {
    super(problems.map((p) => `${file}: ${p}`).join('\n'));
    this.name = 'BrandFileError';
  }
}

/**
 * The baked config leaves out what only the build and the reader need (the editor's
 * `$schema`, the `$notes`, the logo's file name), and adds what the build can work out
 * once: each language's name in itself, for the footer's dropdown.
 */
export type BakedBrand = Omit<Brand, '$schema' | '$notes' | 'logo'> & { logoUrl: string; languageNames: Partial<Record<Language, string>> };

/**
 * "Deutsch", "العربية"... At build time: in the browser, Intl.DisplayNames loads each
 * locale's data, 25 ms of a phone's first render for a brand with eight languages.
 */
export function languageNames(langs: readonly Language[]): Partial<Record<Language, string>> {
  return Object.fromEntries(langs.map((l) => [l, new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l]));
}

export function defaultLanguage(b: Pick<Brand, 'languages'>): Language {
  return b.languages[0]!;
}
