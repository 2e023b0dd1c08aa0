/**
 * Social login without a network or a real window: a fake API (configureApi), a fake
 * popup window that the test answers by dispatching messages, and the reload and
 * redirect swapped out. Brand watt is baked in (Google, Apple, Facebook, Twitter).
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
import { finishTwitterReturn, prepareSocialLogin, startSocialLogin } from './social.ts';
import { CLOSED_GRACE_MS, CLOSED_POLL_MS } from './social/popup.ts';
import { PENDING_KEY, resetTwitterForTests } from './social/twitter.ts';

const API = 'https://api.test';
const FAILED = { key: 'login.socialFailed' };
const ORIGIN = 'https://pay.watt-games.example';
const GOOGLE = new URL(socialAuth.google!).origin;
const LOGIN = { oauth_token: 'tok-1', suid: '1', username: 'player1', real_name_status: 1, years: 30, real_name: '', platform_token: '', expires_in: 3600 };

type Reply = { code: number; msg?: string; content?: unknown } | 'network';
let calls: URL[];
let replies: Record<string, Reply>;
let reloads: number;
let redirects: string[];
const restore: (() => void)[] = [];

function setPage(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}

/** A stand-in for the window the click opened. */
function fakeWindow() {
  return { closed: false, location: { href: 'about:blank' }, focus() {}, close() { this.closed = true; } };
}
type FakeWindow = ReturnType<typeof fakeWindow>;

function post(source: FakeWindow, data: unknown, origin = GOOGLE): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as unknown as Window }));
}

/** Runs the attempt until the window has been sent to the provider, then hands the window over. */
async function started(p: Parameters<typeof startSocialLogin>[0]) {
  const win = fakeWindow();
  const result = startSocialLogin(p, win as unknown as Window);
  await vi.waitFor(() => expect(win.location.href).not.toBe('about:blank'));
  const page = new URL(win.location.href);
  return { win, result, page, state: page.searchParams.get('state')! };
}

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
  vi.useRealTimers();
});

describe('popup providers', () => {
  it('Google: opens the authorization page with the brand keys and a fresh state, redeems the code, logs in', async () => {
    replies[PATHS.googleLogin] = { code: 1, content: LOGIN };
    const a = await started('google');
    expect(a.page.origin + a.page.pathname).toBe(socialAuth.google);
    expect(Object.fromEntries(a.page.searchParams)).toMatchObject({
      client_id: brandLogin.google!.clientId, redirect_uri: `${ORIGIN}/`, response_type: 'code', mode: 'popup',
    });
    expect(a.state).toMatch(/^[0-9a-f]{32}$/);
    post(a.win, { source: 'sandbox-social', provider: 'google', code: 'g.1', state: a.state });
    expect(await a.result).toBeNull();
    const call = calls.find((c) => c.pathname === PATHS.googleLogin)!;
    expect(Object.fromEntries(call.searchParams)).toMatchObject({
      authorization_code: 'g.1', pkg: brandLogin.google!.package, client_id: brandLogin.google!.clientId, redirect_uri: `${ORIGIN}/`,
    });
    expect(session.token).toBe('tok-1');
    expect(reloads).toBe(1);
  });

  it('each attempt has its own state', async () => {
    const a = await started('google');
    const b = await started('google');
    expect(a.state).not.toBe(b.state);
    b.win.close();
  });

  it('Apple sends code and identity token; Facebook its access token', async () => {
    replies[PATHS.appleLogin] = { code: 1, content: LOGIN };
    const apple = await started('apple');
    expect(apple.page.searchParams.get('client_id')).toBe(brandLogin.apple!.clientId);
    post(apple.win, { code: 'a.1', id_token: 'ait.1', state: apple.state }, new URL(socialAuth.apple!).origin);
    expect(await apple.result).toBeNull();
    expect(Object.fromEntries(calls.at(-1)!.searchParams)).toMatchObject({ authorization_code: 'a.1', identity_token: 'ait.1', client_id: brandLogin.apple!.clientId });

    replies[PATHS.facebookLogin] = { code: 1, content: LOGIN };
    const fb = await started('facebook');
    expect(fb.page.searchParams.get('client_id')).toBe(brandLogin.facebook!.appId);
    post(fb.win, { access_token: 'fb.1', state: fb.state }, new URL(socialAuth.facebook!).origin);
    expect(await fb.result).toBeNull();
    expect(calls.at(-1)!.searchParams.get('fb_access_token')).toBe('fb.1');
  });

  it('ignores messages from another origin, another window, or with another state', async () => {
    replies[PATHS.googleLogin] = { code: 1, content: LOGIN };
    const a = await started('google');
    post(a.win, { code: 'evil', state: a.state }, 'https://evil.example');
    post(fakeWindow(), { code: 'evil', state: a.state });
    post(a.win, { code: 'evil', state: 'not-this-one' });
    post(a.win, 'a string');
    post(a.win, { code: 'g.good', state: a.state });
    expect(await a.result).toBeNull();
    expect(calls.filter((c) => c.pathname === PATHS.googleLogin).map((c) => c.searchParams.get('authorization_code'))).toEqual(['g.good']);
  });

  it('Cancel (no authorization) shows the failure text and does not call the API', async () => {
    const a = await started('google');
    post(a.win, { error: 'access_denied', state: a.state });
    expect(await a.result).toEqual(FAILED);
    expect(calls.filter((c) => c.pathname === PATHS.googleLogin)).toHaveLength(0);
    expect(session.token).toBe('');
  });

  it('a window closed without an answer shows the failure text', async () => {
    vi.useFakeTimers();
    const a = await started('facebook');
    a.win.close();
    await vi.advanceTimersByTimeAsync(CLOSED_POLL_MS + CLOSED_GRACE_MS);
    expect(await a.result).toEqual(FAILED);
  });

  it('a refused authorization (-2002) shows the failure text; no reply at all shows the network error', async () => {
    replies[PATHS.googleLogin] = { code: -2002, msg: 'The google authorization is not valid.' };
    const a = await started('google');
    post(a.win, { code: 'g.old', state: a.state });
    expect(await a.result).toEqual(FAILED);

    vi.useFakeTimers();
    replies[PATHS.googleLogin] = 'network';
    const b = await started('google');
    post(b.win, { code: 'g.2', state: b.state });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await b.result).toEqual({ key: 'error.network' });
  });

  it('a blocked window shows the failure text', async () => {
    expect(await startSocialLogin('google', null)).toEqual(FAILED);
  });

  it('a newer attempt takes over: the older one ends quietly', async () => {
    replies[PATHS.googleLogin] = { code: 1, content: LOGIN };
    const a = await started('google');
    const b = await started('apple');
    expect(await a.result).toBeNull();
    expect(calls).toHaveLength(0);
    b.win.close();
  });
});

describe('Twitter', () => {
  const AUTH = { url: 'https://api.twitter.com/oauth/authenticate?oauth_token=rt-1', oauth_token: 'rt-1' };

  it('fetches the request token when the login popup opens, for the page the player is on', async () => {
    replies[PATHS.twitterAuth] = { code: 1, content: AUTH };
    prepareSocialLogin();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.searchParams.get('callback')).toBe(`${ORIGIN}/selectGame?domain_area=universal`);
    expect(calls[0]!.searchParams.get('client_id')).toBe(String(brandLogin.clientNumber));
    prepareSocialLogin();
    expect(calls).toHaveLength(1);
  });

  it('the click leaves for the prefetched page, remembers its token for the return, and fetches another', async () => {
    replies[PATHS.twitterAuth] = { code: 1, content: AUTH };
    prepareSocialLogin();
    expect(await startSocialLogin('twitter', null)).toBeNull();
    expect(redirects).toEqual([AUTH.url]);
    expect(sessionStorage.getItem(PENDING_KEY)).toBe('rt-1');
    expect(calls.filter((c) => c.pathname === PATHS.twitterAuth)).toHaveLength(2);
  });

  it('a page on another origin than Twitter\'s is not followed', async () => {
    replies[PATHS.twitterAuth] = { code: 1, content: { url: 'https://evil.example/authenticate', oauth_token: 'rt-2' } };
    expect(await startSocialLogin('twitter', null)).toEqual(FAILED);
    expect(redirects).toEqual([]);
  });

  it('the return with the token the player left with is redeemed and logs in', async () => {
    replies[PATHS.twitterRedirect] = { code: 1, content: LOGIN };
    sessionStorage.setItem(PENDING_KEY, 'rt-1');
    await finishTwitterReturn({ oauth_token: 'rt-1', oauth_verifier: 'tv.1' });
    expect(Object.fromEntries(calls[0]!.searchParams)).toMatchObject({ client_id: String(brandLogin.clientNumber), oauth_token: 'rt-1', oauth_verifier: 'tv.1' });
    expect(session.token).toBe('tok-1');
    expect(reloads).toBe(1);
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('a return with another token, or a cancelled one, shows the failure toast and calls nothing', async () => {
    sessionStorage.setItem(PENDING_KEY, 'rt-1');
    await finishTwitterReturn({ oauth_token: 'rt-other', oauth_verifier: 'tv.1' });
    expect(ui.toast).toMatchObject({ key: 'login.socialFailed' });
    hideToast();
    sessionStorage.setItem(PENDING_KEY, 'rt-1');
    await finishTwitterReturn({ denied: 'rt-1' });
    expect(ui.toast).toMatchObject({ key: 'login.socialFailed' });
    expect(calls).toHaveLength(0);
    expect(session.token).toBe('');
  });
});
