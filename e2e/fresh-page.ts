/**
 * Pages whose context needs preparing before the first navigation: Playwright's fake clock
 * (page.clock, so a countdown can be run forward without waiting), an init script (e.g.
 * storage that throws, as in private browsing), or a viewport width for screenshots.
 * Uses the harness's static servers (one origin per brand) and its own Chromium.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import type { Harness } from './harness.ts';

export interface FreshOptions {
  width?: number;
  locale?: string;
  /** Install the fake clock before the page loads. */
  clock?: boolean;
  /** Runs in every page of the context before its own scripts. */
  initScript?: string;
}

export function createFreshPages(h: Harness) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  return {
    async open(brand: string, route: string, opts: FreshOptions = {}): Promise<Page> {
      browser ??= await launchBrowser();
      const ctx = await browser.newContext({ viewport: { width: opts.width ?? 390, height: 844 }, locale: opts.locale ?? 'en-US' });
      contexts.push(ctx);
      if (opts.initScript) await ctx.addInitScript(opts.initScript);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => { throw e; });
      if (opts.clock) await page.clock.install();
      await page.goto((await h.origin(brand)) + route);
      return page;
    },
    async close(): Promise<void> {
      for (const c of contexts) await c.close().catch(() => {});
      await browser?.close();
    },
  };
}

/** An init script that makes storage throw, as private browsing or blocked cookies do. */
export const BLOCK_STORAGE = `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });`;

/** Seconds shown by a "mm:ss" countdown. */
export function secondsOf(text: string): number {
  const m = /(\d+):(\d\d)/.exec(text);
  if (!m) throw new Error(`no mm:ss in "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}
