/**
 * The replenishment page from a support link (spec sections 2 and 4) in a real browser
 * against the sandbox: brand watt, the seeded links rp-watt-valid (1 hour), -90s, -expired,
 * -settled. The countdown runs on Playwright's fake clock, so nothing waits for real time;
 * the sandbox's own clock is moved forward where the server must agree.
 *
 * watt serves two domain areas; the replenishment needs none (its calls name the
 * replenishment), so a support link works with or without domain_area.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness, resetSandboxEachTest } from './harness.ts';
import { createFreshPages, secondsOf } from './fresh-page.ts';
import { PLAYER } from './journey-steps.ts';

const h = createHarness();
const pages = createFreshPages(h);
const sandbox = resetSandboxEachTest();
afterAll(async () => { await pages.close(); await h.close(); });

const link = (id: string) => `/replenishGoods?replenish_id=${id}&domain_area=universal`;

describe('replenishment page', () => {
  it('a valid link shows game, account, amount due and a countdown ticking each second; no logo, no progress bar', async () => {
    const page = await pages.open('watt', link('rp-watt-valid'), { clock: true });
    await page.getByRole('heading', { name: 'Replenishment', level: 1 }).waitFor();
    const summary = page.locator('.replenish-summary');
    await summary.getByText('Starfall').waitFor();
    expect(await summary.getByText('player1').isVisible()).toBe(true);
    expect(await summary.getByText('$9.99').isVisible()).toBe(true);
    expect(await page.getByText('After payment, the block on your account is lifted within 15 minutes.').isVisible()).toBe(true);

    const timer = page.getByRole('timer');
    const start = secondsOf(await timer.textContent() ?? '');
    expect(start).toBeGreaterThan(3500);
    expect(start).toBeLessThanOrEqual(3600);
    expect(await timer.textContent()).toMatch(/Time left\s*\d\d:\d\d/);
    await page.clock.runFor(3000);
    expect(secondsOf(await timer.textContent() ?? '')).toBe(start - 3);

    expect(await page.getByRole('banner').getByRole('img').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Top-up progress' }).count()).toBe(0);
  });

  it('a support link without domain_area works on a brand with several areas (no "Region not supported")', async () => {
    const page = await pages.open('watt', '/replenishGoods?replenish_id=rp-watt-valid');
    await page.locator('.replenish-summary').getByText('$9.99').waitFor();
    expect(new URL(page.url()).pathname).toBe('/replenishGoods');
  });

  it('a link that runs out reaches "Page expired" when the server agrees at 00:00', async () => {
    const page = await pages.open('watt', link('rp-watt-90s'), { clock: true });
    const timer = page.getByRole('timer');
    await timer.waitFor();
    expect(secondsOf(await timer.textContent() ?? '')).toBeLessThanOrEqual(90);
    await sandbox.advanceClock(91_000);
    await page.clock.runFor(91_000);
    await page.getByRole('heading', { name: 'Page expired' }).waitFor();
    expect(await page.getByText('Contact customer service for a new link.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/replenishGoods');
  });

  it('an expired or unknown link goes to /errorReplenish, which says so in the storefront\'s words (not the server\'s) with the advice', async () => {
    for (const id of ['rp-watt-expired', 'rp-nope']) {
      const page = await pages.open('watt', link(id));
      await page.waitForURL(/\/errorReplenish/);
      await page.getByRole('heading', { name: 'Replenishment unavailable' }).waitFor();
      await page.locator('main').getByText('The link is invalid. Please refresh the page and try again.').waitFor();
      expect(await page.locator('main').getByText('Contact customer service for a new link.').isVisible()).toBe(true);
      expect(await page.getByText(/Ask customer service|Page expired\./).count()).toBe(0);
    }
  });

  it('a settled replenishment only says so', async () => {
    const page = await pages.open('watt', link('rp-watt-settled'));
    await page.locator('main').getByText('No replenishment is needed for this account.').waitFor();
    await page.getByRole('status').getByText('No replenishment is needed for this account.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/replenishGoods');
  });

  it('Pay goes through the stand-in payment site and comes back paid', async () => {
    const page = await pages.open('watt', link('rp-watt-valid'));
    await page.getByRole('radio', { name: /Credit Card/ }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Leave pending' }).waitFor();
    expect(new URL(page.url()).origin).not.toBe(await h.origin('watt'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/replenishGoods\?.*billing_no=/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await page.getByText('After payment, the block on your account is lifted within 15 minutes.').isVisible()).toBe(true);
    const orders = (await sandbox.orders('player1')).filter((o) => o.kind === 'replenishment');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ channel_name: 'Credit Card', amount: 9.99 });
    expect(await page.getByText(orders[0]!.billing_no).isVisible()).toBe(true);
  });

  it('automatic replenish (rp_client_id): log in first, then the player\'s replenishment opens', async () => {
    const page = await pages.open('watt', '/replenishGoods?rp_client_id=1001&domain_area=universal');
    await page.getByText('Log in with your game account to see the amount due.').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Account').fill(PLAYER.username);
    await dialog.getByLabel('Password').fill(PLAYER.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/replenish_id=rp-watt-valid/);
    await page.locator('.replenish-summary').getByText('$9.99').waitFor();
    expect(new URL(page.url()).searchParams.get('rp_client_id')).toBe('1001');
  });

  it('a malformed replenish_id shows the parameter error page, keeping the address', async () => {
    const page = await pages.open('watt', '/replenishGoods?replenish_id=%3Cscript%3E');
    await page.getByRole('heading', { name: 'Invalid page link' }).waitFor();
    expect(await page.getByText('Go back to the game and open this page again, or ask customer service for the right link.').isVisible()).toBe(true);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/paramError');
    expect(url.searchParams.get('replenish_id')).toBe('<script>');
  });
});
