/**
 * Social login in a real browser against the sandbox's stand-in providers (the bundles are
 * built with STORE_SOCIAL_AUTH_ORIGIN pointing at the sandbox's social host): every
 * provider the watt brand offers (Google, Apple, Facebook in a popup window, Twitter by
 * redirect) and VK on brand ru, each ending logged in as player1; Cancel and a closed
 * window end in the failure text; Google in an app's built-in browser shows the notice.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { sandboxControl } from '../sandbox/control-client.ts';
import { createHarness } from './harness.ts';

const h = createHarness();
afterAll(() => h.close());
beforeEach(() => sandboxControl(inject('sandboxPortBase')).reset());

const ROUTE: Record<string, string> = { watt: '/selectGame?domain_area=universal', ru: '/selectGame' };
const FAILED = en['login.socialFailed'];
/** Facebook's in-app browser on Android. */
const FACEBOOK_APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]';
const withProvider = (provider: string) => en['login.with'].replace('{{provider}}', provider);

/** The storefront with its login popup open. */
async function loginPopup(brand: string) {
  const page = await h.open(brand, ROUTE[brand]);
  await page.getByRole('banner').getByRole('button', { name: en['header.login'] }).click();
  const dialog = page.getByRole('dialog', { name: en['login.title'] });
  await dialog.waitFor();
  return { page, dialog };
}

/** Clicks the provider's button and returns the popup window it opens. */
async function openProviderWindow(page: Page, provider: string): Promise<Page> {
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: withProvider(provider) }).click(),
  ]);
  await popup.getByRole('heading', { name: `Sign in with ${provider}` }).waitFor();
  return popup;
}

/** Login success reloads the page; the header then names the player. */
async function expectLoggedInAsPlayer1(page: Page): Promise<void> {
  await page.getByRole('banner').getByText('player1').waitFor();
  // The header names the player as soon as the session is set; the popup closes after the
  // login event is sent (up to 1 s), then the page reloads.
  await page.getByRole('dialog', { name: en['login.title'] }).waitFor({ state: 'detached' });
}

describe('social login', () => {
  it('watt offers Google, Apple, Facebook and Twitter, and no VK', async () => {
    const { dialog } = await loginPopup('watt');
    const others = dialog.getByRole('group', { name: en['login.otherMethods'] });
    await others.getByRole('button').first().waitFor();
    expect(await others.getByRole('button').count()).toBe(4);
    for (const p of ['Google', 'Apple', 'Facebook', 'Twitter']) {
      expect(await dialog.getByRole('button', { name: withProvider(p) }).count()).toBe(1);
    }
    expect(await dialog.getByRole('button', { name: withProvider('VK') }).count()).toBe(0);
  });

  for (const [brand, provider] of [['watt', 'Google'], ['watt', 'Apple'], ['watt', 'Facebook'], ['ru', 'VK']] as const) {
    it(`${provider} (${brand}): approve in the popup window, logged in as player1`, async () => {
      const { page } = await loginPopup(brand);
      const popup = await openProviderWindow(page, provider);
      // Login success ends in a reload: wait for it, not just for the name in the header.
      const reloaded = page.waitForEvent('load');
      await popup.getByRole('button', { name: /Player One/ }).click();
      await reloaded;
      await expectLoggedInAsPlayer1(page);
      expect(popup.isClosed()).toBe(true);
    });
  }

  it('Twitter (watt): the page goes to Twitter, comes back to the same route and logs in; the address is cleaned', async () => {
    const { page } = await loginPopup('watt');
    await page.getByRole('button', { name: withProvider('Twitter') }).click();
    await page.getByRole('heading', { name: 'Sign in with Twitter' }).waitFor();
    await page.getByRole('button', { name: /Player One/ }).click();
    await expectLoggedInAsPlayer1(page);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/selectGame');
    expect([...url.searchParams.keys()]).toEqual(['domain_area']);
  });

  it('Cancel on the provider page shows the failure text in the login popup', async () => {
    const { page, dialog } = await loginPopup('watt');
    const popup = await openProviderWindow(page, 'Google');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('alert').filter({ hasText: FAILED }).waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: en['header.login'] }).count()).toBe(1);
  });

  it('closing the provider window shows the failure text, and a second try still works', async () => {
    const { page, dialog } = await loginPopup('ru');
    await (await openProviderWindow(page, 'VK')).close();
    await dialog.getByRole('alert').filter({ hasText: FAILED }).waitFor();
    const popup = await openProviderWindow(page, 'VK');
    await popup.getByRole('button', { name: /Player One/ }).click();
    await expectLoggedInAsPlayer1(page);
  });

  it('Cancel on Twitter brings the player back with the failure text', async () => {
    const { page } = await loginPopup('watt');
    await page.getByRole('button', { name: withProvider('Twitter') }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('status').filter({ hasText: FAILED }).waitFor();
    expect(new URL(page.url()).searchParams.has('denied')).toBe(false);
    expect(await page.getByRole('banner').getByRole('button', { name: en['header.login'] }).count()).toBe(1);
  });

  it('in an app\'s built-in browser, Google shows the notice instead of a window; Copy link copies the page address', async () => {
    const page = await h.open('watt', ROUTE.watt);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: FACEBOOK_APP_UA });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: en['header.login'] }).click();
    const dialog = page.getByRole('dialog', { name: en['login.title'] });
    let windows = 0;
    page.context().on('page', () => { windows++; });
    await dialog.getByRole('button', { name: withProvider('Google') }).click();
    const notice = page.getByRole('dialog', { name: en['inApp.title'] });
    await notice.getByText(en['inApp.body']).waitFor();
    await notice.getByRole('button', { name: en['inApp.openOther'] }).waitFor();
    await notice.getByRole('button', { name: en['inApp.copyLink'] }).click();
    await notice.getByRole('button', { name: en['common.copied'] }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await notice.getByRole('button', { name: en['common.cancel'] }).click();
    expect(await notice.count()).toBe(0);
    expect(windows).toBe(0);
  });
});
