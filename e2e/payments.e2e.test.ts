/**
 * Payments as the providers run them (issue 15), on production builds whose provider
 * scripts are at their real addresses, answered by the sandbox's stand-ins through
 * Playwright routing (payment-providers.ts): Stripe's card form (watt's Credit Card), Toss
 * Payments' window on desktop for ko (its Credit Card) and the redirect on a phone, and the
 * gift card ending on /result. Each purchase sends event 18; no provider is asked for
 * anything before the player picks its channel.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import ko from '../locales/ko.json' with { type: 'json' };
import { TEST_CARDS } from '../sandbox/handlers/card-provider-pages.ts';
import { sandboxOrigin } from '../sandbox/ports.ts';
import { PAYMENT_WAIT_MS } from '../src/lib/constants.ts';
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

const koPay = (page: Page) => page.getByRole('button', { name: /결제$/ });
const tossWindow = (page: Page) => page.frameLocator('iframe[title="토스페이먼츠 결제창"]');

describe('Korean payment window (Toss Payments, brand ko)', () => {

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
    // Event 18 once the top-up exists: its billing number and status, the card's face value and gems (issue 21).
    await expect.poll(async () => (await event18()).find((e) => e.channel_name === 'Gift Card')).toMatchObject({
      billing_no: card.billing_no, billing_status: 'done', product_price: 49.99, product_name: `${card.gems} gems`,
    });
    expect(providerRequests).toEqual([]);
  });
});

/**
 * One purchase, one charge (issue 21): the timings a real network produces, each ending with
 * the orders and the provider payments the sandbox holds counted: one order, at most one
 * charge. Each failed before the contract's rules and the page's settling were in.
 */
describe('never a second charge (issue 21)', () => {
  /** The orders placed in the test (the seed's are S…) and their provider payments. */
  const counts = async () => {
    const orders = (await sandbox.orders('player1')).filter((o) => o.billing_no.startsWith('B'));
    const payments = (await sandbox.payments('player1')).filter((p) => orders.some((o) => o.billing_no === p.billing_no));
    return { orders: orders.length, charged: payments.filter((p) => p.charged).length, payments };
  };
  const billingOf = (page: Page) => new URL(page.url()).searchParams.get('billing_no');
  const confirmingHeading = (page: Page, words = 'Confirming your payment') => page.getByRole('heading', { name: words });
  const noOtherWayToPay = async (page: Page) => {
    expect(await page.getByRole('button', { name: 'Change payment method' }).count(), 'no other way to pay offered').toBe(0);
    expect(await page.getByRole('button', { name: 'Go to pay' }).count()).toBe(0);
    expect(await page.getByText(/payment page/).count(), 'no payment page named').toBe(0);
  };
  /** Credit Card picked, the card filled in, Pay. */
  const payWithCard = async (page: Page, number: string) => {
    await pickCard(page);
    await fillCard(page, number);
    await (await payButton(page)).click();
  };
  /** /result says the payment is being confirmed and offers no other way to pay; its billing number. */
  const confirmingOnly = async (page: Page) => {
    await confirmingHeading(page).waitFor();
    await noOtherWayToPay(page);
    return billingOf(page);
  };
  /** The page ends on `billing`, paid ('done' in its language); the test made one order and one charge. */
  const endsPaidOnce = async (page: Page, billing: string | null, done = 'Payment successful') => {
    await page.getByRole('heading', { name: done }).waitFor();
    expect(billingOf(page)).toBe(billing);
    const c = await counts();
    expect({ orders: c.orders, charged: c.charged }).toEqual({ orders: 1, charged: 1 });
    return c;
  };

  it('a slow write at the primary: Pay\'s create_order is hedged to a backup with the same key, which answers 409 in progress; one order, one charge', async () => {
    // The primary takes 3 s to write the order; the client sends the same keyed request to
    // the next host after 2.5 s (api/openapi.yaml, "Hosts"), while the first still writes.
    await sandbox.configure({ writeLagMs: 3_000 });
    const { page } = await pages.openRecharge('watt');
    const sent: string[] = [];
    let answered = 0;
    const isOrder = (r: { url(): string; method(): string }) => r.url().includes('/api/pay/create_order') && r.method() === 'POST';
    page.on('request', (r) => { if (isOrder(r)) sent.push(new URL(r.url()).port); });
    page.on('requestfinished', (r) => { if (isOrder(r)) answered++; });
    // The card form: the page stays (no navigation cancels the copies still under way).
    await payWithCard(page, TEST_CARDS.success);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(new Set(sent).size, 'the request went to two hosts').toBeGreaterThanOrEqual(2);
    // Every copy of the request has been answered (the page dropped the later ones): nothing is still writing.
    await expect.poll(() => answered, { timeout: 15_000 }).toBe(sent.length);
    const c = await counts();
    expect({ orders: c.orders, charged: c.charged }).toEqual({ orders: 1, charged: 1 });
  });

  /** Step 3 says the item's payment is being confirmed, links to it, and offers no way to pay (issue 40). */
  const stepThreeHeld = async (page: Page, billing: string | null) => {
    await page.getByRole('status').getByRole('heading', { name: 'Your payment for this item is being confirmed' }).waitFor();
    expect(await page.getByRole('link', { name: 'See this payment' }).getAttribute('href')).toBe(`/result?billing_no=${billing}`);
    expect(await page.getByRole('button', { name: /^Pay / }).count(), 'no Pay').toBe(0);
    expect(await page.getByRole('radio').count(), 'no payment method to choose').toBe(0);
  };

  it('webhook lag: the card is paid and being confirmed; Back to step 3, and step 3 in another tab, offer no other way to pay until the backend says done', async () => {
    await sandbox.configure({ webhookLagMs: 600_000 });
    const { page } = await pages.openRecharge('watt');
    await payWithCard(page, TEST_CARDS.success);
    const billing = await confirmingOnly(page);
    await page.goBack();
    await page.waitForURL(/\/recharge$/);
    await stepThreeHeld(page, billing);
    const tab = await page.context().newPage();
    await tab.goto(page.url());
    await stepThreeHeld(tab, billing);
    // The webhook comes in: step 3 (which keeps asking) takes payments again, the order paid once.
    await sandbox.advanceClock(600_000);
    await page.getByRole('button', { name: /^Pay / }).waitFor({ timeout: 30_000 });
    await tab.getByRole('button', { name: /^Pay / }).waitFor({ timeout: 30_000 });
    const c = await counts();
    expect({ orders: c.orders, charged: c.charged }).toEqual({ orders: 1, charged: 1 });
    expect((await sandbox.orders('player1')).find((o) => o.billing_no === billing)?.status).toBe('done');
  });

  it('webhook lag, the same item paid again from another browser (which cannot know): it meets the paid order, no second charge', async () => {
    await sandbox.configure({ webhookLagMs: 600_000 });
    const { page } = await pages.openRecharge('watt');
    await payWithCard(page, TEST_CARDS.success);
    const billing = await confirmingOnly(page);
    const other = (await pages.openRecharge('watt')).page;
    await payWithCard(other, TEST_CARDS.success);
    await endsPaidOnce(other, billing);
  });

  it('Stripe\'s answer to the confirm is lost (the card was charged): /result is confirming it; PayPal afterwards meets the paid order, no second order', async () => {
    await sandbox.configure({ webhookLagMs: 600_000 });
    const { page } = await pages.openRecharge('watt');
    const stand = sandboxOrigin('providers', inject('sandboxPortBase'));
    await page.context().route('https://api.stripe.com/v1/payment_intents/*/confirm', async (route) => {
      const u = new URL(route.request().url());
      await route.fetch({ url: stand + u.pathname + u.search }); // it reaches Stripe: the card is charged
      await route.abort('connectionreset'); // and its answer never reaches the page
    }, { times: 1 });
    await payWithCard(page, TEST_CARDS.success);
    const billing = await confirmingOnly(page);
    // This browser offers no other way to pay meanwhile (issue 40); another one does not know.
    await page.goto(new URL('/recharge', page.url()).toString());
    await stepThreeHeld(page, billing);
    const other = (await pages.openRecharge('watt')).page;
    await other.getByRole('radio', { name: /PayPal/ }).check();
    await (await payButton(other)).click();
    await endsPaidOnce(other, billing);
  });

  it('two tabs: 3-D Secure open in one while the other pays; completing it ends on the paid order, not on "Placing your order…"', async () => {
    const a = (await pages.openRecharge('watt')).page;
    await payWithCard(a, TEST_CARDS.threeDSecure);
    const challenge = a.frameLocator('iframe[title="3D Secure"]').getByRole('button', { name: 'Complete authentication' });
    await challenge.waitFor();

    const b = (await pages.openRecharge('watt')).page;
    await payWithCard(b, TEST_CARDS.success);
    await b.getByRole('heading', { name: 'Payment successful' }).waitFor();

    await challenge.click();
    await endsPaidOnce(a, billingOf(b));
  });

  it('two tabs: the Korean window left open in one while the other pays; past the bounded wait it shows the paid order; its Pay then is confirmed never', async () => {
    const a = (await pages.openRecharge('ko')).page;
    await a.getByRole('radio', { name: CREDIT_CARD_KO }).check();
    await a.clock.install(); // the wait on the provider's window runs without waiting for it
    await koPay(a).click();
    const payInA = tossWindow(a).getByRole('button', { name: /Pay/ });
    await payInA.waitFor();

    const b = (await pages.openRecharge('ko')).page;
    await b.getByRole('radio', { name: CREDIT_CARD_KO }).check();
    await koPay(b).click();
    await tossWindow(b).getByRole('button', { name: /Pay/ }).click();
    await b.getByRole('heading', { name: ko['result.done.title'] }).waitFor();

    // Nobody touches tab A's window: "Placing your order…" ends after PAYMENT_WAIT_MS with what the backend knows.
    await a.clock.fastForward(PAYMENT_WAIT_MS);
    await endsPaidOnce(a, billingOf(b), ko['result.done.title']);
    // Its Pay afterwards: Toss authorizes, the backend answers the paid order and confirms nothing.
    await payInA.click();
    await endsPaidOnce(a, billingOf(b), ko['result.done.title']);
  });

  it('Toss refuses the confirm (-3022): /result shows its reason and Try again, no payment page; trying again pays the same order under a new orderId', async () => {
    const reason = '한도초과 혹은 잔액부족으로 결제에 실패했습니다.';
    await sandbox.configure({ tossConfirmFailure: { code: 'REJECT_CARD_PAYMENT', message: reason } });
    const { page } = await pages.openRecharge('ko');
    await page.getByRole('radio', { name: CREDIT_CARD_KO }).check();
    await koPay(page).click();
    await tossWindow(page).getByRole('button', { name: /Pay/ }).click();
    await page.waitForURL(/\/result\?billing_no=B\d+$/);
    await page.getByRole('alert').filter({ hasText: ko['result.providerRefused'] }).getByText(reason).waitFor();
    expect(await page.getByRole('button', { name: ko['result.goPay'] }).count(), 'no payment page offered').toBe(0);
    const billing = billingOf(page);

    await page.getByRole('button', { name: ko['common.retry'] }).click();
    await page.waitForURL(/\/recharge$/);
    await page.getByRole('radio', { name: CREDIT_CARD_KO }).check();
    await koPay(page).click();
    await tossWindow(page).getByRole('button', { name: /Pay/ }).click();
    const c = await endsPaidOnce(page, billing, ko['result.done.title']);
    expect(c.payments.map((p) => [p.id, p.status])).toEqual([[billing, 'ABORTED'], [`${billing}-2`, 'DONE']]);
  });

  it('Stripe sends the player back with redirect_status=failed: /result shows the intent\'s error and Try again, not "waiting for payment"', async () => {
    const { page } = await pages.openRecharge('watt');
    await payWithCard(page, TEST_CARDS.declined);
    await page.locator('.action-bar').getByRole('alert').getByText('Your card was declined.').waitFor();
    const [o] = (await sandbox.orders('player1')).filter((x) => x.channel_name === 'Credit Card');
    const pi = o!.client_secret!.split('_secret_')[0]!;
    await page.goto(new URL(`/result?billing_no=${o!.billing_no}&payment_intent=${pi}&payment_intent_client_secret=${o!.client_secret}&redirect_status=failed`, page.url()).toString());
    await page.getByRole('alert').filter({ hasText: 'The payment did not go through:' }).getByText('Your card was declined.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await noOtherWayToPay(page);
    const c = await counts();
    expect({ orders: c.orders, charged: c.charged }).toEqual({ orders: 1, charged: 0 });
  });
});
