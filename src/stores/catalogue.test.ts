import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS as API } from '../api/contract.ts';
import { catalogue, loadGames } from './catalogue.ts';
import { setDomainArea } from './domain-area.ts';
import { fakeApi } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';

const games = [
  { client_id: '1001', name: 'Starfall', icon: 'https://api.fake.test/static/logo/1001.svg', domain_areas: ['universal'] },
  { client_id: '1002', name: 'Ironclad', icon: 'https://api.fake.test/static/logo/1002.svg', domain_areas: ['universal'] },
];

let api: ReturnType<typeof fakeApi>;
let images: { src: string; fetchPriority: string }[];

beforeEach(() => {
  resetStoresForTests();
  setDomainArea('universal');
  images = [];
  vi.stubGlobal('Image', class { src = ''; fetchPriority = ''; constructor() { images.push(this); } });
  api = fakeApi({ [API.gameList]: () => games });
});
afterEach(() => { api.restore(); vi.unstubAllGlobals(); });

describe('step 1\'s game list', () => {
  it('loads the games of the domain area', async () => {
    await loadGames();
    expect(api.calls[0]!.query.get('domain_area')).toBe('universal');
    expect(catalogue.games).toMatchObject({ status: 'ready', data: games });
  });

  it('starts fetching the game icons when the list arrives, before any render asks for them', async () => {
    await loadGames();
    expect(images.map((i) => i.src)).toEqual(games.map((g) => g.icon));
    expect(images.every((i) => i.fetchPriority === 'high')).toBe(true);
  });
});
