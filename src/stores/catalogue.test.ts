import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS as API } from '../api/contract.ts';
import { catalogue, loadGames } from './catalogue.ts';
import { setDomainArea } from './domain-area.ts';
import { fakeApi, setPage } from '../test/fake-api.ts';
import { order, setOrder } from './order.ts';
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

  describe('a link that names the game (spec section 2: /@code on the area-setting brands, /selectGame?client_id=)', () => {
    it('chooses that game once the list is in', async () => {
      setPage('https://pay.acenet.example/selectGame?client_id=1002');
      await loadGames();
      expect(order).toMatchObject({ clientId: '1002', gameName: 'Ironclad' });
    });

    it('once per address: the list loaded again (another language) keeps the player\'s own pick', async () => {
      setPage('https://pay.acenet.example/selectGame?client_id=1002&again=1');
      await loadGames();
      setOrder({ clientId: '1001', gameName: 'Starfall' });
      await loadGames();
      expect(order.clientId).toBe('1001');
    });

    it('a game the list does not have, or no client_id, chooses nothing', async () => {
      setPage('https://pay.acenet.example/selectGame?client_id=4242');
      await loadGames();
      setPage('https://pay.acenet.example/selectGame');
      await loadGames();
      expect(order.clientId).toBe('');
    });
  });
});
