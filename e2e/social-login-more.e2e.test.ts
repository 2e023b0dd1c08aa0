/**
 * Social login in a real browser, continued (social-login.e2e.test.ts has the six
 * providers' own flows): the in-app-browser notice under a WebView user agent in the page's
 * language with Copy link, a window the browser refused to open, and a login from inside a
 * game. The providers' real addresses are answered by the sandbox's stand-ins.
 */
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import ar from '../locales/ar.json' with { type: 'json' };
import ja from '../locales/ja.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import { sandboxControl } from '../sandbox/control-client.ts';
import { sandboxOrigin } from '../sandbox/ports.ts';
import { createHarness } from './harness.ts';
import { answerLoginProviders } from './login-providers.ts';
import { FACEBOOK_APP_UA, type Messages, ROUTE, WEBVIEW_UA, expectFailureInPopup, expectLoggedInAsPlayer1, loginCalls, loginPopups, tapForWindow, withProvider } from './login-popup.ts';

const h = createHarness();
const loginPopup = loginPopups(h);
afterAll(() => h.close());
beforeEach(() => sandboxControl(inject('sandboxPortBase')).reset());
describe('in apps\' built-in browsers', () => {
  const NOTICE_CASES: { brand: string; lang: string; m: Messages; provider: string }[] = [
    { brand: 'watt', lang: 'ar', m: ar as Messages, provider: 'Google' },
    { brand: 'watt', lang: 'ar', m: ar as Messages, provider: 'Facebook' },
    { brand: 'spotJp', lang: 'ja', m: ja as Messages, provider: 'Google' },
    { brand: 'ru', lang: 'ru', m: ru as Messages, provider: 'Google' },
  ];
  for (const c of NOTICE_CASES) {
    it(`${c.provider} in a WebView (${c.brand}, ${c.lang}): the notice instead of a window, in the page's language; Copy link copies the address`, async () => {
      const providers: string[] = [];
      const page = await h.open(c.brand, ROUTE[c.brand], {
        locale: c.lang, userAgent: WEBVIEW_UA,
        setup: async (ctx) => { await answerLoginProviders(ctx, sandboxOrigin('social', inject('sandboxPortBase')), providers); await ctx.grantPermissions(['clipboard-read', 'clipboard-write']); },
      });
      // The page switches to the browser's language once its messages are in: wait for it, do not race it.
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(c.lang);
      await page.getByRole('banner').getByRole('button', { name: c.m['header.login'] }).click();
      const dialog = page.getByRole('dialog', { name: c.m['login.title'] });
      let windows = 0;
      page.context().on('page', () => { windows++; });
      await dialog.getByRole('button', { name: withProvider(c.m, c.provider) }).click();
      const notice = page.getByRole('dialog', { name: c.m['inApp.title'] });
      await notice.getByText(c.m['inApp.body']).waitFor();
      await notice.getByRole('button', { name: c.m['inApp.openOther'] }).waitFor();
      await notice.getByRole('button', { name: c.m['inApp.copyLink'] }).click();
      await notice.getByRole('button', { name: c.m['common.copied'] }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      await notice.getByRole('button', { name: c.m['common.cancel'] }).click();
      expect(await notice.count()).toBe(0);
      expect(windows).toBe(0);
      // The provider that shows the notice here never runs: its script is not even loaded.
      const host = { Google: 'https://accounts.google.com/', Facebook: 'https://connect.facebook.net/' }[c.provider]!;
      expect(providers.filter((u) => u.startsWith(host))).toEqual([]);
    });
  }

  it('Facebook in Facebook\'s own in-app browser: its login dialog in the page, the token back through the callback page', async () => {
    const s = await loginPopup('watt', { userAgent: FACEBOOK_APP_UA });
    await s.dialog.getByRole('button', { name: withProvider(s.m, 'Facebook') }).click();
    await s.page.getByRole('heading', { name: 'Sign in with Facebook' }).waitFor();
    const dialog = new URL(s.page.url());
    expect(dialog.origin + dialog.pathname).toBe('https://www.facebook.com/v25.0/dialog/oauth');
    expect(dialog.searchParams.get('response_type')).toBe('token');
    // No SDK in there: the dialog is the only request to Facebook.
    expect(s.providers.filter((u) => u.startsWith('https://connect.facebook.net/'))).toEqual([]);
    await s.page.getByRole('button', { name: /Player One/ }).click();
    await s.page.getByRole('banner').getByText('player1').waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/selectGame');
    expect(loginCalls(s, '/util/login/facebook_auth')).toHaveLength(1);
  });
});

describe('and the rest', () => {
  it('a blocked window (the browser refused to open it) shows the failure text', async () => {
    const s = await loginPopup('watt', { setup: async (ctx) => { await ctx.addInitScript(() => { window.open = () => null; }); } });
    await s.dialog.getByRole('button', { name: withProvider(s.m, 'Google') }).click();
    await expectFailureInPopup(s);
  });

  it('from inside a game (page parameter game_id): the in-game call names the game', async () => {
    const s = await loginPopup('watt', { route: '/selectGame?domain_area=universal&game_id=1001' });
    const popup = await tapForWindow(s, 'Google', 'Sign in with Google');
    await popup.getByRole('button', { name: /Player One/ }).click();
    await expectLoggedInAsPlayer1(s);
    const calls = loginCalls(s, '/api/ingame/google_auth');
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!, 'http://x').searchParams.get('game_id')).toBe('1001');
    expect(new URL(s.page.url()).searchParams.get('game_id')).toBe('1001');
  });
});
