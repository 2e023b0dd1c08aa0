import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import brand from 'virtual:brand';
import { CODE, PATHS as API, type OrderInfo } from '../api/contract.ts';
import { setRedirect } from '../lib/redirect.ts';
import { fail, fakeApi, setPage, type FakeHandler } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';
import { setDomainArea } from './domain-area.ts';
import { setOrder } from './order.ts';
import {
  changePaymentMethod, confirmPayment, continueRecharge, knownPayUrl, loadResult, openResult, reselectGoods, result, stopPolling,
} from './result.ts';

const PAY = brand.hosts.payment[0]!;
const orderInfo = (over: Partial<OrderInfo> = {}): OrderInfo => ({
  billing_no: 'B1', kind: 'goods', status: 'pending', paid: false, client_id: '1001', game_name: 'Starfall', server_id: 101,
  server_name: 'East 1', role_id: '10101', role_name: 'Aria', goods_id: 11, goods_name: '300 Gems', amount: 4.99, currency: 'USD',
  channel_id: 10201, channel_name: 'PayPal', region: 'Global', pay_url: `${PAY}/checkout?billing_no=B1`, created_at: 0, expires_at: 0,
  gems: null, client_secret: null, payment_window: null, ...over,
});

let api: ReturnType<typeof fakeApi>;
let redirects: string[];
let restoreRedirect: () => void;
let events: { event: number; billing_no?: string; billing_status?: string }[];
const serve = (routes: Record<string, FakeHandler>) => { api = fakeApi(routes); };

beforeEach(() => {
  resetStoresForTests();
  setDomainArea('universal');
  result.order.data = null;
  redirects = [];
  restoreRedirect = setRedirect((u) => { redirects.push(u); });
  events = [];
  setTrackingFetch(async (_url, init) => { events.push(JSON.parse(String(init.body))); });
  setTrackingEnabled(true);
});
afterEach(() => {
  setTrackingEnabled(false);
  setTrackingFetch(null);
  restoreRedirect();
  api?.restore();
  vi.restoreAllMocks();
});

describe('opening the result page (spec section 4)', () => {
  it('straight from /recharge with the order unpaid: on to the payment site, the origin mark dropped from the address first', async () => {
    serve({ [API.orderInfo]: () => orderInfo() });
    setPage('https://pay.watt-games.example/result?billing_no=B1&from=recharge');
    await openResult('B1', { fromRecharge: true });
    expect(window.location.search).toBe('?billing_no=B1');
    expect(redirects).toEqual([`${PAY}/checkout?billing_no=B1`]);
  });

  it('a payment address with userinfo on the brand\'s payment host is followed without it (issue 24)', async () => {
    const host = new URL(PAY).host;
    serve({ [API.orderInfo]: () => orderInfo({ pay_url: `https://evil.example@${host}/checkout?billing_no=B1` }) });
    setPage('https://pay.watt-games.example/result?billing_no=B1&from=recharge');
    await openResult('B1', { fromRecharge: true });
    expect(redirects).toEqual([`${PAY}/checkout?billing_no=B1`]);
  });

  it('on a reload, or with the order paid, it only shows the order', async () => {
    serve({ [API.orderInfo]: () => orderInfo({ paid: true }) });
    setPage('https://pay.watt-games.example/result?billing_no=B1&from=recharge');
    await openResult('B1', { fromRecharge: true });
    await openResult('B1');
    expect(redirects).toEqual([]);
    expect(result.order.data?.billing_no).toBe('B1');
  });
});

describe('the ways on, tracked with the order\'s billing fields (spec section 7)', () => {
  it.each([
    ['pending', 20],
    ['failed', 22],
  ] as const)('"Change payment method" on a %s order sends event %s and goes to /recharge', async (status, event) => {
    setPage('https://pay.watt-games.example/result?billing_no=B1');
    result.order.data = orderInfo({ status });
    changePaymentMethod();
    expect(window.location.pathname).toBe('/recharge');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ event, billing_no: 'B1', billing_status: status });
  });

  it('"Continue recharging" sends 21 and "Reselect goods" 23, each going to /selectGoods', async () => {
    result.order.data = orderInfo({ status: 'done' });
    continueRecharge();
    expect(window.location.pathname).toBe('/selectGoods');
    reselectGoods();
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events.map((e) => e.event)).toEqual([21, 23]);
  });
});

describe('an order that cannot be read (issue 17)', () => {
  let answer: () => unknown;
  beforeEach(() => {
    answer = () => fail(CODE.INTERNAL, 'down');
    serve({ [API.orderInfo]: () => answer() });
    setPage('https://pay.watt-games.example/result?billing_no=B1&from=recharge');
  });
  afterEach(stopPolling);

  it('says why; its payment page is the one step 3 kept for that billing number only; Try again shows the order', async () => {
    setOrder({ billing_no: 'B1', rechargeInfo: { name: 'PayPal', channel_id: 10201, billing_no: 'B1', pay_url: `${PAY}/checkout?billing_no=B1` } });
    await openResult('B1', { fromRecharge: true });
    expect(result.order).toMatchObject({ status: 'error', failure: 'error.generic' });
    expect(redirects).toEqual([]);
    expect(knownPayUrl('B1')).toBe(`${PAY}/checkout?billing_no=B1`);
    expect(knownPayUrl('B2')).toBeNull();
    answer = () => orderInfo();
    await loadResult('B1');
    expect(result.order).toMatchObject({ status: 'ready', data: { billing_no: 'B1', status: 'pending' } });
  });

  it('"Payment complete" reads it again, with event 19 naming the billing number asked about', async () => {
    result.order.data = orderInfo({ billing_no: 'B0', status: 'done' }); // an order shown before
    await openResult('B1');
    answer = () => orderInfo({ status: 'done', paid: true });
    await confirmPayment('B1');
    expect(result.order.data).toMatchObject({ billing_no: 'B1', status: 'done' });
    await vi.waitFor(() => expect(events.find((e) => e.event === 19)).toMatchObject({ billing_no: 'B1' }));
    expect(events.find((e) => e.event === 19)?.billing_status).toBe(''); // not B0's status
  });
});

describe('the page settles before it errs (issue 21)', () => {
  const KO_BACK = 'https://pay.watt-games.example/result?billing_no=B1&paymentType=NORMAL&orderId=B1&paymentKey=tpk_1&amount=4.99';
  const windowOrder = (over: Partial<OrderInfo> = {}) => orderInfo({ channel_id: 10302, payment_window: { order_id: 'B1', order_name: '300 Gems', customer_key: 'c_1' }, ...over });
  afterEach(stopPolling);

  it('an answer about another order is not shown as this one: the order cannot be read (its card, its billing number)', async () => {
    serve({ [API.orderInfo]: () => orderInfo({ billing_no: 'B2' }) });
    setPage('https://pay.watt-games.example/result?billing_no=B1');
    await openResult('B1');
    expect(result.order).toMatchObject({ status: 'error', failure: 'error.query' });
  });

  it('Korea\'s window succeeded and the provider refused to confirm (-3022): its reason is shown, the order as the backend has it', async () => {
    serve({ [API.confirmPayment]: () => fail(CODE.PAYMENT_NOT_CONFIRMED, '한도초과 (REJECT_CARD_PAYMENT)'), [API.orderInfo]: () => windowOrder() });
    setPage(KO_BACK);
    await openResult('B1', { search: window.location.search });
    expect(result.providerMessage).toBe('한도초과 (REJECT_CARD_PAYMENT)');
    expect(result.order.data).toMatchObject({ billing_no: 'B1', status: 'pending', paid: false });
    expect(redirects, 'no payment page offered on its own').toEqual([]);
  });

  it('confirm_payment without an answer: the success is kept, and "Payment complete" hands it to the backend again', async () => {
    let confirms = 0;
    serve({ [API.confirmPayment]: () => (++confirms === 1 ? 'network' : windowOrder({ paid: true, status: 'done', payment_window: null })), [API.orderInfo]: () => (confirms > 1 ? windowOrder({ paid: true, status: 'done', payment_window: null }) : windowOrder()) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setPage(KO_BACK);
      const opened = openResult('B1', { search: window.location.search });
      await vi.runAllTimersAsync();
      await opened;
      expect(result.providerMessage).toBeNull();
      expect(result.order.data).toMatchObject({ status: 'pending', paid: false });
      stopPolling();
      const done = confirmPayment('B1');
      await vi.runAllTimersAsync();
      await done;
    } finally {
      vi.useRealTimers();
    }
    expect(confirms).toBe(2);
    const keys = api.calls.filter((c) => c.path === API.confirmPayment).map((c) => (c.body as { payment_key: string }).payment_key);
    expect(new Set(keys), 'the same success each time (the backend never confirms a key twice)').toEqual(new Set(['tpk_1']));
    expect(result.order.data).toMatchObject({ status: 'done', paid: true });
  });

  it('a card-form order pending without a way to pay is followed without a tap (being confirmed), never sent to a payment page', async () => {
    let reads = 0;
    serve({ [API.orderInfo]: () => (++reads < 3 ? orderInfo({ channel_id: 10302, pay_url: null }) : orderInfo({ channel_id: 10302, pay_url: null, paid: true, status: 'done' })) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setPage('https://pay.watt-games.example/result?billing_no=B1&from=recharge');
      const opened = openResult('B1', { fromRecharge: true });
      await vi.runAllTimersAsync();
      await opened;
      await vi.waitFor(() => expect(result.order.data?.status).toBe('done'));
    } finally {
      vi.useRealTimers();
    }
    expect(redirects).toEqual([]);
  });
});
