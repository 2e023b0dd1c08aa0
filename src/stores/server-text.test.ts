import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS as API, type Area, type Goods, type Server } from '../api/contract.ts';
import { fakeApi, setPage, type FakeCall, type FakeHandler } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { catalogue, loadGames } from './catalogue.ts';
import { setDomainArea } from './domain-area.ts';
import { setLocale } from './locale.ts';
import { order, setOrder } from './order.ts';
import { resetResource, type Resource } from './resource.ts';
import { reloadOnLanguageChange } from './language-reloads.ts';
import { reloadServerText } from './server-text.ts';
import { setSession } from './session.ts';

let api: ReturnType<typeof fakeApi>;
const serve = (routes: Record<string, FakeHandler>) => { api = fakeApi(routes); };

/** Names as a backend writes them in the asked language. */
const inLang = (c: FakeCall, en: string, ja: string) => (c.query.get('spec_lang') === 'ja' ? ja : en);
const area = (c: FakeCall): Area => ({ area_id: 1, area_name: inLang(c, 'East Realm', '東の王国') });
const server = (c: FakeCall): Server => ({ server_id: 101, server_name: inLang(c, 'S101 Aurora', 'S101 オーロラ'), area_id: 1, real_server: '101' });
const goods = (c: FakeCall): Goods => ({
  goods_id: 2, display: inLang(c, '300 Gems', '300ジェム'), value: 300, price: 4.99, currency: 'USD', typeKey: 'gem', isLimit: false,
  description: '', limit: null, unpaid: null,
});
const routes: Record<string, FakeHandler> = {
  [API.gameList]: (c) => [{ client_id: '1001', name: inLang(c, 'Starfall', 'スターフォール'), icon: 'https://api.fake.test/l.svg', domain_areas: ['universal'] }],
  [API.areaList]: (c) => [area(c)],
  [API.serverList]: (c) => [server(c)],
  [API.goodsList]: (c) => [goods(c)],
};

beforeEach(() => {
  resetStoresForTests();
  setDomainArea('universal');
  setLocale('en');
  for (const r of [catalogue.games, catalogue.areas, catalogue.servers, catalogue.usedServers, catalogue.goods] as Resource<unknown[]>[]) resetResource(r, []);
});
afterEach(() => { api?.restore(); setLocale('en'); });

describe('switching language asks again for what the server wrote (spec section 7: spec_lang)', () => {
  it('on a purchase step: the loaded lists and the names kept in the order, in the new language', async () => {
    setPage('https://pay.watt-games.example/recharge');
    serve(routes);
    setSession('tok', { suid: '1', username: 'player1' });
    await loadGames();
    const en = { area: area({ query: new URLSearchParams() } as FakeCall), server: server({ query: new URLSearchParams() } as FakeCall), goods: goods({ query: new URLSearchParams() } as FakeCall) };
    setOrder({ clientId: '1001', gameName: 'Starfall', ...en, role: { role_id: '10101', role_name: 'Aria', level: 30, server_id: 101 } });
    api.calls.length = 0;
    setLocale('ja');
    await reloadServerText();
    expect(new Set(api.calls.map((c) => c.query.get('spec_lang')))).toEqual(new Set(['ja']));
    expect(catalogue.games.data[0]!.name).toBe('スターフォール');
    expect(order).toMatchObject({ gameName: 'スターフォール', area: { area_name: '東の王国' }, server: { server_name: 'S101 オーロラ' }, goods: { display: '300ジェム' } });
    expect(order.role?.role_name).toBe('Aria');
  });

  it('what is on screen stays there, ready, until the new language\'s answer is in: no loading blocks and back', async () => {
    setPage('https://pay.watt-games.example/selectGoods');
    serve(routes);
    await loadGames();
    const held: (() => void)[] = [];
    const hold = (h: FakeHandler): FakeHandler => (c) => new Promise((resolve) => { held.push(() => resolve(h(c))); });
    api.restore();
    serve({ ...routes, [API.gameList]: hold(routes[API.gameList]!) });
    setLocale('ja');
    const reload = reloadServerText();
    await new Promise((r) => setTimeout(r, 0));
    // The games were shown: they stay, in English, and ready.
    expect(catalogue.games.status).toBe('ready');
    expect(catalogue.games.data[0]!.name).toBe('Starfall');
    while (held.length) { held.shift()!(); await new Promise((r) => setTimeout(r, 0)); }
    await reload;
    expect(catalogue.games).toMatchObject({ status: 'ready', data: [{ name: 'スターフォール' }] });
  });

  it('a store that registered its reload is asked too; away from the purchase steps the purchase is left alone', async () => {
    setPage('https://pay.watt-games.example/replenishGoods?replenish_id=rp-watt-valid');
    serve(routes);
    setOrder({ clientId: '1001', gameName: 'Starfall' });
    let asked = 0;
    reloadOnLanguageChange(() => { asked++; });
    await reloadServerText();
    expect(asked).toBe(1);
    expect(api.calls).toHaveLength(0);
  });
});
