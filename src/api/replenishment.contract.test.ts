import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_URL, control, expectCode, origin, press, tokenOf } from '../../sandbox/test-helpers.ts';
import { CODE, RECHARGE_TYPE } from './contract.ts';
import { getOrderInfo } from './orders.ts';
import { evokeReplenishment, getReplenishCountries, getReplenishInfo } from './replenishment.ts';

const silent = { silent: true };

beforeEach(() => control.reset());

describe('GET /api/replenishment/replenishment_info', () => {
  it('gives the replenishment and the seconds left', async () => {
    const r = await getReplenishInfo({ replenish_id: 'rp-watt-valid' });
    expect(r).toMatchObject({ replenish_id: 'rp-watt-valid', client_id: '1001', game_name: 'Starfall', user_name: 'player1', amount: 9.99, currency_code: 'USD' });
    expect(r.valid_time).toBeGreaterThan(3590);
    expect(r.valid_time).toBeLessThanOrEqual(3600);
  });
  it('the 90-second link counts down and then answers -3016', async () => {
    expect((await getReplenishInfo({ replenish_id: 'rp-watt-90s' })).valid_time).toBeLessThanOrEqual(90);
    await control.advanceClock(60_000);
    expect((await getReplenishInfo({ replenish_id: 'rp-watt-90s' })).valid_time).toBeLessThanOrEqual(30);
    await control.advanceClock(30_000);
    await expectCode(getReplenishInfo({ replenish_id: 'rp-watt-90s' }, silent), CODE.REPLENISH_INVALID);
  });
  it('answers -3016 for an expired or unknown link, -3030 for a settled one, -1000 with neither id', async () => {
    await expectCode(getReplenishInfo({ replenish_id: 'rp-watt-expired' }, silent), CODE.REPLENISH_INVALID);
    await expectCode(getReplenishInfo({ replenish_id: 'rp-nope' }, silent), CODE.REPLENISH_INVALID);
    await expectCode(getReplenishInfo({ replenish_id: 'rp-watt-settled' }, silent), CODE.REPLENISH_SETTLED);
    await expectCode(getReplenishInfo({}, silent), CODE.BAD_PARAM);
  });
  it('by rp_client_id: the logged-in player\'s open replenishment; -600 without login; -3001 unknown game', async () => {
    expect((await getReplenishInfo({ rp_client_id: '1001', oauth_token: await tokenOf('player1') })).replenish_id).toBe('rp-watt-valid');
    await expectCode(getReplenishInfo({ rp_client_id: '1001' }, silent), CODE.TOKEN_INVALID);
    await expectCode(getReplenishInfo({ rp_client_id: '1', oauth_token: await tokenOf('player1') }, silent), CODE.GAME_NOT_FOUND);
    await expectCode(getReplenishInfo({ rp_client_id: '1002', oauth_token: await tokenOf('player1') }, silent), CODE.REPLENISH_INVALID);
  });
});

describe('GET /api/pay/replenishmentCountryList', () => {
  it('lists regions with their redirect channels, priced at the amount', async () => {
    const list = await getReplenishCountries({ replenish_id: 'rp-watt-valid' });
    expect(list[0]).toMatchObject({ region: 'Global', default: true });
    expect(list[0]!.channels.every((c) => c.rechargeType === RECHARGE_TYPE.REDIRECT && c.price === 9.99)).toBe(true);
    await expectCode(getReplenishCountries({ replenish_id: 'rp-watt-expired' }, silent), CODE.REPLENISH_INVALID);
    await expectCode(getReplenishCountries({ replenish_id: 'rp-watt-settled' }, silent), CODE.REPLENISH_SETTLED);
  });
});

describe('GET /api/rsys/evoke', () => {
  it('starts the payment; paying settles the replenishment (-3030 afterwards)', async () => {
    const o = await evokeReplenishment({ replenish_id: 'rp-watt-valid', channel_id: 10302, region: 'Global', return_url: RETURN_URL });
    expect(o).toMatchObject({ kind: 'replenishment', status: 'pending', amount: 9.99, goods_name: 'Replenishment' });
    expect(new URL(o.pay_url!).origin).toBe(origin('payment'));
    // Asking again for the same channel gives the same order.
    expect((await evokeReplenishment({ replenish_id: 'rp-watt-valid', channel_id: 10302, region: 'Global', return_url: RETURN_URL })).billing_no).toBe(o.billing_no);
    await press(o.pay_url!, 'Pay');
    // The order can be read without login, by the replenishment it pays.
    expect((await getOrderInfo({ billing_no: o.billing_no, replenish_id: 'rp-watt-valid' })).status).toBe('done');
    await expectCode(getReplenishInfo({ replenish_id: 'rp-watt-valid' }, silent), CODE.REPLENISH_SETTLED);
  });
  it('a different channel replaces the waiting order', async () => {
    const a = await evokeReplenishment({ replenish_id: 'rp-watt-valid', channel_id: 10302, region: 'Global', return_url: RETURN_URL });
    const b = await evokeReplenishment({ replenish_id: 'rp-watt-valid', channel_id: 10201, region: 'Global', return_url: RETURN_URL });
    expect(b.billing_no).not.toBe(a.billing_no);
    expect((await getOrderInfo({ billing_no: a.billing_no, replenish_id: 'rp-watt-valid' })).status).toBe('failed');
  });
  it('answers -3016, -3030, -3006, -3007, -1000', async () => {
    const p = { replenish_id: 'rp-watt-valid', channel_id: 10302, region: 'Global', return_url: RETURN_URL } as const;
    await expectCode(evokeReplenishment({ ...p, replenish_id: 'rp-watt-expired' }, silent), CODE.REPLENISH_INVALID);
    await expectCode(evokeReplenishment({ ...p, replenish_id: 'rp-watt-settled' }, silent), CODE.REPLENISH_SETTLED);
    await expectCode(evokeReplenishment({ ...p, channel_id: 1 as never }, silent), CODE.CHANNEL_NOT_FOUND);
    await expectCode(evokeReplenishment({ ...p, channel_id: 10901 }, silent), CODE.PAYMENT_PARAMS);
    await expectCode(evokeReplenishment({ ...p, region: 'Russia' }, silent), CODE.PAYMENT_PARAMS);
    await expectCode(evokeReplenishment({ ...p, return_url: 'ftp://x' }, silent), CODE.BAD_PARAM);
  });
});
