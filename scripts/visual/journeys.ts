/**
 * The journey states the visual diff pictures, reached as a player reaches them (by role
 * and visible label, through the sandbox), in the same order in every build: the purchase
 * (steps 1 to 4 with the login popup, the card form and /result pending, not paid and
 * done) in one page, then the replenishment page and the standalone pages in another.
 * Each build is walked with its own brand's data (its default language, areas, payments,
 * replenishment links), so two brands can be compared as well as two releases.
 */
import type { Page } from 'playwright-core';
import type { Brand } from '../../brands/brand.ts';
import { entryPath } from '../lib/entry-url.ts';
import type { Words } from '../../e2e/journey-steps.ts';
import { holdNextToast } from './render.ts';
import { PLAYER, chooseRoleAndGoods, chooseServer, payAndReachPaymentSite, payLabel, toRecharge } from '../../e2e/journey-steps.ts';
import { TEST_CARDS } from '../../sandbox/handlers/card-provider-pages.ts';

const THREE_D_SECURE_CARD = TEST_CARDS.threeDSecure;

/** What the walk needs to know of a build's brand (from its manifest's baked config). */
export interface WalkBrand {
  id: string;
  languages: string[];
  domainAreas: Brand['domainAreas'];
  cardForm: boolean;
  koreaWindow: boolean;
  /** The login popup offers social logins (their buttons come in after the popup). */
  socialLogins: boolean;
}

/** Every state, in the order the walks reach them. */
export const PURCHASE_STATES = [
  'step1-select-game', 'step1-login-popup', 'step1-login-toast', 'step2-select-goods', 'step3-recharge', 'step3-card-form',
  'step4-result-pending', 'step4-result-not-paid', 'step4-result-done',
] as const;
export const PAGE_STATES = [
  'replenish', 'replenish-settled', 'replenish-expired',
  'page-param-error', 'page-not-found', 'page-not-area', 'page-show-error', 'page-certified-real',
] as const;
/** The payment providers' own windows: Stripe's 3-D Secure challenge (brands with a card form), Toss Payments' window (ko). */
export const PROVIDER_STATES = ['step3-3d-secure', 'step3-korea-window'] as const;
export const ALL_STATES: readonly string[] = [...PURCHASE_STATES, ...PROVIDER_STATES, ...PAGE_STATES];

/** States a brand genuinely lacks: the card form and 3-D Secure need a card provider, the Korean window Toss. */
export function lacks(b: WalkBrand, state: string): boolean {
  return ((state === 'step3-card-form' || state === 'step3-3d-secure') && !b.cardForm) || (state === 'step3-korea-window' && !b.koreaWindow);
}

/**
 * Called at each state the walk reaches (`toast`: the state is a toast, held up by
 * holdNextToast, pictured with it); returns false when no state further on this walk is wanted.
 */
export type Shoot = (state: string, opts?: { toast?: boolean }) => Promise<boolean>;

/** Polls `cond` every 100 ms until it holds, for at most 10 s. */
async function until(cond: () => Promise<boolean>, page: Page): Promise<void> {
  for (const end = Date.now() + 10_000; Date.now() < end; await page.waitForTimeout(100)) if (await cond()) return;
  throw new Error('the card form did not settle in 10 s');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Credit Card is the card form, except where it is ko's payment window; there Debit Card is. Returns Stripe's frame once sized. */
async function pickCardForm(page: Page, brand: WalkBrand, w: Words) {
  await page.getByRole('radio', { name: new RegExp(escape(w.sandbox(brand.koreaWindow ? 'Debit Card' : 'Credit Card'))) }).check();
  const frame = page.locator('iframe[title="Secure payment input frame"]');
  await frame.contentFrame().locator('input').first().waitFor();
  // Stripe's frame grows to its fields once they are in: picture it when it has.
  await until(async () => {
    const outer = await frame.evaluate((f) => f.getBoundingClientRect().height);
    const inner = await frame.contentFrame().locator('html').evaluate((h) => h.scrollHeight);
    return Math.abs(outer - inner) <= 1;
  }, page);
  return frame.contentFrame();
}

/** Opens the login popup; resolves once its form (and the social logins, where offered) is in. */
async function openLogin(page: Page, brand: WalkBrand, m: Words['m']): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: m['header.login'] }).click();
  const dialog = page.getByRole('dialog', { name: m['login.title'] });
  await dialog.getByLabel(m['login.username']).waitFor();
  if (brand.socialLogins) await dialog.getByRole('group', { name: m['login.otherMethods'] }).getByRole('button').first().waitFor();
}

/** Logs in as player1 from the open popup; resolves on the page the login's reload brings. */
async function submitLogin(page: Page, m: Words['m']): Promise<void> {
  const dialog = page.getByRole('dialog', { name: m['login.title'] });
  await dialog.getByLabel(m['login.username']).fill(PLAYER.username);
  await dialog.getByLabel(m['login.password']).fill(PLAYER.password);
  const reloaded = page.waitForEvent('load'); // login success reloads the page
  await dialog.getByRole('button', { name: m['login.submit'], exact: true }).click();
  await reloaded;
  await page.getByRole('banner').getByRole('button', { name: new RegExp(PLAYER.username) }).waitFor();
}

/** From step 1 (logged in) to step 2 with 300 Gems chosen for Aria on S101. */
async function stepsToGoods(page: Page, w: Words): Promise<void> {
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: w.m['common.next'], exact: true }).click();
  await page.getByRole('heading', { name: w.m['page.selectGoods'], level: 1 }).waitFor();
  await chooseServer(page, /S101/);
  await chooseRoleAndGoods(page, 'Aria', '300 Gems', w);
}

/** From step 1 to /recharge, logging in as player1 first unless logged in already. */
async function reachRecharge(page: Page, origin: string, brand: WalkBrand, w: Words, logIn: boolean): Promise<void> {
  await page.goto(origin + entryPath(brand));
  await page.getByRole('radio').first().waitFor();
  if (logIn) { await openLogin(page, brand, w.m); await submitLogin(page, w.m); }
  await stepsToGoods(page, w);
  await toRecharge(page, w);
}

/** Stripe's 3-D Secure challenge over /recharge, then (ko) Toss Payments' window, each for an order of its own. */
export async function walkProviders(page: Page, origin: string, brand: WalkBrand, w: Words, shoot: Shoot): Promise<void> {
  await reachRecharge(page, origin, brand, w, true);
  if (brand.cardForm) {
    const card = await pickCardForm(page, brand, w);
    await card.locator('#number').fill(THREE_D_SECURE_CARD);
    await card.locator('#exp').fill('1234');
    await card.locator('#cvc').fill('123');
    await page.getByRole('button', { name: payLabel(w) }).click();
    await page.frameLocator('iframe[title="3D Secure"]').getByRole('button').first().waitFor();
    if (!await shoot('step3-3d-secure')) return;
    await reachRecharge(page, origin, brand, w, false);
  }
  if (brand.koreaWindow) {
    await page.getByRole('radio', { name: new RegExp(escape(w.sandbox('Credit Card'))) }).check();
    await page.getByRole('button', { name: payLabel(w) }).click();
    await page.frameLocator('iframe[title="토스페이먼츠 결제창"]').getByRole('button').first().waitFor();
    await shoot('step3-korea-window');
  }
}

/** Steps 1 to 4 in one page, logged in as player1, paying with the stand-in payment site. */
export async function walkPurchase(page: Page, origin: string, brand: WalkBrand, w: Words, shoot: Shoot): Promise<void> {
  const { m } = w;
  await page.goto(origin + entryPath(brand));
  await page.getByRole('radio').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.shell')); // the app, not index.html's shell of step 1 (src/boot/)
  if (!await shoot('step1-select-game')) return;

  await openLogin(page, brand, m);
  if (!await shoot('step1-login-popup')) return;
  await holdNextToast(page); // the login's reload brings its toast
  await submitLogin(page, m);
  await page.locator('.toast').getByText(m['login.success']).waitFor();
  if (!await shoot('step1-login-toast', { toast: true })) return;
  await stepsToGoods(page, w);
  if (!await shoot('step2-select-goods')) return;
  await toRecharge(page, w);
  if (!await shoot('step3-recharge')) return;

  if (brand.cardForm) {
    await pickCardForm(page, brand, w);
    if (!await shoot('step3-card-form')) return;
  }

  // Platform Pay goes to the payment site; a region without it (ru's Russia): its first method does too.
  const platform = page.getByRole('radio', { name: new RegExp(escape(w.sandbox('Platform Pay'))) });
  await (await platform.count() ? platform : page.getByRole('radio').first()).check();
  await payAndReachPaymentSite(page, w);
  await page.getByRole('button', { name: 'Leave pending' }).click();
  await page.getByRole('heading', { name: m['result.pending.title'] }).waitFor();
  if (!await shoot('step4-result-pending')) return;
  await page.getByRole('button', { name: m['result.goPay'] }).click();
  await page.getByRole('button', { name: 'Fail' }).click();
  await page.getByRole('heading', { name: m['result.notPaid.title'] }).waitFor();
  if (!await shoot('step4-result-not-paid')) return;
  await page.getByRole('button', { name: m['result.changePayment'] }).click();
  await page.getByRole('heading', { name: m['page.recharge'], level: 1 }).waitFor();
  await payAndReachPaymentSite(page, w);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('heading', { name: m['result.done.title'] }).waitFor();
  await shoot('step4-result-done');
}

/** The replenishment page in three states and the standalone pages, not logged in. */
export async function walkPages(page: Page, origin: string, brand: WalkBrand, w: Words, shoot: Shoot): Promise<void> {
  const { m } = w;
  const area = brand.domainAreas[0];
  const link = (tag: string) => `/replenishGoods?replenish_id=rp-${brand.id}-${tag}&domain_area=${area}`;
  const go = async (route: string, heading: string) => {
    await page.goto(origin + route);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  };
  await go(link('valid'), m['page.replenish']);
  await page.getByRole('timer').waitFor();
  await page.getByRole('radio').first().waitFor();
  if (!await shoot('replenish')) return;
  await go(link('settled'), m['page.replenish']);
  await page.getByRole('status').getByText(m['replenish.notNeeded']).waitFor();
  if (!await shoot('replenish-settled')) return;
  const pages: [string, string, string][] = [
    ['replenish-expired', link('expired'), m['page.errorReplenish']],
    ['page-param-error', '/paramError?client_id=%3Cx%3E', m['error.params.title']],
    ['page-not-found', '/no-such-page', m['notFound.title']],
    ['page-not-area', '/notArea', m['page.notArea']],
    ['page-show-error', '/showError?reason=network', m['page.showError']],
    ['page-certified-real', '/certifiedReal', m['page.certifiedReal']],
  ];
  for (const [state, route, heading] of pages) {
    await go(route, heading);
    if (!await shoot(state)) return;
  }
}
