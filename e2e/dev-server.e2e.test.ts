/**
 * `npm start` serves the storefront from Vite's dev server, which transforms modules on
 * request: a plugin that builds fine can still break there (it once did: a watched
 * locale override that did not exist stopped every page with an error overlay). This
 * starts the dev server as scripts/start.ts does, against the e2e sandbox, and checks
 * the first step renders with its games.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, expect, inject, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { loadBrand } from '../scripts/lib/brands.ts';
import { brandViteConfig } from '../scripts/build/vite-config.ts';
import { sandboxHostEnv } from '../sandbox/ports.ts';
import { launchBrowser } from './browser.ts';

let vite: ViteDevServer | undefined;
let close: (() => Promise<void>) | undefined;
afterAll(async () => { await close?.(); await vite?.close(); });

it('the dev server of npm start shows the first step with the games, in the brand\'s language', async () => {
  const brand = loadBrand('watt', sandboxHostEnv(inject('sandboxPortBase')));
  const config = brandViteConfig(brand, { command: 'serve' });
  vite = await createServer({ ...config, configFile: false, logLevel: 'silent', server: { ...config.server, port: 0, hmr: false } });
  await vite.listen();
  const port = (vite.httpServer!.address() as AddressInfo).port;
  const browser = await launchBrowser();
  close = () => browser.close();
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${port}/?domain_area=universal`);
  await page.getByRole('heading', { name: 'Select game', level: 1 }).waitFor();
  await page.getByRole('radio', { name: 'Starfall' }).waitFor();
  expect(await page.locator('vite-error-overlay').count()).toBe(0);
  expect(await page.title()).toBe('Select game · Watt Games');
  expect(errors).toEqual([]);
});
