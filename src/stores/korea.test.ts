import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { CODE, PATHS as API } from '../api/contract.ts';
import { setRedirect } from '../lib/redirect.ts';
import { FAKE_HOST, fail, fakeApi, setPage, type FakeHandler } from '../test/fake-api.ts';
import { checkRealName, contactCustomerService, customerServiceHref, korea, loadPlatformToken, startVerification } from './korea.ts';
import { setOrder } from './order.ts';
import { session, setSession } from './session.ts';
import { ui } from './ui.ts';
import { toast } from './toast.ts';

const CS = 'https://help.koplay.example/cs';
let api: ReturnType<typeof fakeApi>;
let redirects: string[];
let restoreRedirect: () => void;
const serve = (routes: Record<string, FakeHandler>) => { api = fakeApi(routes); };

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
  korea.realName = 'idle';
  redirects = [];
  restoreRedirect = setRedirect((u) => { redirects.push(u); });
  setPage('https://pay.koplay.example/selectGame');
});
afterEach(() => { restoreRedirect(); api?.restore(); vi.useRealTimers(); });

describe('Korean customer service (platform token)', () => {
  it('fetches the token on load when logged in and keeps it in the user info', async () => {
    serve({ [API.platformToken]: () => ({ platform_token: 'pt.1.abc' }) });
    expect(await loadPlatformToken()).toBe('');
    expect(api.calls).toHaveLength(0);
    setSession('tok', { username: 'player1' });
    expect(await loadPlatformToken()).toBe('pt.1.abc');
    expect(session.userInfo.platform_token).toBe('pt.1.abc');
    expect(JSON.parse(localStorage.getItem('paymentUserinfo')!).value.platform_token).toBe('pt.1.abc');
    expect(customerServiceHref(CS)).toBe(`${CS}?platform_token=pt.1.abc`);
  });

  it('a dead login (-600) on the quiet fetch only logs out', async () => {
    setSession('tok', { username: 'player1' });
    serve({ [API.platformToken]: () => fail(CODE.TOKEN_INVALID) });
    await loadPlatformToken();
    expect(session.token).toBe('');
    expect(ui.loginPopupOpen).toBe(false);
    expect(window.location.pathname).toBe('/selectGame');
  });

  it('the link needs a login; logged in without a token it fetches one and goes there', async () => {
    serve({ [API.platformToken]: () => ({ platform_token: 'pt.9' }) });
    await contactCustomerService(CS);
    expect(ui.loginPopupOpen).toBe(true);
    expect(redirects).toEqual([]);
    setSession('tok', { username: 'player1' });
    await contactCustomerService(CS);
    expect(redirects).toEqual([`${CS}?platform_token=pt.9`]);
  });
});

describe('real-name verification (/certifiedReal)', () => {
  it('not logged in: please verify (log in)', async () => {
    serve({});
    await checkRealName();
    expect(korea.realName).toBe('login');
  });

  it('verified, not completed, or failed', async () => {
    setSession('tok', { username: 'krnoreal' });
    let answer: unknown = { real_name_status: 0, years: 0, real_name: '', verify_url: `${FAKE_HOST}/util/login/kr_verify?ticket=t1` };
    serve({ [API.krUserInfo]: () => answer });
    await checkRealName();
    expect(korea.realName).toBe('notCompleted');
    answer = { real_name_status: 1, years: 31, real_name: '김*준', verify_url: '' };
    await checkRealName();
    expect(korea.realName).toBe('verified');
    expect(session.userInfo).toMatchObject({ real_name_status: 1, years: 31, real_name: '김*준' });
    answer = fail(-5000, 'oops');
    await checkRealName();
    expect(korea.realName).toBe('failed');
    expect(toast.current).toBeNull();
  });

  it('not verified: asks with /certifiedReal as the way back, and "Verify now" goes to the verification page the API named', async () => {
    setPage('https://pay.koplay.example/certifiedReal');
    setSession('tok', { username: 'krnoreal' });
    const verify = `${FAKE_HOST}/util/login/kr_verify?ticket=t1`;
    serve({ [API.krUserInfo]: () => ({ real_name_status: 0, years: 0, real_name: '', verify_url: verify }) });
    await checkRealName();
    expect(api.calls[0]!.query.get('return_url')).toBe('https://pay.koplay.example/certifiedReal');
    expect(korea).toMatchObject({ realName: 'notCompleted', verifyUrl: verify });
    startVerification();
    expect(redirects).toEqual([verify]);
  });

  it('a verification page on a host that is not one of the brand\'s API hosts is never followed: the request failed', async () => {
    setSession('tok', { username: 'krnoreal' });
    serve({ [API.krUserInfo]: () => ({ real_name_status: 0, years: 0, real_name: '', verify_url: 'https://phish.example/verify' }) });
    await checkRealName();
    startVerification();
    expect(redirects).toEqual([]);
    expect(korea.realName).toBe('failed');
  });

  it('back from verifying: a verified player goes on, to step 2 when a game is chosen, else home', async () => {
    setPage('https://pay.koplay.example/certifiedReal');
    setSession('tok', { username: 'krnoreal' });
    serve({ [API.krUserInfo]: () => ({ real_name_status: 1, years: 30, real_name: '김*준', verify_url: '' }) });
    await checkRealName();
    expect(window.location.pathname).toBe('/');
    setPage('https://pay.koplay.example/certifiedReal');
    setOrder({ clientId: '3001', gameName: 'Moonlight Blade' });
    await checkRealName();
    expect(window.location.pathname).toBe('/selectGoods');
  });
});
