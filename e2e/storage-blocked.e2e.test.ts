/**
 * Storage blocked from the start (private browsing, cookies off; issue 17, "Faults"): the
 * whole purchase still works. A login cannot survive the reload that normally ends it, so
 * the page is mounted afresh instead, logged in.
 */
import { afterAll, describe, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { createHarness } from './harness.ts';
import { BLOCK_STORAGE, createFreshPages } from './fresh-page.ts';
import { PLAYER, WATT_ENTRY, chooseGame, chooseRoleAndGoods, chooseServer, payAndReachPaymentSite, toRecharge } from './journey-steps.ts';

const h = createHarness();
const pages = createFreshPages(h);
afterAll(async () => { await pages.close(); await h.close(); });

describe('with storage blocked', () => {
  it('a player logs in on step 2, stays logged in, and pays', async () => {
    const page = await pages.open('watt', WATT_ENTRY, { initScript: BLOCK_STORAGE });
    await chooseGame(page);
    await chooseServer(page, /S101 Aurora/);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Account').fill(PLAYER.username);
    await dialog.getByLabel('Password').fill(PLAYER.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: new RegExp(PLAYER.username) }).waitFor();
    await page.locator('.toast', { hasText: en['login.success'] }).waitFor();
    // The page was mounted afresh as the player: the server is still chosen and the roles load.
    await chooseRoleAndGoods(page, 'Aria', '300 Gems');
    await toRecharge(page);
    await payAndReachPaymentSite(page);
  });
});
