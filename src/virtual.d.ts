/** Modules made by scripts/lib/vite-brand.ts for the brand being built. */
declare module 'virtual:brand' {
  const brand: import('../brands/brand.ts').BakedBrand;
  export default brand;
}
declare module 'virtual:locales' {
  /** One loader per language of this brand; other languages are not in the bundle. */
  export const loaders: Partial<Record<import('../brands/brand.ts').Language, () => Promise<{ default: Record<string, string> }>>>;
}
