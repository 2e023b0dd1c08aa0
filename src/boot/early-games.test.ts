/**
 * The early game list: the head script must ask exactly what the app's client would ask
 * (or the handoff would hand over the wrong list, or never match), and the app must take
 * only a matching success, once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import brand from 'virtual:brand';
import { configureApi } from '../api/client.ts';
import { PATHS as API } from '../api/contract.ts';
import { getGameList } from '../api/games.ts';
import { PATHS } from '../routes.ts';
import { STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { catalogue, loadGames } from '../stores/catalogue.ts';
import { setDomainArea } from '../stores/domain-area.ts';
import { fakeApi, setPage } from '../test/fake-api.ts';
import { setLocale } from '../stores/locale.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { setSession } from '../stores/session.ts';
import { type EarlyGames, GAME_LIST_PAGES, type GameListQuery, takeEarlyGames } from './early-games.ts';
import { gameListQuery, startEarlyGames } from './start-early-games.ts';

const GAMES = [{ client_id: '1001', name: 'Star Saga', icon: 'https://api.test/1001.svg', domain_areas: ['universal'] }];
const envelope = (content: unknown, code = 1) => ({ code, msg: '', content });

/** A window for the head script: the address, and a fetch that records what it is asked. */
function headWindow(url: string, reply: unknown = envelope(GAMES)) {
  const asked: string[] = [];
  const win: { location: Location; fetch: typeof fetch; __earlyGames?: EarlyGames } = {
    location: new URL(url) as unknown as Location,
    fetch: ((input: string) => {
      asked.push(String(input));
      return reply === 'network' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response(JSON.stringify(reply)));
    }) as typeof fetch,
  };
  return { win, asked };
}

beforeEach(() => {
  resetStoresForTests();
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
  vi.stubGlobal('Image', class { src = ''; });
});
afterEach(() => {
  delete globalThis.__earlyGames;
  configureApi({ fetch: null, hosts: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the head script\'s game list call', () => {
  it('asks the very address the app\'s client asks: host, path, brand, area, language and token', async () => {
    setPage('https://pay.watt-games.example/selectGame?domain_area=useuro');
    setSession('tok-1', { suid: 'u1' });
    const { win, asked } = headWindow('https://pay.watt-games.example/selectGame?domain_area=useuro');
    startEarlyGames(win, brand);

    // The app on the same visit: German (the browser's), logged in, the area from the address.
    setLocale('de');
    let clientAsked = '';
    configureApi({ fetch: (input) => { clientAsked = input; return Promise.resolve(new Response(JSON.stringify(envelope(GAMES)))); } });
    await getGameList({ domain_area: 'useuro' });

    expect(asked).toHaveLength(1);
    expect(asked[0]).toBe(clientAsked);
    expect(new URL(asked[0]!).searchParams.get('oauth_token')).toBe('tok-1');
  });

  it('asks the backup host first when the app remembers that the primary was down', () => {
    writeStored(STORAGE_KEYS.backupApi, [brand.hosts.api[1], brand.hosts.api[0], ...brand.hosts.api.slice(2)], 60_000);
    const { win, asked } = headWindow('https://pay.watt-games.example/selectGame?domain_area=universal');
    startEarlyGames(win, brand);
    expect(new URL(asked[0]!).origin).toBe(brand.hosts.api[1]);
  });

  it('asks nothing where the first page is not the game list, or while the domain area is unknown', () => {
    expect(gameListQuery(brand, { pathname: '/selectGoods', search: '?domain_area=universal' })).toBeNull();
    expect(gameListQuery(brand, { pathname: '/selectGame', search: '' })).toBeNull();
    expect(gameListQuery(brand, { pathname: '/selectGame', search: '?domain_area=nowhere' })).toBeNull();
    expect(gameListQuery(brand, { pathname: '/', search: '?domain_area=universal' })).toMatchObject({ domain_area: 'universal', spec_lang: 'de' });
  });

  it('knows the game list pages by the app\'s route table', () => {
    expect(GAME_LIST_PAGES).toEqual([PATHS.home, PATHS.selectGame]);
  });
});

describe('the handoff to the app', () => {
  const query: GameListQuery = { brand: brand.id, domain_area: 'universal', spec_lang: 'de' };
  const early = (reply: unknown, q: GameListQuery = query) => { globalThis.__earlyGames = { query: q, reply: Promise.resolve(reply) }; };

  it('hands over a successful list once; the next load asks the API', async () => {
    early(envelope(GAMES));
    await expect(takeEarlyGames(query)).resolves.toEqual(GAMES);
    await expect(takeEarlyGames(query)).resolves.toBeNull();
  });

  it('hands over nothing when the app asks another question (language, area, player)', async () => {
    for (const other of [{ ...query, spec_lang: 'en' }, { ...query, domain_area: 'useuro' }, { ...query, oauth_token: 't' }]) {
      early(envelope(GAMES));
      await expect(takeEarlyGames(other)).resolves.toBeNull();
    }
  });

  it('hands over nothing but a success: an error code, a broken body or no reply leave the call to the client', async () => {
    for (const reply of [envelope(null, -3014), envelope('not a list'), null, 'text', undefined]) {
      early(reply);
      await expect(takeEarlyGames(query)).resolves.toBeNull();
    }
  });

  it('step 1\'s store takes the early list without calling the API', async () => {
    const api = fakeApi({ [API.gameList]: () => [] });
    setDomainArea('universal');
    setLocale('de');
    early(envelope(GAMES));
    await loadGames();
    expect(catalogue.games.data).toEqual(GAMES);
    expect(api.calls).toHaveLength(0);
    api.restore();
  });

  it('step 1\'s store asks the API itself when the early call failed, with the client\'s error handling', async () => {
    const api = fakeApi({ [API.gameList]: () => GAMES });
    setDomainArea('universal');
    setLocale('de');
    early(null);
    await loadGames();
    expect(catalogue.games.data).toEqual(GAMES);
    expect(api.calls.map((c) => c.path)).toEqual([API.gameList]);
    api.restore();
  });
});
