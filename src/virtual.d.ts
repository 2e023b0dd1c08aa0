/** Modules made by scripts/build/vite-brand.ts for the brand being built. */
declare module 'virtual:brand' {
  /** The brand's config, without the fields later chunks import on their own (below). */
  const brand: Omit<import('../brands/brand.ts').BakedBrand, 'login' | 'gameCodes' | 'payments' | 'legal' | 'copyright' | 'languageNames' | 'vitalsSampleRate'>;
  export default brand;
}
declare module 'virtual:brand/login' {
  /** Login client number and the social providers' keys. */
  const login: import('../brands/brand.ts').Brand['login'];
  export default login;
}
declare module 'virtual:brand/socialAuth' {
  /** The social login pages of the providers this brand offers (scripts/lib/social-auth.ts). */
  const socialAuth: import('../brands/brand.ts').SocialAuth;
  export default socialAuth;
}
declare module 'virtual:brand/paymentProviders' {
  /** The payment providers this brand names, with their keys and script addresses (scripts/lib/payment-providers.ts). */
  const paymentProviders: import('../brands/brand.ts').PaymentProviders;
  export default paymentProviders;
}
declare module 'virtual:brand/gameCodes' {
  /** The /@code table. */
  const gameCodes: import('../brands/brand.ts').Brand['gameCodes'];
  export default gameCodes;
}
declare module 'virtual:brand/legal' {
  /** Privacy and user-agreement links per language (the footer's and the login popups'). */
  const legal: import('../brands/brand.ts').Brand['legal'];
  export default legal;
}
declare module 'virtual:brand/copyright' {
  /** The footer's copyright line. */
  const copyright: string;
  export default copyright;
}
declare module 'virtual:brand/languageNames' {
  /** Each of the brand's languages as its speakers write it, for the footer's menu. */
  const languageNames: import('../brands/brand.ts').BakedBrand['languageNames'];
  export default languageNames;
}
declare module 'virtual:brand/vitalsSampleRate' {
  /** The share of page views that report their Web Vitals, 0 to 1 (the brand file's, or the schema's default). */
  const vitalsSampleRate: number;
  export default vitalsSampleRate;
}
declare module 'virtual:locales' {
  /** One loader per language of this brand; other languages are not in the bundle. */
  /** A build's chunk holds the first screen's messages only, and `later` loads the rest; in dev it holds them all. */
  export const loaders: Partial<Record<import('../brands/brand.ts').Language, () => Promise<{
    default: Record<string, string>;
    later?: () => Promise<{ default: Record<string, string> }>;
  }>>>;
}
