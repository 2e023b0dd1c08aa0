/**
 * The 13 brand files, read once. The sandbox serves every brand at once; each brand's
 * games, prices and areas come from here and from the seed.
 */
import { BRAND_IDS, type Brand, type BrandId } from '../brands/brand.ts';
import { loadBrand } from '../scripts/lib/brands.ts';

export const BRANDS: ReadonlyMap<BrandId, Brand> = new Map(BRAND_IDS.map((id) => [id, loadBrand(id)]));

export function brandOf(id: BrandId): Brand {
  const b = BRANDS.get(id);
  if (!b) throw new Error(`unknown brand ${id}`);
  return b;
}

/** 1-based position in the spec's brand list; a brand's game ids are position * 1000 + n. */
export function brandIndex(id: BrandId): number {
  return BRAND_IDS.indexOf(id) + 1;
}

/** Every login client number of a brand (a number, or one per domain area). */
export function loginClientNumbers(b: Brand): number[] {
  const cn = b.login.clientNumber;
  return typeof cn === 'number' ? [cn] : Object.values(cn).filter((v): v is number => typeof v === 'number');
}
