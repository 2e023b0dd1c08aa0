import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE, PATHS as API, type Goods } from '../api/contract.ts';
import { fail, fakeApi, setPage, type FakeHandler } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';
import { catalogue } from './catalogue.ts';
import { setDomainArea } from './domain-area.ts';
import { chooseRole, confirmGoods, findServer, loadAreas, loadRoles, loadServers, loadUsedServers, openGoodsStep, refreshForPlayer, setServerView, showGoodsDetails, startGoodsStep } from './goods-choice.ts';
import { order, setOrder } from './order.ts';
import { resetResource, type Resource } from './resource.ts';
import { setSession } from './session.ts';
import { closePopup, ui } from './ui.ts';

const gems: Goods = {
  goods_id: 11, display: '300 Gems', value: 300, price: 4.99, currency: 'USD', typeKey: 'gem', isLimit: false,
  description: 'Gems for the shop.', limit: null, unpaid: null,
};
let events: { event: number; product_name?: string }[];
let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  resetStoresForTests();
  closePopup(false);
  setPage('https://pay.watt-games.example/selectGoods');
  setOrder({
    gameName: 'Starfall', clientId: '1001',
    server: { server_id: 101, server_name: 'East 1', area_id: 1, real_server: '101' },
    role: { role_id: '10101', role_name: 'Aria', level: 30, server_id: 101 },
  });
  events = [];
  setTrackingFetch(async (_url, init) => { events.push(JSON.parse(String(init.body))); });
  setTrackingEnabled(true);
});
afterEach(() => {
  setTrackingEnabled(false);
  setTrackingFetch(null);
  api?.restore();
});

describe('step 2 (spec section 2)', () => {
  it('opened without a game, it is step 1\'s turn', () => {
    setOrder({ clientId: '', gameName: '' });
    openGoodsStep();
    expect(window.location.pathname).toBe('/selectGame');
  });

  it('Next goes on only with an item that can be bought: event 14 with its product fields, then /recharge', async () => {
    setOrder({ goods: { ...gems, unpaid: { billing_no: 'B0', pay_url: 'https://pay.example/x' } } });
    confirmGoods();
    expect(window.location.pathname).toBe('/selectGoods');
    setOrder({ goods: gems });
    confirmGoods();
    expect(window.location.pathname).toBe('/recharge');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ event: 14, product_name: '300 Gems' });
  });

  it('an item\'s details: event 13 with that item\'s fields, and its description in the popup', async () => {
    showGoodsDetails(gems);
    expect(ui.popup).toMatchObject({ title: { text: '300 Gems' }, content: { text: 'Gems for the shop.' }, closeOnOverlay: true });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ event: 13 });
  });
});

describe('a part of step 2 that did not load (issue 17)', () => {
  const area = { area_id: 1, area_name: 'East' };
  const server = { server_id: 101, server_name: 'East 1', area_id: 1, real_server: '101' };
  const role = { role_id: '10101', role_name: 'Aria', level: 30, server_id: 101 };
  /** Each list answers as `answers` says now: its content, or a failure. */
  const answers: Record<string, unknown> = {};
  const served = (path: string): FakeHandler => () => answers[path];
  const askedFor = (path: string) => api!.calls.filter((c) => c.path === path).length;

  beforeEach(() => {
    setDomainArea('universal');
    setSession('tok', { username: 'player1' });
    setOrder({ area, goods: gems });
    Object.assign(answers, {
      [API.areaList]: [area], [API.serverList]: [server], [API.usedServerList]: [{ area, server }],
      [API.roleList]: [role], [API.goodsList]: [gems],
    });
    api = fakeApi(Object.fromEntries(Object.keys(answers).map((p) => [p, served(p)])));
  });

  it('says why (a broken answer is a query error, a refusal anything else), and its Try again loads that part alone, keeping the choices', async () => {
    answers[API.serverList] = [{ server_id: 'not a number' }];
    await loadAreas();
    expect(catalogue.areas.status).toBe('ready');
    expect(catalogue.servers).toMatchObject({ status: 'error', failure: 'error.query' });
    answers[API.serverList] = [server];
    await loadServers();
    expect(askedFor(API.areaList)).toBe(1);
    expect(catalogue.servers.status).toBe('ready');
    // The characters had loaded: the servers' Try again does not ask for them again.
    expect(askedFor(API.roleList)).toBe(1);
    answers[API.roleList] = fail(CODE.INTERNAL, 'down');
    await loadRoles();
    // The chosen server, character and item were never dropped.
    expect(order.server?.server_id).toBe(101);
    expect(catalogue.roles).toMatchObject({ status: 'error', failure: 'error.generic' });
    expect(order.role?.role_id).toBe('10101');
    answers[API.roleList] = [role];
    await loadRoles();
    expect(catalogue.roles.status).toBe('ready');
    expect(catalogue.goods.status).toBe('ready');
    expect(order.goods?.goods_id).toBe(11);
    expect(askedFor(API.serverList)).toBe(2);
  });

  it('started as the app starts on step 2, its calls go out before the page opens, and the opening (and its player refresh) asks for none of them again', async () => {
    for (const r of [catalogue.areas, catalogue.servers, catalogue.roles, catalogue.goods]) resetResource(r as Resource<unknown[]>, []);
    startGoodsStep();
    await vi.waitFor(() => expect([catalogue.servers.status, catalogue.goods.status]).toEqual(['ready', 'ready']));
    const asked = () => [API.areaList, API.serverList, API.roleList, API.goodsList].map(askedFor);
    const atStart = asked();
    // Each once: the kept server's characters (and their goods) are not asked for again
    // when the area's servers come in.
    expect(atStart).toEqual([1, 1, 1, 1]);
    openGoodsStep();
    refreshForPlayer();
    await new Promise((r) => setTimeout(r, 0));
    expect(asked()).toEqual(atStart);
    // Logging in or out later refreshes the player's part, and opening the step again (back
    // from step 3) asks for its lists again, as always.
    refreshForPlayer();
    await vi.waitFor(() => expect(askedFor(API.roleList)).toBeGreaterThan(atStart[2]!));
    openGoodsStep();
    await vi.waitFor(() => expect(askedFor(API.areaList)).toBe(2));
  });

  it('a returning player\'s servers and goods go out beside the areas and characters that confirm the kept choices, not a round trip after them, and are taken rather than asked again', async () => {
    for (const r of [catalogue.areas, catalogue.servers, catalogue.roles, catalogue.goods]) resetResource(r as Resource<unknown[]>, []);
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    api!.restore();
    api = fakeApi({
      ...Object.fromEntries(Object.keys(answers).map((p) => [p, served(p)])),
      [API.areaList]: async () => { await held; return answers[API.areaList]; },
      [API.roleList]: async () => { await held; return answers[API.roleList]; },
    });
    startGoodsStep();
    await vi.waitFor(() => expect([API.serverList, API.goodsList].map(askedFor)).toEqual([1, 1]));
    // Nothing is shown before the lists confirm the kept area and character.
    expect([catalogue.servers.status, catalogue.goods.status]).toEqual(['idle', 'idle']);
    release();
    await vi.waitFor(() => expect([catalogue.servers.status, catalogue.goods.status]).toEqual(['ready', 'ready']));
    expect([API.areaList, API.serverList, API.roleList, API.goodsList].map(askedFor)).toEqual([1, 1, 1, 1]);
    expect(catalogue.goods.data).toEqual([gems]);
  });

  it('a kept character the list no longer has: the goods asked ahead for it are never shown, and choosing a character asks for its own', async () => {
    for (const r of [catalogue.areas, catalogue.servers, catalogue.roles, catalogue.goods]) resetResource(r as Resource<unknown[]>, []);
    const others = [{ ...role, role_id: '10102', role_name: 'Bront' }, { ...role, role_id: '10103', role_name: 'Cai' }];
    answers[API.roleList] = others;
    startGoodsStep();
    await vi.waitFor(() => expect(catalogue.roles.status).toBe('ready'));
    await new Promise((r) => setTimeout(r, 0));
    expect(order.role).toBeNull();
    expect(catalogue.goods).toMatchObject({ status: 'idle', data: [] });
    expect(askedFor(API.goodsList)).toBe(1);
    await chooseRole(others[0]!);
    expect(askedFor(API.goodsList)).toBe(2);
    expect(api!.calls.filter((c) => c.path === API.goodsList).map((c) => c.query.get('role_id'))).toEqual(['10101', '10102']);
    expect(catalogue.goods.status).toBe('ready');
  });

  it('a start whose areas failed is asked again by the page\'s opening', async () => {
    for (const r of [catalogue.areas, catalogue.servers, catalogue.roles, catalogue.goods]) resetResource(r as Resource<unknown[]>, []);
    answers[API.areaList] = fail(CODE.INTERNAL, 'down');
    startGoodsStep();
    await vi.waitFor(() => expect(catalogue.areas.status).toBe('error'));
    answers[API.areaList] = [area];
    openGoodsStep();
    await vi.waitFor(() => expect(catalogue.servers.status).toBe('ready'));
    expect(askedFor(API.areaList)).toBe(2);
  });

  it('the player\'s own servers: a failure is not "none", and Try again asks again', async () => {
    answers[API.usedServerList] = fail(CODE.INTERNAL, 'down');
    await setServerView('used');
    expect(catalogue.usedServers.status).toBe('error');
    answers[API.usedServerList] = [{ area, server }];
    await loadUsedServers();
    expect(catalogue.usedServers).toMatchObject({ status: 'ready', data: [{ server: { server_id: 101 } }] });
  });
});

describe('server search by id', () => {
  it('a number the game does not have says not found; a search that got no answer says why instead', async () => {
    setDomainArea('universal');
    api = fakeApi({ [API.searchServer]: () => fail(CODE.SERVER_NOT_FOUND, 'no such server') });
    await findServer(999);
    expect(catalogue.search.status).toBe('notFound');
    api.restore();
    api = fakeApi({ [API.searchServer]: () => 'network' });
    vi.useFakeTimers(); // the client's retries, 4 s apart
    try {
      const done = findServer(101);
      await vi.runAllTimersAsync();
      await done;
    } finally { vi.useRealTimers(); }
    expect(catalogue.search.status).toBe('failed');
    expect(catalogue.search.failure).toBe('error.network');
  });
});
