/**
 * The domain area the storefront serves the player under (spec section 4). Resolution,
 * first match wins, each candidate checked against the brand's areas:
 *   1. the brand serves exactly one area;
 *   2. the stored value (payment_domain_area);
 *   3. the domain_area query of the page address;
 *   4. brand.clientIdAreas[client_id query] (the one brand that maps client ids).
 * A resolved area is stored; an unresolved one is removed and the player goes to /notArea.
 */
import { proxy } from 'valtio/vanilla';
import brand from 'virtual:brand';
import type { Brand, DomainArea } from '../../brands/brand.ts';
import { navigate } from '../lib/navigate.ts';
import { currentSearch, queryParam } from '../lib/page-address.ts';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../lib/storage.ts';

export const domainArea = proxy({ area: '' as DomainArea | '' });

type AreaBrand = Pick<Brand, 'domainAreas' | 'clientIdAreas'>;

/** The area the rules pick, or '' (no side effects). */
export function pickDomainArea(search: string, b: AreaBrand = brand): DomainArea | '' {
  const allowed = b.domainAreas;
  const ok = (a: unknown): a is DomainArea => typeof a === 'string' && allowed.includes(a as DomainArea);
  if (allowed.length === 1 && ok(allowed[0])) return allowed[0];
  const candidates: unknown[] = [
    readStored(STORAGE_KEYS.domainArea),
    queryParam('domain_area', search),
    b.clientIdAreas?.[queryParam('client_id', search)],
  ];
  return candidates.find(ok) ?? '';
}

/** Resolves at start: stores the area, or removes it and sends the player to /notArea. */
export function resolveDomainArea(search: string = currentSearch(), b: AreaBrand = brand): DomainArea | '' {
  const area = pickDomainArea(search, b);
  if (area) {
    setDomainArea(area);
  } else {
    clearDomainArea();
    navigate('/notArea', { replace: true });
  }
  return area;
}

/** Sets and stores the area (the /@code route of two brands does this). */
export function setDomainArea(area: DomainArea): void {
  domainArea.area = area;
  writeStored(STORAGE_KEYS.domainArea, area);
}

/** Forgets the area (wrong-area error -3014, unknown game code). */
export function clearDomainArea(): void {
  domainArea.area = '';
  removeStored(STORAGE_KEYS.domainArea);
}
