/**
 * An independent check of api/openapi.yaml (issue 37): Stoplight Prism, a tool we did not
 * write, reads the document as a publisher's backend team would feed it to theirs.
 *
 *  - As a validating proxy in front of the sandbox: the browser purchases (redirect, card
 *    form, Korean window, gift card, replenishment) send every API and collector call
 *    through it, and any request or answer it finds outside the document fails the test.
 *  - As a static mock (each answer its first example): a production build of brand watt,
 *    its real hosts routed to the mock, walks from the game list to the payment page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_CARDS } from '../sandbox/handlers/card-provider-pages.ts';
import { sandboxOrigin, type SandboxHost } from '../sandbox/ports.ts';
import { buildBrands } from '../scripts/build-brands.ts';
import { loadBrand } from '../scripts/lib/brands.ts';
import { serveStatic, type StaticServer } from '../scripts/lib/static-server.ts';
import { launchBrowser } from './browser.ts';
import { createHarness, resetSandboxEachTest } from './harness.ts';
import { WATT_ENTRY, chooseGame, chooseRoleAndGoods, chooseServer, logIn, payAndReachPaymentSite, resultTitle, toRecharge, upToRecharge } from './journey-steps.ts';
import { createProviderPages, fillCard, payButton, pickCard } from './payment-providers.ts';
import { type Prism, type PrismExchange, routeThroughPrism, sandboxUpstream, startPrism } from './prism.ts';

describe('the browser purchases through Prism\'s validating proxy', () => {
  const h = createHarness();
  const pages = createProviderPages(h);
  resetSandboxEachTest({ payLag: 0 });
  const base = inject('sandboxPortBase');
  const o = (host: SandboxHost) => sandboxOrigin(host, base);
  let prism: Prism;
  let upstream: Awaited<ReturnType<typeof sandboxUpstream>>;
  /** Each context's exchanges, as they happen. */
  const seenLists: PrismExchange[][] = [];
  const through = async (ctx: BrowserContext) => {
    seenLists.push(await routeThroughPrism(ctx, [o('api'), o('apiBackup1'), o('apiBackup2'), o('tracking'), o('errorLog')], prism));
  };
  const violations = () => seenLists.flat().filter((x) => x.violations.length);

  beforeAll(async () => {
    upstream = await sandboxUpstream({ api: o('api'), tracking: o('tracking'), errorLog: o('errorLog') });
    prism = await startPrism({ proxy: upstream.url });
  });
  afterAll(async () => {
    await pages.close();
    await h.close();
    await prism?.stop();
    await upstream?.close();
    const all = seenLists.flat();
    // The figure for the closing note: how many calls Prism checked, and how many it refused.
    console.log(`prism proxy: ${all.length} requests and answers checked, ${violations().length} with violations`);
  });

  it('redirect: the whole purchase from /selectGame, and the collectors\' beacons', async () => {
    const page = await h.open('watt', WATT_ENTRY, { width: 1280, setup: through });
    await upToRecharge(page);
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/result\?billing_no=/);
    expect(await resultTitle(page)).toBe('Payment successful');
    expect(violations()).toEqual([]);
  });

  it('card form (Stripe), Korean window (Toss Payments) and gift card', async () => {
    const card = (await pages.openRecharge('watt', { setup: through })).page;
    await pickCard(card);
    await fillCard(card, TEST_CARDS.success);
    await (await payButton(card)).click();
    await card.getByRole('heading', { name: 'Payment successful' }).waitFor();

    const ko = (await pages.openRecharge('ko', { setup: through })).page;
    await ko.getByRole('radio', { name: /신용카드/ }).check();
    await ko.getByRole('button', { name: /결제$/ }).click();
    await ko.frameLocator('iframe[title="토스페이먼츠 결제창"]').getByRole('button', { name: /Pay/ }).click();
    await ko.waitForURL(/\/result\?billing_no=B\d+$/);

    const gift = (await pages.openRecharge('watt', { setup: through })).page;
    await gift.getByRole('radio', { name: /Gift Card/ }).check();
    await gift.getByRole('button', { name: 'Use gift card' }).click();
    const dialog = gift.getByRole('dialog', { name: 'Gift card top-up' });
    await dialog.getByLabel('Card number').fill('WATT-0002');
    await dialog.getByLabel('Card password').fill('2222');
    await dialog.getByRole('button', { name: 'Check card' }).click();
    await gift.getByRole('dialog', { name: 'Confirm the exchange' }).getByRole('button', { name: 'Confirm' }).click();
    await gift.waitForURL(/\/result\?billing_no=B\d+$/);
    expect(violations()).toEqual([]);
  });

  it('replenishment: a support link paid through the payment site', async () => {
    const page = await h.open('watt', '/replenishGoods?replenish_id=rp-watt-valid&domain_area=universal', { width: 1280, setup: through });
    await page.getByRole('radio', { name: /Credit Card/ }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(violations()).toEqual([]);
    const calls = new Set(seenLists.flat().map((x) => x.call));
    for (const c of ['POST /api/pay/create_order', 'GET /api/pay/order_info', 'POST /api/pay/confirm_payment', 'POST /api/card/card_recharge', 'GET /api/rsys/evoke', 'POST /service/recharge/api.php']) {
      expect(calls, `${c} went through Prism`).toContain(c);
    }
  });
});

describe('Prism\'s static mock, from the document alone', () => {
  let dir: string;
  let site: StaticServer;
  let prism: Prism;
  let browser: Browser;
  beforeAll(async () => {
    // A production build: the brand's real hosts, which the page's routing sends to the mock.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-mock-'));
    await buildBrands({ ids: ['watt'], outRoot: dir, force: true, quiet: true });
    [site, prism, browser] = await Promise.all([serveStatic(path.join(dir, 'watt')), startPrism('mock'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await prism?.stop();
    await site?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('carries the storefront from the game list to the payment page', async () => {
    const watt = loadBrand('watt');
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const hosts = [...watt.hosts.api, watt.hosts.demoApi, watt.hosts.tracking, watt.hosts.errorLog];
    // The logos and banner the examples name are files, not calls: none.
    const seen = await routeThroughPrism(ctx, hosts, prism, () => ({ status: 404, body: '' }));
    const payment = watt.hosts.payment[0]!;
    await ctx.route(`${payment}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>' }));
    const page = await ctx.newPage();
    page.on('pageerror', (e) => { throw e; });
    await page.goto(site.url + WATT_ENTRY);
    await logIn(page);
    await chooseGame(page);
    await chooseServer(page, /S101 Aurora/);
    await chooseRoleAndGoods(page, 'Aria', '300 Gems');
    await toRecharge(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(`${payment}/checkout?**`);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(new URL(page.url()).searchParams.get('billing_no')).toBe('B00000002');
    expect(seen.map((x) => x.call)).toContain('POST /api/pay/create_order');
    expect(seen.filter((x) => x.violations.length || x.status !== 200)).toEqual([]);
    await ctx.close();
  });
});
