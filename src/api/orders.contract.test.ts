import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_URL, control, expectCode, newKey, origin, press, tokenOf } from '../../sandbox/test-helpers.ts';
import { apiPost } from './client.ts';
import { CODE, PATHS, type CreateOrderBody, type UnpaidOrderContent } from './contract.ts';
import { createOrder, getOrderInfo } from './orders.ts';

const aria = { client_id: '1001', domain_area: 'universal', server_id: 101, role_id: '10101' } as const;
const order = (over: Partial<CreateOrderBody> = {}): CreateOrderBody => ({ ...aria, goods_id: 2, channel_id: 10201, region: 'Global', return_url: RETURN_URL, ...over });
const silentKey = () => ({ silent: true, idempotencyKey: newKey() });

let oauth_token = '';
beforeEach(async () => {
  await control.reset();
  oauth_token = await tokenOf('player1');
});

describe('POST /api/pay/create_order', () => {
  it('places a pending order whose pay_url is on the payment host', async () => {
    const o = await createOrder({ ...order(), oauth_token }, { idempotencyKey: newKey() });
    expect(o).toMatchObject({ kind: 'goods', status: 'pending', paid: false, client_id: '1001', game_name: 'Starfall', server_id: 101, server_name: 'S101 Aurora', role_id: '10101', role_name: 'Aria', goods_id: 2, goods_name: '300 Gems', amount: 4.99, currency: 'USD', channel_id: 10201, channel_name: 'PayPal', region: 'Global' });
    expect(o.billing_no).toMatch(/^B\d{8}$/);
    expect(new URL(o.pay_url!).origin).toBe(origin('payment'));
    expect(o.expires_at - o.created_at).toBe(30 * 60);
  });

  it('the same Idempotency-Key returns the first answer and makes one order', async () => {
    const key = newKey();
    const a = await createOrder({ ...order(), oauth_token }, { idempotencyKey: key });
    const b = await createOrder({ ...order(), oauth_token }, { idempotencyKey: key });
    expect(b).toEqual(a);
    expect((await control.orders('player1')).filter((o) => o.goods_id === 2)).toHaveLength(1);
    // The same key for a different request is refused.
    await expectCode(createOrder({ ...order({ goods_id: 1 }), oauth_token }, { silent: true, idempotencyKey: key }), CODE.IDEMPOTENCY_CONFLICT);
    // A new key for the same goods meets the unpaid order instead.
    await expectCode(createOrder({ ...order(), oauth_token }, silentKey()), CODE.UNPAID_ORDER);
  });

  it('needs an Idempotency-Key (-1000)', async () => {
    await expectCode(apiPost(PATHS.createOrder, { brand: 'watt', ...order() }, { oauth_token }, { silent: true }), CODE.BAD_PARAM);
  });

  it('-3010: an unpaid order for the same goods and role blocks, with its pay_url', async () => {
    const e = await expectCode(createOrder({ ...order({ goods_id: 3 }), oauth_token }, silentKey()), CODE.UNPAID_ORDER);
    void e;
    // the content carries the unpaid order; read it through a raw call
    const res = await fetch(`${origin('api')}${PATHS.createOrder}?oauth_token=${oauth_token}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': newKey() }, body: JSON.stringify({ brand: 'watt', ...order({ goods_id: 3 }) }) });
    const env = (await res.json()) as { code: number; content: UnpaidOrderContent };
    expect(env.code).toBe(CODE.UNPAID_ORDER);
    expect(env.content.billing_no).toBe('S100101');
    // Another role is not blocked; once the unpaid order fails, neither is this one.
    await createOrder({ ...order({ goods_id: 3, role_id: '10102' }), oauth_token }, { idempotencyKey: newKey() });
    await control.setOrderStatus('S100101', 'failed');
    await createOrder({ ...order({ goods_id: 3 }), oauth_token }, { idempotencyKey: newKey() });
  });

  it('-3011: purchase limits (1 per 7 days; 2 per role)', async () => {
    await expectCode(createOrder({ ...order({ goods_id: 5 }), oauth_token }, silentKey()), CODE.LIMIT_REACHED);
    const starter = await createOrder({ ...order({ goods_id: 6 }), oauth_token }, { idempotencyKey: newKey() });
    await control.setOrderStatus(starter.billing_no, 'done');
    await expectCode(createOrder({ ...order({ goods_id: 6 }), oauth_token }, silentKey()), CODE.LIMIT_REACHED);
    await control.advanceClock(365 * 24 * 3600_000);
    await expectCode(createOrder({ ...order({ goods_id: 6 }), oauth_token: await tokenOf('player1') }, silentKey()), CODE.LIMIT_REACHED);
  });

  it('-3006 unknown channel, -3007 channel not in the region or a gift-card channel', async () => {
    await expectCode(createOrder({ ...order({ channel_id: 12345 as never }), oauth_token }, silentKey()), CODE.CHANNEL_NOT_FOUND);
    await expectCode(createOrder({ ...order({ channel_id: 11401 }), oauth_token }, silentKey()), CODE.PAYMENT_PARAMS);
    await expectCode(createOrder({ ...order({ region: 'Russia' }), oauth_token }, silentKey()), CODE.PAYMENT_PARAMS);
    await expectCode(createOrder({ ...order({ channel_id: 10901 }), oauth_token }, silentKey()), CODE.PAYMENT_PARAMS);
  });

  it('-600, -3001, -3014, -3003, -3004, -3005, -1000 for a bad return_url', async () => {
    await expectCode(createOrder(order(), silentKey()), CODE.TOKEN_INVALID);
    await expectCode(createOrder({ ...order({ client_id: '31337' }), oauth_token }, silentKey()), CODE.GAME_NOT_FOUND);
    await expectCode(createOrder({ ...order({ domain_area: 'sea' }), oauth_token }, silentKey()), CODE.WRONG_DOMAIN_AREA);
    await expectCode(createOrder({ ...order({ server_id: 999 }), oauth_token }, silentKey()), CODE.SERVER_NOT_FOUND);
    await expectCode(createOrder({ ...order({ server_id: 103 }), oauth_token }, silentKey()), CODE.ROLE_NOT_FOUND);
    await expectCode(createOrder({ ...order({ goods_id: 77 }), oauth_token }, silentKey()), CODE.GOODS_NOT_FOUND);
    await expectCode(createOrder({ ...order({ return_url: 'javascript:alert(1)' }), oauth_token }, silentKey()), CODE.BAD_PARAM);
    await expectCode(createOrder({ ...order({ return_url: '/result' }), oauth_token }, silentKey()), CODE.BAD_PARAM);
  });
});

describe('GET /api/pay/order_info and the payment site', () => {
  it('pending → Pay → pending for the pay lag → done; back to return_url with billing_no', async () => {
    await control.setPayLag(3_000);
    const o = await createOrder({ ...order(), oauth_token }, { idempotencyKey: newKey() });
    const back = await press(o.pay_url!, 'Pay');
    expect(back.origin + back.pathname).toBe(RETURN_URL);
    expect(back.searchParams.get('billing_no')).toBe(o.billing_no);
    expect(await getOrderInfo({ billing_no: o.billing_no, oauth_token })).toMatchObject({ status: 'pending', paid: true, pay_url: null });
    await control.advanceClock(3_000);
    expect((await getOrderInfo({ billing_no: o.billing_no, oauth_token })).status).toBe('done');
  });

  it('Fail → failed; Leave pending → still pending, until it expires after 30 minutes', async () => {
    const a = await createOrder({ ...order({ goods_id: 1 }), oauth_token }, { idempotencyKey: newKey() });
    await press(a.pay_url!, 'Fail');
    expect((await getOrderInfo({ billing_no: a.billing_no, oauth_token })).status).toBe('failed');
    const b = await createOrder({ ...order({ goods_id: 4 }), oauth_token }, { idempotencyKey: newKey() });
    await press(b.pay_url!, 'Leave pending');
    expect(await getOrderInfo({ billing_no: b.billing_no, oauth_token })).toMatchObject({ status: 'pending', paid: false, pay_url: b.pay_url });
    await control.advanceClock(30 * 60_000);
    expect((await getOrderInfo({ billing_no: b.billing_no, oauth_token })).status).toBe('failed');
  });

  it('the payment page shows the order and refuses a wrong ticket', async () => {
    const o = await createOrder({ ...order(), oauth_token }, { idempotencyKey: newKey() });
    const html = await (await fetch(o.pay_url!)).text();
    for (const s of [o.billing_no, 'Starfall', '300 Gems', '4.99 USD', 'PayPal', '>Pay<', '>Fail<', '>Leave pending<']) expect(html).toContain(s);
    const bad = new URL(o.pay_url!);
    bad.searchParams.set('ticket', 'forged');
    const res = await fetch(bad);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not valid');
  });

  it('answers -3008 unknown, -3002 another player\'s order, -600 without login', async () => {
    await expectCode(getOrderInfo({ billing_no: 'B99999999', oauth_token }, { silent: true }), CODE.ORDER_NOT_FOUND);
    await expectCode(getOrderInfo({ billing_no: 'S100101', oauth_token: await tokenOf('player2') }, { silent: true }), CODE.NO_PERMISSION);
    await expectCode(getOrderInfo({ billing_no: 'S100101' }, { silent: true }), CODE.TOKEN_INVALID);
  });
});
