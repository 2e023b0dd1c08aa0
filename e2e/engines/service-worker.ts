/**
 * The brand's service worker in Firefox and WebKit (Chromium's tests: e2e/service-worker.e2e.test.ts).
 * With the storefront's own host down, a repeat visit is served by the worker and the app
 * runs against the API; the worker's cache holds nothing but index.html and the build's
 * chunks; a new release serves from the navigation after the worker has found it. The
 * engines' journeys run without the worker (global-setup.ts removes sw.js): this test serves
 * its own copy of watt's build with the worker written beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_WORKER_FILE, writeServiceWorker } from '../../scripts/build/service-worker.ts';
import { loadBrand } from '../../scripts/lib/brands.ts';
import { serveStatic } from '../../scripts/lib/static-server.ts';
import { EN, WATT_ENTRY } from '../journey-steps.ts';
import { type Engine, type EngineName, type EnginePage, step, until, waitFor } from './engine-page.ts';
import { ENGINE_SHOTS } from './journeys.ts';

export function engineServiceWorker(name: EngineName, launch: () => Promise<Engine>): void {
  let engine: Engine;
  const pages: EnginePage[] = [];
  let dir = '';
  const starfall = { role: 'radio', name: /^Starfall/ } as const;

  /** A page of `origin` opened once, until its worker is active: the origin's next navigation is the worker's. */
  async function firstVisit(origin: string): Promise<EnginePage> {
    const p = await engine.newPage();
    pages.push(p);
    await step(name, 'first visit, the worker installed', async () => {
      await p.goto(origin + WATT_ENTRY);
      await waitFor(p, starfall);
      await until(() => p.run(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state === 'activated')), 'the worker never activated');
    });
    return p;
  }

  describe(`${name}: service worker`, () => {
    beforeAll(async () => {
      engine = await step(name, 'launch', launch);
      dir = fs.mkdtempSync(path.join(os.tmpdir(), `engine-sw-${name}-`));
      fs.cpSync(path.join(inject('e2eDist'), 'watt'), dir, { recursive: true });
      await writeServiceWorker(dir, loadBrand('watt'));
    });
    afterEach(async () => { for (const p of pages.splice(0)) await p.close(); });
    afterAll(async () => {
      await engine?.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('with the storefront\'s host down, a repeat visit comes from the worker and the app runs; its cache holds only the build', async () => {
      const server = await serveStatic(dir);
      const origin = server.url;
      try {
        const p = await firstVisit(origin);
        await server.close();
        await step(name, 'repeat visit with the host down', async () => {
          await p.goto(origin + WATT_ENTRY);
          await waitFor(p, { role: 'heading', name: EN.m['page.selectGame'], level: 1 });
          // The game list is the API's, on its own host, up: the app ran.
          await waitFor(p, starfall);
          expect(await p.run(() => navigator.serviceWorker.controller !== null), 'the page is the worker\'s').toBe(true);
          fs.mkdirSync(ENGINE_SHOTS, { recursive: true });
          await p.screenshot(path.join(ENGINE_SHOTS, `${name}-service-worker-host-down.png`));
        });
        const cached = await step(name, 'read the worker\'s cache', () => p.run(async () => {
          const urls: string[] = [];
          for (const n of await caches.keys()) for (const r of await (await caches.open(n)).keys()) urls.push(r.url);
          return urls;
        }));
        expect(cached.length, 'index.html and the chunks are cached').toBeGreaterThan(5);
        for (const u of cached) expect(u, 'in the worker cache').toMatch(new RegExp(`^${origin}/(index\\.html|assets/[\\w.-]+\\.js)(\\?|$)`));
      } finally {
        await server.close().catch(() => {});
      }
    });

    it('a new release serves from the navigation after the worker has found it', async () => {
      // Release 2 of the bundle on the same origin, as a deploy swaps folders (e2e/service-worker.e2e.test.ts).
      const r2 = fs.mkdtempSync(path.join(os.tmpdir(), `engine-sw-r2-${name}-`));
      fs.cpSync(dir, r2, { recursive: true });
      for (const f of fs.readdirSync(r2).filter((x) => x.startsWith('index.html.') || x.startsWith(`${SERVICE_WORKER_FILE}.`))) fs.rmSync(path.join(r2, f));
      fs.writeFileSync(path.join(r2, 'index.html'), fs.readFileSync(path.join(r2, 'index.html'), 'utf8').replace('<head>', '<head><meta name="release" content="2">'));
      await writeServiceWorker(r2, loadBrand('watt'));
      let server = await serveStatic(dir);
      const { port, url: origin } = server;
      const release = (p: EnginePage) => p.run(() => document.querySelector('meta[name="release"]')?.getAttribute('content') ?? '1');
      try {
        const p = await firstVisit(origin);
        await server.close();
        server = await serveStatic(r2, { port });
        await step(name, 'the navigation after the deploy: still release 1, from the worker', async () => {
          await p.goto(origin + WATT_ENTRY);
          expect(await release(p)).toBe('1');
        });
        await step(name, 'the worker finds release 2 and takes over', () => p.run(async () => {
          const reg = (await navigator.serviceWorker.getRegistration())!;
          await reg.update();
          const w = reg.installing ?? reg.waiting;
          if (!w) return;
          await new Promise<void>((resolve, reject) => {
            setTimeout(() => reject(new Error(`release 2's worker stayed ${w.state}`)), 20_000);
            w.addEventListener('statechange', () => { if (w.state === 'activated') resolve(); });
          });
        }));
        await step(name, 'the next navigation: release 2', async () => {
          await p.goto(origin + WATT_ENTRY);
          expect(await release(p)).toBe('2');
          await waitFor(p, starfall);
        });
      } finally {
        await server.close().catch(() => {});
        fs.rmSync(r2, { recursive: true, force: true });
      }
    });
  });
}
