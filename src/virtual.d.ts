/** Modules made by scripts/lib/vite-brand.ts for the brand being built. */
declare module 'virtual:brand' {
  /** socialAuth: the social login pages of the providers this brand offers (scripts/lib/social-auth.ts). */
  const brand: import('../brands/brand.ts').BakedBrand & { socialAuth: import('../scripts/lib/social-auth.ts').SocialAuth };
  export default brand;
}
declare module 'virtual:locales' {
  /** One loader per language of this brand; other languages are not in the bundle. */
  export const loaders: Partial<Record<import('../brands/brand.ts').Language, () => Promise<{ default: Record<string, string> }>>>;
}
