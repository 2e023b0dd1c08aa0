/**
 * Social login's ways back, without a network or real providers (the fixture:
 * src/test/social-login-fixture.ts): the callback page's answer after the page left for a
 * provider, and Twitter's OAuth 1.0a in the storefront's popup, answered by callback-page
 * messages. Google, Apple and Facebook: social.test.ts.
 */
import brandLogin from 'virtual:brand/login';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/client.ts';
import { PATHS } from '../api/contract.ts';
import { session } from '../stores/session.ts';
import { hideToast, toast } from '../stores/toast.ts';
import { prepareSocialLogin, startSocialLogin } from './social.ts';
import { finishRedirectReturn } from './social-return.ts';
import { CALLBACK_CHANNEL, PENDING_REDIRECT_PREFIX, REDIRECT_RESULT_KEY, RESULT_MESSAGE } from './social/callback-protocol.ts';
import { CLOSED_GRACE_MS, CLOSED_POLL_MS } from './social/popup.ts';
import { loginClientNumber, resetTwitterForTests } from './social/twitter.ts';
import { domainArea } from '../stores/domain-area.ts';
import { API, FAILED, LOGIN, ORIGIN, calls, callsTo, globals, replies, setUpSocialLoginFixture } from '../test/social-login-fixture.ts';

setUpSocialLoginFixture();

describe('back from a provider the page left for (the callback page\'s hand-over in sessionStorage)', () => {
  const back = (state: string, answer: Record<string, string>) => {
    sessionStorage.setItem(REDIRECT_RESULT_KEY, JSON.stringify({ pending: { provider: 'facebook', state, returnTo: '/selectGame', at: Date.now() }, answer }));
  };

  it('the answer with the attempt\'s state is redeemed and logs in; the hand-over is gone', async () => {
    replies[PATHS.facebookLogin] = { code: 1, content: LOGIN };
    back('s-1', { access_token: 'EAAG' + 'x'.repeat(396), expires_in: '5183999', state: 's-1' });
    await finishRedirectReturn();
    expect(callsTo(PATHS.facebookLogin)[0]!.searchParams.get('fb_access_token')).toBe('EAAG' + 'x'.repeat(396));
    expect(session.token).toBe('tok-1');
    expect(sessionStorage.getItem(REDIRECT_RESULT_KEY)).toBeNull();
  });

  it('a refusal: the failure toast; a return nothing was waiting for (forged, stale, used), or with another state: says so; no call', async () => {
    back('s-1', { error: 'access_denied', error_reason: 'user_denied', state: 's-1' });
    await finishRedirectReturn();
    expect(toast.current).toMatchObject(FAILED);
    hideToast();
    sessionStorage.setItem(REDIRECT_RESULT_KEY, JSON.stringify({ unexpected: true }));
    await finishRedirectReturn();
    expect(toast.current).toMatchObject({ key: 'login.returnUnexpected' });
    hideToast();
    back('s-1', { access_token: 'fb.forged', state: 's-2' });
    await finishRedirectReturn();
    expect(toast.current).toMatchObject({ key: 'login.returnUnexpected' });
    expect(calls).toHaveLength(0);
  });

  it('the attempt is kept in localStorage under its state, where a new tab of this origin reads it', async () => {
    const { rememberRedirect } = await import('./social/redirect-return.ts');
    expect(rememberRedirect({ provider: 'kakao', state: 's-9', callbackUrl: `${ORIGIN}/auth/callback.html` })).toBe(true);
    expect(JSON.parse(localStorage.getItem(`${PENDING_REDIRECT_PREFIX}s-9`)!)).toMatchObject({ provider: 'kakao', state: 's-9', returnTo: '/selectGame?domain_area=universal' });
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

describe('the login client number sent (spec section 9)', () => {
  it('is the brand\'s; where it has one per area (joyage: hk 400, else 300), the one of the player\'s area', () => {
    expect(loginClientNumber()).toBe('200');
    const login = brandLogin as { clientNumber: number | Record<string, number> };
    const saved = login.clientNumber;
    const area = domainArea.area;
    try {
      login.clientNumber = { default: 300, hk: 400 };
      domainArea.area = 'hk';
      expect(loginClientNumber()).toBe('400');
      domainArea.area = 'twhk';
      expect(loginClientNumber()).toBe('300');
    } finally {
      login.clientNumber = saved;
      domainArea.area = area;
    }
  });
});
