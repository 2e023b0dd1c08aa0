/**
 * What each browser test needs: one Chromium per test file, one static server per brand
 * (brands live on their own origins, as in production), and a fresh page per test.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeEach, inject } from 'vitest';
import { serveStatic, type StaticServer } from '../scripts/lib/static-server.ts';
import { sandboxControl, type SandboxControl } from '../sandbox/control-client.ts';
import { launchBrowser } from './browser.ts';

export interface OpenOptions {
  width?: number;
  locale?: string;
  userAgent?: string;
  /** 'allow': the brand's service worker may register (every other test's context blocks it: e2e/browser.ts). */
  serviceWorkers?: 'allow';
  /** Runs on the fresh context before the page opens (routes, for instance). */
  setup?: (ctx: BrowserContext) => Promise<void>;
}

export interface Harness {
  open(brand: string, route?: string, opts?: OpenOptions): Promise<Page>;
  origin(brand: string): Promise<string>;
  close(): Promise<void>;
}

export function createHarness(): Harness {
  let browser: Browser | undefined;
  const servers = new Map<string, StaticServer>();
  const contexts: BrowserContext[] = [];

  async function origin(brand: string): Promise<string> {
    let s = servers.get(brand);
    if (!s) {
      s = await serveStatic(path.join(inject('e2eDist'), brand));
      servers.set(brand, s);
    }
    return s.url;
  }

  return {
    origin,
    async open(brand, route = '/', opts = {}) {
      browser ??= await launchBrowser();
      const ctx = await browser.newContext({ viewport: { width: opts.width ?? 390, height: 844 }, locale: opts.locale ?? 'en-US', ...(opts.userAgent ? { userAgent: opts.userAgent } : {}), ...(opts.serviceWorkers ? { serviceWorkers: opts.serviceWorkers } : {}) });
      contexts.push(ctx);
      await opts.setup?.(ctx);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => { throw e; });
      await page.goto((await origin(brand)) + route);
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser?.close();
      for (const s of servers.values()) await s.close();
    },
  };
}

/**
 * The run's sandbox, back to its seeded data before each test of the calling file (or
 * describe block), for tests that change what it holds (orders, sessions, clock, faults).
 * `payLag: 0`: the order system marks a payment paid at once, for tests that do not
 * exercise its lag.
 */
export function resetSandboxEachTest(opts: { payLag?: 0 } = {}): SandboxControl {
  const sandbox = sandboxControl(inject('sandboxPortBase'));
  beforeEach(async () => {
    await sandbox.reset();
    if (opts.payLag === 0) await sandbox.setPayLag(0);
  });
  return sandbox;
}

/**
 * Waits until the app has replaced index.html's shell. The shell draws the step's heading
 * before the app runs (src/boot/start-after-shell.ts), so a heading alone does not mean the
 * app has read the address or stored anything, and "X is absent" is trivially true on it.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root?.firstElementChild && !root.querySelector('.shell');
  });
}
