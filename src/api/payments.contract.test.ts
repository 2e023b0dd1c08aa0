/**
 * Channels paid inside the storefront (api/openapi.yaml, RechargeType 3 and 4) against the
 * sandbox: what create_order answers for each, the card provider and Korean window
 * stand-ins' server side (the browser side is e2e/payments.e2e.test.ts), the order paid only
 * through them, and the take-over rule that keeps a declined card from making a second order.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../sandbox/handlers/card-provider-pages.ts';
import { TOSS_PATHS } from '../../sandbox/handlers/window-provider.ts';
import { RETURN_URL, control, expectCode, newKey, origin, tokenOf } from '../../sandbox/test-helpers.ts';
import { getChannelList } from './goods.ts';
import { CODE, RECHARGE_TYPE, type CreateOrderBody, type OrderInfo } from './contract.ts';
import { confirmPayment, createOrder, getOrderInfo } from './orders.ts';

const providers = origin('providers');
const watt = { client_id: '1001', domain_area: 'universal', server_id: 101, role_id: '10101' } as const;
const ko = { brand: 'ko', client_id: '3001', domain_area: 'kr', server_id: 101, role_id: '10101' } as const;
const body = (over: Partial<CreateOrderBody> & { brand?: 'ko' | 'watt' } = {}): CreateOrderBody => ({ ...watt, goods_id: 2, channel_id: 10302, region: 'Global', return_url: RETURN_URL, ...over });

let oauth_token = '';
beforeEach(async () => {
  await control.reset();
  await control.setPayLag(0);
  oauth_token = await tokenOf('player1');
});

/** What Stripe.js's card frame posts to confirm a PaymentIntent. */
async function confirmCard(o: OrderInfo, number: string) {
  const id = o.client_secret!.split('_secret_')[0]!;
  const res = await fetch(`${providers}/v1/payment_intents/${id}/confirm`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: o.client_secret, payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: 2040, cvc: '123' } } }),
  });
  return { status: res.status, body: (await res.json()) as { status?: string; error?: { type: string; code: string; message: string } } };
}

describe('channel kinds come from the channel list', () => {
  it('watt pays Credit Card in the card form; ko pays it in the Korean window and Debit Card in the card form; PayPal redirects', async () => {
    const kinds = async ({ brand, client_id, domain_area }: { brand?: 'ko'; client_id: string; domain_area: string }) =>
      Object.fromEntries((await getChannelList({ ...(brand ? { brand } : {}), client_id, domain_area, goods_id: 2, region: 'Global' })).map((c) => [c.channel_id, c.rechargeType]));
    expect(await kinds(watt)).toMatchObject({ 10302: RECHARGE_TYPE.CARD_FORM, 10201: RECHARGE_TYPE.REDIRECT, 10901: RECHARGE_TYPE.CARD });
    expect(await kinds(ko)).toMatchObject({ 10302: RECHARGE_TYPE.PAYMENT_WINDOW, 10303: RECHARGE_TYPE.CARD_FORM, 10201: RECHARGE_TYPE.REDIRECT });
  });
});

describe('card form (rechargeType 3)', () => {
  it('create_order answers a client secret and no pay_url; a declined card, then a good one, pays that one order', async () => {
    const key = newKey();
    const o = await createOrder({ ...body(), oauth_token }, { idempotencyKey: key });
    expect(o).toMatchObject({ status: 'pending', paid: false, pay_url: null, payment_window: null });
    expect(o.client_secret).toMatch(/^pi_[a-f0-9]+_secret_[a-f0-9]+$/);

    const declined = await confirmCard(o, TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
    expect((await getOrderInfo({ billing_no: o.billing_no, oauth_token })).paid).toBe(false);

    // The retry of the same intent replays the same order and secret.
    expect(await createOrder({ ...body(), oauth_token }, { idempotencyKey: key })).toMatchObject({ billing_no: o.billing_no, client_secret: o.client_secret });
    const paid = await confirmCard(o, TEST_CARDS.success);
    expect(paid.body.status).toBe('succeeded');
    expect(await getOrderInfo({ billing_no: o.billing_no, oauth_token })).toMatchObject({ status: 'done', paid: true, client_secret: null });
    expect((await control.orders('player1')).filter((x) => x.goods_name === '300 Gems')).toHaveLength(1);
  });

  it('3-D Secure: the confirm asks for it; the challenge page\'s Complete pays, Fail leaves the order unpaid', async () => {
    const o = await createOrder({ ...body(), oauth_token }, { idempotencyKey: newKey() });
    expect((await confirmCard(o, TEST_CARDS.threeDSecure)).body.status).toBe('requires_action');
    const id = o.client_secret!.split('_secret_')[0]!;
    const act = (what: 'fail' | 'complete') => fetch(`${providers}/3d_secure_2/challenge/${what}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: id, client_secret: o.client_secret!, origin: 'http://127.0.0.1:5173' }).toString(),
    });
    expect((await act('fail')).status).toBe(200);
    expect((await getOrderInfo({ billing_no: o.billing_no, oauth_token })).paid).toBe(false);
    expect((await confirmCard(o, TEST_CARDS.threeDSecure)).body.status).toBe('requires_action');
    expect((await act('complete')).status).toBe(200);
    expect((await getOrderInfo({ billing_no: o.billing_no, oauth_token })).paid).toBe(true);
  });

  it('another method after a declined card takes the unpaid order over (same billing number, old intent cancelled), no -3010', async () => {
    const card = await createOrder({ ...body(), oauth_token }, { idempotencyKey: newKey() });
    await confirmCard(card, TEST_CARDS.declined);
    const paypal = await createOrder({ ...body({ channel_id: 10201 }), oauth_token }, { idempotencyKey: newKey() });
    expect(paypal).toMatchObject({ billing_no: card.billing_no, channel_id: 10201, client_secret: null });
    expect(paypal.pay_url).toMatch(/\/checkout\?/);
    expect((await confirmCard(card, TEST_CARDS.success)).status, "the card payment it had is cancelled").toBeGreaterThanOrEqual(400);
    // A redirect order blocks as before.
    await expectCode(createOrder({ ...body(), oauth_token }, { silent: true, idempotencyKey: newKey() }), CODE.UNPAID_ORDER);
  });
});

describe('Korean payment window (rechargeType 4)', () => {
  const open = async () => {
    const o = await createOrder({ ...body(ko), oauth_token }, { idempotencyKey: newKey() });
    expect(o.payment_window).toMatchObject({ order_id: o.billing_no, order_name: o.goods_name });
    expect(o.pay_url, 'the phone pays at the payment site').toMatch(/\/checkout\?/);
    return o;
  };
  const windowForm = (o: OrderInfo) => new URLSearchParams({
    clientKey: 'test_ck_KoPlayExampleClientKey0000', customerKey: o.payment_window!.customer_key, orderId: o.payment_window!.order_id,
    orderName: o.payment_window!.order_name, amount: String(o.amount), currency: o.currency, origin: 'http://127.0.0.1:5173',
  });
  const pay = async (o: OrderInfo) => {
    const res = await fetch(`${providers}${TOSS_PATHS.window}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: windowForm(o).toString() });
    const html = await res.text();
    return /"paymentKey":"([^"]+)"/.exec(html)![1]!;
  };

  it('the window authorizes, confirm_payment pays; the same key again answers the order again', async () => {
    const o = await open();
    expect((await fetch(`${providers}${TOSS_PATHS.window}?${windowForm(o)}`)).status).toBe(200);
    const paymentKey = await pay(o);
    expect((await getOrderInfo({ billing_no: o.billing_no, oauth_token })).paid, 'not paid before the backend confirms').toBe(false);
    const confirm = { brand: 'ko' as const, billing_no: o.billing_no, payment_key: paymentKey, order_id: o.billing_no, amount: o.amount, oauth_token };
    expect(await confirmPayment(confirm)).toMatchObject({ billing_no: o.billing_no, paid: true, payment_window: null });
    expect(await confirmPayment(confirm)).toMatchObject({ billing_no: o.billing_no, paid: true });
  });

  it('a wrong amount is -3007, an unknown payment key -3022, another player -3002', async () => {
    const o = await open();
    const paymentKey = await pay(o);
    const confirm = { brand: 'ko' as const, billing_no: o.billing_no, payment_key: paymentKey, order_id: o.billing_no, amount: o.amount, oauth_token };
    await expectCode(confirmPayment({ ...confirm, amount: o.amount + 1 }, { silent: true }), CODE.PAYMENT_PARAMS);
    await expectCode(confirmPayment({ ...confirm, payment_key: 'tpk_forged' }, { silent: true }), CODE.PAYMENT_NOT_CONFIRMED);
    await expectCode(confirmPayment({ ...confirm, oauth_token: await tokenOf('player2') }, { silent: true }), CODE.NO_PERMISSION);
  });
});
