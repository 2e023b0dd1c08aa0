/**
 * npm run screenshots [-- <brand>]   (default watt)
 *
 * Screenshots of every page of the journey at 360 px and 1280 px, in the brand's
 * default language and, when the brand offers it, Arabic (right to left), into
 * e2e/screenshots/. For looking at, not for asserting: the browser tests do that.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildBrands } from '../scripts/build-brands.ts';
import { ROOT, loadBrand } from '../scripts/lib/brands.ts';
import { entryPath } from '../scripts/lib/entry-url.ts';
import { brandArg } from '../scripts/lib/cli.ts';
import { serveStatic } from '../scripts/lib/static-server.ts';
import { sandboxHostEnv } from '../sandbox/ports.ts';
import { startSandbox } from '../sandbox/server.ts';
import { launchBrowser } from './browser.ts';
import { PLAYER } from './journey-steps.ts';
import { translateText } from '../sandbox/i18n.ts';
import { SANDBOX_LANGUAGES, type SandboxLanguage } from '../sandbox/seed/texts.ts';

const BASE = 17400;
const id = brandArg(process.argv.slice(2), 'npm run screenshots [-- <brand>]');
const brand = loadBrand(id);
const out = path.join(ROOT, 'e2e', 'screenshots');
fs.mkdirSync(out, { recursive: true });
Object.assign(process.env, sandboxHostEnv(BASE));
await buildBrands({ ids: [id], outRoot: path.join(ROOT, '.e2e-dist-shots'), force: false, quiet: true });
const sandbox = await startSandbox({ portBase: BASE, payLagMs: 0 });
const site = await serveStatic(path.join(ROOT, '.e2e-dist-shots', id));
const browser = await launchBrowser();

const m = (lang: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', `${lang}.json`), 'utf8'));

async function walk(lang: string, width: number) {
  const t = m(lang);
  const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 780 : 900 }, locale: lang });
  const page = await ctx.newPage();
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `${id}-${lang}-${width}-${name}.png`), fullPage: true });
  };
  const openLogin = async (p: Page) => {
    await p.getByRole('banner').getByRole('button', { name: t['header.login'] }).click();
    const d = p.getByRole('dialog');
    await d.getByLabel(t['login.username']!).fill(PLAYER.username);
    await d.getByLabel(t['login.password']!).fill(PLAYER.password);
  };
  // The item as the sandbox names it in the page's language (English where it has none).
  const sandboxLang = (SANDBOX_LANGUAGES as readonly string[]).includes(lang) ? lang as SandboxLanguage : 'en';
  const gems = new RegExp(`^${translateText('300 Gems', sandboxLang)}`);
  await page.goto(site.url + entryPath(brand));
  await page.getByRole('radio').first().waitFor();
  await shot('1-select-game');
  await openLogin(page);
  await shot('1b-login');
  await page.getByRole('dialog').getByRole('button', { name: t['login.submit'], exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: /player1/ }).waitFor();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: t['common.next'], exact: true }).click();
  await page.getByRole('radio', { name: /S101|101/ }).check();
  await page.getByRole('radio', { name: 'Aria' }).check();
  await page.getByRole('radio', { name: gems }).check();
  await shot('2-select-goods');
  await page.getByRole('radio', { name: /S103|103/ }).check();
  await page.getByRole('alert').first().waitFor();
  await shot('2b-no-character');
  await page.getByRole('radio', { name: /S101|101/ }).check();
  await page.getByRole('radio', { name: 'Aria' }).check();
  await page.getByRole('radio', { name: gems }).check();
  await page.getByRole('button', { name: t['common.next'], exact: true }).click();
  await page.getByRole('radio').first().waitFor();
  await shot('3-recharge');
  await page.getByRole('button', { name: new RegExp(t['recharge.pay']!.replace('{{price}}', '.*')) }).click();
  await page.getByRole('button', { name: 'Leave pending' }).click();
  await page.waitForURL(/\/result/);
  await page.getByRole('heading', { level: 2 }).waitFor();
  await shot('4-result-pending');
  await page.getByRole('button', { name: t['result.goPay'] }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/result/);
  await page.getByRole('heading', { level: 2 }).waitFor();
  await page.getByRole('button', { name: t['result.paymentComplete'] }).click().catch(() => {});
  await page.locator('.result-done').waitFor();
  await shot('4-result-done');
  await page.goto(site.url + '/no-such-page');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot('9-not-found');
  await ctx.close();
}

/**
 * What index.html shows before the app's JavaScript has run (src/boot/): the main chunk
 * is held back for good, so the page stays at the frame (header, steps, heading, loading
 * blocks; no data). Default language only: the frame is not shown in others.
 */
async function shellShots(width: number) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 780 : 900 }, locale: brand.languages[0] });
  await ctx.route(/\/assets\/index-[\w-]+\.js$/, () => { /* never answered */ });
  const page = await ctx.newPage();
  await page.goto(site.url + entryPath(brand), { waitUntil: 'commit' });
  await page.locator('.shell').getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: path.join(out, `${id}-${brand.languages[0]}-${width}-0-shell-select-game.png`), fullPage: true });
  await ctx.close();
}

try {
  for (const w of [360, 1280]) await shellShots(w);
  const langs = [brand.languages[0]!, ...(brand.languages.includes('ar') ? ['ar'] : [])];
  for (const lang of langs) for (const w of [360, 1280]) {
    await walk(lang, w);
    console.log(`${id} ${lang} ${w}px done`);
  }
  console.log(`screenshots in ${path.relative(process.cwd(), out)}/`);
} finally {
  await browser.close();
  await site.close();
  await sandbox.close();
}
