/**
 * Where focus goes for a keyboard and screen-reader user (issue 22): the card fields come
 * after the payment method they belong to in the Tab order; Pay with an incomplete card
 * takes focus to the first card field and says why outside the provider's frame; a Pay
 * that fails keeps focus on Pay; the change-region confirmation, however it is closed,
 * gives focus back to the region select (step 3 and the replenishment page); "Payment
 * complete" leaves focus on the page's new state, never at the top of the page.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../sandbox/handlers/card-provider-pages.ts';
import { createHarness, resetSandboxEachTest } from './harness.ts';
import { WATT_ENTRY, payAndReachPaymentSite, upToRecharge } from './journey-steps.ts';
import { createProviderPages, fillCard, payButton, pickCard } from './payment-providers.ts';

const h = createHarness();
const pages = createProviderPages(h);
const sandbox = resetSandboxEachTest({ payLag: 0 });
afterAll(async () => { await pages.close(); await h.close(); });

const hasFocus = (l: Locator) => l.evaluate((el) => el === document.activeElement);
/** 'it' when `l` has focus, else what has: a failure then says where focus went. */
const focusOn = async (page: Page, l: Locator) => (await hasFocus(l)) ? 'it' : page.evaluate(() => document.activeElement?.outerHTML.slice(0, 100) ?? 'nothing');
const CARD_FRAME = 'iframe[title="Secure payment input frame"]';

/** Focus is on the card number field, inside the provider's frame. */
async function inCardNumber(page: Page): Promise<boolean> {
  const frameHasFocus = await page.evaluate((sel) => document.activeElement === document.querySelector(sel), CARD_FRAME);
  if (!frameHasFocus) return false;
  return page.frameLocator(CARD_FRAME).getByLabel('Card number').evaluate((el) => el === document.activeElement);
}

describe('the card form (Stripe, brand watt)', () => {
  it('comes after the payment methods in the Tab order: Tab from Credit Card goes into the card fields', async () => {
    const { page } = await pages.openRecharge('watt');
    await pickCard(page);
    const card = page.getByRole('radio', { name: /Credit Card/ });
    await card.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => inCardNumber(page), { message: 'Tab from Credit Card reaches the card number' }).toBe(true);
  });

  it('Pay with an incomplete card moves focus to the first card field and says why outside the frame, each time', async () => {
    const { page } = await pages.openRecharge('watt');
    await pickCard(page);
    const alert = page.locator('.action-bar').getByRole('alert');
    for (const attempt of [1, 2]) {
      await (await payButton(page)).focus();
      await page.keyboard.press('Enter');
      await alert.getByText('Your card number is incomplete.').waitFor();
      await expect.poll(() => inCardNumber(page), { message: `attempt ${attempt}: focus on the card number` }).toBe(true);
      // Said again on a second try: a new alert, not the same node left in place.
      expect(await alert.evaluate((el) => (el as HTMLElement & { seen?: boolean }).seen)).toBeUndefined();
      await alert.evaluate((el) => { (el as HTMLElement & { seen?: boolean }).seen = true; });
    }
    expect((await sandbox.orders('player1')).filter((o) => o.channel_name === 'Credit Card')).toHaveLength(0);
  });

  it('a declined card leaves focus on Pay, with the provider\'s words', async () => {
    const { page } = await pages.openRecharge('watt');
    await pickCard(page);
    await fillCard(page, TEST_CARDS.declined);
    const pay = await payButton(page);
    await pay.focus();
    await page.keyboard.press('Enter');
    await page.locator('.action-bar').getByRole('alert').getByText('Your card was declined.').waitFor();
    expect(await focusOn(page, pay)).toBe('it');
  });
});

/** Browses the region select to another region and leaves it with Tab: the confirmation opens. */
async function askForAnotherRegion(page: Page, select: Locator): Promise<Locator> {
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  const dialog = page.getByRole('dialog', { name: 'Notice' });
  await dialog.getByText('Change the payment region?').waitFor();
  return dialog;
}

/** Each way of closing the confirmation gives focus back to the select. */
async function expectFocusBackOnSelect(page: Page, select: Locator): Promise<void> {
  const closes: [string, (d: Locator) => Promise<void>][] = [
    ['Escape', async () => { await page.keyboard.press('Escape'); }],
    ['Cancel', async (d) => { await d.getByRole('button', { name: 'Cancel' }).focus(); await page.keyboard.press('Enter'); }],
    ['Confirm', async () => { await page.keyboard.press('Enter'); }], // focus starts on Confirm
  ];
  for (const [how, close] of closes) {
    const before = await select.inputValue();
    const dialog = await askForAnotherRegion(page, select);
    await close(dialog);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusOn(page, select), { message: `${how}: focus back on the select` }).toBe('it');
    if (how === 'Confirm') await expect.poll(() => select.inputValue()).not.toBe(before);
    else expect(await select.inputValue()).toBe(before);
  }
}

describe('the change-region confirmation', () => {
  it('on /recharge gives focus back to the region select after Escape, Cancel and Confirm', async () => {
    const page = await h.open('watt', WATT_ENTRY, { width: 1280 });
    await upToRecharge(page);
    await expectFocusBackOnSelect(page, page.getByLabel('Change payment region'));
  });

  it('on the replenishment page too', async () => {
    const page = await h.open('watt', '/replenishGoods?replenish_id=rp-watt-valid&domain_area=universal', { width: 360 });
    const select = page.getByLabel('Change payment region');
    await page.getByRole('radio').first().waitFor();
    await expectFocusBackOnSelect(page, select);
  });
});

describe('"Payment complete" on /result', () => {
  async function pendingResult(page: Page): Promise<string> {
    await upToRecharge(page);
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await page.getByRole('heading', { name: 'Waiting for payment' }).waitFor();
    return new URL(page.url()).searchParams.get('billing_no')!;
  }

  it('keeps focus on the button while it checks, and moves it to the new state once the order is done', async () => {
    const page = await h.open('watt', WATT_ENTRY, { width: 1280 });
    const billingNo = await pendingResult(page);
    const complete = page.getByRole('button', { name: 'Payment complete' });
    await complete.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Checking your payment…').waitFor();
    expect(await focusOn(page, complete), 'while it checks').toBe('it');

    await sandbox.setOrderStatus(billingNo, 'done');
    const done = page.getByRole('heading', { name: 'Payment successful' });
    await done.waitFor();
    await expect.poll(() => focusOn(page, done), { message: 'on the new state' }).toBe('it');
  });
});
