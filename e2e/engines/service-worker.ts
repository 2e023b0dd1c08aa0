/**
 * The brand's service worker in Firefox and WebKit (Chromium's tests: e2e/service-worker.e2e.test.ts).
 * With the storefront's own host down, a repeat visit is served by the worker and the app
 * runs against the API; the worker's cache holds nothing but index.html and the build's
 * chunks. The engines' journeys run without the worker (global-setup.ts removes sw.js): this
 * test serves its own copy of watt's build with the worker written beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeServiceWorker } from '../../scripts/build/service-worker.ts';
import { loadBrand } from '../../scripts/lib/brands.ts';
import { serveStatic } from '../../scripts/lib/static-server.ts';
import { EN, WATT_ENTRY } from '../journey-steps.ts';
import { type Engine, type EngineName, type EnginePage, step, until, waitFor } from './engine-page.ts';
import { ENGINE_SHOTS } from './journeys.ts';

export function engineServiceWorker(name: EngineName, launch: () => Promise<Engine>): void {
  let engine: Engine;
  let page: EnginePage | undefined;
  let dir = '';
  describe(`${name}: service worker`, () => {
    beforeAll(async () => {
      engine = await step(name, 'launch', launch);
      dir = fs.mkdtempSync(path.join(os.tmpdir(), `engine-sw-${name}-`));
      fs.cpSync(path.join(inject('e2eDist'), 'watt'), dir, { recursive: true });
      await writeServiceWorker(dir, loadBrand('watt'));
    });
    afterAll(async () => {
      await page?.close();
      await engine?.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('with the storefront\'s host down, a repeat visit comes from the worker and the app runs; its cache holds only the build', async () => {
      const server = await serveStatic(dir);
      const origin = server.url;
      const starfall = { role: 'radio', name: /^Starfall/ } as const;
      try {
        const p = page = await engine.newPage();
        await step(name, 'first visit, the worker installed', async () => {
          await p.goto(origin + WATT_ENTRY);
          await waitFor(p, starfall);
          await until(() => p.run(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state === 'activated')), 'the worker never activated');
        });
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
  });
}
