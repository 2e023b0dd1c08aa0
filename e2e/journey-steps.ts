/**
 * The steps of a purchase as a player takes them, for the browser tests: each finds
 * things by role and visible label. Brand watt, player1 (sandbox/README.md).
 */
import type { Page } from 'playwright-core';

export const PLAYER = { username: 'player1', password: 'Password1!' };
export const WATT_ENTRY = '/selectGame?domain_area=universal';

export async function logIn(page: Page, who = PLAYER): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Account').fill(who.username);
  await dialog.getByLabel('Password').fill(who.password);
  // Login success reloads the page (after the login event, up to 1 s): wait for that
  // reload, or the next step could act on the page it is about to replace.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await reloaded;
  await page.getByRole('banner').getByRole('button', { name: new RegExp(who.username) }).waitFor();
}

export async function chooseGame(page: Page, name = 'Starfall'): Promise<void> {
  await page.getByRole('radio', { name }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Select role & goods', level: 1 }).waitFor();
}

export async function chooseServer(page: Page, name: RegExp | string): Promise<void> {
  await page.getByRole('radio', { name }).check();
}

export async function chooseRoleAndGoods(page: Page, role: string, goods: string): Promise<void> {
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('radio', { name: new RegExp(`^${goods}`) }).check();
}

export async function toRecharge(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Start recharge', level: 1 }).waitFor();
  await page.getByRole('radio').first().waitFor();
}

/** From /selectGame to /recharge for 300 Gems on S101 Aurora as Aria. */
export async function upToRecharge(page: Page, goods = '300 Gems'): Promise<void> {
  await logIn(page);
  await chooseGame(page);
  await chooseServer(page, /S101 Aurora/);
  await chooseRoleAndGoods(page, 'Aria', goods);
  await toRecharge(page);
}

/** Pays on /recharge and lands on the stand-in payment site. */
export async function payAndReachPaymentSite(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Leave pending' }).waitFor();
}

export async function resultTitle(page: Page): Promise<string> {
  const h = page.getByRole('heading', { level: 2 }).first();
  await h.waitFor();
  return (await h.textContent()) ?? '';
}
