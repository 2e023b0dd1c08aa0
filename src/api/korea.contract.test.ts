import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_URL, control, expectCode, newKey, tokenOf } from '../../sandbox/test-helpers.ts';
import { CODE } from './contract.ts';
import { getRoleList, getUsedServerList } from './servers.ts';
import { getGoodsList } from './goods.ts';
import { getKrUserInfo, getPlatformToken } from './korea.ts';
import { createOrder } from './orders.ts';

const silent = { silent: true };
const ko = { brand: 'ko', client_id: '3001', domain_area: 'kr' } as const;

beforeEach(() => control.reset());

describe('GET /util/login/kr_user_info', () => {
  it('gives the real-name status; -600 without login', async () => {
    expect(await getKrUserInfo({ oauth_token: await tokenOf('krnoreal') })).toEqual({ real_name_status: 0, years: 0, real_name: '' });
    expect(await getKrUserInfo({ oauth_token: await tokenOf('player1') })).toEqual({ real_name_status: 1, years: 30, real_name: '홍*동' });
    await expectCode(getKrUserInfo({}, silent), CODE.TOKEN_INVALID);
  });
});

describe('GET /util/login/get_platform_token', () => {
  it('gives a platform token on brand ko; -3002 on another brand; -600 without login', async () => {
    const oauth_token = await tokenOf('player1');
    expect((await getPlatformToken({ brand: 'ko', oauth_token })).platform_token).toMatch(/^pt\.10000001\./);
    await expectCode(getPlatformToken({ oauth_token }, silent), CODE.NO_PERMISSION);
    await expectCode(getPlatformToken({ brand: 'ko' }, silent), CODE.TOKEN_INVALID);
  });
});

describe('6001: Korean account without real-name verification', () => {
  it('is refused on the purchase calls of brand ko, and served once verified', async () => {
    const oauth_token = await tokenOf('krnoreal');
    await expectCode(getRoleList({ ...ko, server_id: 101, oauth_token }, silent), CODE.REAL_NAME_REQUIRED);
    await expectCode(getUsedServerList({ ...ko, oauth_token }, silent), CODE.REAL_NAME_REQUIRED);
    await expectCode(getGoodsList({ ...ko, server_id: 101, role_id: '10103', oauth_token }, silent), CODE.REAL_NAME_REQUIRED);
    await expectCode(createOrder({ ...ko, server_id: 101, role_id: '10103', goods_id: 1, channel_id: 10201, region: 'Global', return_url: RETURN_URL, oauth_token }, { silent: true, idempotencyKey: newKey() }), CODE.REAL_NAME_REQUIRED);
    // Other brands do not ask.
    expect(await getRoleList({ client_id: '1001', domain_area: 'universal', server_id: 101, oauth_token })).toHaveLength(1);
    await control.setRealName('krnoreal', true);
    expect(await getRoleList({ ...ko, server_id: 101, oauth_token })).toHaveLength(1);
  });
});
