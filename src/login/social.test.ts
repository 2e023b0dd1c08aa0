/**
 * Social login without a network or real providers: a fake API (configureApi), the
 * providers' SDK globals faked as each provider documents them (GIS, Apple JS, Facebook's
 * SDK), a fake popup window for Twitter answered by callback-page messages, and the
 * reload and redirect swapped out. Brand watt is baked in (Google, Apple, Facebook,
 * Twitter); VK and Kakao run in the browser tests (e2e/social-login.e2e.test.ts).
 */
import brandLogin from 'virtual:brand/login';
import socialAuth from 'virtual:brand/socialAuth';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/client.ts';
import { PATHS } from '../api/contract.ts';
import { session } from '../stores/session.ts';
import { startSocialLogin } from './social.ts';
import { PENDING_REDIRECT_PREFIX } from './social/callback-protocol.ts';
import { facebook, resetFacebookForTests } from './social/facebook.ts';
import { API, CALLBACK, FAILED, FB_APP_UA, LOGIN, ORIGIN, calls, callsTo, fakeGis, globals, redirects, reloads, replies, setPage, setUpSocialLoginFixture } from '../test/social-login-fixture.ts';

setUpSocialLoginFixture();

describe('Google (Identity Services, code flow in popup mode)', () => {
  it('asks for a code inside the tap with the brand\'s client id and a fresh state; redeems it with the page\'s origin as redirect URI', async () => {
    replies[PATHS.googleLogin] = { code: 1, content: LOGIN };
    const gis = fakeGis();
    const result = startSocialLogin('google');
    // Synchronously: nothing was awaited before requestCode, so Google's window opens with the tap.
    expect(gis.requested).toBe(1);
    expect(gis.config).toMatchObject({ client_id: brandLogin.google!.clientId, ux_mode: 'popup', scope: 'openid email profile' });
    const state = gis.config!.state as string;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    // Shaped as Google's codes are (with "/"): sent as it came.
    const code = '4/0AeaYSHBx3kqA9mY2gR-tLzW_5v8Qn1cJd0fPoHsUeXiKbNw7rGyVlTaMhZ6jC4qEuDxS';
    gis.config!.callback({ code, scope: 'openid email profile', state });
    expect(await result).toBeNull();
    expect(Object.fromEntries(callsTo(PATHS.googleLogin)[0]!.searchParams)).toMatchObject({
      authorization_code: code, pkg: brandLogin.google!.package, client_id: brandLogin.google!.clientId, redirect_uri: ORIGIN,
    });
    expect(session.token).toBe('tok-1');
    expect(reloads).toBe(1);
  });

  it('a code with another state, a refusal (access_denied), a closed or blocked window: the failure text, no call', async () => {
    const gis = fakeGis();
    const answers = [
      (c: Record<string, any>) => c.callback({ code: 'g.forged', state: 'another' }),
      (c: Record<string, any>) => c.callback({ error: 'access_denied', state: c.state }),
      (c: Record<string, any>) => c.error_callback({ type: 'popup_closed' }),
      (c: Record<string, any>) => c.error_callback({ type: 'popup_failed_to_open' }),
    ];
    for (const answer of answers) {
      const result = startSocialLogin('google');
      answer(gis.config!);
      expect(await result).toEqual(FAILED);
    }
    expect(callsTo(PATHS.googleLogin)).toHaveLength(0);
    expect(session.token).toBe('');
  });

  it('a refused code (-2002) shows the failure text; no reply at all, the network error', async () => {
    const gis = fakeGis();
    replies[PATHS.googleLogin] = { code: -2002, msg: 'The google authorization is not valid.' };
    let result = startSocialLogin('google');
    gis.config!.callback({ code: 'g.old', state: gis.config!.state });
    expect(await result).toEqual(FAILED);

    vi.useFakeTimers();
    replies[PATHS.googleLogin] = 'network';
    result = startSocialLogin('google');
    gis.config!.callback({ code: 'g.2', state: gis.config!.state });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toEqual({ key: 'error.network' });
  });

  it('from a game (page parameter game_id), the in-game call', async () => {
    setPage(`${ORIGIN}/selectGame?domain_area=universal&game_id=1001`);
    replies[PATHS.inGameGoogleLogin] = { code: 1, content: LOGIN };
    const gis = fakeGis();
    const result = startSocialLogin('google');
    gis.config!.callback({ code: 'g.1', state: gis.config!.state });
    expect(await result).toBeNull();
    expect(callsTo(PATHS.inGameGoogleLogin)[0]!.searchParams.get('game_id')).toBe('1001');
  });

  it('a newer attempt takes over: the older one ends quietly', async () => {
    replies[PATHS.googleLogin] = { code: 1, content: LOGIN };
    const gis = fakeGis();
    const a = startSocialLogin('google');
    const first = gis.config!;
    const b = startSocialLogin('google');
    first.callback({ code: 'g.old', state: first.state });
    expect(await a).toBeNull();
    expect(calls).toHaveLength(0);
    gis.config!.error_callback({ type: 'popup_closed' });
    expect(await b).toEqual(FAILED);
  });
});

describe('Apple (Sign in with Apple JS, popup)', () => {
  function fakeApple(answer: (config: Record<string, any>) => Promise<unknown>) {
    const seen = { config: null as null | Record<string, any>, signIns: 0 };
    globals.AppleID = { auth: { init: (c: Record<string, any>) => { seen.config = c; }, signIn: () => { seen.signIns++; return answer(seen.config!); } } };
    return seen;
  }

  it('signs in inside the tap; redeems code and identity token with the callback page as redirect URI', async () => {
    replies[PATHS.appleLogin] = { code: 1, content: LOGIN };
    const apple = fakeApple((c) => Promise.resolve({ authorization: { code: 'a.1', id_token: 'ait.1', state: c.state } }));
    const result = startSocialLogin('apple');
    expect(apple.signIns).toBe(1);
    expect(apple.config).toMatchObject({ clientId: brandLogin.apple!.clientId, usePopup: true, redirectURI: CALLBACK, scope: 'name email' });
    expect(await result).toBeNull();
    expect(Object.fromEntries(callsTo(PATHS.appleLogin)[0]!.searchParams)).toMatchObject({
      authorization_code: 'a.1', identity_token: 'ait.1', client_id: brandLogin.apple!.clientId, redirect_uri: CALLBACK,
    });
  });

  it('the first sign-in\'s name and email (Apple\'s user, sent that once only) go to apple_auth; a later sign-in has none', async () => {
    replies[PATHS.appleLogin] = { code: 1, content: LOGIN };
    const user = { name: { firstName: 'Ana', lastName: 'Lima' }, email: 'x7k2q9@privaterelay.appleid.com' };
    fakeApple((c) => Promise.resolve({ authorization: { code: 'c1.0.abcd.x', id_token: 'h.p.s', state: c.state }, user }));
    expect(await startSocialLogin('apple')).toBeNull();
    expect(Object.fromEntries(callsTo(PATHS.appleLogin)[0]!.searchParams)).toMatchObject({ first_name: 'Ana', last_name: 'Lima', email: 'x7k2q9@privaterelay.appleid.com' });
    fakeApple((c) => Promise.resolve({ authorization: { code: 'c2.0.abcd.x', id_token: 'h.p.s', state: c.state } }));
    expect(await startSocialLogin('apple')).toBeNull();
    const later = callsTo(PATHS.appleLogin)[1]!.searchParams;
    expect(['first_name', 'last_name', 'email'].filter((k) => later.has(k))).toEqual([]);
  });

  it('a closed window or a refusal rejects; another state is not this attempt\'s: the failure text', async () => {
    for (const answer of [
      () => Promise.reject({ error: 'popup_closed_by_user' }),
      () => Promise.reject({ error: 'user_cancelled_authorize' }),
      () => Promise.resolve({ authorization: { code: 'a.x', id_token: 'ait.x', state: 'another' } }),
    ]) {
      fakeApple(answer);
      expect(await startSocialLogin('apple')).toEqual(FAILED);
    }
    expect(callsTo(PATHS.appleLogin)).toHaveLength(0);
  });
});

describe('Facebook (JavaScript SDK; its login dialog in its own in-app browsers)', () => {
  /** A long token, as Facebook's are now: more than the 256 characters the contract once allowed. */
  const TOKEN = `EAAGm0PX4ZCpsBA${'Zx9'.repeat(130)}`;

  /**
   * Facebook's SDK as it arrives: sdk.js (a loader: FB's calls only queue) loads, then
   * its main bundle, which calls fbAsyncInit. Returns what the fake FB saw.
   */
  async function fakeFb(response: Record<string, unknown>) {
    resetFacebookForTests();
    const seen = { init: [] as Record<string, unknown>[], logins: [] as Record<string, unknown>[], response };
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => { added.push(...(nodes as HTMLScriptElement[])); });
    const ready = facebook.prepare!();
    globals.FB = { init() { throw new Error('the loader\'s FB: nothing runs before the main bundle'); }, login() { throw new Error('queued'); } };
    // (Once loaded, the script is not added again: a later test finds it there.)
    expect(added.map((s) => s.src)).toEqual(added.length ? [socialAuth.facebook!.script] : []);
    added[0]?.onload!(new Event('load'));
    await Promise.resolve();
    expect(facebook.ready!()).toBe(false);
    globals.FB = {
      init: (p: Record<string, unknown>) => { seen.init.push(p); },
      login: (cb: (r: unknown) => void, opts: Record<string, unknown>) => { seen.logins.push(opts); queueMicrotask(() => cb(seen.response)); },
    };
    (globals.fbAsyncInit as () => void)();
    await ready;
    expect(facebook.ready!()).toBe(true);
    return seen;
  }

  it('ready only once the main bundle has called fbAsyncInit (FB.init there); then FB.login inside the tap; the access token is redeemed', async () => {
    replies[PATHS.facebookLogin] = { code: 1, content: LOGIN };
    const fb = await fakeFb({ status: 'connected', authResponse: { accessToken: TOKEN, userID: '1' } });
    expect(fb.init).toEqual([expect.objectContaining({ appId: brandLogin.facebook!.appId, version: 'v25.0' })]);
    const result = startSocialLogin('facebook');
    expect(fb.logins).toEqual([{ scope: 'public_profile,email' }]);
    expect(await result).toBeNull();
    expect(callsTo(PATHS.facebookLogin)[0]!.searchParams.get('fb_access_token')).toBe(TOKEN);
  });

  it('before the SDK is complete a tap opens nothing: the failure text, FB.login never called', async () => {
    resetFacebookForTests();
    const logins: unknown[] = [];
    globals.FB = { init() {}, login: (...a: unknown[]) => { logins.push(a); } };
    expect(await startSocialLogin('facebook')).toEqual(FAILED);
    expect(logins).toEqual([]);
  });

  it('no authResponse (cancelled, not authorised): the failure text', async () => {
    const fb = await fakeFb({ status: 'unknown', authResponse: null });
    expect(await startSocialLogin('facebook')).toEqual(FAILED);
    fb.response = { status: 'not_authorized', authResponse: null };
    expect(await startSocialLogin('facebook')).toEqual(FAILED);
    expect(callsTo(PATHS.facebookLogin)).toHaveLength(0);
  });

  it('in Facebook\'s own app: the page goes to the login dialog (token in the fragment), noting the attempt for its return', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(FB_APP_UA);
    expect(await startSocialLogin('facebook')).toBeNull();
    const dialog = new URL(redirects[0]!);
    expect(dialog.origin + dialog.pathname).toBe(socialAuth.facebook!.dialog);
    const state = dialog.searchParams.get('state')!;
    expect(Object.fromEntries(dialog.searchParams)).toEqual({ client_id: brandLogin.facebook!.appId, redirect_uri: CALLBACK, state, response_type: 'token', scope: 'public_profile,email' });
    expect(JSON.parse(localStorage.getItem(PENDING_REDIRECT_PREFIX + state)!)).toMatchObject({ provider: 'facebook', state, returnTo: '/selectGame?domain_area=universal' });
  });
});
