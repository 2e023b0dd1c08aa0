/**
 * What a brand is, for every module that uses one: the lists a brand file picks from, the
 * Brand type, and the few helpers the app and the build share.
 *
 * The browser imports this module (`src/`), so it holds constants, types and small helpers
 * only: the lists are `brand-lists.ts`, the schema the Brand type is inferred from is
 * `brand-schema.ts` (TypeBox, imported here as a type, which the bundler erases), and the
 * checks a brand file goes through at build time are `brand-check.ts` (ajv, Node only).
 */
import type { Static } from '@sinclair/typebox';
import type { Language } from './brand-lists.ts';
import type { BrandSchema } from './brand-schema.ts';
import { LANGUAGE_NAMES } from './language-names.ts';

// What other modules import from here; the schema takes the rest of the lists from brand-lists.ts.
export { DOMAIN_AREAS, LANGUAGES, RTL_LANGUAGES } from './brand-lists.ts';
export type { BrandId, Currency, DomainArea, Language, NumberingSystem } from './brand-lists.ts';

/** A brand file as the build reads it: inferred from the schema, so the two cannot drift apart. */
export type Brand = Static<typeof BrandSchema>;
export type BrandHosts = Brand['hosts'];
export type BrandLogin = Brand['login'];
export type KoreaCompany = NonNullable<Brand['features']['koreaCompany']>;
export type GameCode = Brand['gameCodes'][string];

/** The social logins the login popup offers, in the order it shows them (scripts/lib/social-auth.ts bakes their addresses in). */
export const SOCIAL_AUTH_PROVIDERS = ['google', 'apple', 'facebook', 'twitter', 'vk', 'kakao'] as const;
export type SocialAuthProvider = (typeof SOCIAL_AUTH_PROVIDERS)[number];

/**
 * The provider addresses a brand's social logins use, one entry per provider it offers:
 * the baked brand's `socialAuth`. Production addresses are the providers' own; a staging
 * build points them all at one stand-in origin (scripts/lib/social-auth.ts).
 */
export interface SocialAuth {
  /** Google Identity Services. */
  google?: { script: string };
  /** Sign in with Apple JS. */
  apple?: { script: string };
  /** The JavaScript SDK, and the login dialog used where popups fail (Facebook's and Instagram's in-app browsers). */
  facebook?: { script: string; dialog: string };
  /** No script: the origins the authentication page named by twitter_auth may be on. */
  twitter?: { pageOrigins: string[] };
  /**
   * VK ID's SDK is bundled (@vkid/sdk, a chunk of its own): nothing to load from VK in
   * production. A staging build names the stand-in's script instead.
   */
  vk?: { script?: string };
  /** The JavaScript SDK, with the integrity Kakao publishes for that version (none for a stand-in). */
  kakao?: { script: string; integrity?: string };
}

type BrandPayments = NonNullable<Brand['payments']>;
/**
 * The payment providers the brand names (its file's `payments`), each with its script's
 * address: the baked brand's `paymentProviders` (scripts/lib/payment-providers.ts).
 */
export interface PaymentProviders {
  card?: NonNullable<BrandPayments['card']> & { script: string };
  koreaWindow?: NonNullable<BrandPayments['koreaWindow']> & { script: string };
}

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
 * Each language as its speakers write it ("Deutsch", "Bahasa Indonesia", "繁體中文"), from
 * the table in language-names.ts, baked in at build time for the footer's menu.
 */
export function languageNames(langs: readonly Language[]): Partial<Record<Language, string>> {
  return Object.fromEntries(langs.map((l) => [l, LANGUAGE_NAMES[l]]));
}

export function defaultLanguage(b: Pick<Brand, 'languages'>): Language {
  return b.languages[0]!;
}
