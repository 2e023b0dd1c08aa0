import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS as API, RECHARGE_TYPE, type Channel, type Goods, type OrderInfo } from '../api/contract.ts';
import { CONFIRMING_KEY } from '../lib/storage.ts';
import { fakeApi, setPage, type FakeHandler } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { checkout, openCheckout } from './checkout.ts';
import { pay } from './pay.ts';
import { confirmingNow, confirmingPayment, followConfirming, noteConfirming } from './confirming-payment.ts';
import { setDomainArea } from './domain-area.ts';
import { order, setOrder } from './order.ts';
import { loadResult, openResult, stopPolling } from './result.ts';
import { setSession } from './session.ts';

// The card form's provider, as it answers: the fields are filled in, the card is charged.
vi.mock('./payment/availability.ts', () => ({ hasCardForm: () => true, koreaWindowHere: () => false }));
vi.mock('./payment/card-form.ts', () => ({
  checkCardForm: async () => ({ ok: true }), focusCardForm: () => {}, confirmCardForm: async () => ({ outcome: 'paid' }),
}));

const goods: Goods = {
  goods_id: 11, display: '300 Gems', value: 300, price: 4.99, currency: 'USD', typeKey: 'gem', isLimit: false, description: '', limit: null, unpaid: null,
};
const cardForm: Channel = { channel_id: 10401, name: 'Credit Card', paywayId: 'stripe', rechargeType: RECHARGE_TYPE.CARD_FORM, price: 4.99, currency: 'USD' };
const paypal: Channel = { channel_id: 10201, name: 'PayPal', paywayId: 'paypal', rechargeType: 1, price: 4.99, currency: 'USD' };
const orderOf = (o: Partial<OrderInfo>): OrderInfo => ({
  billing_no: 'B1', kind: 'goods', status: 'pending', paid: false, client_id: '1001', game_name: 'Starfall', server_id: 101,
  server_name: 'East 1', role_id: '10101', role_name: 'Aria', goods_id: 11, goods_name: '300 Gems', amount: 4.99, currency: 'USD',
  channel_id: 10401, channel_name: 'Credit Card', region: 'Global', pay_url: '', created_at: 0, expires_at: 0, gems: null,
  client_secret: 'pi_1_secret_2', payment_window: null, ...o,
});

let api: ReturnType<typeof fakeApi>;
/** What order_info answers for B1 now (the webhook lags: pending until the test says otherwise). */
let b1: OrderInfo;
const routes: Record<string, FakeHandler> = {
  [API.rechargeConfig]: () => ({ client_id: '1001', game_name: 'Starfall', currency: 'USD', recharge_explain: [], unlock_minutes: 15, customer_service_url: '' }),
  [API.regionList]: () => [{ region: 'Global', default: true }],
  [API.channelList]: () => [cardForm, paypal],
  [API.createOrder]: () => orderOf({ billing_no: `B${api.calls.filter((c) => c.path === API.createOrder).length}` }),
  [API.orderInfo]: () => b1,
};
const orders = () => api.calls.filter((c) => c.path === API.createOrder);
const chooseItem = (goodsId = goods.goods_id) => setOrder({
  gameName: 'Starfall', clientId: '1001', server: { server_id: 101, server_name: 'East 1', area_id: 1, real_server: '101' },
  role: { role_id: '10101', role_name: 'Aria', level: 30, server_id: 101 }, goods: { ...goods, goods_id: goodsId },
});
let stop: (() => void) | undefined;

beforeEach(async () => {
  resetStoresForTests();
  confirmingPayment.billingNo = null;
  checkout.channelId = 0;
  setDomainArea('universal');
  setSession('tok', { username: 'player1' });
  chooseItem();
  setPage('https://pay.watt-games.example/recharge');
  b1 = orderOf({});
  api = fakeApi(routes);
  openCheckout();
  await vi.waitFor(() => expect(checkout.channelId).toBe(cardForm.channel_id));
});
afterEach(() => { stop?.(); stop = undefined; stopPolling(); vi.useRealTimers(); api.restore(); });

describe('a payment still confirming blocks a new payment for the same item (issue 40)', () => {
  it('paid with the card and Back to step 3: no second order, whatever method is chosen, until the backend answers', async () => {
    await pay();
    expect(window.location.pathname).toBe('/result');
    expect(orders()).toHaveLength(1);
    // Back: step 3 opens again for the same item.
    stop = followConfirming();
    expect(confirmingPayment.billingNo).toBe('B1');
    await pay();
    checkout.channelId = paypal.channel_id;
    await pay();
    expect(orders(), 'no order with a new key').toHaveLength(1);
  });

  it('another tab: what it stores reaches this step 3 (storage event), and its Pay places nothing', async () => {
    stop = followConfirming();
    expect(confirmingPayment.billingNo).toBeNull();
    // The other tab's write, as this tab's storage event sees it.
    localStorage.setItem(CONFIRMING_KEY, JSON.stringify({ value: { item: JSON.stringify(['1001', 101, '10101', 11]), billing_no: 'B1' }, expires: Date.now() + 60_000 }));
    window.dispatchEvent(new StorageEvent('storage', { key: CONFIRMING_KEY }));
    expect(confirmingPayment.billingNo).toBe('B1');
    await pay();
    expect(orders()).toHaveLength(0);
  });

  it('step 3 asks for the order until it is done (webhook in), then takes a payment again', async () => {
    vi.useFakeTimers();
    noteConfirming('B1');
    stop = followConfirming();
    const asked = () => api.calls.filter((c) => c.path === API.orderInfo).length;
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000 + 3000 + 5000);
    expect(asked()).toBe(4);
    expect(confirmingPayment.billingNo).toBe('B1');
    b1 = orderOf({ status: 'done', paid: true });
    await vi.advanceTimersByTimeAsync(8000);
    expect(confirmingPayment.billingNo).toBeNull();
    expect(localStorage.getItem(CONFIRMING_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked(), 'no more checks once answered').toBe(5);
  });

  it('failed is an answer too: the item may be paid again', async () => {
    noteConfirming('B1');
    b1 = orderOf({ status: 'failed' });
    await loadResult('B1');
    expect(confirmingNow()).toBeNull();
  });

  it('another item, or another character, is not held', () => {
    noteConfirming('B1');
    chooseItem(12);
    expect(confirmingNow()).toBeNull();
    chooseItem();
    expect(confirmingNow()).toBe('B1');
    setOrder({ role: { role_id: '10102', role_name: 'Bo', level: 1, server_id: 101 } });
    expect(confirmingNow()).toBeNull();
  });

  it('the provider sent the player back with a failure: the hold ends (Try again may pay another way)', async () => {
    noteConfirming('B1');
    await openResult('B1', { search: '?billing_no=B1&paymentKey=&code=REJECT&message=no&orderId=B1' });
    expect(confirmingNow()).toBeNull();
  });

  it('a redirect payment read paid and still pending on /result holds the item as well', async () => {
    checkout.channelId = paypal.channel_id;
    b1 = orderOf({ channel_id: paypal.channel_id, pay_url: 'https://pay.watt-games.example/checkout?billing_no=B1', client_secret: null });
    await pay();
    expect(order.billing_no).toBe('B1');
    expect(confirmingNow(), 'unpaid at the payment site: not held').toBeNull();
    b1 = { ...b1, paid: true };
    await loadResult('B1');
    expect(confirmingNow()).toBe('B1');
  });
});
