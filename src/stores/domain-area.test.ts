import { beforeEach, describe, expect, it } from 'vitest';
import type { Brand } from '../../brands/brand.ts';
import { STORAGE_KEYS, readStored, resetStorageForTests, writeStored } from '../lib/storage.ts';
import { clearDomainArea, domainArea, resolveDomainArea } from './domain-area.ts';
import { pickDomainArea } from '../lib/domain-area-rule.ts';

type AreaBrand = Pick<Brand, 'domainAreas' | 'clientIdAreas'>;
const multi: AreaBrand = { domainAreas: ['universal', 'useuro'] };
const single: AreaBrand = { domainAreas: ['kr'] };
const joyage: AreaBrand = { domainAreas: ['twhk', 'hk'], clientIdAreas: { '8001': 'twhk', '8002': 'hk' } };

function setPage(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  clearDomainArea();
  setPage('https://pay.example/selectGame');
});

describe('domain area resolution (spec section 4)', () => {
  it('1. a brand with one area uses it, whatever else is given', () => {
    writeStored(STORAGE_KEYS.domainArea, 'useuro');
    expect(pickDomainArea('?domain_area=sea', single, readStored)).toBe('kr');
  });

  it('2. the stored value comes before the query', () => {
    writeStored(STORAGE_KEYS.domainArea, 'useuro');
    expect(pickDomainArea('?domain_area=universal', multi, readStored)).toBe('useuro');
  });

  it('3. the domain_area query when nothing is stored', () => {
    expect(pickDomainArea('?domain_area=universal', multi, readStored)).toBe('universal');
  });

  it('4. the client_id mapping of the brand that has one', () => {
    expect(pickDomainArea('?client_id=8002', joyage, readStored)).toBe('hk');
    expect(pickDomainArea('?client_id=8002', multi, readStored)).toBe('');
  });

  it('skips candidates that are not the brand\'s areas', () => {
    writeStored(STORAGE_KEYS.domainArea, 'ru');
    expect(pickDomainArea('?domain_area=sea&client_id=8001', joyage, readStored)).toBe('twhk');
  });

  it('stores the resolved area', () => {
    expect(resolveDomainArea('?domain_area=useuro', multi)).toBe('useuro');
    expect(domainArea.area).toBe('useuro');
    expect(readStored(STORAGE_KEYS.domainArea)).toBe('useuro');
  });

  it('unresolved: removes the stored area and goes to /notArea', () => {
    writeStored(STORAGE_KEYS.domainArea, 'ru'); // not this brand's
    expect(resolveDomainArea('?domain_area=nowhere', multi)).toBe('');
    expect(domainArea.area).toBe('');
    expect(localStorage.getItem('payment_domain_area')).toBeNull();
    expect(window.location.pathname).toBe('/notArea');
  });
});
