/**
 * What the social-login browser tests share: the storefront opened with its login popup and
 * the providers' hosts answered by the sandbox's stand-ins (login-providers.ts), and the
 * checks a login ends with. loginPopups(h) binds the opener to a test file's harness.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import ko from '../locales/ko.json' with { type: 'json' };
import { sandboxOrigin } from '../sandbox/ports.ts';
import type { Harness, OpenOptions } from './harness.ts';
import { type HeldBack, answerLoginProviders } from './login-providers.ts';

export type Messages = typeof en;
export const ROUTE: Record<string, string> = { watt: '/selectGame?domain_area=universal', ru: '/selectGame', ko: '/selectGame', spotJp: '/selectGame' };
/** The language each brand opens in for an en-US browser. */
export const MESSAGES: Record<string, Messages> = { watt: en, ru: en, ko: ko as Messages, spotJp: en };
export const withProvider = (m: Messages, provider: string) => m['login.with'].replace('{{provider}}', provider);
/** Facebook's in-app browser on Android, and an app's WebView (Android's "wv"). */
export const FACEBOOK_APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]';
export const WEBVIEW_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';

/** A fake cannot carry Kakao's integrity hash: the tests that load it drop the attribute (one test keeps it). */
async function withoutScriptIntegrity(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    const d = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'integrity')!;
    Object.defineProperty(HTMLScriptElement.prototype, 'integrity', { get: d.get, set() { /* dropped, see above */ }, configurable: true });
  });
}

export interface Storefront {
  page: Page;
  dialog: Locator;
  m: Messages;
  /** Requests to the providers' hosts, in order. */
  providers: string[];
  /** Those made before the login popup was opened (the page's own load). */
  beforePopup: string[];
  /** Login calls the storefront made to its API (path and query). */
  logins: string[];
}

/** The storefront with its login popup open and its social buttons there, opened through `h`. */
export function loginPopups(h: Harness) {
  return async function loginPopup(brand: string, opts: OpenOptions & { route?: string; integrity?: boolean; held?: HeldBack } = {}): Promise<Storefront> {
  const providers: string[] = [];
  const logins: string[] = [];
  const page = await h.open(brand, opts.route ?? ROUTE[brand], {
    ...opts,
    setup: async (ctx) => {
      await answerLoginProviders(ctx, sandboxOrigin('social', inject('sandboxPortBase')), providers, opts.held);
      if (!opts.integrity) await withoutScriptIntegrity(ctx);
      ctx.on('request', (r) => { const u = new URL(r.url()); if (/\/(util\/login|api\/ingame)\//.test(u.pathname)) logins.push(u.pathname + u.search); });
      await opts.setup?.(ctx);
    },
  });
  const m = MESSAGES[brand]!;
  const login = page.getByRole('banner').getByRole('button', { name: m['header.login'] });
  await login.waitFor();
  const beforePopup = [...providers];
  await login.click();
  const dialog = page.getByRole('dialog', { name: m['login.title'] });
  await dialog.getByRole('group', { name: m['login.otherMethods'] }).getByRole('button').first().waitFor();
  return { page, dialog, m, providers, beforePopup, logins };
  };
}

/** Taps the provider's button; resolves with the window its flow opened, on the provider's page. */
export async function tapForWindow(s: Storefront, provider: string, heading: string): Promise<Page> {
  const [popup] = await Promise.all([
    s.page.context().waitForEvent('page'),
    s.dialog.getByRole('button', { name: withProvider(s.m, provider) }).click(),
  ]);
  await popup.getByRole('heading', { name: heading }).waitFor();
  return popup;
}

/** Login success reloads the page; the header then names the player. */
export async function expectLoggedInAsPlayer1(s: Storefront): Promise<void> {
  await s.page.getByRole('banner').getByText('player1').waitFor();
  await s.page.getByRole('dialog', { name: s.m['login.title'] }).waitFor({ state: 'detached' });
}

/** The failure text in the login popup, the player still logged out and where they were. */
export async function expectFailureInPopup(s: Storefront): Promise<void> {
  await s.dialog.getByRole('alert').filter({ hasText: s.m['login.socialFailed'] }).waitFor();
  expect(await s.page.getByRole('banner').getByRole('button', { name: s.m['header.login'] }).count()).toBe(1);
  expect(new URL(s.page.url()).pathname).toBe('/selectGame');
}

export const loginCalls = (s: Storefront, path: string) => s.logins.filter((l) => l.startsWith(path));

/** A page on another origin, which posts `message` to the window that opened it. */
export async function forgeFromAnotherOrigin(popup: Page, message: unknown): Promise<void> {
  await popup.context().route('https://evil.example/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>evil</title>' }));
  // Sent there by the page itself, as a link would: the window keeps its opener.
  await Promise.all([popup.waitForURL('https://evil.example/forge'), popup.evaluate(() => { location.href = 'https://evil.example/forge'; })]);
  await popup.evaluate((m) => window.opener.postMessage(m, '*'), message);
}
