import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS as API } from '../api/contract.ts';
import { catalogue, loadGames, loadGamesForFirstView, loadGamesOnce } from './catalogue.ts';
import { setDomainArea } from './domain-area.ts';
import { fail, fakeApi, setPage } from '../test/fake-api.ts';
import { order, setOrder } from './order.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { resetResource } from './resource.ts';

const games = [
  { client_id: '1001', name: 'Starfall', icon: 'https://api.fake.test/static/logo/1001.svg', domain_areas: ['universal'] },
  { client_id: '1002', name: 'Ironclad', icon: 'https://api.fake.test/static/logo/1002.svg', domain_areas: ['universal'] },
];

let api: ReturnType<typeof fakeApi>;
/** What the fake game list answers. */
let listAnswer: () => unknown;
let images: { src: string; fetchPriority: string }[];

beforeEach(() => {
  resetStoresForTests();
  setDomainArea('universal');
  images = [];
  vi.stubGlobal('Image', class { src = ''; fetchPriority = ''; constructor() { images.push(this); } });
  listAnswer = () => games;
  api = fakeApi({ [API.gameList]: () => listAnswer() });
});
afterEach(() => { api.restore(); vi.unstubAllGlobals(); });

describe('step 1\'s game list', () => {
  it('loads the games of the domain area', async () => {
    await loadGames();
    expect(api.calls[0]!.query.get('domain_area')).toBe('universal');
    expect(catalogue.games).toMatchObject({ status: 'ready', data: games });
  });

  it('the first view\'s failed list is the page\'s to show with Try again: opening step 1 does not ask again unseen; a later failure is asked again', async () => {
    listAnswer = () => fail(-9999, 'no');
    resetResource(catalogue.games, []); // a fresh page: nothing asked yet
    loadGamesForFirstView();
    await vi.waitFor(() => expect(catalogue.games.status).toBe('error'));
    loadGamesOnce(); // step 1 opens, after the first view's load has failed
    expect(api.calls).toHaveLength(1);
    expect(catalogue.games.status).toBe('error');
    await loadGames(); // Try again, which fails too
    expect(catalogue.games.status).toBe('error');
    listAnswer = () => games;
    loadGamesOnce(); // step 1 opens again later: that failure was shown, so it asks again
    await vi.waitFor(() => expect(catalogue.games.status).toBe('ready'));
    expect(api.calls).toHaveLength(3);
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
