/**
 * The domain area the storefront serves the player under. The rule that picks it is
 * lib/domain-area-rule.ts; here it is resolved at start: a resolved area is stored, an
 * unresolved one is removed and the player goes to /notArea.
 */
import { proxy } from 'valtio/vanilla';
import brand from 'virtual:brand';
import type { DomainArea } from '../../brands/brand.ts';
import { navigate } from '../lib/navigate.ts';
import { currentSearch } from '../lib/page-address.ts';
import { type AreaBrand, pickDomainArea } from '../lib/domain-area-rule.ts';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../lib/storage.ts';
import { PATHS } from '../routes.ts';

export const domainArea = proxy({ area: '' as DomainArea | '' });

/** Resolves at start: stores the area, or removes it and sends the player to /notArea. */
export function resolveDomainArea(search: string = currentSearch(), b: AreaBrand = brand): DomainArea | '' {
  const area = pickDomainArea(search, b, readStored);
  if (area) {
    setDomainArea(area);
  } else {
    clearDomainArea();
    navigate(PATHS.notArea, { replace: true });
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
