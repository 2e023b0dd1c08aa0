/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (puppeteer-core is
 * already a dev dependency; playwright-core cannot drive a stock Firefox). One browser per
 * engine, one fresh browser context (its own storage) per page.
 */
import fs from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { type Query, describeQuery, findByRole, toWire } from './find.ts';
import { type Engine, type EnginePage, type EngineScope, type PageFn, type PageOptions, until } from './engine-page.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export function firefoxMissing(): string | null {
  return fs.existsSync(FIREFOX_PATH) ? null : `${FIREFOX_PATH} not found: run scripts/ensure-engines.sh (apt-get install firefox-esr)`;
}

export async function launchFirefox(): Promise<Engine> {
  const missing = firefoxMissing();
  if (missing) throw new Error(missing);
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox', executablePath: FIREFOX_PATH, headless: true,
    // Off the network it cannot reach anyway, as the Chromium of the other browser tests.
    extraPrefsFirefox: { 'network.captive-portal-service.enabled': false, 'app.update.enabled': false, 'browser.safebrowsing.malware.enabled': false },
  });
  const pages: Page[] = [];
  return {
    name: 'firefox',
    async newPage(opts: PageOptions = {}): Promise<EnginePage> {
      const ctx = await browser.createBrowserContext();
      const page = await ctx.newPage();
      pages.push(page);
      await page.setViewport({ width: opts.width ?? 390, height: opts.height ?? 844 });
      const frameOf = async (title: string): Promise<Frame> => {
        const el = await page.$(`iframe[title="${title}"]`);
        const f = await el?.contentFrame();
        if (!f) throw new Error(`no iframe "${title}"`);
        return f;
      };
      const scope = (where: () => Promise<Page | Frame>): EngineScope => {
        const find = async (q: Query, enabled = false) => (await where()).evaluateHandle(findByRole, toWire(q, enabled));
        const first = (q: Query, enabled = false) => until(async () => {
          const list = await find(q, enabled);
          if (!(await list.evaluate((l) => l.length > 0))) return undefined;
          return (await list.evaluateHandle((l) => l[0]!)) as ElementHandle<Element>;
        }, `no ${enabled ? 'enabled ' : ''}${describeQuery(q)}`);
        return {
          async click(q) {
            await until(async () => { await (await first(q, true)).click(); return true; }, `could not click ${describeQuery(q)}`);
          },
          async fill(q, value) {
            const el = await first(q);
            await el.evaluate((e) => { (e as HTMLInputElement).select(); });
            await el.type(value);
          },
          count: async (q) => (await find(q)).evaluate((l) => l.length),
          text: async (q) => (await first(q)).evaluate((e) => e.textContent ?? ''),
          run: async <A extends unknown[], T>(fn: PageFn<A, T>, ...args: A) =>
            (await where()).evaluate(fn as never, ...(args as unknown as never[])) as Promise<T>,
        };
      };
      return {
        engine: 'firefox',
        ...scope(async () => page),
        async goto(url) { await page.goto(url); },
        async url() { return page.url(); },
        frame: (title) => scope(() => frameOf(title)),
        async screenshot(file) { await page.screenshot({ path: file as `${string}.png` }); },
        async close() { await ctx.close().catch(() => {}); },
      };
    },
    async close() { await browser.close(); },
  };
}
