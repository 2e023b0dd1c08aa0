import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS as API } from '../api/contract.ts';
import type { Brand } from '../../brands/brand.ts';
import { STORAGE_KEYS, readStored, resetStorageForTests } from '../lib/storage.ts';
import { fakeApi, setPage, type FakeHandler } from '../test/fake-api.ts';
import { followGameCode, lookUpGameCode } from './game-code.ts';
import { clearDomainArea, domainArea, setDomainArea } from './domain-area.ts';
import { clearOrder, order } from './order.ts';

type B = Pick<Brand, 'gameCodes' | 'features' | 'domainAreas' | 'clientIdAreas'>;
const acenet: B = {
  gameCodes: { 'ace-us': { clientId: '9001', domainArea: 'useuro' }, ace: { clientId: '9002', domainArea: 'universal' } },
  features: { progressBar: true, codeRouteSetsArea: true }, domainAreas: ['universal', 'useuro'],
};
const watt: B = {
  gameCodes: { starfall: { clientId: '1001' } },
  features: { progressBar: true, codeRouteSetsArea: false }, domainAreas: ['universal', 'useuro'],
};
const games = [{ client_id: '1001', name: 'Starfall', icon: 'x.svg', domain_areas: ['universal'] }];

let api: ReturnType<typeof fakeApi>;
const serve = (routes: Record<string, FakeHandler>) => { api = fakeApi(routes); };
const where = () => window.location.pathname + window.location.search;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetStorageForTests();
  clearDomainArea();
  clearOrder();
  setPage('https://pay.example/@x');
});
afterEach(() => { api?.restore(); vi.useRealTimers(); });

describe('/@code', () => {
  it('looks codes up as own keys only', () => {
    expect(lookUpGameCode('ace', acenet)?.clientId).toBe('9002');
    expect(lookUpGameCode('constructor', acenet)).toBeUndefined();
    expect(lookUpGameCode('%61ce', acenet)?.clientId).toBe('9002');
  });

  it('codeRouteSetsArea: sets and stores the code\'s area and goes to /?client_id=', async () => {
    serve({});
    expect(await followGameCode('ace-us', acenet)).toBe('moved');
    expect(domainArea.area).toBe('useuro');
    expect(readStored(STORAGE_KEYS.domainArea)).toBe('useuro');
    expect(where()).toBe('/?client_id=9001');
    expect(api.calls).toHaveLength(0);
  });

  it('an unknown code clears the domain area and says unknown', async () => {
    serve({});
    setDomainArea('useuro');
    expect(await followGameCode('nope', acenet)).toBe('unknown');
    expect(domainArea.area).toBe('');
    expect(readStored(STORAGE_KEYS.domainArea)).toBeUndefined();
  });

  it('other brands: chooses the game in the resolved area and goes on to step 2', async () => {
    setDomainArea('universal');
    serve({ [API.gameList]: () => games });
    expect(await followGameCode('starfall', watt)).toBe('moved');
    expect(order).toMatchObject({ clientId: '1001', gameName: 'Starfall' });
    expect(where()).toBe('/selectGoods');
  });

  it('other brands without an area: the area rule sends the player to /notArea', async () => {
    serve({ [API.gameList]: () => games });
    await followGameCode('starfall', watt);
    expect(where()).toBe('/notArea');
    expect(order.clientId).toBe('');
  });
});
