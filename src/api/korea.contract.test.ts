import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_URL, control, expectCode, newKey, origin, press, tokenOf } from '../../sandbox/test-helpers.ts';
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
    expect(await getKrUserInfo({ oauth_token: await tokenOf('krnoreal') })).toMatchObject({ real_name_status: 0, years: 0, real_name: '' });
    expect(await getKrUserInfo({ oauth_token: await tokenOf('player1') })).toEqual({ real_name_status: 1, years: 30, real_name: '홍*동', verify_url: '' });
    await expectCode(getKrUserInfo({}, silent), CODE.TOKEN_INVALID);
  });

  it('an unverified player gets the page that starts the verification, on the API host; it ends back at return_url, verified', async () => {
    const oauth_token = await tokenOf('krnoreal');
    const back = 'http://127.0.0.1:5173/certifiedReal';
    const { verify_url } = await getKrUserInfo({ oauth_token, return_url: back });
    expect(new URL(verify_url).origin).toBe(origin('api'));
    expect((await press(verify_url, 'Verify')).toString()).toBe(back);
    expect(await getKrUserInfo({ oauth_token })).toMatchObject({ real_name_status: 1, verify_url: '' });
    // The link works once.
    expect((await fetch(verify_url)).status).toBe(404);
  });

  it('Cancel on the verification page comes back unverified', async () => {
    const oauth_token = await tokenOf('krnoreal');
    const { verify_url } = await getKrUserInfo({ oauth_token, return_url: 'http://127.0.0.1:5173/certifiedReal' });
    await press(verify_url, 'Cancel');
    expect((await getKrUserInfo({ oauth_token })).real_name_status).toBe(0);
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
