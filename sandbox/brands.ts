/**
 * Every brand file, read once. The sandbox serves every brand at once; each brand's games,
 * prices and areas come from here and from the seed.
 */
import type { Brand, BrandId } from '../brands/brand.ts';
import { listBrandIds, loadBrand } from '../scripts/lib/brands.ts';
import { SEEDED_BRANDS } from './seed/brand-order.ts';

export const BRANDS: ReadonlyMap<BrandId, Brand> = new Map(listBrandIds().map((id) => [id, loadBrand(id)]));

export function brandOf(id: BrandId): Brand {
  const b = BRANDS.get(id);
  if (!b) throw new Error(`unknown brand ${id}`);
  return b;
}

/**
 * A brand's 1-based position: the seed's 13 in the spec's order, then any other brand file
 * by id. Its game ids are position * 1000 + n.
 */
export function brandIndex(id: BrandId): number {
  const seeded = SEEDED_BRANDS.indexOf(id);
  if (seeded >= 0) return seeded + 1;
  const others = [...BRANDS.keys()].filter((b) => !SEEDED_BRANDS.includes(b));
  return SEEDED_BRANDS.length + others.indexOf(id) + 1;
}

/** Every login client number of a brand (a number, or one per domain area). */
export function loginClientNumbers(b: Brand): number[] {
  const cn = b.login.clientNumber;
  return typeof cn === 'number' ? [cn] : Object.values(cn).filter((v): v is number => typeof v === 'number');
}
