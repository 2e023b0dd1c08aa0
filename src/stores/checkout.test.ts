import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE, PATHS as API, type Channel, type Goods, type OrderInfo, type PayRegionInfo } from '../api/contract.ts';
import { channelsListedFor, recallChannels } from '../lib/channels-memo.ts';
import { PAY_INTENT_KEY, readStored } from '../lib/storage.ts';
import { fail, fakeApi, setPage, type FakeHandler } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';
import { askToChangeRegion, checkout, keptChannelNames, loadChannels, loadRegions, openCheckout, startCheckout } from './checkout.ts';
import { pay as payNow } from './pay.ts';
import { logout } from '../login/session-actions.ts';
import { setDomainArea } from './domain-area.ts';
import { locale } from './locale.ts';
import { order, setOrder } from './order.ts';
import { setSession } from './session.ts';
import { toast } from './toast.ts';
import { closePopup, ui } from './ui.ts';

const goods: Goods = {
  goods_id: 11, display: '300 Gems', value: 300, price: 4.99, currency: 'USD', typeKey: 'gem', isLimit: false,
  description: '', limit: null, unpaid: null,
};
const regions: PayRegionInfo[] = [{ region: 'Global', default: true }, { region: 'US', default: false }];
const paypal: Channel = { channel_id: 10201, name: 'PayPal', paywayId: 'paypal', rechargeType: 1, price: 4.99, currency: 'USD' };
const card: Channel = { channel_id: 10901, name: 'Gift card', paywayId: 'card', rechargeType: 2, price: 4.99, currency: 'USD' };

let api: ReturnType<typeof fakeApi>;
let events: { event: number }[];
const serve = (routes: Record<string, FakeHandler>) => { api = fakeApi(routes); };
const pageRoutes: Record<string, FakeHandler> = {
  [API.rechargeConfig]: () => ({ client_id: '1001', game_name: 'Starfall', currency: 'USD', recharge_explain: [], unlock_minutes: 15, customer_service_url: '' }),
  [API.regionList]: () => regions,
  [API.channelList]: (c) => (c.query.get('region') === 'US' ? [card, paypal] : [paypal, card]),
};
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  resetStoresForTests();
  closePopup(false);
  ui.cardPopupOpen = false;
  checkout.channelId = 0;
  setDomainArea('universal');
  setSession('tok', { username: 'player1' });
  setOrder({
    gameName: 'Starfall', clientId: '1001',
    server: { server_id: 101, server_name: 'East 1', area_id: 1, real_server: '101' },
    role: { role_id: '10101', role_name: 'Aria', level: 30, server_id: 101 },
    goods,
  });
  setPage('https://pay.watt-games.example/recharge');
  events = [];
  setTrackingFetch(async (_url, init) => { events.push(JSON.parse(String(init.body))); });
  setTrackingEnabled(true);
  serve(pageRoutes);
});
afterEach(() => {
  setTrackingEnabled(false);
  setTrackingFetch(null);
  api?.restore();
  vi.unstubAllGlobals();
});

describe('step 3 (spec section 2)', () => {
  it('opens with view_recharge, then view_rechargeExplain once the texts are in; the default region and its first channel chosen', async () => {
    openCheckout();
    await vi.waitFor(() => expect(checkout.channelId).toBe(10201));
    expect(order.region).toBe('Global');
    await vi.waitFor(() => expect(events.map((e) => e.event).sort()).toEqual([11, 15]));
  });

  it('started as the app starts on step 3, its calls go out before the page opens; the opening asks for none of them again, and opened again later it asks', async () => {
    startCheckout();
    await vi.waitFor(() => expect(checkout.channelId).toBe(10201));
    const asked = () => [API.rechargeConfig, API.regionList, API.channelList].map((p) => api.calls.filter((c) => c.path === p).length);
    expect(asked()).toEqual([1, 1, 1]);
    // The page view is the opening's to send.
    expect(events.map((e) => e.event)).not.toContain(15);
    openCheckout();
    await flush();
    expect(asked()).toEqual([1, 1, 1]);
    await vi.waitFor(() => expect(events.map((e) => e.event)).toContain(15));
    openCheckout();
    await vi.waitFor(() => expect(asked()).toEqual([2, 2, 2]));
  });

  it('started without an item that can be bought, it asks nothing (the opening sends the player to step 2)', async () => {
    setOrder({ goods: null });
    startCheckout();
    await flush();
    expect(api.calls).toHaveLength(0);
  });

  it('without a goods item that can be bought it is step 2\'s turn', () => {
    setOrder({ goods: null });
    openCheckout();
    expect(window.location.pathname).toBe('/selectGoods');
    expect(api.calls).toHaveLength(0);
  });

  it('another region is switched to only once the player confirms (event 16 either way)', async () => {
    openCheckout();
    await vi.waitFor(() => expect(checkout.channelId).toBe(10201));
    const asking = askToChangeRegion('US');
    expect(ui.popup).toMatchObject({ content: { key: 'recharge.changeRegionConfirm' } });
    closePopup(false);
    await asking;
    expect(order.region).toBe('Global');
    const again = askToChangeRegion('US');
    closePopup(true);
    await again;
    expect(order.region).toBe('US');
    expect(checkout.channelId).toBe(10201); // still offered there: kept
    await vi.waitFor(() => expect(events.filter((e) => e.event === 16)).toHaveLength(2));
  });

  it('a region the server does not offer, or the one chosen, asks nothing', async () => {
    openCheckout();
    await vi.waitFor(() => expect(checkout.channelId).toBe(10201));
    await askToChangeRegion('Atlantis');
    await askToChangeRegion('Global');
    expect(ui.popup).toBeNull();
  });

  it('Pay with a gift-card channel opens the card popup and places no order', async () => {
    openCheckout();
    await vi.waitFor(() => expect(checkout.channelId).toBe(10201));
    checkout.channelId = card.channel_id;
    await payNow();
    // The gift card's code loads with its popup.
    await vi.waitFor(() => expect(ui.cardPopupOpen).toBe(true));
    expect(api.calls.filter((c) => c.path === API.createOrder)).toHaveLength(0);
  });
});

describe('a part of step 3 that did not load (issue 17)', () => {
  const askedFor = (path: string) => api.calls.filter((c) => c.path === path).length;

  it('the payment regions: why, and Try again brings them and their payment methods', async () => {
    serve({ ...pageRoutes, [API.regionList]: () => fail(CODE.INTERNAL, 'down') });
    openCheckout();
    await vi.waitFor(() => expect(checkout.regions).toMatchObject({ status: 'error', failure: 'error.generic' }));
    expect(askedFor(API.channelList)).toBe(0);
    serve(pageRoutes);
    await loadRegions();
    expect(order.region).toBe('Global');
    expect(checkout.channelId).toBe(10201);
  });

  it('the payment methods: Try again asks for them alone', async () => {
    serve({ ...pageRoutes, [API.channelList]: () => [{ channel_id: 'broken' }] });
    openCheckout();
    await vi.waitFor(() => expect(checkout.channels).toMatchObject({ status: 'error', failure: 'error.query' }));
    serve(pageRoutes);
    await loadChannels();
    expect(checkout.channelId).toBe(10201);
    expect(askedFor(API.regionList)).toBe(0);
    expect(askedFor(API.channelList)).toBe(1);
  });
});

describe('a returning player\'s payment region (step 3 opened again)', () => {
  const askedFor = (path: string) => api.calls.filter((c) => c.path === path);

  it('asks for its payment methods beside the regions, not after them, and uses that answer once the regions offer it', async () => {
    setOrder({ region: 'US' });
    let answerRegions!: () => void;
    const regionsHeld = new Promise<void>((r) => { answerRegions = r; });
    serve({ ...pageRoutes, [API.regionList]: async () => { await regionsHeld; return regions; } });
    const opened = loadRegions();
    // The regions have not answered, and US's methods are asked for already.
    await vi.waitFor(() => expect(askedFor(API.channelList).map((c) => c.query.get('region'))).toEqual(['US']));
    expect(checkout.regions.status).toBe('loading');
    answerRegions();
    await opened;
    expect(order.region).toBe('US');
    expect(checkout.channels.data.map((c) => c.channel_id)).toEqual([card.channel_id, paypal.channel_id]);
    expect(checkout.channelId).toBe(card.channel_id);
    expect(askedFor(API.channelList)).toHaveLength(1);
  });

  it('keeps the methods\' names it listed for the next visit\'s step 3 shell, for this game, item, region and language; another region\'s list replaces them', async () => {
    // The names are written once the page is idle: here at the next turn (happy-dom has no idle callback, whose stand-in waits 1.5 s).
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
    const kept = (region: string) => recallChannels(channelsListedFor('universal', locale.lang, '1001', goods.goods_id, region));
    await loadRegions();
    await vi.waitFor(() => expect(kept('Global')).toEqual(['PayPal', 'Gift card']));
    const switching = askToChangeRegion('US');
    closePopup(true);
    await switching;
    await vi.waitFor(() => expect(kept('US')).toEqual(['Gift card', 'PayPal']));
    expect(kept('Global')).toBeUndefined();
    // What step 3 shows while they load again: the kept names of the order's item and region.
    expect(keptChannelNames()).toEqual(['Gift card', 'PayPal']);
    setOrder({ region: 'Global' });
    expect(keptChannelNames()).toBeUndefined();
  });

  it('a region no longer offered: the answer asked ahead for it (here a refusal) is dropped without a word, and the default region\'s methods are asked for', async () => {
    setOrder({ region: 'Brazil' });
    serve({ ...pageRoutes, [API.channelList]: (c) => (c.query.get('region') === 'Brazil' ? fail(CODE.INTERNAL, 'No such region') : [paypal, card]) });
    expect(toast.current).toBeNull();
    await loadRegions();
    expect(order.region).toBe('Global');
    expect(askedFor(API.channelList).map((c) => c.query.get('region'))).toEqual(['Brazil', 'Global']);
    expect(checkout.channelId).toBe(paypal.channel_id);
    expect(toast.current).toBeNull();
  });

  it('an answer asked ahead that is a refusal is the page\'s own once the region is offered: shown once, not asked again', async () => {
    setOrder({ region: 'US' });
    serve({ ...pageRoutes, [API.channelList]: () => fail(CODE.INTERNAL, 'Channel list is down') });
    expect(toast.current).toBeNull();
    await loadRegions();
    expect(askedFor(API.channelList).map((c) => c.query.get('region'))).toEqual(['US']);
    expect(checkout.channels).toMatchObject({ status: 'error' });
    expect(toast.current).toMatchObject({ key: 'error.generic' });
  });
});

describe('an order whose answer did not arrive (issue 17)', () => {
  const placed: OrderInfo = {
    billing_no: 'B7', kind: 'goods', status: 'pending', paid: false, client_id: '1001', game_name: 'Starfall', server_id: 101,
    server_name: 'East 1', role_id: '10101', role_name: 'Aria', goods_id: 11, goods_name: '300 Gems', amount: 4.99, currency: 'USD',
    channel_id: 10201, channel_name: 'PayPal', region: 'Global', pay_url: 'https://pay.watt-games.example/checkout?billing_no=B7',
    created_at: 0, expires_at: 0, gems: null, client_secret: null, payment_window: null,
  };
  /** The key each Pay sent (its retries send the same one). */
  let keys: string[];
  let lastKey: string;
  let answer: () => unknown;
  /** Pay, the fake clock run on until it ends: an answer that never comes is 3 tries 4 s apart. */
  const pay = async (p = payNow) => {
    let over = false;
    const done = p().finally(() => { over = true; });
    while (!over) await vi.advanceTimersByTimeAsync(100);
    await done;
    keys.push(lastKey);
  };
  beforeEach(async () => {
    vi.useFakeTimers();
    keys = [];
    answer = () => 'network';
    serve({ ...pageRoutes, [API.createOrder]: (c) => { lastKey = c.headers['idempotency-key']!; return answer(); } });
    openCheckout();
    await vi.waitFor(() => expect(checkout.channelId).toBe(10201));
  });
  afterEach(() => { vi.useRealTimers(); });

  it('event 18 is sent once the order exists, with its billing number and status; a Pay that made no order sends none (issue 21)', async () => {
    await pay();
    expect(events.filter((e) => e.event === 18)).toEqual([]);
    answer = () => placed;
    await pay();
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(events.filter((e) => e.event === 18)).toHaveLength(1));
    expect(events.find((e) => e.event === 18)).toMatchObject({ channel_name: 'PayPal', billing_no: 'B7', billing_status: 'pending' });
  });

  it('Pay again, even after a reload, sends the same key and goes on with the order it gets', async () => {
    await pay();
    expect(window.location.pathname).toBe('/recharge');
    // A reload: the page's modules start afresh, with what storage kept.
    vi.resetModules();
    const fresh = await import('./checkout.ts');
    const freshPay = await import('./pay.ts');
    const { fakeApi: freshApi } = await import('../test/fake-api.ts');
    (await import('./domain-area.ts')).setDomainArea('universal'); // the page's address gives it
    const again = freshApi({ ...pageRoutes, [API.createOrder]: (c) => { lastKey = c.headers['idempotency-key']!; return placed; } });
    try {
      fresh.openCheckout();
      await vi.waitFor(() => expect(fresh.checkout.channelId).toBe(10201));
      await pay(freshPay.pay);
    } finally { again.restore(); }
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(window.location.pathname + window.location.search).toBe('/result?billing_no=B7&from=recharge');
  });

  it('once answered the key is no longer stored (a payment that leaves the page is not replayed); another purchase is a new key', async () => {
    await pay();
    expect(readStored(PAY_INTENT_KEY)).toMatchObject({ key: keys[0] });
    answer = () => placed;
    await pay();
    expect(keys[1]).toBe(keys[0]);
    expect(readStored(PAY_INTENT_KEY)).toBeUndefined();
    setPage('https://pay.watt-games.example/recharge');
    await pay();
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('refused because an unpaid order for the item is in the way (its key lost): the toast says so and the player lands on that order, to pay it', async () => {
    answer = () => fail(CODE.UNPAID_ORDER, 'unpaid', { billing_no: 'B3', pay_url: 'https://pay.watt-games.example/checkout?billing_no=B3' });
    await pay();
    expect(toast.current).toMatchObject({ key: 'goods.unpaid' });
    expect(window.location.pathname + window.location.search).toBe('/result?billing_no=B3');
  });

  it('an unpaid-order refusal without its billing number stays on /recharge with the toast', async () => {
    answer = () => fail(CODE.UNPAID_ORDER, 'unpaid', { pay_url: 42 });
    await pay();
    expect(toast.current).toMatchObject({ key: 'goods.unpaid' });
    expect(window.location.pathname).toBe('/recharge');
  });

  it('the stored intent never holds the login token; a new login is a new key', async () => {
    setSession('secret-session-token-123456', { username: 'player1' });
    await pay();
    expect(JSON.stringify(readStored(PAY_INTENT_KEY))).not.toContain('secret-session-token');
    setSession('another-session-token-987654', { username: 'player1' });
    await pay();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('an answer that refuses, or the backend\'s own failure, is final: the stored intent is removed (a reload is a new purchase)', async () => {
    for (const refusal of [fail(CODE.LIMIT_REACHED, 'limit', null), fail(CODE.INTERNAL, 'oops')]) {
      answer = () => 'network';
      await pay();
      expect(readStored(PAY_INTENT_KEY)).toMatchObject({ key: keys.at(-1) });
      answer = () => refusal;
      await pay();
      expect(readStored(PAY_INTENT_KEY), `code ${refusal.code}`).toBeUndefined();
    }
  });

  it('logging out removes the stored intent: the next player on this computer finds nothing of the last one\'s purchase', async () => {
    await pay();
    expect(readStored(PAY_INTENT_KEY)).toMatchObject({ key: keys[0] });
    expect(localStorage.getItem(PAY_INTENT_KEY)).toContain('10101');
    logout();
    expect(readStored(PAY_INTENT_KEY)).toBeUndefined();
    expect(localStorage.getItem(PAY_INTENT_KEY)).toBeNull();
  });

  it('another payment region is another purchase: a new key', async () => {
    await pay();
    setOrder({ region: 'US' });
    await pay();
    expect(keys[1]).not.toBe(keys[0]);
  });
});
