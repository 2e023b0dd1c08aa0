/**
 * A purchase with the keyboard only (issue 17): from /selectGame to a done result, logging
 * in through the login popup and paying on the stand-in payment site, with Tab, the arrow
 * keys, Space and Enter (page.keyboard; nothing is clicked, checked or filled). And the
 * language menu, browsed with the arrow keys. Brand watt, player1, at 1280 px.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness, resetSandboxEachTest } from './harness.ts';
import { PLAYER, WATT_ENTRY, payLabel } from './journey-steps.ts';

const h = createHarness();
const sandbox = resetSandboxEachTest({ payLag: 0 });
afterAll(() => h.close());

const hasFocus = (l: Locator) => l.evaluateAll((els) => els.some((el) => el === document.activeElement));

/** Presses Tab until one of `targets` has focus (they must be there first: Tab would pass a list still loading). */
async function tabTo(page: Page, targets: Locator, max = 40): Promise<void> {
  await targets.first().waitFor();
  for (let i = 0; i < max && !(await hasFocus(targets)); i++) await page.keyboard.press('Tab');
  expect(await hasFocus(targets), `Tab reaches ${targets}`).toBe(true);
}

/** In the radio group that has focus: Space picks the focused choice, the arrow keys move (and pick) until `target` is picked. */
async function arrowTo(page: Page, target: Locator, max = 12): Promise<void> {
  await page.keyboard.press('Space');
  for (let i = 0; i < max && !(await hasFocus(target)); i++) await page.keyboard.press('ArrowDown');
  expect(await target.isChecked(), `${target} picked`).toBe(true);
}

describe('keyboard only', () => {
  it('a purchase from /selectGame to a done result: login popup, steps, Pay, the payment site', async () => {
    const page = await h.open('watt', WATT_ENTRY, { width: 1280 });
    await page.getByRole('radio', { name: 'Starfall' }).waitFor();

    // Log in: Enter opens the popup with focus in the first field; Enter in the form submits.
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Log in' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect.poll(() => hasFocus(dialog.getByLabel('Account'))).toBe(true);
    await page.keyboard.type(PLAYER.username);
    await page.keyboard.press('Tab');
    expect(await hasFocus(dialog.getByLabel('Password'))).toBe(true);
    await page.keyboard.type(PLAYER.password);
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await page.getByRole('banner').getByRole('button', { name: /player1/ }).waitFor();

    // Step 1: a game radio, then Next.
    await tabTo(page, page.getByRole('group', { name: 'Choose your game' }).getByRole('radio'));
    await arrowTo(page, page.getByRole('radio', { name: 'Starfall' }));
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 2: focus is on its heading; on through server, character and goods, then Next.
    const step2 = page.getByRole('heading', { name: 'Select character & item', level: 1 });
    await expect.poll(() => hasFocus(step2)).toBe(true);
    await tabTo(page, page.getByRole('group', { name: 'Server' }).getByRole('radio'));
    await arrowTo(page, page.getByRole('radio', { name: /S101 Aurora/ }));
    await tabTo(page, page.getByRole('group', { name: 'Character' }).getByRole('radio'));
    await arrowTo(page, page.getByRole('radio', { name: /Aria/ }));
    await tabTo(page, page.getByRole('group', { name: 'Items' }).getByRole('radio'));
    await arrowTo(page, page.getByRole('radio', { name: /^300 Gems/ }));
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 3: PayPal (a payment on the payment site), then Pay.
    const step3 = page.getByRole('heading', { name: 'Top up', level: 1 });
    await expect.poll(() => hasFocus(step3)).toBe(true);
    await tabTo(page, page.getByRole('group', { name: 'Payment method' }).getByRole('radio'));
    await arrowTo(page, page.getByRole('radio', { name: /PayPal/ }));
    await tabTo(page, page.getByRole('button', { name: payLabel() }));
    await page.keyboard.press('Enter');

    // The stand-in payment site, then back on /result.
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/result\?billing_no=/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const orders = (await sandbox.orders('player1')).filter((o) => o.goods_name === '300 Gems');
    expect(orders).toMatchObject([{ status: 'done', channel_name: 'PayPal', role_name: 'Aria' }]);
  });

  it('browses the language menu with the arrow keys without switching the page, and switches on Enter', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    const menu = page.getByLabel('Language');
    await menu.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await menu.inputValue()).not.toBe('en'); // the keys moved through the options
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const browsedTo = await menu.inputValue();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(browsedTo);
  });
});
