/**
 * Social login without a network or real providers: a fake API (configureApi), the
 * providers' SDK globals faked as each provider documents them (GIS, Apple JS, Facebook's
 * SDK), a fake popup window for Twitter answered by callback-page messages, and the
 * reload and redirect swapped out. Brand watt is baked in (Google, Apple, Facebook,
 * Twitter); VK and Kakao run in the browser tests (e2e/social-login.e2e.test.ts).
 */
import brandLogin from 'virtual:brand/login';
import socialAuth from 'virtual:brand/socialAuth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/client.ts';
import { PATHS } from '../api/contract.ts';
import { setRedirect } from '../lib/redirect.ts';
import { setReload } from '../lib/reload.ts';
import { resetStorageForTests } from '../lib/storage.ts';
import { clearSession, session } from '../stores/session.ts';
import { hideToast, ui } from '../stores/ui.ts';
import { finishRedirectReturn, prepareSocialLogin, startSocialLogin } from './social.ts';
import { CALLBACK_CHANNEL, PENDING_REDIRECT_KEY, REDIRECT_RESULT_KEY, RESULT_MESSAGE } from './social/callback-protocol.ts';
import { CLOSED_GRACE_MS, CLOSED_POLL_MS } from './social/popup.ts';
import { resetTwitterForTests } from './social/twitter.ts';

const API = 'https://api.test';
const FAILED = { key: 'login.socialFailed' };
const ORIGIN = 'https://pay.watt-games.example';
const CALLBACK = `${ORIGIN}/auth/callback.html`;
const LOGIN = { oauth_token: 'tok-1', suid: '1', username: 'player1', real_name_status: 1, years: 30, real_name: '', platform_token: '', expires_in: 3600 };
const FB_APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]';

type Reply = { code: number; msg?: string; content?: unknown } | 'network';
let calls: URL[];
let replies: Record<string, Reply>;
let reloads: number;
let redirects: string[];
const restore: (() => void)[] = [];
const globals = window as unknown as Record<string, unknown>;

function setPage(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}
const callsTo = (path: string) => calls.filter((c) => c.pathname === path);

beforeEach(() => {
  setPage(`${ORIGIN}/selectGame?domain_area=universal`);
  localStorage.clear();
  sessionStorage.clear();
  resetStorageForTests();
  clearSession();
  hideToast();
  resetTwitterForTests();
  calls = [];
  replies = {};
  reloads = 0;
  redirects = [];
  configureApi({
    hosts: [API],
    fetch: (input) => {
      const url = new URL(input);
      calls.push(url);
      const r = replies[url.pathname] ?? { code: -1003, msg: 'no such path' };
      if (r === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify({ msg: '', content: null, ...r })));
    },
  });
  restore.push(setReload(() => { reloads++; }), setRedirect((u) => { redirects.push(u); }));
});

afterEach(() => {
  configureApi({ fetch: null, hosts: null });
  while (restore.length) restore.pop()!();
  for (const g of ['google', 'AppleID', 'FB']) delete globals[g];
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Google Identity Services as its reference documents it: initCodeClient(config).requestCode(). */
function fakeGis() {
  const gis = { config: null as null | Record<string, any>, requested: 0 };
  globals.google = { accounts: { oauth2: { initCodeClient: (c: Record<string, any>) => { gis.config = c; return { requestCode: () => { gis.requested++; } }; } } } };
  return gis;
}

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
    gis.config!.callback({ code: 'g.1', scope: 'openid email profile', state });
    expect(await result).toBeNull();
    expect(Object.fromEntries(callsTo(PATHS.googleLogin)[0]!.searchParams)).toMatchObject({
      authorization_code: 'g.1', pkg: brandLogin.google!.package, client_id: brandLogin.google!.clientId, redirect_uri: ORIGIN,
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
  function fakeFb(response: Record<string, unknown>) {
    const seen = { init: [] as Record<string, unknown>[], logins: [] as Record<string, unknown>[] };
    globals.FB = {
      init: (p: Record<string, unknown>) => { seen.init.push(p); },
      login: (cb: (r: unknown) => void, opts: Record<string, unknown>) => { seen.logins.push(opts); queueMicrotask(() => cb(response)); },
    };
    return seen;
  }

  it('FB.init once, FB.login inside the tap; the access token is redeemed', async () => {
    replies[PATHS.facebookLogin] = { code: 1, content: LOGIN };
    const fb = fakeFb({ status: 'connected', authResponse: { accessToken: 'fb.1', userID: '1' } });
    const result = startSocialLogin('facebook');
    expect(fb.logins).toEqual([{ scope: 'public_profile,email' }]);
    expect(fb.init).toEqual([expect.objectContaining({ appId: brandLogin.facebook!.appId, version: 'v25.0' })]);
    expect(await result).toBeNull();
    expect(callsTo(PATHS.facebookLogin)[0]!.searchParams.get('fb_access_token')).toBe('fb.1');
  });

  it('no authResponse (cancelled, not authorised): the failure text', async () => {
    fakeFb({ status: 'unknown', authResponse: null });
    expect(await startSocialLogin('facebook')).toEqual(FAILED);
    fakeFb({ status: 'not_authorized', authResponse: null });
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
    expect(JSON.parse(sessionStorage.getItem(PENDING_REDIRECT_KEY)!)).toMatchObject({ provider: 'facebook', state, returnTo: '/selectGame?domain_area=universal' });
  });
});

describe('back from a provider the page left for (the callback page\'s answer in sessionStorage)', () => {
  const leave = (state: string, answer: Record<string, string>) => {
    sessionStorage.setItem(PENDING_REDIRECT_KEY, JSON.stringify({ provider: 'facebook', state, returnTo: '/selectGame', at: Date.now() }));
    sessionStorage.setItem(REDIRECT_RESULT_KEY, JSON.stringify(answer));
  };

  it('the answer with the attempt\'s state is redeemed and logs in; both records are gone', async () => {
    replies[PATHS.facebookLogin] = { code: 1, content: LOGIN };
    leave('s-1', { access_token: 'fb.1', expires_in: '5183999', state: 's-1' });
    await finishRedirectReturn();
    expect(callsTo(PATHS.facebookLogin)[0]!.searchParams.get('fb_access_token')).toBe('fb.1');
    expect(session.token).toBe('tok-1');
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
    expect(sessionStorage.getItem(REDIRECT_RESULT_KEY)).toBeNull();
  });

  it('another state, or a refusal: the failure toast, no call', async () => {
    leave('s-1', { access_token: 'fb.forged', state: 's-2' });
    await finishRedirectReturn();
    expect(ui.toast).toMatchObject(FAILED);
    hideToast();
    leave('s-1', { error: 'access_denied', error_reason: 'user_denied', state: 's-1' });
    await finishRedirectReturn();
    expect(ui.toast).toMatchObject(FAILED);
    expect(calls).toHaveLength(0);
  });
});

describe('Twitter (OAuth 1.0a in the storefront\'s popup window, back through the callback page)', () => {
  const AUTH = { url: 'https://api.x.com/oauth/authenticate?oauth_token=rt-1', oauth_token: 'rt-1' };

  function fakeWindow() {
    return { closed: false, location: { href: 'about:blank' }, focus() {}, close() { this.closed = true; } };
  }
  type FakeWindow = ReturnType<typeof fakeWindow>;
  const answer = (params: Record<string, string>) => ({ type: RESULT_MESSAGE, params });
  function post(source: FakeWindow | null, data: unknown, origin = ORIGIN): void {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as unknown as Window }));
  }
  function opened(win: FakeWindow | null = fakeWindow()) {
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    return { win: win!, open };
  }

  it('fetches the request token when the login popup opens, with the brand\'s redirect page on this origin as callback', async () => {
    replies[PATHS.twitterAuth] = { code: 1, content: AUTH };
    prepareSocialLogin();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.searchParams.get('callback')).toBe(`${ORIGIN}${new URL(brandLogin.twitter!.redirectPage).pathname}`);
    expect(calls[0]!.searchParams.get('client_id')).toBe(String(brandLogin.clientNumber));
    prepareSocialLogin();
    expect(calls).toHaveLength(1);
  });

  it('opens the window in the tap, sends it to X\'s page, takes the callback page\'s answer for its token, and logs in', async () => {
    replies[PATHS.twitterAuth] = { code: 1, content: AUTH };
    replies[PATHS.twitterRedirect] = { code: 1, content: LOGIN };
    prepareSocialLogin();
    const { win, open } = opened();
    const result = startSocialLogin('twitter');
    expect(open).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(win.location.href).toBe(AUTH.url));
    // Ignored: another origin, another window, another attempt's token, a message that is not the callback page's.
    post(win, answer({ oauth_token: 'rt-1', oauth_verifier: 'evil' }), 'https://evil.example');
    post(fakeWindow(), answer({ oauth_token: 'rt-1', oauth_verifier: 'evil' }));
    post(win, answer({ oauth_token: 'rt-other', oauth_verifier: 'evil' }));
    const other = new BroadcastChannel(CALLBACK_CHANNEL);
    other.postMessage(answer({ oauth_token: 'rt-other', oauth_verifier: 'evil' }));
    post(win, { oauth_token: 'rt-1', oauth_verifier: 'evil' });
    post(win, answer({ oauth_token: 'rt-1', oauth_verifier: 'tv.1' }));
    expect(await result).toBeNull();
    other.close();
    expect(callsTo(PATHS.twitterRedirect).map((c) => Object.fromEntries(c.searchParams))).toEqual([
      expect.objectContaining({ client_id: String(brandLogin.clientNumber), oauth_token: 'rt-1', oauth_verifier: 'tv.1' }),
    ]);
    expect(session.token).toBe('tok-1');
    // The token is used once: the next one is fetched at once.
    expect(callsTo(PATHS.twitterAuth).length).toBeGreaterThanOrEqual(2);
  });

  it('the answer may come on the callback channel (when X\'s page has cut window.opener)', async () => {
    replies[PATHS.twitterAuth] = { code: 1, content: AUTH };
    replies[PATHS.twitterRedirect] = { code: 1, content: LOGIN };
    const { win } = opened();
    const result = startSocialLogin('twitter');
    await vi.waitFor(() => expect(win.location.href).toBe(AUTH.url));
    const channel = new BroadcastChannel(CALLBACK_CHANNEL);
    channel.postMessage(answer({ oauth_token: 'rt-1', oauth_verifier: 'tv.1' }));
    expect(await result).toBeNull();
    channel.close();
  });

  it('denied, a closed window, a blocked one, a page not on X\'s origin: the failure text', async () => {
    replies[PATHS.twitterAuth] = { code: 1, content: AUTH };
    let { win } = opened();
    let result = startSocialLogin('twitter');
    await vi.waitFor(() => expect(win.location.href).toBe(AUTH.url));
    post(win, answer({ denied: 'rt-1' }));
    expect(await result).toEqual(FAILED);

    vi.useFakeTimers();
    ({ win } = opened());
    result = startSocialLogin('twitter');
    await vi.advanceTimersByTimeAsync(0);
    win.close();
    await vi.advanceTimersByTimeAsync(CLOSED_POLL_MS + CLOSED_GRACE_MS);
    expect(await result).toEqual(FAILED);
    vi.useRealTimers();

    opened(null);
    expect(await startSocialLogin('twitter')).toEqual(FAILED);

    replies[PATHS.twitterAuth] = { code: 1, content: { url: 'https://evil.example/authenticate', oauth_token: 'rt-2' } };
    resetTwitterForTests();
    ({ win } = opened());
    expect(await startSocialLogin('twitter')).toEqual(FAILED);
    expect(win.closed).toBe(true);
    expect(callsTo(PATHS.twitterRedirect)).toHaveLength(0);
  });
});
