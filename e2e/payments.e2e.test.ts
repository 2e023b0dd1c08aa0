/**
 * Payments as the providers run them (issue 15), on production builds whose provider
 * scripts are at their real addresses, answered by the sandbox's stand-ins through
 * Playwright routing (payment-providers.ts): Stripe's card form (watt's Credit Card), Toss
 * Payments' window on desktop for ko (its Credit Card) and the redirect on a phone, and the
 * gift card ending on /result. Each purchase sends event 18; no provider is asked for
 * anything before the player picks its channel.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import ko from '../locales/ko.json' with { type: 'json' };
import { TEST_CARDS } from '../sandbox/handlers/card-provider-pages.ts';
import { TOSS_FAILURE } from '../sandbox/handlers/window-provider.ts';
import { createHarness, resetSandboxEachTest } from './harness.ts';
import { IPHONE_UA, createProviderPages, fillCard, payButton, pickCard } from './payment-providers.ts';
import { resultTitle } from './journey-steps.ts';

const h = createHarness();
const pages = createProviderPages(h);
const sandbox = resetSandboxEachTest({ payLag: 0 });
afterAll(async () => { await pages.close(); await h.close(); });

const stripeJs = (urls: string[]) => urls.filter((u) => u.startsWith('https://js.stripe.com/'));
const tossJs = (urls: string[]) => urls.filter((u) => u.startsWith('https://js.tosspayments.com/'));
/** ko's Credit Card (10302) as the sandbox names it in Korean (sandbox/seed/texts.ts). */
const CREDIT_CARD_KO = /신용카드/;
const event18 = async () => (await sandbox.tracking()).map((r) => r.body).filter((b) => b.event === 18);

describe('card form (Stripe, brand watt)', () => {
  it('loads Stripe.js only when Credit Card is picked, pays, and ends on /result with the order done', async () => {
    const { page, providerRequests } = await pages.openRecharge('watt');
    expect(providerRequests, 'no provider request before the player picks its channel').toEqual([]);
    await pickCard(page);
    expect(stripeJs(providerRequests)[0]).toBe('https://js.stripe.com/dahlia/stripe.js');
    await fillCard(page, TEST_CARDS.success);
    await (await payButton(page)).dblclick();
    await page.waitForURL(/\/result\?billing_no=B\d+$/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const orders = await sandbox.orders('player1');
    const paid = orders.filter((o) => o.channel_name === 'Credit Card');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ status: 'done', paid: true });
    expect(new URL(page.url()).searchParams.get('billing_no')).toBe(paid[0]!.billing_no);
    expect((await event18()).map((e) => e.channel_name)).toContain('Credit Card');
  });

  it('a declined card shows Stripe\'s message; another card then pays the same, single order', async () => {
    const { page } = await pages.openRecharge('watt');
    await pickCard(page);
    await fillCard(page, TEST_CARDS.declined);
    await (await payButton(page)).click();
    await page.locator('.action-bar').getByRole('alert').getByText('Your card was declined.').waitFor();
    expect(page.url()).toMatch(/\/recharge$/);
    await fillCard(page, TEST_CARDS.success);
    await (await payButton(page)).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const orders = (await sandbox.orders('player1')).filter((o) => o.channel_name === 'Credit Card');
    expect(orders, 'one order for both tries').toHaveLength(1);
    expect(orders[0]!.paid).toBe(true);
    expect((await event18()).length).toBeGreaterThanOrEqual(2);
  });

  it('a card that asks for 3-D Secure is authenticated in Stripe\'s own window, then paid', async () => {
    const { page } = await pages.openRecharge('watt');
    await pickCard(page);
    await fillCard(page, TEST_CARDS.threeDSecure);
    await (await payButton(page)).click();
    await page.frameLocator('iframe[title="3D Secure"]').getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect((await sandbox.orders('player1')).filter((o) => o.channel_name === 'Credit Card' && o.paid)).toHaveLength(1);
  });

  it('an incomplete card places no order', async () => {
    const { page } = await pages.openRecharge('watt');
    await pickCard(page);
    await (await payButton(page)).click();
    await page.locator('.action-bar').getByRole('alert').getByText('Your card number is incomplete.').waitFor();
    expect((await sandbox.orders('player1')).filter((o) => o.channel_name === 'Credit Card')).toHaveLength(0);
  });
});

describe('Korean payment window (Toss Payments, brand ko)', () => {
  const koPay = (page: Page) => page.getByRole('button', { name: /결제$/ });
  const tossWindow = (page: Page) => page.frameLocator('iframe[title="토스페이먼츠 결제창"]');

  it('on desktop: the SDK loads when Credit Card is picked; the window pays; /result confirms with the backend', async () => {
    const { page, providerRequests } = await pages.openRecharge('ko');
    expect(providerRequests).toEqual([]);
    await page.getByRole('radio', { name: CREDIT_CARD_KO }).check();
    await expect.poll(() => tossJs(providerRequests)).toEqual(['https://js.tosspayments.com/v2/standard']);
    await koPay(page).click();
    await tossWindow(page).getByRole('button', { name: /Pay/ }).click();
    await page.waitForURL(/\/result\?billing_no=B\d+$/);
    await page.getByRole('heading', { name: ko['result.done.title'] }).waitFor();
    const orders = (await sandbox.orders('player1')).filter((o) => o.channel_id === 10302);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paid: true, status: 'done' });
    expect((await event18()).map((e) => e.channel_name)).toContain('신용카드');
  });

  it('a refused payment comes back to /result with the provider\'s words, the order unpaid', async () => {
    const { page } = await pages.openRecharge('ko');
    await page.getByRole('radio', { name: CREDIT_CARD_KO }).check();
    await koPay(page).click();
    await tossWindow(page).getByRole('button', { name: /Fail/ }).click();
    await page.waitForURL(/\/result\?billing_no=B\d+$/);
    const alert = page.getByRole('alert').filter({ hasText: ko['result.providerRefused'] });
    await alert.getByText(TOSS_FAILURE.message).waitFor();
    expect((await sandbox.orders('player1')).filter((o) => o.channel_id === 10302 && o.paid)).toHaveLength(0);
  });

  it('closing the window stays on /recharge and says so; Pay again opens it for the same order', async () => {
    const { page } = await pages.openRecharge('ko');
    await page.getByRole('radio', { name: CREDIT_CARD_KO }).check();
    await koPay(page).click();
    await tossWindow(page).getByRole('button', { name: /Cancel/ }).click();
    await page.getByRole('alert').getByText(ko['recharge.paymentCancelled']).waitFor();
    expect(await page.locator('iframe[title="토스페이먼츠 결제창"]').count()).toBe(0);
    await koPay(page).click();
    await tossWindow(page).getByRole('button', { name: /Pay/ }).click();
    await page.getByRole('heading', { name: ko['result.done.title'] }).waitFor();
    expect((await sandbox.orders('player1')).filter((o) => o.channel_id === 10302), 'one order').toHaveLength(1);
  });

  it('on a phone: no window and no SDK, the redirect to the payment site as before', async () => {
    const { page, providerRequests } = await pages.openRecharge('ko', { width: 390, userAgent: IPHONE_UA });
    await page.getByRole('radio', { name: CREDIT_CARD_KO }).check();
    await koPay(page).click();
    await page.getByRole('button', { name: 'Leave pending' }).waitFor();
    expect(tossJs(providerRequests)).toEqual([]);
    expect((await event18()).map((e) => e.channel_name)).toContain('신용카드');
  });
});

describe('gift card (brand watt)', () => {
  it('Pay says "Use gift card"; the top-up ends on /result with its billing number, face value and gems; event 18 sent', async () => {
    const { page, providerRequests } = await pages.openRecharge('watt');
    await page.getByRole('radio', { name: /Gift Card/ }).check();
    await page.getByRole('button', { name: 'Use gift card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift card top-up' });
    await dialog.getByLabel('Card number').fill('WATT-0002');
    await dialog.getByLabel('Card password').fill('2222');
    await dialog.getByRole('button', { name: 'Check card' }).click();
    await page.getByRole('dialog', { name: 'Confirm the exchange' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/result\?billing_no=B\d+$/);
    expect(await resultTitle(page)).toBe('Payment successful');
    const card = (await sandbox.orders('player1')).find((o) => o.kind === 'card')!;
    const summary = page.locator('.result dl');
    await summary.getByText(card.billing_no).waitFor();
    expect(await summary.getByText('Gift card top-up').isVisible()).toBe(true);
    expect(await summary.getByText('$49.99').isVisible()).toBe(true);
    expect(await summary.getByText(card.gems!.toLocaleString('en-US'), { exact: true }).isVisible()).toBe(true);
    expect((await event18()).map((e) => e.channel_name)).toContain('Gift Card');
    expect(providerRequests).toEqual([]);
  });
});
