/**
 * Field measurements (issue 25): a sampled page view sends its Core Web Vitals, with what
 * caused them, to the error-log collector's trackLog when the player leaves the page (the
 * page is hidden, where web-vitals reports), in Chromium on watt's production build.
 *
 * watt samples the schema's default share of page views (0.1). The player's roll of the
 * die is set by the test: Math.random answers the beacon's one call (the sampling, made
 * in the beacon's chunk) with the roll given, and every other caller as it would.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { PerfLogBody, VitalsBody } from '../src/api/contract.ts';
import { ERROR_LOG_PATHS } from '../src/api/contract.ts';
import { appStarted, createHarness, resetSandboxEachTest } from './harness.ts';
import { WATT_ENTRY } from './journey-steps.ts';

const h = createHarness();
const sandbox = resetSandboxEachTest();
afterAll(() => h.close());

const rollForSampling = (roll: number) => `(() => {
  const real = Math.random;
  // Only a call made by the beacon chunk's own code (the caller's frame, the stack's third
  // line): web-vitals' metric ids roll too, from code the beacon's callback started.
  Math.random = function () { return /\\/assets\\/beacon-[\\w-]+\\.js/.test((new Error().stack || '').split('\\n')[2] || '') ? ${roll} : real(); };
})();`;

/** The bodies trackLog kept, split into page loads' and page views' vitals. */
async function trackLog(): Promise<{ loads: PerfLogBody[]; vitals: VitalsBody[] }> {
  const bodies = (await sandbox.errorLog()).filter((r) => r.path === ERROR_LOG_PATHS.perf).map((r) => r.body as PerfLogBody | VitalsBody);
  return { loads: bodies.filter((b): b is PerfLogBody => !('vitals' in b)), vitals: bodies.filter((b): b is VitalsBody => 'vitals' in b) };
}

/** Whether the page listens for being hidden: vitals.ts has started (nothing else in the app listens for it). */
async function measuring(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.some((l) => l.type === 'visibilitychange');
  } finally {
    await cdp.detach();
  }
}

describe('Web Vitals from a player\'s browser', () => {
  it('a sampled page view, left after a tap, sends LCP, INP, CLS, FCP and TTFB with their causes to trackLog', async () => {
    const page = await h.open('watt', WATT_ENTRY, { setup: async (ctx) => { await ctx.addInitScript({ content: rollForSampling(0) }); } });
    const starfall = page.getByRole('radio', { name: 'Starfall' });
    await starfall.waitFor();
    await expect.poll(() => measuring(page), { timeout: 15_000 }).toBe(true);
    await starfall.check(); // the interaction INP measures
    // The browser times an interaction at the paint after it, and web-vitals takes it in at
    // the next idle moment, at the latest a second later (an interaction in the last instant
    // before leaving is lost: a player stays longer than that). An idle callback asked for
    // after its own, with a later deadline, runs after it.
    await page.evaluate(`new Promise((done) => new PerformanceObserver(() => done(true)).observe({ type: 'first-input', buffered: true }))
      .then(() => new Promise((done) => requestIdleCallback(() => done(true), { timeout: 1500 })))`);
    await page.goto('about:blank'); // leaving hides the page: web-vitals reports, the queue is sent
    await expect.poll(async () => (await trackLog()).vitals.length, { timeout: 10_000 }).toBeGreaterThan(0);

    const { vitals } = await trackLog();
    const body = vitals[0]!;
    expect(body).toMatchObject({ event_id: 24, brand: 'watt', route: '/selectGame', sample_rate: 0.1 });
    expect(body.page_view).toMatch(/^[0-9a-f]{16}$/);
    const byName = new Map(vitals.flatMap((b) => b.vitals).map((v) => [v.name, v]));
    expect([...byName.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const v of byName.values()) {
      expect(v.value, v.name).toBeGreaterThanOrEqual(0);
      expect(['good', 'needs-improvement', 'poor']).toContain(v.rating);
      expect(v.navigation_type).toBe('navigate');
    }
    // What caused them: the element the tap hit, and the largest paint's. That one is often
    // the HTML shell's (a game logo), which the app has replaced by the time web-vitals
    // loads: an image is named by its file then, text by nothing rather than by something
    // wrong. A name given must find the element in the page.
    expect(byName.get('INP')!.target).toMatch(/^section\.game-step>.*label\.choice.*>input/);
    const lcpTarget = byName.get('LCP')!.target;
    if (lcpTarget !== undefined) {
      // A first visit as this one was: going back would be a returning one, whose step 1
      // shows the logos from the bytes this visit kept (src/lib/games-memo.ts).
      // The app's cards, not the shell's: the name is the app's element's.
      const again = await h.open('watt', WATT_ENTRY);
      await appStarted(again);
      await again.getByRole('radio', { name: 'Starfall' }).waitFor();
      expect(await again.locator(lcpTarget).count(), lcpTarget).toBeGreaterThan(0);
      await again.close();
    }
    expect(byName.get('FCP')!.value).toBeGreaterThan(0);
    expect(byName.get('LCP')!.value).toBeGreaterThanOrEqual(byName.get('FCP')!.value);
    await page.close();
  });

  it('a page view outside the sample sends its page load\'s timings and no vitals, and never loads the measuring code', async () => {
    const chunks: string[] = [];
    // Its own address: the first test's page, gone back to, may still send its load's timings.
    const entry = `${WATT_ENTRY}&view=outside-sample`;
    const mine = async () => (await trackLog()).loads.filter((l) => l.url.includes('view=outside-sample'));
    const page = await h.open('watt', entry, {
      setup: async (ctx) => {
        await ctx.addInitScript({ content: rollForSampling(0.5) });
        ctx.on('request', (r) => { if (r.url().includes('/assets/')) chunks.push(new URL(r.url()).pathname); });
      },
    });
    await page.getByRole('radio', { name: 'Starfall' }).check();
    // The beacon has loaded and rolled when the page load's timings arrive.
    await expect.poll(async () => (await mine()).length, { timeout: 15_000 }).toBe(1);
    await page.goto('about:blank');
    expect((await trackLog()).vitals).toEqual([]);
    expect(chunks.some((c) => c.includes('/beacon-'))).toBe(true);
    expect(chunks.filter((c) => c.includes('/vitals-'))).toEqual([]);
  });
});
