import type { Brand } from '../../brands/brand.ts';

/**
 * The address to open a brand at: a brand serving several domain areas needs one named
 * in the link (spec section 4: unresolved, the player goes to /notArea), as the
 * publisher's own links do; the first area stands in for it.
 */
export function entryPath(brand: Pick<Brand, 'domainAreas'>): string {
  return brand.domainAreas.length > 1 ? `/?domain_area=${brand.domainAreas[0]}` : '/';
}
