/**
 * Which domain area a visit is under (spec section 4). First match wins, each candidate
 * checked against the brand's areas:
 *   1. the brand serves exactly one area;
 *   2. the stored value (payment_domain_area);
 *   3. the domain_area query of the page address;
 *   4. brand.clientIdAreas[client_id query] (the one brand that maps client ids).
 * A module of its own, without the store, so that index.html's early script
 * (src/boot/boot-config.ts) applies the same rule as the app.
 */
import type { Brand, DomainArea } from '../../brands/brand.ts';
import { queryParam } from './page-address.ts';
import { type ReadStored, DOMAIN_AREA_KEY } from './stored-entry.ts';

export type AreaBrand = Pick<Brand, 'domainAreas' | 'clientIdAreas'>;

/** The area the rules pick, or ''. `read`: the app's readStored, or the head script's peekStored. */
export function pickDomainArea(search: string, b: AreaBrand, read: ReadStored): DomainArea | '' {
  const allowed = b.domainAreas;
  const ok = (a: unknown): a is DomainArea => typeof a === 'string' && allowed.includes(a as DomainArea);
  if (allowed.length === 1 && ok(allowed[0])) return allowed[0];
  const candidates: unknown[] = [
    read(DOMAIN_AREA_KEY),
    queryParam('domain_area', search),
    b.clientIdAreas?.[queryParam('client_id', search)],
  ];
  return candidates.find(ok) ?? '';
}
