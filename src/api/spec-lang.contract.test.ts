/**
 * The backend answers in the player's language (spec section 7: every GET carries
 * spec_lang; api/openapi.yaml "Parameters on every call"), as the sandbox stands in for it:
 * what it writes for the player comes in spec_lang where it has the words, else in English.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { control, expectCode, tokenOf } from '../../sandbox/test-helpers.ts';
import { requestContext } from '../lib/request-context.ts';
import { CODE } from './contract.ts';
import { getRechargeConfig } from './games.ts';
import { getChannelList, getGoodsList } from './goods.ts';
import { getPromotion } from './promotion.ts';
import { getAreaList, getServerList } from './servers.ts';

const watt = { client_id: '1001', domain_area: 'universal' } as const;
const silent = { silent: true };

beforeEach(() => control.reset());
afterEach(() => { requestContext.lang = ''; });

describe('answers in spec_lang', () => {
  it('areas, servers, goods, channels, recharge instructions and the promotion in Japanese', async () => {
    requestContext.lang = 'ja';
    const oauth_token = await tokenOf('player1');
    expect((await getAreaList(watt)).map((a) => a.area_name)).toEqual(['東の王国', '西の王国']);
    expect((await getServerList({ ...watt, area_id: 1 }))[0]!.server_name).toBe('S101 オーロラ');
    const goods = await getGoodsList({ ...watt, server_id: 101, role_id: '10101', oauth_token });
    expect(goods.map((g) => g.display)).toContain('300ジェム');
    expect(goods.find((g) => g.goods_id === 5)).toMatchObject({ display: 'ウィークリーパス', description: '7日間、毎日100ジェム。7日ごとに1回まで。', typeKey: 'pass' });
    const channels = await getChannelList({ ...watt, goods_id: 2, region: 'Global' });
    expect(channels.map((c) => c.name)).toContain('クレジットカード');
    expect(channels.map((c) => c.name)).toContain('PayPal'); // a brand's name stays
    expect((await getRechargeConfig(watt)).recharge_explain[0]).toBe('Starfallのチャージは、選んだキャラクターに付与されます。');
    const promo = await getPromotion({ oauth_token });
    expect(promo.title).toBe('チャージフェスティバル');
    expect(promo.tiers[0]!.rewards[0]!.name).toBe('金貨');
  });

  it('Arabic and Korean too; a language the backend lacks, or none, gets English', async () => {
    requestContext.lang = 'ar';
    expect((await getAreaList(watt))[0]!.area_name).toBe('مملكة الشرق');
    requestContext.lang = 'ko-KR';
    expect((await getAreaList(watt))[0]!.area_name).toBe('동쪽 왕국');
    requestContext.lang = 'de';
    expect((await getAreaList(watt))[0]!.area_name).toBe('East Realm');
    requestContext.lang = '';
    expect((await getAreaList(watt))[0]!.area_name).toBe('East Realm');
  });

  it('the msg of a business error too (the storefront shows its own words for codes it knows)', async () => {
    requestContext.lang = 'ko';
    const e = await expectCode(getChannelList({ ...watt, goods_id: 9999, region: 'Global' }, silent), CODE.GOODS_NOT_FOUND);
    expect(e.message).toBe('상품을 찾을 수 없습니다.');
    requestContext.lang = 'en';
    const en = await expectCode(getChannelList({ ...watt, goods_id: 9999, region: 'Global' }, silent), CODE.GOODS_NOT_FOUND);
    expect(en.message).toMatch(/Goods 9999 was not found/);
  });
});
