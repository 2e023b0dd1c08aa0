/**
 * The brand's service worker (issue 36; src/sw/, scripts/build/service-worker.ts): a repeat
 * visit offline shows the frame and says the network failed; a new release serves from the
 * next navigation; nothing but index.html and the build's chunks is ever served from its
 * cache (not the API, the collectors, a provider's script, the payment page, a callback page).
 * Every other browser test blocks the worker (e2e/browser.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { serveStatic } from '../scripts/lib/static-server.ts';
import { SERVICE_WORKER_FILE, writeServiceWorker } from '../scripts/build/service-worker.ts';
import { loadBrand } from '../scripts/lib/brands.ts';
import { appStarted, createHarness, resetSandboxEachTest } from './harness.ts';
import { EN, WATT_ENTRY, payAndReachPaymentSite, upToRecharge } from './journey-steps.ts';
import { pickCard, routeProviders } from './payment-providers.ts';

const h = createHarness();
resetSandboxEachTest({ payLag: 0 });
afterAll(() => h.close());

/** Resolves once the page's worker has installed (precached) and activated: the origin's next navigation is its. */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const w = (await navigator.serviceWorker.ready).active!;
    if (w.state !== 'activated') await new Promise<void>((resolve) => w.addEventListener('statechange', () => { if (w.state === 'activated') resolve(); }));
  });
}

/** Every URL in the worker's caches. */
const cachedUrls = (page: Page) => page.evaluate(async () => {
  const urls: string[] = [];
  for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
  return urls;
});

describe('service worker', () => {
  it('a repeat visit offline shows the frame and says the network failed', async () => {
    const page = await h.open('watt', WATT_ENTRY, { serviceWorkers: 'allow' });
    await appStarted(page);
    await workerActive(page);
    await page.context().setOffline(true);
    // The API client's retries (seconds apart) run on a clock the test moves on.
    await page.clock.install();
    const res = await page.goto((await h.origin('watt')) + WATT_ENTRY);
    expect(res?.fromServiceWorker(), 'index.html came from the worker').toBe(true);
    await page.getByRole('heading', { level: 1, name: EN.m['page.selectGame'] }).waitFor();
    await expect.poll(async () => { await page.clock.runFor(5000); return page.getByRole('main').getByText(EN.m['error.network']).isVisible(); }, { timeout: 20_000 }).toBe(true);
    await expect(page.getByRole('banner').getByText('Watt Games').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: EN.m['common.retry'] }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: path.join(os.tmpdir(), 'service-worker-offline.png') });
  });

  it('a new release serves from the next navigation', async () => {
    // Release 1 and then release 2 of the bundle on the same origin, as a deploy swaps folders.
    const brand = loadBrand('watt');
    const r2 = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-release-'));
    fs.cpSync(path.join(inject('e2eDist'), 'watt'), r2, { recursive: true });
    for (const f of fs.readdirSync(r2).filter((x) => x.startsWith('index.html.') || x.startsWith(`${SERVICE_WORKER_FILE}.`))) fs.rmSync(path.join(r2, f));
    fs.writeFileSync(path.join(r2, 'index.html'), fs.readFileSync(path.join(r2, 'index.html'), 'utf8').replace('<head>', '<head><meta name="release" content="2">'));
    await writeServiceWorker(r2, brand);
    let server = await serveStatic(path.join(inject('e2eDist'), 'watt'));
    const port = server.port;
    const release = (page: Page) => page.evaluate(() => document.querySelector('meta[name="release"]')?.getAttribute('content') ?? '1');
    try {
      const page = await (await h.open('watt', '/', { serviceWorkers: 'allow' })).context().newPage();
      await page.goto(`${server.url}${WATT_ENTRY}`);
      await appStarted(page);
      await workerActive(page);
      await server.close();
      server = await serveStatic(r2, { port });
      // The first navigation after the release still gets release 1 from the worker, which
      // finds the new worker meanwhile; it installs and takes over at once.
      expect((await page.goto(`${server.url}${WATT_ENTRY}`))?.fromServiceWorker()).toBe(true);
      expect(await release(page)).toBe('1');
      await page.evaluate(async () => {
        const reg = (await navigator.serviceWorker.getRegistration())!;
        await reg.update();
        const w = reg.installing ?? reg.waiting;
        if (w) await new Promise<void>((resolve) => w.addEventListener('statechange', () => { if (w.state === 'activated') resolve(); }));
      });
      expect((await page.goto(`${server.url}${WATT_ENTRY}`))?.fromServiceWorker()).toBe(true);
      expect(await release(page)).toBe('2');
      await appStarted(page);
    } finally {
      await server.close();
      fs.rmSync(r2, { recursive: true, force: true });
    }
  });

  it('serves nothing but index.html and the chunks: not the API, collectors, providers, payment or callback pages', async () => {
    const responses: Response[] = [];
    const page = await h.open('watt', WATT_ENTRY, {
      serviceWorkers: 'allow',
      setup: async (ctx) => { await routeProviders(ctx); ctx.on('response', (r) => responses.push(r)); },
    });
    const origin = await h.origin('watt');
    await appStarted(page);
    await workerActive(page);
    // A whole purchase under the worker: the API, the collectors, the logos, Stripe's script, the payment site.
    await page.goto(origin + WATT_ENTRY);
    await upToRecharge(page);
    await pickCard(page);
    await page.getByRole('radio', { name: /Platform Pay/ }).check();
    await payAndReachPaymentSite(page);
    const callback = await page.goto(`${origin}/auth/callback.html`);
    const served = responses.filter((r) => r.fromServiceWorker()).map((r) => r.url());
    const notServed = responses.filter((r) => !r.fromServiceWorker()).map((r) => new URL(r.url()));
    expect(served.length, 'the worker served the purchase pages and chunks').toBeGreaterThan(5);
    for (const u of served) expect(u, 'served by the worker').toMatch(new RegExp(`^${origin}/(assets/[\\w.-]+\\.js|selectGame\\?|selectGoods|recharge)`));
    // The other hosts were reached, and over the network.
    const hosts = new Set(notServed.map((u) => u.origin));
    expect([...hosts].filter((o) => o !== origin).length, 'API, collectors, providers and the payment site answered').toBeGreaterThanOrEqual(3);
    expect(notServed.some((u) => u.origin === 'https://js.stripe.com'), "Stripe's script").toBe(true);
    expect(callback?.fromServiceWorker(), 'the login callback page').toBe(false);
    await page.goto(origin + WATT_ENTRY);
    for (const u of await cachedUrls(page)) expect(u, 'in the worker cache').toMatch(new RegExp(`^${origin}/(index\\.html|assets/[\\w.-]+\\.js)(\\?|$)`));
  });
});
