/**
 * Spec section 8's effects of a failed call (api-effects.ts), reached as the app reaches
 * them: through the API client, against a fake fetch and fake timers.
 */
import { describe, expect, it } from 'vitest';
import brand from 'virtual:brand';
import { ApiError, CLIENT_CODE, apiGet } from '../api/client.ts';
import { HOSTS, fail, serve, settle, setUpFakeHostsPage } from '../test/fake-fetch.ts';
import { setPage } from '../test/fake-api.ts';
import { PAY_INTENT_KEY, STORAGE_KEYS, readStored, writeStored } from '../lib/storage.ts';
import { session, setSession } from '../stores/session.ts';
import { order, setOrder } from '../stores/order.ts';
import { domainArea, setDomainArea } from '../stores/domain-area.ts';
import { ui } from '../stores/ui.ts';
import { toast } from '../stores/toast.ts';
import { takeLoginReturn } from '../stores/login-return.ts';


setUpFakeHostsPage();

describe('error codes, handled in one place (spec section 8: app/api-effects.ts, through the client)', () => {
  const path = () => window.location.pathname;

  async function failWith(code: number, msg = 'server says no', opts = {}) {
    serve({ [HOSTS[0]!]: fail(code, msg) });
    const r = await settle(apiGet('/api/x', {}, opts), 0);
    expect(r.error).toBeInstanceOf(ApiError);
    expect(r.error!.code).toBe(code);
    return r.error!;
  }

  it('-600: clears the session and the order being placed, opens the login popup, goes to /', async () => {
    setSession('tok', { username: 'ann' });
    writeStored(PAY_INTENT_KEY, { key: 'k', of: 'ann\'s purchase' }, 60_000);
    const e = await failWith(-600);
    expect(session.token).toBe('');
    expect(readStored(PAY_INTENT_KEY)).toBeUndefined();
    expect(session.userInfo.username).toBe('');
    expect(ui.loginPopupOpen).toBe(true);
    expect(path()).toBe('/');
    expect(e.handled).toBe(true);
  });

  it('-600 remembers the page it ran out on, for the login that follows (stores/login-return.ts)', async () => {
    setPage('https://pay.watt-games.example/recharge?billing=1');
    setSession('tok', { username: 'ann' });
    await failWith(-600);
    expect(path()).toBe('/');
    expect(takeLoginReturn()).toBe('/recharge?billing=1');
  });

  it('-3001: clears the game info and goes to /', async () => {
    setOrder({ gameName: 'Starfall', clientId: '1001' });
    await failWith(-3001);
    expect(order.gameName).toBe('');
    expect(readStored(STORAGE_KEYS.gameInfo)).toBeUndefined();
    expect(path()).toBe('/');
    expect(toast.current).toBeNull();
  });

  it('-3001 on /notArea: clears the game info but stays', async () => {
    setPage('https://pay.watt-games.example/notArea');
    setOrder({ gameName: 'Starfall' });
    await failWith(-3001);
    expect(order.gameName).toBe('');
    expect(path()).toBe('/notArea');
  });

  it('-3002: shows the message only, the storefront\'s own', async () => {
    setSession('tok', {});
    await failWith(-3002, 'No permission');
    expect(toast.current).toMatchObject({ key: 'error.noPermission' });
    expect(path()).toBe('/recharge');
    expect(session.token).toBe('tok');
  });

  it('-3014: clears the domain area and goes to /notArea without a message', async () => {
    setDomainArea('useuro');
    await failWith(-3014);
    expect(domainArea.area).toBe('');
    expect(readStored(STORAGE_KEYS.domainArea)).toBeUndefined();
    expect(path()).toBe('/notArea');
    expect(toast.current).toBeNull();
  });

  it.each([
    ['without real-name verification (watt): goes to /, as spec section 8 says', undefined, '/'],
    ['with real-name verification (ko\'s feature): goes to /certifiedReal, which leads to it', true, '/certifiedReal'],
  ] as const)('6001 on a brand %s; the session and the order being placed cleared, no message, no login popup', async (_, feature, to) => {
    expect(brand.features.realNameVerification).toBeUndefined();
    if (feature) brand.features.realNameVerification = feature;
    try {
      setSession('tok', { username: 'ann' });
      writeStored(PAY_INTENT_KEY, { key: 'k', of: 'ann\'s purchase' }, 60_000);
      await failWith(6001);
      expect(session.token).toBe('');
      expect(readStored(PAY_INTENT_KEY)).toBeUndefined();
      expect(path()).toBe(to);
      expect(toast.current).toBeNull();
      expect(ui.loginPopupOpen).toBe(false);
    } finally {
      delete brand.features.realNameVerification;
    }
  });

  it('-3016: goes to /errorReplenish, then the message shows', async () => {
    setPage('https://pay.watt-games.example/replenishGoods?replenish_id=r9');
    await failWith(-3016, 'Replenish link broken');
    expect(path()).toBe('/errorReplenish');
    expect(window.location.search).toBe('?replenish_id=r9'); // carried (spec section 2)
    expect(toast.current).toMatchObject({ key: 'error.linkInvalid' });
  });

  it('-3030: shows the message only', async () => {
    await failWith(-3030, 'No replenishment needed');
    expect(toast.current).toMatchObject({ key: 'replenish.notNeeded' });
    expect(path()).toBe('/recharge');
  });

  it('a code the storefront knows shows its own words, in the page\'s language, not the server\'s', async () => {
    const own: [number, string][] = [[-3006, 'recharge.channelMissing'], [-3007, 'recharge.badParams'], [-3004, 'goods.noRole'],
      [-3010, 'goods.unpaid'], [-3011, 'goods.limit.reached'], [-2001, 'login.failed'], [-1000, 'error.generic'], [-5000, 'error.generic']];
    for (const [code, key] of own) {
      await failWith(code, `Server text for ${code}`);
      expect(toast.current, String(code)).toMatchObject({ key });
      expect(toast.current?.text, String(code)).toBeUndefined();
    }
  });

  it('a code it does not know: the server msg as plain text in a toast, never as a key or markup', async () => {
    await failWith(-4242, '<img src=x onerror=alert(1)>Sold out');
    expect(toast.current).toMatchObject({ text: '<img src=x onerror=alert(1)>Sold out' });
    expect(toast.current?.key).toBeUndefined();
    expect(toast.current?.durationMs).toBe(2000);
  });

  it('a code it does not know with an empty msg: the generic text', async () => {
    await failWith(-4243, '');
    expect(toast.current).toMatchObject({ key: 'error.generic' });
  });

  it('silent: skips every side effect but still rejects with the ApiError', async () => {
    setSession('tok', {});
    const e = await failWith(-600, 'nope', { silent: true });
    expect(e.handled).toBe(false);
    expect(session.token).toBe('tok');
    expect(ui.loginPopupOpen).toBe(false);
    expect(toast.current).toBeNull();
    expect(path()).toBe('/recharge');
  });

  it('quiet: a code that moves the player or ends the session is handled all the same', async () => {
    setSession('tok', { username: 'ann' });
    const e = await failWith(-600, 'nope', { quiet: true });
    expect(e.handled).toBe(true);
    expect(session.token).toBe('');
    expect(ui.loginPopupOpen).toBe(true);
    expect(path()).toBe('/');
  });

  it('quiet: a code that only says something is left to the caller, unhandled (no toast, nothing else)', async () => {
    setSession('tok', {});
    for (const code of [-3002, -3030, -3020, -4242]) {
      const e = await failWith(code, 'server says no', { quiet: true });
      expect(e.handled, String(code)).toBe(false);
      expect(toast.current, String(code)).toBeNull();
    }
    serve({});
    const r = await settle(apiGet('/quiet', {}, { quiet: true }));
    expect(r.error!.code).toBe(CLIENT_CODE.network);
    expect(r.error!.handled).toBe(false);
    expect(toast.current).toBeNull();
    expect(path()).toBe('/recharge');
    expect(session.token).toBe('tok');
  });

  it('background: an expired login only logs out, where the player is (no popup, no move, no message); other moves as quiet', async () => {
    setSession('tok', { username: 'ann' });
    const e = await failWith(-600, 'nope', { quiet: 'background' });
    expect(e.handled).toBe(true);
    expect(session.token).toBe('');
    expect(ui.loginPopupOpen).toBe(false);
    expect(path()).toBe('/recharge');
    expect(takeLoginReturn()).toBe('');
    expect((await failWith(-3002, 'nope', { quiet: 'background' })).handled).toBe(false);
    expect(toast.current).toBeNull();
    await failWith(-3014, '', { quiet: 'background' });
    expect(path()).toBe('/notArea');
  });

  it('silent network failure: no toast', async () => {
    serve({});
    const r = await settle(apiGet('/quiet', {}, { silent: true }));
    expect(r.error!.code).toBe(CLIENT_CODE.network);
    expect(toast.current).toBeNull();
  });
});
