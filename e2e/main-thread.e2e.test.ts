/**
 * Work kept off the page's main thread (issue 25's harsh profile), in Chromium on a
 * production build: what the lab measures as blocking time, checked here for being there
 * at all, on every build.
 */
import type { Worker } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness } from './harness.ts';

const h = createHarness();
afterAll(() => h.close());

describe('the main thread', () => {
  it('is spared Intl\'s first cost: once the formatting code loads, a worker from the page\'s own assets, allowed by its CSP, starts and closes', async () => {
    const workers: Worker[] = [];
    const closed = new Set<Worker>();
    const refused: string[] = [];
    // Step 1 shows no prices: its idle moment loads the later pages' code, the formatting code with it.
    const page = await h.open('ko', '/selectGame', {
      locale: 'ko-KR',
      setup: async (ctx) => {
        ctx.on('page', (p) => {
          p.on('worker', (w) => { workers.push(w); w.on('close', () => closed.add(w)); });
          p.on('console', (m) => { if (/Content Security Policy/.test(m.text())) refused.push(m.text()); });
        });
      },
    });
    await expect.poll(() => workers.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    expect(workers.map((w) => w.url())).toEqual([expect.stringMatching(new RegExp(`^${origin}/assets/warm-intl\\.worker-[\\w-]+\\.js$`))]);
    // It closes itself once done: nothing stays running beside the page.
    await expect.poll(() => closed.has(workers[0]!), { timeout: 15_000 }).toBe(true);
    expect(refused).toEqual([]);
  });
});
