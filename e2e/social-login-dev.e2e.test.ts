/**
 * `npm start`: the dev server with the brand's providers pointed at the sandbox's social
 * host (STORE_SOCIAL_AUTH_ORIGIN, as for a staging build). The stand-ins there speak each
 * provider's protocol at the provider's paths, so the storefront's own flows run unchanged:
 * Google's SDK in its popup, and Facebook's login dialog in the page coming back through
 * the callback page, which the dev server serves as a build writes it.
 */
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import en from '../locales/en.json' with { type: 'json' };
import { loadBrand } from '../scripts/lib/brands.ts';
import { brandViteConfig } from '../scripts/build/vite-config.ts';
import { sandboxControl } from '../sandbox/control-client.ts';
import { sandboxHostEnv, sandboxOrigin } from '../sandbox/ports.ts';
import { launchBrowser } from './browser.ts';

const FACEBOOK_APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]';
let vite: ViteDevServer;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  const brand = loadBrand('watt', sandboxHostEnv(inject('sandboxPortBase')));
  const config = brandViteConfig(brand, { command: 'serve' });
  vite = await createServer({ ...config, configFile: false, logLevel: 'silent', server: { ...config.server, port: 0, hmr: false } });
  await vite.listen();
  origin = `http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  // The dev server transforms the app's modules on the first visit (slow on a busy machine), and the
  // social chunk on the first login popup: both before the tests, not inside their timeouts.
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}/selectGame?domain_area=universal`);
  await page.getByRole('banner').getByRole('button', { name: en['header.login'] }).click({ timeout: 80_000 });
  await page.getByRole('button', { name: withProvider('Google') }).waitFor({ timeout: 30_000 });
  await page.context().close();
}, 150_000);
afterAll(async () => { await browser?.close(); await vite?.close(); });

async function loginPopup(userAgent?: string): Promise<Page> {
  await sandboxControl(inject('sandboxPortBase')).reset();
  const page = await (await browser.newContext(userAgent ? { userAgent } : {})).newPage();
  await page.goto(`${origin}/selectGame?domain_area=universal`);
  await page.getByRole('banner').getByRole('button', { name: en['header.login'] }).click();
  return page;
}
const withProvider = (p: string) => en['login.with'].replace('{{provider}}', p);

it('serves the callback page and its script as the build writes them', async () => {
  // As a browser asks for a page: the dev server's page fallback must not answer it with the app.
  const html = await (await fetch(`${origin}/auth/callback.html`, { headers: { accept: 'text/html', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } })).text();
  expect(html).toContain('<script src="/auth/callback.js"></script>');
  expect(html).not.toMatch(/<script>/);
  expect(await (await fetch(`${origin}/auth/callback.js`)).text()).toContain('social-login-result');
  expect(await (await fetch(`${origin}/twitter-callback.html`)).text()).toBe(html);
});

it('Google through the stand-in SDK on the social host logs in', async () => {
  const page = await loginPopup();
  const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: withProvider('Google') }).click()]);
  expect(new URL(popup.url()).origin).toBe(sandboxOrigin('social', inject('sandboxPortBase')));
  await popup.getByRole('button', { name: /Player One/ }).click();
  await page.getByRole('banner').getByText('player1').waitFor();
});

it('Facebook\'s dialog in Facebook\'s in-app browser comes back through the dev server\'s callback page and logs in', async () => {
  const page = await loginPopup(FACEBOOK_APP_UA);
  await page.getByRole('button', { name: withProvider('Facebook') }).click();
  await page.getByRole('button', { name: /Player One/ }).click();
  await page.getByRole('banner').getByText('player1').waitFor();
  expect(new URL(page.url()).pathname).toBe('/selectGame');
});
