import { loadBrand } from '../../scripts/lib/brands.ts';
import { listBrandIds } from '../../scripts/lib/brands.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { control, expectCode, origin, tokenOf } from '../../sandbox/test-helpers.ts';
import { CODE, RECHARGE_TYPE } from './contract.ts';
import { CHANNEL_IDS, PAY_REGIONS } from '../../sandbox/seed/spec-lists.ts';
import { getGameList } from './games.ts';
import { getChannelList, getGoodsList, getRegionList } from './goods.ts';

const silent = { silent: true };
const watt = { client_id: '1001', domain_area: 'universal' } as const;
const aria = { ...watt, server_id: 101, role_id: '10101' } as const;

beforeEach(() => control.reset());

describe('GET /api/pay/goods_list', () => {
  it('prices goods in the brand\'s currency, with limits and the unpaid order', async () => {
    const goods = await getGoodsList({ ...aria, oauth_token: await tokenOf('player1') });
    expect(goods.length).toBeGreaterThanOrEqual(6);
    expect(goods.every((g) => g.currency === 'USD')).toBe(true);
    expect(goods[0]).toMatchObject({ goods_id: 1, display: '60 Gems', value: 60, price: 0.99, typeKey: 'gem', isLimit: false, limit: null, unpaid: null });
    const byId = new Map(goods.map((g) => [g.goods_id, g]));
    expect(byId.get(3)!.unpaid).toEqual({ billing_no: 'S100101', pay_url: expect.stringContaining(`${origin('payment')}/checkout?billing_no=S100101`) });
    // Weekly pass: 1 per 7 days, bought 2 days ago.
    expect(byId.get(5)!).toMatchObject({ isLimit: true, limit: { kind: 'days', count: 1, days: 7, remaining: 0, next_in: { days: 5, hours: 0, minutes: 0 } } });
    // Starter pack: 2 per role, bought once.
    expect(byId.get(6)!.limit).toEqual({ kind: 'role', count: 2, days: null, remaining: 1, next_in: null });
  });
  it('limits are per role, and a wait ends when the clock moves', async () => {
    const oauth_token = await tokenOf('player1');
    const other = await getGoodsList({ ...aria, role_id: '10102', oauth_token });
    expect(other.find((g) => g.goods_id === 5)!.limit!.remaining).toBe(1);
    expect(other.find((g) => g.goods_id === 3)!.unpaid).toBeNull();
    await control.advanceClock(5 * 24 * 3600_000);
    const later = await getGoodsList({ ...aria, oauth_token });
    expect(later.find((g) => g.goods_id === 5)!.limit).toMatchObject({ remaining: 1, next_in: null });
    expect(later.find((g) => g.goods_id === 3)!.unpaid).toBeNull(); // the unpaid order expired after 30 minutes
  });
  it('is priced in each brand\'s own currency', async () => {
    const ko = await getGoodsList({ client_id: '3001', domain_area: 'kr', server_id: 101, role_id: '10101', oauth_token: await tokenOf('player1') });
    expect(ko[0]).toMatchObject({ currency: 'KRW', price: 1200 });
  });
  it('answers -600, -3004 for a role that is not the player\'s, -3003, -1000 for a missing role', async () => {
    const oauth_token = await tokenOf('player2');
    await expectCode(getGoodsList(aria, silent), CODE.TOKEN_INVALID);
    await expectCode(getGoodsList({ ...aria, oauth_token }, silent), CODE.ROLE_NOT_FOUND);
    await expectCode(getGoodsList({ ...aria, server_id: 700, oauth_token }, silent), CODE.SERVER_NOT_FOUND);
    await expectCode(getGoodsList({ ...aria, role_id: '', oauth_token }, silent), CODE.BAD_PARAM);
  });
});

describe('GET /api/pay/region_list and /api/pay/channel_list', () => {
  it('lists the area\'s payment regions (default first) and each region\'s channels', async () => {
    const regions = await getRegionList({ ...watt, goods_id: 2 });
    expect(regions[0]).toEqual({ region: 'Global', default: true });
    expect(regions.every((r) => PAY_REGIONS.includes(r.region))).toBe(true);
    const channels = await getChannelList({ ...watt, goods_id: 2, region: 'Global' });
    expect(channels.find((c) => c.channel_id === 10201)).toEqual({ channel_id: 10201, name: 'PayPal', paywayId: 'paypal', rechargeType: RECHARGE_TYPE.REDIRECT, price: 4.99, currency: 'USD' });
    expect(channels.find((c) => c.channel_id === 10901)!.rechargeType).toBe(RECHARGE_TYPE.CARD);
  });
  it('offers every channel code of the spec somewhere', async () => {
    const seen = new Set<number>();
    for (const id of listBrandIds()) {
      for (const area of loadBrand(id).domainAreas) {
        const [game] = await getGameList({ brand: id, domain_area: area });
        for (const { region } of await getRegionList({ client_id: game!.client_id, domain_area: area, goods_id: 1 })) {
          for (const c of await getChannelList({ client_id: game!.client_id, domain_area: area, goods_id: 1, region })) seen.add(c.channel_id);
        }
      }
    }
    expect([...seen].sort()).toEqual([...CHANNEL_IDS].sort());
  });
  it('answers -3005 for unknown goods, -3007 for a region not offered, -1000 for an unknown region name', async () => {
    await expectCode(getRegionList({ ...watt, goods_id: 99 }, silent), CODE.GOODS_NOT_FOUND);
    await expectCode(getChannelList({ ...watt, goods_id: 99, region: 'Global' }, silent), CODE.GOODS_NOT_FOUND);
    await expectCode(getChannelList({ ...watt, goods_id: 1, region: 'Russia' }, silent), CODE.PAYMENT_PARAMS);
    await expectCode(getChannelList({ ...watt, goods_id: 1, region: 'Atlantis' as never }, silent), CODE.BAD_PARAM);
    await expectCode(getChannelList({ ...watt, domain_area: 'useuro', client_id: '1003', goods_id: 1, region: 'US' }, silent), CODE.WRONG_DOMAIN_AREA);
  });
});
