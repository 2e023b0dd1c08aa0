import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_URL, control, expectCode, newKey, tokenOf } from '../../sandbox/test-helpers.ts';
import { CODE } from './contract.ts';
import { createOrder } from './orders.ts';
import { claimAllRewards, claimReward, getPromotion } from './promotion.ts';

const silentKey = () => ({ silent: true, idempotencyKey: newKey() });
const activity_id = 'acc-watt';

let oauth_token = '';
beforeEach(async () => {
  await control.reset();
  oauth_token = await tokenOf('player1');
});

describe('GET /api/activity/accumulate_info', () => {
  it('shows period, accumulated amount and tiers', async () => {
    const p = await getPromotion({ oauth_token });
    expect(p).toMatchObject({ activity_id, title: 'Top-up Festival', accumulated: 19.99, currency: 'USD' });
    expect(p.end_time - p.start_time).toBe(14 * 24 * 3600);
    expect(p.tiers.map((t) => [t.tier_id, t.threshold, t.status])).toEqual([[1, 4.99, 'claimed'], [2, 19.99, 'claimable'], [3, 99.99, 'locked']]);
    expect(p.tiers[2]!.rewards[0]).toEqual({ name: 'Legendary Weapon', count: 1 });
    expect((await getPromotion({ client_id: '1002', oauth_token })).activity_id).toBe(activity_id);
    expect((await getPromotion({ oauth_token: await tokenOf('player2') })).accumulated).toBe(0);
  });
  it('answers -600 without login, -3042 when the period is over', async () => {
    await expectCode(getPromotion({}, { silent: true }), CODE.TOKEN_INVALID);
    await control.advanceClock(8 * 24 * 3600_000);
    await expectCode(getPromotion({ oauth_token: await tokenOf('player1') }, { silent: true }), CODE.PROMOTION_NOT_RUNNING);
  });
});

describe('claim and claim all', () => {
  it('claims a reached tier once; -3041 again; -3040 a locked tier; -1000 an unknown tier', async () => {
    const key = newKey();
    const p = await claimReward({ activity_id, tier_id: 2, oauth_token }, { idempotencyKey: key });
    expect(p.tiers[1]!.status).toBe('claimed');
    expect(await claimReward({ activity_id, tier_id: 2, oauth_token }, { idempotencyKey: key })).toEqual(p); // a retry
    await expectCode(claimReward({ activity_id, tier_id: 2, oauth_token }, silentKey()), CODE.REWARD_CLAIMED);
    await expectCode(claimReward({ activity_id, tier_id: 3, oauth_token }, silentKey()), CODE.REWARD_LOCKED);
    await expectCode(claimReward({ activity_id, tier_id: 9, oauth_token }, silentKey()), CODE.BAD_PARAM);
    await expectCode(claimReward({ activity_id: 'acc-nope', tier_id: 1, oauth_token }, silentKey()), CODE.PROMOTION_NOT_RUNNING);
  });
  it('a done top-up raises the total; claim all takes every reached tier; -3040 when none is left', async () => {
    const o = await createOrder({ client_id: '1002', domain_area: 'universal', server_id: 101, role_id: '10101', goods_id: 7, channel_id: 10201, region: 'Global', return_url: RETURN_URL, oauth_token }, { idempotencyKey: newKey() });
    await control.setOrderStatus(o.billing_no, 'done');
    const p = await claimAllRewards({ activity_id, oauth_token }, { idempotencyKey: newKey() });
    expect(p.accumulated).toBe(119.98);
    expect(p.tiers.map((t) => t.status)).toEqual(['claimed', 'claimed', 'claimed']);
    await expectCode(claimAllRewards({ activity_id, oauth_token }, silentKey()), CODE.REWARD_LOCKED);
  });
});
