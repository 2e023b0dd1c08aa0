/**
 * The early game list: the head script must ask the very URL the app's client will ask
 * (or the client would never take it), and the client must take it once, as a reply like
 * any other, so no store knows it came early.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import brand from 'virtual:brand';
import { ApiError, configureApi } from '../api/client.ts';
import { PATHS as API } from '../api/contract.ts';
import { getGameList } from '../api/games.ts';
import { GAMES_MEMO_KEY, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { type PrefetchHolder, putPrefetched, takePrefetched } from '../lib/prefetched.ts';
import { EARLY_GAMES_PATHS } from '../routes.ts';
import { catalogue, loadGames } from '../stores/catalogue.ts';
import { setDomainArea } from '../stores/domain-area.ts';
import { setLocale } from '../stores/locale.ts';
import { setSession } from '../stores/session.ts';
import { FAKE_HOST, fakeApi, setPage } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { type BootConfig, visitOf } from './boot-config.ts';
import { earlyGamesUrl, preloadFirstLogos, requestEarly } from './early-games-request.ts';

const GAMES = [{ client_id: '1001', name: 'Star Saga', icon: 'https://api.test/1001.svg', domain_areas: ['universal'] }];
const envelope = (content: unknown, code = 1, msg = '') => JSON.stringify({ code, msg, content });
const JSON_TYPE = { 'content-type': 'application/json' };

const CFG: BootConfig = {
  id: brand.id, languages: [...brand.languages], domainAreas: brand.domainAreas, hosts: { api: brand.hosts.api, demoApi: brand.hosts.demoApi },
  shells: {}, preload: {}, earlyGames: [...EARLY_GAMES_PATHS],
};
const at = (url: string) => new URL(url) as unknown as Location;
const holder = globalThis as PrefetchHolder;

beforeEach(() => {
  resetStoresForTests();
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
  vi.stubGlobal('Image', class { src = ''; });
});

afterEach(() => {
  delete holder.__prefetched;
  configureApi({ fetch: null, hosts: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the head script\'s game list call', () => {
  it('asks the very URL the app\'s client asks: host, path, brand, area, language and token', async () => {
    const page = 'https://pay.watt-games.example/selectGame?domain_area=useuro';
    setPage(page);
    setSession('tok-1', { suid: 'u1' });
    const url = earlyGamesUrl(CFG, visitOf(CFG, at(page)), at(page));
    // The app on the same visit: German (the browser's), logged in, the area from the address.
    setLocale('de');
    let clientAsked = '';
    configureApi({ fetch: (input) => { clientAsked = input; return Promise.resolve(new Response(envelope(GAMES), { headers: JSON_TYPE })); } });
    await getGameList({ domain_area: 'useuro' });
    expect(url).toBe(clientAsked);
    expect(new URL(url!).searchParams.get('oauth_token')).toBe('tok-1');
  });

  it('asks the backup host first when the app remembers that the primary was down', () => {
    writeStored(STORAGE_KEYS.backupApi, [brand.hosts.api[1], brand.hosts.api[0], ...brand.hosts.api.slice(2)], 60_000);
    const page = at('https://pay.watt-games.example/selectGame?domain_area=universal');
    expect(new URL(earlyGamesUrl(CFG, visitOf(CFG, page), page)!).origin).toBe(brand.hosts.api[1]);
  });

  it('asks nothing where the first page is not the game list, or while the domain area is unknown', () => {
    for (const [path, search] of [['/selectGoods', '?domain_area=universal'], ['/selectGame', ''], ['/selectGame', '?domain_area=nowhere']] as const) {
      const loc = at(`https://pay.watt-games.example${path}${search}`);
      expect(earlyGamesUrl(CFG, visitOf(CFG, loc), loc), path + search).toBeNull();
    }
    const home = at('https://pay.watt-games.example/?domain_area=universal');
    expect(new URL(earlyGamesUrl(CFG, visitOf(CFG, home), home)!).searchParams.get('spec_lang')).toBe('de');
  });

  it('leaves the reply, or null when none came, for the client under its URL', async () => {
    const win = { fetch: () => Promise.resolve(new Response(envelope(GAMES), { status: 200, headers: JSON_TYPE })) } as unknown as Window & PrefetchHolder;
    await expect(requestEarly(win, 'https://api.test/list?a=1')).resolves.toEqual({ status: 200, body: envelope(GAMES), type: JSON_TYPE['content-type'] });
    const down = { fetch: () => Promise.reject(new TypeError('Failed to fetch')) } as unknown as Window & PrefetchHolder;
    requestEarly(down, 'https://api.test/list?a=1');
    await expect(takePrefetched('https://api.test/list?a=1', down)).resolves.toBeNull();
  });
});

describe('the handoff to the API client, by URL', () => {
  /** The fake API, and the URL the client builds for the game list on this visit (asked once, then forgotten). */
  async function fakeWithUrl(games: unknown[]) {
    const api = fakeApi({ [API.gameList]: () => games });
    await getGameList({ domain_area: 'universal' });
    const c = api.calls.pop()!;
    return { api, url: `${FAKE_HOST}${c.path}?${c.query}` };
  }

  it('step 1\'s store takes the early reply for its URL without asking the network, once', async () => {
    setLocale('de');
    setDomainArea('universal');
    const { api, url } = await fakeWithUrl([]);
    putPrefetched(holder, url, Promise.resolve({ status: 200, body: envelope(GAMES), type: JSON_TYPE['content-type'] }));
    await loadGames();
    expect(catalogue.games.data).toEqual(GAMES);
    expect(api.calls).toHaveLength(0);
    // A second load (a retry, another area) asks the API.
    await loadGames();
    expect(api.calls.map((c) => c.path)).toEqual([API.gameList]);
    api.restore();
  });

  it('takes nothing for another URL (another language, area or player): the client asks', async () => {
    setLocale('de');
    setDomainArea('universal');
    const { api, url } = await fakeWithUrl([]);
    putPrefetched(holder, url.replace('spec_lang=de', 'spec_lang=en'), Promise.resolve({ status: 200, body: envelope(GAMES), type: JSON_TYPE['content-type'] }));
    await loadGames();
    expect(api.calls).toHaveLength(1);
    api.restore();
  });

  it('asks the network itself when the early call got no reply', async () => {
    setLocale('de');
    setDomainArea('universal');
    const { api, url } = await fakeWithUrl(GAMES);
    putPrefetched(holder, url, Promise.resolve(null));
    await loadGames();
    expect(catalogue.games.data).toEqual(GAMES);
    expect(api.calls).toHaveLength(1);
    api.restore();
  });

  it('handles an early error reply as the client handles any reply: the caller gets its code', async () => {
    setLocale('de');
    const { api, url } = await fakeWithUrl([]);
    putPrefetched(holder, url, Promise.resolve({ status: 200, body: envelope(null, -3002, 'no permission'), type: JSON_TYPE['content-type'] }));
    const err = await getGameList({ domain_area: 'universal' }, { silent: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(-3002);
    expect(api.calls).toHaveLength(0);
    api.restore();
  });
});

describe('the first screen\'s logos', () => {
  it('are asked for once the early list is in on a first visit; not when the last visit kept a list, whose logos\' bytes the app draws', () => {
    const asked: string[] = [];
    vi.stubGlobal('Image', class { set src(v: string) { asked.push(v); } });
    const reply = { status: 200, body: envelope(GAMES), type: JSON_TYPE['content-type'] };
    preloadFirstLogos(reply);
    expect(asked).toEqual(['https://api.test/1001.svg']);
    asked.length = 0;
    preloadFirstLogos({ status: 200, body: '<html>', type: 'text/html' });
    preloadFirstLogos(null);
    expect(asked, 'no list, nothing to ask for').toEqual([]);
    writeStored(GAMES_MEMO_KEY, { area: 'universal', lang: 'en', games: [] });
    preloadFirstLogos(reply);
    expect(asked).toEqual([]);
  });
});
