/**
 * The payment providers' real addresses, answered at the network boundary: the browser
 * tests build bundles with the providers' production hosts (no STORE_PAYMENT_PROVIDER_ORIGIN),
 * and Playwright routes Stripe's and Toss Payments' hosts to the sandbox's stand-ins, which
 * have the same calls, answers and paths as the providers document. Every request to
 * those hosts is recorded, so a test can say when a provider was first asked for anything.
 *
 * Pages open as a returning player (scripts/bench/lab-session.ts: logged in, game,
 * server, role and goods item in localStorage), straight onto /recharge.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { sandboxOrigin } from '../sandbox/ports.ts';
import { sandboxSession, storageFor } from '../scripts/bench/lab-session.ts';
import { loadBrand } from '../scripts/lib/brands.ts';
import { launchBrowser } from './browser.ts';
import { appStarted, type Harness } from './harness.ts';

/** Stripe.js, its API and its 3-D Secure pages; Toss Payments' SDK and window. */
export const PROVIDER_ORIGINS = ['https://js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com', 'https://js.tosspayments.com'] as const;

export const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Answers the providers' hosts from the sandbox; returns the list of what was asked, in order. */
export async function routeProviders(ctx: BrowserContext): Promise<string[]> {
  const stand = sandboxOrigin('providers', inject('sandboxPortBase'));
  const seen: string[] = [];
  for (const origin of PROVIDER_ORIGINS) {
    await ctx.route(`${origin}/**`, async (route) => {
      const u = new URL(route.request().url());
      seen.push(u.toString());
      const response = await route.fetch({ url: stand + u.pathname + u.search });
      await route.fulfill({ response });
    });
  }
  return seen;
}

export interface ProviderPage { page: Page; providerRequests: string[] }

export function createProviderPages(h: Harness) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  return {
    /** /recharge of `brand` as player1 with the providers routed; `userAgent` for a phone; `setup` routes more. */
    async openRecharge(brand: string, opts: { width?: number; userAgent?: string; locale?: string; setup?: (ctx: BrowserContext) => Promise<void> } = {}): Promise<ProviderPage> {
      browser ??= await launchBrowser();
      const ctx = await browser.newContext({
        viewport: { width: opts.width ?? 1280, height: 900 }, locale: opts.locale ?? 'en-US',
        ...(opts.userAgent ? { userAgent: opts.userAgent, isMobile: true, hasTouch: true } : {}),
      });
      contexts.push(ctx);
      const providerRequests = await routeProviders(ctx);
      await opts.setup?.(ctx);
      const session = await sandboxSession(sandboxOrigin('api', inject('sandboxPortBase')), loadBrand(brand));
      const storage = storageFor(session, 'recharge');
      await ctx.addInitScript((entries: Record<string, string>) => {
        // The storefront's page only (not the providers' frames), once per context: a later
        // reload keeps what the page itself stored.
        if (window !== window.top || sessionStorage.getItem('e2e-seeded')) return;
        sessionStorage.setItem('e2e-seeded', '1');
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, storage);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => { throw e; });
      await page.goto((await h.origin(brand)) + '/recharge');
      // The shell lists the methods kept from the last visit, inert: the app's are the ones to use.
      await appStarted(page);
      await page.getByRole('radio').first().waitFor();
      return { page, providerRequests };
    },
    async close(): Promise<void> {
      // A provider request still in flight (a tab left on a provider's window) would reject
      // its route.fetch once the context is gone.
      for (const c of contexts) await c.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => {});
      for (const c of contexts) await c.close().catch(() => {});
      await browser?.close();
    },
  };
}

/** The card fields inside Stripe's frame. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Secure payment input frame"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill('1234');
  await frame.getByLabel('Security code').fill('123');
}

/** Picks Credit Card and waits for Stripe's frame to be ready and sized to its fields (the page has stopped moving). */
export async function pickCard(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Credit Card/ }).check();
  await page.getByRole('region', { name: 'Card details' }).waitFor();
  const frame = page.locator('iframe[title="Secure payment input frame"]');
  await frame.contentFrame().getByLabel('Card number').waitFor();
  await expect.poll(async () => {
    const outer = await frame.evaluate((f) => f.getBoundingClientRect().height);
    const inner = await frame.contentFrame().locator('html').evaluate((h) => h.scrollHeight);
    return Math.abs(outer - inner) <= 1;
  }).toBe(true);
  await expect.poll(() => page.getByRole('button', { name: /^Pay / }).isEnabled()).toBe(true);
}

/** The Pay button, scrolled to first: a click computed while the page still scrolls would miss it. */
export async function payButton(page: Page): Promise<Locator> {
  const b = page.getByRole('button', { name: /^Pay / });
  await b.scrollIntoViewIfNeeded();
  return b;
}
