/**
 * What a screen reader hears without anything shown as text (issue 17): a slow load is
 * announced ("Loading…", then "Loaded") through the page's polite live region, in a real
 * browser on a production build. The game list is held at the network boundary until the
 * announcement is heard, so the test waits for conditions, not for time.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness } from './harness.ts';
import { WATT_ENTRY } from './journey-steps.ts';

const h = createHarness();
afterAll(() => h.close());

describe('the live region', () => {
  it('announces a game list that keeps the player waiting, and its arrival; the placeholder is named too', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const page = await h.open('watt', WATT_ENTRY, {
      setup: async (ctx) => { await ctx.route('**/api/game/game_list**', async (route) => { await held; await route.continue(); }); },
    });
    const live = page.locator('[role="status"]:not([aria-label])').filter({ hasText: /^Loading…$/ });
    await live.waitFor({ state: 'attached' });
    expect(await page.getByRole('status', { name: 'Loading…' }).count()).toBeGreaterThan(0); // the placeholder itself
    release();
    await page.getByRole('radio', { name: 'Starfall' }).waitFor();
    await page.locator('[role="status"]:not([aria-label])').filter({ hasText: /^Loaded$/ }).waitFor({ state: 'attached' });
  });
});
