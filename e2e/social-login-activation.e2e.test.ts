/**
 * Every provider's window opens inside the player's tap, however slow its script: a window
 * opened after the tap's user activation has expired (navigator.userActivation.isActive
 * false) is blocked by Safari and iOS. Each provider's script is held back (Google's,
 * Apple's, Facebook's main bundle behind its sdk.js loader, VK ID's bundled chunk): the
 * button says it is loading and a tap on it does nothing, then, once the script is there,
 * a tap opens the provider's window with user activation, once. Production bundles, the
 * providers' real addresses answered by the sandbox's stand-ins (e2e/login-providers.ts).
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { sandboxControl } from '../sandbox/control-client.ts';
import { createHarness } from './harness.ts';
import { type HeldBack, holdBack } from './login-providers.ts';
import { expectLoggedInAsPlayer1, loginPopups, withProvider } from './login-popup.ts';

const h = createHarness();
const loginPopup = loginPopups(h);
afterAll(() => h.close());
beforeEach(() => sandboxControl(inject('sandboxPortBase')).reset());

/** In every page of the context: each window.open call notes whether the page had user activation then. */
async function recordOpens(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    const w = window as unknown as { __opens: boolean[] };
    w.__opens = [];
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => { w.__opens.push(navigator.userActivation.isActive); return open(...args); };
  });
}

const CASES: { brand: string; provider: string; heading: string; held: (u: URL) => boolean; storefrontChunk?: boolean }[] = [
  { brand: 'watt', provider: 'Google', heading: 'Sign in with Google', held: (u) => u.href === 'https://accounts.google.com/gsi/client' },
  { brand: 'watt', provider: 'Apple', heading: 'Sign in with Apple', held: (u) => u.hostname === 'appleid.cdn-apple.com' },
  // The loader arrives (FB is defined, FB.login would queue); the main bundle is held.
  { brand: 'watt', provider: 'Facebook', heading: 'Sign in with Facebook', held: (u) => u.pathname === '/en_US/sdk.js' && u.searchParams.has('hash') },
  // VK ID's SDK is a chunk of the storefront's own bundle.
  { brand: 'ru', provider: 'VK', heading: 'Sign in with VK ID', held: (u) => /^\/assets\/vkid-sdk-[\w-]+\.js$/.test(u.pathname), storefrontChunk: true },
];

describe('a provider\'s window opens inside the tap, however slow its script', () => {
  for (const c of CASES) {
    it(`${c.provider} (${c.brand}): loading, a tap does nothing; once loaded, a tap opens its window with user activation`, async () => {
      const held: HeldBack = holdBack(c.held);
      let chunkAsked = false;
      const s = await loginPopup(c.brand, {
        held: c.storefrontChunk ? undefined : held,
        setup: async (ctx) => {
          await recordOpens(ctx);
          if (c.storefrontChunk) {
            await ctx.route((u) => c.held(u), async (route) => { chunkAsked = true; await held.released; await route.continue(); });
          }
        },
      });
      const name = withProvider(s.m, c.provider);
      const loading = s.dialog.getByRole('button', { name: `${name} (${s.m['common.loading']})`, exact: true });
      await loading.waitFor();
      expect(await loading.getAttribute('aria-disabled')).toBe('true');
      expect(await loading.getAttribute('aria-busy')).toBe('true');
      if (c.storefrontChunk) expect(chunkAsked).toBe(true);

      // A tap while it loads starts nothing, now or when the script arrives.
      await loading.click({ force: true });
      held.release();
      const ready = s.dialog.getByRole('button', { name, exact: true });
      await ready.waitFor();
      const opens = () => s.page.evaluate(() => (window as unknown as { __opens: boolean[] }).__opens);
      expect(await opens()).toEqual([]);

      const [popup] = await Promise.all([s.page.context().waitForEvent('page'), ready.click()]);
      await popup.getByRole('heading', { name: c.heading }).waitFor();
      expect(await opens()).toEqual([true]);
      await popup.getByRole('button', { name: /Player One/ }).click();
      await expectLoggedInAsPlayer1(s);
    });
  }
});
