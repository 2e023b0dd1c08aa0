/**
 * Faults of the API hosts as a player meets them, in a real browser against the sandbox
 * (issues 17 and 24): a primary that hangs does not hold a first visit hostage, and one
 * whose gateway answers 503, or that answers a maintenance page in the envelope's place,
 * costs a first visit nothing: the backup is asked at once.
 * With every API host down: each part that did not load says why and loads again with its
 * Try again, keeping what the player chose; an order whose answer was lost is the same
 * order when the player pays again; /result names its order while it cannot read it.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { sandboxControl } from '../sandbox/control-client.ts';
import type { FaultSpec } from '../sandbox/faults.ts';
import { sandboxOrigin } from '../sandbox/ports.ts';
import { seriousViolations } from './axe.ts';
import { createHarness } from './harness.ts';
import { WATT_ENTRY, chooseGame, chooseRoleAndGoods, chooseServer, logIn, upToRecharge } from './journey-steps.ts';

const base = inject('sandboxPortBase');
const h = createHarness();
const sandbox = sandboxControl(base);
afterAll(() => h.close());
afterEach(() => sandbox.clearFaults('api'));

/** The origins the page's game list calls went to, in order. */
const gameListOrigins = (page: import('playwright-core').Page) => page.evaluate(() =>
  performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/game/game_list')).map((e) => new URL(e.name).origin));

describe('a primary API host in trouble', () => {
  it('hanging: a first visit shows the games from the backup long before a 10 s timeout, and the next load asks the backup first', async () => {
    await sandbox.setFault({ host: 'api', mode: 'hang' });
    const page = await h.open('watt', WATT_ENTRY);
    // Without asking the next host after 2.5 s, the first game would wait for three 10 s timeouts.
    await page.getByRole('radio', { name: 'Starfall' }).waitFor({ timeout: 8000 });
    await page.reload();
    await page.getByRole('radio', { name: 'Starfall' }).waitFor({ timeout: 8000 });
    expect((await gameListOrigins(page))[0]).toBe(sandboxOrigin('apiBackup1', base));
  });

  /** A fault switched on, and the first visit's time until a game shows, on the page's own clock (ms since navigation). */
  async function firstVisit(fault: FaultSpec): Promise<{ page: Page; msToGames: number }> {
    await sandbox.setFault(fault);
    const page = await h.open('watt', WATT_ENTRY);
    await page.getByRole('radio', { name: 'Starfall' }).waitFor({ timeout: 20_000 });
    return { page, msToGames: await page.evaluate(() => performance.now()) };
  }

  it.each<[string, FaultSpec]>([
    ['answering 503 from its gateway at once', { host: 'api', mode: 'gateway', status: 503 }],
    ['answering a 200 HTML maintenance page', { host: 'api', mode: 'page' }],
  ])('%s: a first visit shows the games from the backup within 4 s, no error said, and the page works on', async (_, fault) => {
    const { page, msToGames } = await firstVisit(fault);
    // Before: the 503 was tried 3 times 4 s apart (8.7 s to the games); the page was final ("Query error").
    expect(msToGames).toBeLessThan(4000);
    expect((await gameListOrigins(page)).at(-1)).toBe(sandboxOrigin('apiBackup1', base));
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await page.getByText(/Query error/).count()).toBe(0);
    await page.getByRole('radio', { name: 'Starfall' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Select character & item', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /S101 Aurora/ }).waitFor();
    // The next load asks the backup first: the head script's early call included.
    await page.goto(new URL(WATT_ENTRY, page.url()).href);
    await page.getByRole('radio', { name: 'Starfall' }).waitFor();
    expect(await gameListOrigins(page)).toEqual([sandboxOrigin('apiBackup1', base)]);
  });
});

/**
 * Every API host (primary and backups) as the browser reaches it: `down` fails each call as
 * a dropped connection does; `loseOrderAnswer` lets the next order reach the sandbox, which
 * makes it, and then drops the connection before its answer arrives.
 */
async function apiHosts(ctx: BrowserContext) {
  const origins = new Set((['api', 'apiBackup1', 'apiBackup2'] as const).map((host) => sandboxOrigin(host, base)));
  const state = { down: false, loseOrderAnswer: false };
  await ctx.route((url) => origins.has(url.origin), async (route) => {
    if (state.loseOrderAnswer && new URL(route.request().url()).pathname === '/api/pay/create_order') {
      state.loseOrderAnswer = false;
      // Down from now: a retry or a hedge to a backup sent meanwhile gets no answer either.
      state.down = true;
      await route.fetch();
      return route.abort('internetdisconnected');
    }
    return state.down ? route.abort('internetdisconnected') : route.continue();
  });
  return state;
}

const NETWORK_ERROR = 'Network error. Please try again later.';

/**
 * Runs the page's fake clock forward until `what` shows: the client's retries (3 per host,
 * 4 s apart, then the next host) pass without waiting for them.
 */
async function runUntil(page: Page, what: Locator): Promise<void> {
  await expect.poll(async () => { await page.clock.runFor(4_000); return what.first().isVisible(); }, { timeout: 20_000 }).toBe(true);
}

describe('every API host down (issue 17)', () => {
  beforeEach(async () => {
    await sandbox.reset();
    await sandbox.setPayLag(0);
  });

  it('step 2: each part that did not load says why; after the network returns, Try again brings them back with the game, server, character and item still chosen, after a reload too', async () => {
    let hosts!: Awaited<ReturnType<typeof apiHosts>>;
    const page = await h.open('watt', WATT_ENTRY, { setup: async (ctx) => { hosts = await apiHosts(ctx); } });
    await logIn(page);
    await chooseGame(page);
    await chooseServer(page, /S101 Aurora/);
    await chooseRoleAndGoods(page, 'Aria', '300 Gems');

    await page.clock.install();
    hosts.down = true;
    await page.reload();
    const servers = page.getByRole('region', { name: 'Server' });
    const roles = page.getByRole('region', { name: 'Character' });
    await runUntil(page, roles.getByText(NETWORK_ERROR));
    await runUntil(page, servers.getByText(NETWORK_ERROR));
    await expect.poll(() => page.getByRole('region', { name: 'Items' }).count()).toBe(0);
    expect(await page.getByText('Starfall').first().isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    hosts.down = false;
    await servers.getByRole('button', { name: 'Try again' }).click();
    const chosen = async () => {
      await page.getByRole('radio', { name: /S101 Aurora/ }).waitFor();
      await page.getByRole('radio', { name: /^300 Gems/ }).waitFor();
      return Promise.all([
        page.getByRole('radio', { name: /S101 Aurora/ }).isChecked(),
        page.getByRole('radio', { name: 'Aria' }).isChecked(),
        page.getByRole('radio', { name: /^300 Gems/ }).isChecked(),
      ]);
    };
    expect(await chosen()).toEqual([true, true, true]);
    expect(await page.getByRole('main').getByText(NETWORK_ERROR).count()).toBe(0);
    await page.reload();
    expect(await chosen()).toEqual([true, true, true]);
  });

  it('the answer to Pay lost: after a reload, step 3\'s parts say why and load again, and Pay again is the same order, on to the payment site; /result names it while it cannot read it, and shows it once it can', async () => {
    let hosts!: Awaited<ReturnType<typeof apiHosts>>;
    const page = await h.open('watt', WATT_ENTRY, { setup: async (ctx) => { hosts = await apiHosts(ctx); } });
    await upToRecharge(page);
    const before = (await sandbox.orders('player1')).length;

    await page.clock.install();
    hosts.loseOrderAnswer = true;
    await page.getByRole('button', { name: /^Pay / }).click();
    // Said over Pay until the player acts, not only in a toast that goes by.
    await runUntil(page, page.getByRole('alert').filter({ hasText: NETWORK_ERROR }));
    expect(new URL(page.url()).pathname).toBe('/recharge');
    const made = await sandbox.orders('player1');
    expect(made).toHaveLength(before + 1);
    const billingNo = made.at(-1)!.billing_no;

    // The player reloads the page while the network is still down: each part says why.
    await page.reload();
    const regions = page.getByRole('region', { name: 'Payment region' });
    await runUntil(page, regions.getByText(NETWORK_ERROR));
    await runUntil(page, page.getByRole('group').filter({ hasText: 'Top-up instructions' }).getByText(NETWORK_ERROR));
    expect(await page.getByText('300 Gems').first().isVisible()).toBe(true);
    // The network returns: Try again brings the regions and their payment methods, and Pay again.
    hosts.down = false;
    await regions.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('radio', { name: /PayPal/ }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Leave pending' }).waitFor();
    expect(await page.getByText(billingNo).count()).toBe(1);
    expect(await sandbox.orders('player1')).toHaveLength(before + 1);

    // Back on /result while the API is down again: the order is named, with what can be done.
    hosts.down = true;
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await page.waitForURL(/\/result\?billing_no=/);
    await runUntil(page, page.getByRole('main').getByText(NETWORK_ERROR));
    const main = page.getByRole('main');
    await main.getByText(billingNo).waitFor();
    for (const name of ['Try again', 'Payment complete', 'Go to payment', 'Back to home']) {
      expect(await main.getByRole('button', { name }).isVisible(), name).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    // Its payment page is known without the API: paid there, the player comes back.
    await main.getByRole('button', { name: 'Go to payment' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/result\?billing_no=/);
    await runUntil(page, page.getByRole('main').getByText(NETWORK_ERROR));
    hosts.down = false;
    await main.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Payment successful', level: 2 }).waitFor();
    await main.getByText(billingNo).waitFor();
  });
});
