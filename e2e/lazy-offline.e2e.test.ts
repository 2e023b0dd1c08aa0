/**
 * Offline in the first seconds of a visit (issue 40): the modules the page loads lazily
 * once idle (error reporting, Safari's double-tap guard, the after-login refresh) fail to
 * load, and are loaded again once the network is back, with nothing failing uncaught.
 */
import type { Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness, resetSandboxEachTest } from './harness.ts';
import { WATT_ENTRY } from './journey-steps.ts';

const h = createHarness();
const sandbox = resetSandboxEachTest();
afterAll(() => h.close());

const LAZY = /\/assets\/(beacon|double-tap|session-refresh)-[\w-]+\.js$/;

describe('lazily loaded modules offline at start', () => {
  it('are loaded again once the network is back; none fails uncaught; errors are reported after', async () => {
    let offline = true;
    const failed: string[] = [];
    const loaded = new Set<string>();
    const uncaught: string[] = [];
    const page = await h.open('watt', WATT_ENTRY, {
      setup: async (ctx) => {
        await ctx.route(LAZY, async (route: Route) => {
          const name = LAZY.exec(route.request().url())![1]!;
          if (offline) { failed.push(name); await route.abort('internetdisconnected'); return; }
          await route.continue();
          loaded.add(name);
        });
      },
    });
    page.removeAllListeners('pageerror');
    page.on('pageerror', (e) => uncaught.push(String(e)));
    await expect.poll(() => new Set(failed).size, { timeout: 10_000 }).toBe(3);
    offline = false;
    await expect.poll(() => [...loaded].sort(), { timeout: 15_000 }).toEqual(['beacon', 'double-tap', 'session-refresh']);
    expect(uncaught, 'uncaught errors').toEqual([]);
    // Error reporting works after all: an error now reaches the collector.
    await page.evaluate(() => { setTimeout(() => { throw new Error('after the network came back'); }); });
    await expect.poll(async () => JSON.stringify(await sandbox.errorLog())).toContain('after the network came back');
  });
});
