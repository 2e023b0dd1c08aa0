/**
 * The rules that keep one purchase from charging twice (issue 21), against the sandbox:
 * its provider stand-ins as strict as Stripe and Toss document them, the takeover rule
 * (a provider payment is asked about before it is replaced), and one order for one key
 * when the same key reaches two hosts at once while the first is still writing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../sandbox/handlers/card-provider-pages.ts';
import { TOSS_DUPLICATED, TOSS_PATHS } from '../../sandbox/handlers/window-provider.ts';
import { RETURN_URL, control, expectCode, newKey, origin, tokenOf } from '../../sandbox/test-helpers.ts';
import { CODE, type CreateOrderBody, type Envelope, type OrderInfo } from './contract.ts';
import { confirmPayment, createOrder, getOrderInfo } from './orders.ts';

const providers = origin('providers');
const watt = { client_id: '1001', domain_area: 'universal', server_id: 101, role_id: '10101' } as const;
const ko = { brand: 'ko', client_id: '3001', domain_area: 'kr', server_id: 101, role_id: '10101' } as const;
const body = (over: Partial<CreateOrderBody> & { brand?: 'ko' | 'watt' } = {}): CreateOrderBody => ({ ...watt, goods_id: 2, channel_id: 10302, region: 'Global', return_url: RETURN_URL, ...over });
const STRIPE_SECRET = { authorization: 'Bearer sk_test_SandboxBackend' };
const TOSS_SECRET = { authorization: `Basic ${Buffer.from('test_sk_SandboxBackend:').toString('base64')}` };

let oauth_token = '';
beforeEach(async () => {
  await control.reset();
  await control.setPayLag(0);
  oauth_token = await tokenOf('player1');
});

const intentId = (o: OrderInfo) => o.client_secret!.split('_secret_')[0]!;

/** What Stripe.js's card frame posts to confirm a PaymentIntent. */
async function confirmCard(o: OrderInfo, number: string) {
  const res = await fetch(`${providers}/v1/payment_intents/${intentId(o)}/confirm`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: o.client_secret, payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: 2040, cvc: '123' } } }),
  });
  return { status: res.status, body: (await res.json()) as { status?: string; error?: { type: string; code: string; message: string; payment_intent?: { status: string } } } };
}

const retrieveIntent = async (o: OrderInfo, id = intentId(o), secret = o.client_secret!) =>
  (await (await fetch(`${providers}/v1/payment_intents/${id}?client_secret=${secret}`)).json()) as { status: string };

const cardOrders = async () => (await control.orders('player1')).filter((x) => x.goods_name === '300 Gems');

describe('the Stripe stand-in is as strict as Stripe', () => {
  it('confirming an intent that succeeded answers 400 payment_intent_unexpected_state, the intent (succeeded) in the error', async () => {
    const o = await createOrder({ ...body(), oauth_token }, { idempotencyKey: newKey() });
    expect((await confirmCard(o, TEST_CARDS.success)).status).toBe(200);
    const again = await confirmCard(o, TEST_CARDS.success);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_intent_unexpected_state', payment_intent: { status: 'succeeded' } });
  });

  it('cancelling an intent that succeeded is refused; one that was declined is cancelled', async () => {
    const o = await createOrder({ ...body(), oauth_token }, { idempotencyKey: newKey() });
    const cancel = () => fetch(`${providers}/v1/payment_intents/${intentId(o)}/cancel`, { method: 'POST', headers: STRIPE_SECRET });
    await confirmCard(o, TEST_CARDS.declined);
    await confirmCard(o, TEST_CARDS.success);
    const refused = await cancel();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'payment_intent_unexpected_state', payment_intent: { status: 'succeeded' } } });

    const other = await createOrder({ ...body({ goods_id: 4 }), oauth_token }, { idempotencyKey: newKey() });
    await confirmCard(other, TEST_CARDS.declined);
    const res = await fetch(`${providers}/v1/payment_intents/${intentId(other)}/cancel`, { method: 'POST', headers: STRIPE_SECRET });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'canceled' });
    expect((await fetch(`${providers}/v1/payment_intents/${intentId(other)}/cancel`, { method: 'POST' })).status, 'only with the secret key').toBe(401);
  });

  it('the webhook can lag (webhookLagMs): the intent succeeded, the order reads unpaid until it arrives', async () => {
    await control.configure({ webhookLagMs: 60_000 });
    const o = await createOrder({ ...body(), oauth_token }, { idempotencyKey: newKey() });
    expect((await confirmCard(o, TEST_CARDS.success)).body.status).toBe('succeeded');
    expect(await getOrderInfo({ billing_no: o.billing_no, oauth_token })).toMatchObject({ status: 'pending', paid: false, client_secret: null, pay_url: null });
    await control.advanceClock(60_000);
    expect(await getOrderInfo({ billing_no: o.billing_no, oauth_token })).toMatchObject({ status: 'done', paid: true });
  });
});

describe('the Korean window speaks the player\'s language', () => {
  it('create_order carries spec_lang; the window\'s orderName comes back in it', async () => {
    const { setLocale } = await import('../stores/locale.ts');
    setLocale('ko');
    try {
      const o = await createOrder({ ...body(ko), oauth_token }, { idempotencyKey: newKey() });
      expect(o.payment_window!.order_name).toBe('젬 300개');
    } finally {
      setLocale('en');
    }
  });
});

describe('the Toss stand-in is as strict as Toss', () => {
  const windowForm = (o: OrderInfo, orderId = o.payment_window!.order_id) => new URLSearchParams({
    clientKey: 'test_ck_KoPlayExampleClientKey0000', customerKey: o.payment_window!.customer_key, orderId,
    orderName: o.payment_window!.order_name, amount: String(o.amount), currency: o.currency, origin: 'http://127.0.0.1:5173',
  });
  /** The window's Pay: its message to the page (success with a payment key, or a failure). */
  const pressPay = async (o: OrderInfo, orderId?: string) => {
    const res = await fetch(`${providers}${TOSS_PATHS.window}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: windowForm(o, orderId).toString() });
    return JSON.parse(/postMessage\((\{.*?\}),/.exec(await res.text())![1]!) as { type: string; paymentKey?: string; code?: string; message?: string };
  };
  const tossApi = (path: string, payload?: unknown) => fetch(`${providers}${path}`, {
    method: payload === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json', ...TOSS_SECRET }, body: payload === undefined ? undefined : JSON.stringify(payload),
  });

  it('an orderId approved once is refused for a new payment (DUPLICATED_ORDER_ID), and so is one cancelled after approval', async () => {
    const o = await createOrder({ ...body(ko), oauth_token }, { idempotencyKey: newKey() });
    const orderId = o.payment_window!.order_id;
    const first = await pressPay(o);
    const approved = await tossApi('/v1/payments/confirm', { paymentKey: first.paymentKey, orderId, amount: o.amount });
    expect(approved.status).toBe(200);
    expect(await (await tossApi(`/v1/payments/orders/${orderId}`)).json()).toMatchObject({ status: 'DONE' });
    expect(await pressPay(o)).toMatchObject({ type: 'fail', code: TOSS_DUPLICATED.code });
    expect((await tossApi(`/v1/payments/${first.paymentKey}/cancel`, { cancelReason: 'test' })).status).toBe(200);
    expect(await pressPay(o)).toMatchObject({ type: 'fail', code: TOSS_DUPLICATED.code });
  });

  it('a payment authorized in the window must be confirmed within Toss\'s limit; a refusal is -3022 with Toss\'s reason', async () => {
    await control.configure({ tossConfirmFailure: { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' } });
    const o = await createOrder({ ...body(ko), oauth_token }, { idempotencyKey: newKey() });
    const { paymentKey } = await pressPay(o);
    const confirm = { brand: 'ko' as const, billing_no: o.billing_no, payment_key: paymentKey!, order_id: o.payment_window!.order_id, amount: o.amount, oauth_token };
    const refused = await expectCode(confirmPayment(confirm, { silent: true }), CODE.PAYMENT_NOT_CONFIRMED);
    expect(refused.message).toContain('한도초과');
    expect((await getOrderInfo({ billing_no: o.billing_no, oauth_token })).paid).toBe(false);
  });
});

describe('takeover: a provider payment is asked about before anything replaces it', () => {
  it.each([['the card again', 10302], ['PayPal', 10201]])('card paid, webhook late, the player pays with %s: the same order, paid; no new intent', async (_name, channel_id) => {
    await control.configure({ webhookLagMs: 120_000 });
    const card = await createOrder({ ...body(), oauth_token }, { idempotencyKey: newKey() });
    await confirmCard(card, TEST_CARDS.success);
    const again = await createOrder({ ...body({ channel_id }), oauth_token }, { idempotencyKey: newKey() });
    expect(again).toMatchObject({ billing_no: card.billing_no, paid: true, client_secret: null, pay_url: null, channel_id: 10302 });
    expect(await retrieveIntent(card)).toMatchObject({ status: 'succeeded' });
    expect(await cardOrders()).toHaveLength(1);
  });

  it('naive (a test switch: the intent replaced without asking Stripe) gives the paid order a second payment, which is what the rule prevents', async () => {
    await control.configure({ webhookLagMs: 120_000, naive: ['takeover'] });
    const card = await createOrder({ ...body(), oauth_token }, { idempotencyKey: newKey() });
    await confirmCard(card, TEST_CARDS.success);
    const again = await createOrder({ ...body(), oauth_token }, { idempotencyKey: newKey() });
    expect(again).toMatchObject({ billing_no: card.billing_no, paid: false });
    expect(again.client_secret).not.toBe(card.client_secret);
    expect((await confirmCard(again, TEST_CARDS.success)).body.status, 'a second charge').toBe('succeeded');
  });

  it('a declined intent is cancelled for certain, then replaced', async () => {
    const card = await createOrder({ ...body(), oauth_token }, { idempotencyKey: newKey() });
    await confirmCard(card, TEST_CARDS.declined);
    const again = await createOrder({ ...body(), oauth_token }, { idempotencyKey: newKey() });
    expect(again.billing_no).toBe(card.billing_no);
    expect(again.client_secret).not.toBe(card.client_secret);
    expect(await retrieveIntent(card)).toMatchObject({ status: 'canceled' });
  });

  it('a Toss payment authorized and not yet confirmed: the order offers no way to pay; refused at confirm, the next payment has a new orderId', async () => {
    const o = await createOrder({ ...body(ko), oauth_token }, { idempotencyKey: newKey() });
    const form = new URLSearchParams({
      clientKey: 'test_ck_KoPlayExampleClientKey0000', customerKey: o.payment_window!.customer_key, orderId: o.payment_window!.order_id,
      orderName: o.payment_window!.order_name, amount: String(o.amount), currency: o.currency, origin: 'http://127.0.0.1:5173',
    });
    const html = await (await fetch(`${providers}${TOSS_PATHS.window}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() })).text();
    const paymentKey = /"paymentKey":"([^"]+)"/.exec(html)![1]!;
    const busy = await createOrder({ ...body({ ...ko, channel_id: 10303 }), oauth_token }, { idempotencyKey: newKey() });
    expect(busy).toMatchObject({ billing_no: o.billing_no, paid: false, client_secret: null, payment_window: null, pay_url: null });

    await control.configure({ tossConfirmFailure: { code: 'REJECT_CARD_PAYMENT', message: '카드사 거절' } });
    await expectCode(confirmPayment({ brand: 'ko', billing_no: o.billing_no, payment_key: paymentKey, order_id: o.payment_window!.order_id, amount: o.amount, oauth_token }, { silent: true }), CODE.PAYMENT_NOT_CONFIRMED);
    const next = await createOrder({ ...body(ko), oauth_token }, { idempotencyKey: newKey() });
    expect(next.billing_no).toBe(o.billing_no);
    expect(next.payment_window!.order_id).toBe(`${o.billing_no}-2`);
  });
});

describe('one key, two hosts at once, a slow write: one order', () => {
  const api = origin('api');
  const backup = origin('apiBackup1');
  const send = async (host: string, key: string) => {
    const res = await fetch(`${host}/api/pay/create_order?oauth_token=${oauth_token}`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ brand: 'watt', ...body({ channel_id: 10201 }) }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), env: (await res.json()) as Envelope<OrderInfo> };
  };
  const paypalOrders = async () => (await control.orders('player1')).filter((x) => x.goods_name === '300 Gems' && x.channel_id === 10201);

  it('the second answers 409 -3013 (in progress, Retry-After) while the first writes; sent again, it replays the first order', async () => {
    await control.configure({ writeLagMs: 300 });
    const key = newKey();
    const [a, b] = await Promise.all([send(api, key), new Promise((r) => setTimeout(r, 50)).then(() => send(backup, key))]);
    expect(a.env).toMatchObject({ code: 1 });
    expect(b).toMatchObject({ status: 409, retryAfter: '1', env: { code: CODE.IDEMPOTENCY_IN_PROGRESS } });
    const again = await send(backup, key);
    expect(again.env).toMatchObject({ code: 1, content: { billing_no: a.env.content.billing_no } });
    expect(await paypalOrders()).toHaveLength(1);
  });

  it('naive (a test switch: the key stored after the write) makes two orders, which is what the rule prevents', async () => {
    await control.configure({ writeLagMs: 300, naive: ['idempotency'] });
    const key = newKey();
    await Promise.all([send(api, key), send(backup, key)]);
    expect(await paypalOrders()).toHaveLength(2);
  });
});
