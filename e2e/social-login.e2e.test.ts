/**
 * Social login in a real browser, on production bundles that keep the providers' real
 * addresses: every request to Google's, Apple's, Facebook's, VK's, Kakao's and X's hosts is
 * answered at the network boundary by the sandbox's stand-ins (e2e/login-providers.ts),
 * which behave as each provider documents (their SDK calls, their windows and messages,
 * their redirects). Brands: watt (Google, Apple, Facebook, Twitter), ru (Google, VK), ko
 * (Google, Apple, Kakao). For each of the six: success, cancel and no authorization; a
 * forged answer from another origin, or with another state, is not taken; the providers'
 * scripts are requested when the login popup opens, never on page load; Facebook's own
 * in-app browser and Kakao's integrity check. A script held back: social-login-activation. The in-app-browser notice, a blocked window and a login from
 * inside a game: social-login-more.e2e.test.ts.
 */
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import ko from '../locales/ko.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import { sandboxControl } from '../sandbox/control-client.ts';
import { createHarness } from './harness.ts';
import { type Storefront, expectFailureInPopup, expectLoggedInAsPlayer1, forgeFromAnotherOrigin, loginCalls, loginPopups, tapForWindow, withProvider } from './login-popup.ts';

const h = createHarness();
const loginPopup = loginPopups(h);
afterAll(() => h.close());
beforeEach(() => sandboxControl(inject('sandboxPortBase')).reset());
interface PopupCase {
  brand: string;
  provider: string;
  heading: string;
  /** The provider's script (VK ID's SDK is bundled: none). */
  script: string | null;
  call: string;
  /** A message in the provider's own format that answers with `state` (taken from the window's address). */
  forged: (popupUrl: URL, state: string) => unknown;
}

const POPUP_CASES: PopupCase[] = [
  {
    brand: 'watt', provider: 'Google', heading: 'Sign in with Google', script: 'https://accounts.google.com/gsi/client', call: '/util/login/google_auth',
    forged: (u, state) => ({ type: 'gsi-standin', id: new URL(u.searchParams.get('redirect_uri')!.replace('storagerelay://', 'https://')).searchParams.get('id'), response: { code: 'g.forged', scope: 'openid', state } }),
  },
  {
    brand: 'watt', provider: 'Apple', heading: 'Sign in with Apple', script: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js', call: '/util/login/apple_auth',
    forged: (u, state) => ({ type: 'appleid-standin', frame_id: u.searchParams.get('frame_id'), data: { authorization: { code: 'a.forged', id_token: 'ait.forged', state } } }),
  },
  {
    brand: 'watt', provider: 'Facebook', heading: 'Sign in with Facebook', script: 'https://connect.facebook.net/en_US/sdk.js', call: '/util/login/facebook_auth',
    forged: () => ({ type: 'fb-standin', response: { status: 'connected', authResponse: { accessToken: 'fb.forged', userID: 'x' } } }),
  },
  {
    brand: 'ru', provider: 'VK', heading: 'Sign in with VK ID', script: null, call: '/util/login/vk_auth',
    forged: (u, state) => ({ action: `oauth2_authorize_response${state}`, payload: { code: 'vkc.forged', state, device_id: 'd', type: 'code_v2', expires_in: 600 } }),
  },
];

describe('each brand offers its own logins', () => {
  const SCRIPTS = {
    watt: ['https://accounts.google.com/gsi/client', 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js', 'https://connect.facebook.net/en_US/sdk.js', 'https://connect.facebook.net/en_US/sdk.js?hash=sandbox-main'],
    ru: ['https://accounts.google.com/gsi/client'],
    ko: ['https://accounts.google.com/gsi/client', 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js', 'https://connect.facebook.net/en_US/sdk.js', 'https://connect.facebook.net/en_US/sdk.js?hash=sandbox-main', 'https://t1.kakaocdn.net/kakao_js_sdk/2.8.3/kakao.min.js'],
  };
  for (const [brand, names] of [['watt', ['Google', 'Apple', 'Facebook', 'Twitter']], ['ru', ['Google', 'VK']], ['ko', ['Google', 'Apple', 'Facebook', 'Kakao']]] as const) {
    it(`${brand}: ${names.join(', ')}, and no other; their scripts load when the login popup opens, never with the page`, async () => {
      const s = await loginPopup(brand);
      const buttons = s.dialog.getByRole('group', { name: s.m['login.otherMethods'] }).getByRole('button');
      expect(await buttons.count()).toBe(names.length);
      expect(s.beforePopup).toEqual([]);
      // Each button is ready (named without "Loading") once its script is there, before any tap.
      for (const p of names) await s.dialog.getByRole('button', { name: withProvider(s.m, p), exact: true }).and(s.page.locator(':not([aria-busy])')).waitFor();
      for (const p of names) expect(await s.dialog.getByRole('button', { name: withProvider(s.m, p), exact: true }).count()).toBe(1);
      expect(s.providers.filter((u) => !u.startsWith('https://id.vk.ru/')).sort()).toEqual([...SCRIPTS[brand]].sort());
    });
  }
});

describe('through the provider\'s own popup (Google, Apple, Facebook, VK)', () => {
  for (const c of POPUP_CASES) {
    describe(`${c.provider} (${c.brand})`, () => {
      it('success: its script loaded with the login popup, the tap opens its window, which logs the player in as player1', async () => {
        const s = await loginPopup(c.brand);
        expect(s.beforePopup).toEqual([]);
        const popup = await tapForWindow(s, c.provider, c.heading);
        if (c.script) expect(s.providers).toContain(c.script);
        const reloaded = s.page.waitForEvent('load');
        await popup.getByRole('button', { name: /Player One/ }).click();
        await reloaded;
        await expectLoggedInAsPlayer1(s);
        expect(popup.isClosed()).toBe(true);
        expect(loginCalls(s, c.call)).toHaveLength(1);
      });

      it('cancel: closing the provider\'s window shows the failure text; a second tap still works', async () => {
        const s = await loginPopup(c.brand);
        await (await tapForWindow(s, c.provider, c.heading)).close();
        await expectFailureInPopup(s);
        const popup = await tapForWindow(s, c.provider, c.heading);
        await popup.getByRole('button', { name: /Player One/ }).click();
        await expectLoggedInAsPlayer1(s);
      });

      it('no authorization: refusing on the provider\'s page shows the failure text, and nothing is redeemed', async () => {
        const s = await loginPopup(c.brand);
        const popup = await tapForWindow(s, c.provider, c.heading);
        await popup.getByRole('button', { name: 'Cancel' }).click();
        await expectFailureInPopup(s);
        expect(loginCalls(s, c.call)).toEqual([]);
      });

      it('a forged answer from another origin is not taken', async () => {
        const s = await loginPopup(c.brand);
        const popup = await tapForWindow(s, c.provider, c.heading);
        const u = new URL(popup.url());
        await forgeFromAnotherOrigin(popup, c.forged(u, u.searchParams.get('state') ?? ''));
        await popup.close();
        await expectFailureInPopup(s);
        expect(loginCalls(s, c.call)).toEqual([]);
      });

      if (c.provider !== 'Facebook') {
        it('an answer with another state is not taken, even from the provider\'s own window', async () => {
          const s = await loginPopup(c.brand);
          const popup = await tapForWindow(s, c.provider, c.heading);
          await popup.evaluate((m) => window.opener.postMessage(m, '*'), c.forged(new URL(popup.url()), 'another-state'));
          await expectFailureInPopup(s);
          expect(loginCalls(s, c.call)).toEqual([]);
        });
      }
    });
  }
});

describe('Twitter (watt): the storefront\'s popup, X\'s page, the callback page', () => {
  const HEADING = 'Sign in with X (Twitter)';

  it('success: the request token is fetched when the login popup opens, the tap opens the window, the callback page hands the answer back', async () => {
    const s = await loginPopup('watt');
    await expect.poll(() => loginCalls(s, '/util/login/twitter_auth').length).toBe(1);
    const callback = new URL(new URL(loginCalls(s, '/util/login/twitter_auth')[0]!, 'http://x').searchParams.get('callback')!);
    expect(callback.origin).toBe(await h.origin('watt'));
    expect(callback.pathname).toBe('/twitter-callback.html');
    const popup = await tapForWindow(s, 'Twitter', HEADING);
    expect(new URL(popup.url()).origin).toBe('https://api.x.com');
    await popup.getByRole('button', { name: /Player One/ }).click();
    await expectLoggedInAsPlayer1(s);
    expect(popup.isClosed()).toBe(true);
    expect(loginCalls(s, '/util/login/twitter_redirect')).toHaveLength(1);
  });

  it('cancel: closing X\'s window shows the failure text', async () => {
    const s = await loginPopup('watt');
    await (await tapForWindow(s, 'Twitter', HEADING)).close();
    await expectFailureInPopup(s);
  });

  it('no authorization: Cancel on X\'s page (denied) comes back through the callback page with the failure text', async () => {
    const s = await loginPopup('watt');
    const popup = await tapForWindow(s, 'Twitter', HEADING);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expectFailureInPopup(s);
    expect(loginCalls(s, '/util/login/twitter_redirect')).toEqual([]);
  });

  it('a forged answer from another origin, or for another request token, is not taken; the real one is', async () => {
    const s = await loginPopup('watt');
    const popup = await tapForWindow(s, 'Twitter', HEADING);
    const token = new URL(popup.url()).searchParams.get('oauth_token')!;
    // Another tab of the storefront broadcasts an answer for another token on the callback channel.
    const other = await s.page.context().newPage();
    await other.goto(`${await h.origin('watt')}/auth/callback.html?oauth_token=tw.other&oauth_verifier=forged`);
    // Another origin posts an answer for the right token.
    await forgeFromAnotherOrigin(popup, { type: 'social-login-result', params: { oauth_token: token, oauth_verifier: 'forged' } });
    await popup.goBack();
    await popup.getByRole('button', { name: /Player One/ }).click();
    await expectLoggedInAsPlayer1(s);
    const redeemed = loginCalls(s, '/util/login/twitter_redirect').map((l) => new URL(l, 'http://x').searchParams.get('oauth_verifier'));
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]).not.toBe('forged');
  });
});

describe('Kakao (ko): the page goes to Kakao and comes back through the callback page', () => {
  const HEADING = 'Sign in with Kakao';
  const FAILED = ko['login.socialFailed'];

  async function tapKakao(s: Storefront): Promise<URL> {
    await s.dialog.getByRole('button', { name: withProvider(s.m, 'Kakao') }).click();
    await s.page.getByRole('heading', { name: HEADING }).waitFor();
    return new URL(s.page.url());
  }

  it('success: its script loads with the login popup (with Kakao\'s integrity), authorize leaves for Kakao, the code is redeemed on the way back', async () => {
    const s = await loginPopup('ko');
    expect(s.beforePopup).toEqual([]);
    const kakao = await tapKakao(s);
    expect(s.providers).toContain('https://t1.kakaocdn.net/kakao_js_sdk/2.8.3/kakao.min.js');
    expect(kakao.origin + kakao.pathname).toBe('https://kauth.kakao.com/oauth/authorize');
    expect(kakao.searchParams.get('redirect_uri')).toBe(`${await h.origin('ko')}/auth/callback.html`);
    await s.page.getByRole('button', { name: /Player One/ }).click();
    await s.page.getByRole('banner').getByText('player1').waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/selectGame');
    expect(loginCalls(s, '/util/login/kakao_auth')).toHaveLength(1);
  });

  it('cancel: Cancel on Kakao\'s page brings the player back to the same page with the failure text', async () => {
    const s = await loginPopup('ko');
    await tapKakao(s);
    await s.page.getByRole('button', { name: 'Cancel' }).click();
    await s.page.getByRole('status').filter({ hasText: FAILED }).waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/selectGame');
    expect(loginCalls(s, '/util/login/kakao_auth')).toEqual([]);
    expect(await s.page.getByRole('banner').getByRole('button', { name: s.m['header.login'] }).count()).toBe(1);
  });

  it('no authorization: a code Kakao did not issue is refused by kakao_auth, with the failure text', async () => {
    const s = await loginPopup('ko');
    const state = (await tapKakao(s)).searchParams.get('state')!;
    await s.page.goto(`${await h.origin('ko')}/auth/callback.html?code=kc.forged&state=${state}`);
    await s.page.getByRole('status').filter({ hasText: FAILED }).waitFor();
    expect(loginCalls(s, '/util/login/kakao_auth')).toHaveLength(1);
    expect(await s.page.getByRole('banner').getByRole('button', { name: s.m['header.login'] }).count()).toBe(1);
  });

  it('an answer with another state (forged) is not taken, and the page says so: nothing is redeemed', async () => {
    const s = await loginPopup('ko');
    await tapKakao(s);
    await s.page.goto(`${await h.origin('ko')}/auth/callback.html?code=kc.forged&state=another-state`);
    await s.page.getByRole('status').filter({ hasText: ko['login.returnUnexpected'] }).waitFor();
    await s.page.getByRole('banner').getByRole('button', { name: s.m['header.login'] }).waitFor();
    expect(loginCalls(s, '/util/login/kakao_auth')).toEqual([]);
  });

  it('KakaoTalk\'s return in a new tab logs in there; the same return again is not taken twice, and says so', async () => {
    const s = await loginPopup('ko');
    const kakao = await tapKakao(s);
    // The app opens Kakao's answer in a new tab of the same browser: no sessionStorage of the first.
    const tab = await s.page.context().newPage();
    // Kakao's redirect, as it came (the callback page strips it from the address at once).
    let callback = '';
    tab.on('request', (r) => { if (r.isNavigationRequest() && new URL(r.url()).pathname === '/auth/callback.html') callback ||= r.url(); });
    await tab.goto(kakao.toString());
    await tab.getByRole('button', { name: /Player One/ }).click();
    await tab.getByRole('banner').getByText('player1').waitFor();
    expect(new URL(tab.url()).pathname).toBe('/selectGame');
    expect(loginCalls(s, '/util/login/kakao_auth')).toHaveLength(1);
    expect(new URL(callback).searchParams.has('code')).toBe(true);
    const again = await s.page.context().newPage();
    await again.goto(callback);
    await again.getByRole('status').filter({ hasText: ko['login.returnUnexpected'] }).waitFor();
    expect(loginCalls(s, '/util/login/kakao_auth')).toHaveLength(1);
  });

  it('a return after the attempt has gone stale (more than five minutes) is not taken, and says so', async () => {
    const s = await loginPopup('ko');
    await tapKakao(s);
    // The attempt is in the storefront origin's localStorage: age it from a page there (the player's tab is at Kakao).
    const there = await s.page.context().newPage();
    await there.goto(`${await h.origin('ko')}/auth/callback.js`);
    await there.evaluate(() => {
      for (const k of Object.keys(localStorage).filter((x) => x.startsWith('social_login_pending:'))) {
        const p = JSON.parse(localStorage.getItem(k)!) as { at: number };
        localStorage.setItem(k, JSON.stringify({ ...p, at: p.at - 6 * 60_000 }));
      }
    });
    await there.close();
    await s.page.getByRole('button', { name: /Player One/ }).click();
    await s.page.getByRole('status').filter({ hasText: ko['login.returnUnexpected'] }).waitFor();
    expect(loginCalls(s, '/util/login/kakao_auth')).toEqual([]);
  });

  it('a script that fails Kakao\'s integrity check is not run: the failure text, and the page stays', async () => {
    const s = await loginPopup('ko', { integrity: true });
    await s.dialog.getByRole('button', { name: withProvider(s.m, 'Kakao') }).click();
    await s.dialog.getByRole('alert').filter({ hasText: FAILED }).waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/selectGame');
  });
});
