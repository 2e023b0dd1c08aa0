/**
 * axe-core on every state of the product a player can reach (issue 17), in English and in
 * Arabic (right to left), each state on a phone (360 px) and on a desktop (1280 px): no
 * serious or critical violation. One page per language walks its states in sequence (a
 * page load and a login cost more than a scan) and judges each at both widths by resizing
 * the window, which applies the same styles as opening at that width (nothing on these
 * pages reads the width when it loads). Every state's violations are reported at once.
 *
 *  - the purchase: the steps, the login popup and its gift-card mode, the account menu,
 *    the promotion, the change-region confirmation, the gift-card popup and its
 *    confirmation, and /result pending, not paid and done through the stand-in payment site;
 *  - the replenishment page (valid, log in first, settled, paid, expired) and the
 *    standalone pages;
 *  - the cookie warning and the in-app-browser notice (a WebView with storage blocked).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sandboxOrigin } from '../sandbox/ports.ts';
import { keepShot } from './a11y-shots.ts';
import { type AxeProblem, seriousViolations } from './axe.ts';
import { BLOCK_STORAGE, createFreshPages } from './fresh-page.ts';
import { createHarness, resetSandboxEachTest } from './harness.ts';
import { AR, EN, PLAYER, WATT_ENTRY, chooseGame, chooseRoleAndGoods, chooseServer, logIn, payAndReachPaymentSite, toRecharge } from './journey-steps.ts';
import { WEBVIEW_UA, withProvider } from './login-popup.ts';
import { answerLoginProviders } from './login-providers.ts';

const h = createHarness();
const pages = createFreshPages(h);
const sandbox = resetSandboxEachTest({ payLag: 0 });
afterAll(async () => { await pages.close(); await h.close(); });

const WIDTHS = [360, 1280];
const HEIGHT = 844;

/** Scans states of one page as they come, at each width; the test ends with all of them clean. */
function scanner(page: Page, lang: string) {
  const found: Record<string, AxeProblem[]> = {};
  const scanned: string[] = [];
  return {
    async scan(state: string): Promise<void> {
      // The page is in the asked language, and its direction, before it is judged (it switches once its messages are in).
      await expect.poll(() => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`)).toBe(`${lang} ${lang === 'ar' ? 'rtl' : 'ltr'}`);
      scanned.push(state);
      // Judged as it settles, not mid-animation (a toast fading in has its text at part opacity).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        const v = await seriousViolations(page);
        if (v.length) found[`${state} at ${width} px`] = v;
        await keepShot(`axe ${lang} ${width} ${state}`, () => page.screenshot());
      }
    },
    expectClean(states: number): void {
      expect(found, JSON.stringify(found, null, 1)).toEqual({});
      expect(scanned).toHaveLength(states);
    },
  };
}

/** The open popup named `name`, once it shows `inside`. */
async function popup(page: Page, name: string, inside?: (d: Locator) => Locator): Promise<Locator> {
  const d = page.getByRole('dialog', { name, exact: true });
  await (inside ? inside(d) : d).waitFor();
  return d;
}

const replenishLink = (id: string) => `/replenishGoods?replenish_id=${id}&domain_area=universal`;

describe.each([EN, AR])('axe finds no serious or critical violation in $lang at 360 and 1280 px', (w) => {
  const { m } = w;

  it('on the purchase: steps, popups, and the result pending, not paid and done', async () => {
    const page = await h.open('watt', WATT_ENTRY, { width: WIDTHS[0], locale: w.lang });
    const s = scanner(page, w.lang);
    await page.getByRole('radio', { name: 'Starfall' }).waitFor();
    await page.getByRole('contentinfo').getByRole('combobox').waitFor();
    await s.scan('/selectGame');

    await page.getByRole('banner').getByRole('button', { name: m['header.login'] }).click();
    let d = await popup(page, m['login.title'], (x) => x.getByRole('group', { name: m['login.otherMethods'] }).getByRole('button').first());
    await s.scan('login popup');
    await d.getByRole('button', { name: m['login.card'] }).click();
    d = await popup(page, m['login.card'], (x) => x.getByLabel(m['card.number']));
    await s.scan('login popup, gift-card mode');
    await d.getByRole('button', { name: m['common.close'] }).click();
    await logIn(page, PLAYER, w);

    await page.getByRole('banner').getByRole('button', { name: new RegExp(PLAYER.username) }).click();
    await popup(page, m['header.accountMenu'], (x) => x.getByRole('button', { name: m['header.logout'] }));
    await s.scan('account menu');
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: m['promo.open'] }).click();
    await popup(page, m['promo.title'], (x) => x.getByRole('button', { name: m['promo.claim'], exact: true }));
    await s.scan('promotion popup');
    await page.keyboard.press('Escape');

    await chooseGame(page, 'Starfall', w);
    await chooseServer(page, /S101/);
    await chooseRoleAndGoods(page, 'Aria', '300 Gems', w);
    await s.scan('/selectGoods');
    await toRecharge(page, w);
    await s.scan('/recharge');

    await page.getByLabel(m['recharge.changeRegion']).selectOption('US');
    d = await popup(page, m['common.notice'], (x) => x.getByText(m['recharge.changeRegionConfirm']));
    await s.scan('change-region confirmation');
    await d.getByRole('button', { name: m['common.cancel'] }).click();

    await page.getByRole('radio', { name: new RegExp(w.sandbox('Gift Card')) }).check();
    await page.getByRole('button', { name: m['recharge.useGiftCard'] }).click();
    d = await popup(page, m['card.title'], (x) => x.getByLabel(m['card.number']));
    await s.scan('gift-card popup');
    await d.getByLabel(m['card.number']).fill('WATT-0002');
    await d.getByLabel(m['card.password']).fill('2222');
    await d.getByRole('button', { name: m['card.check'] }).click();
    await popup(page, m['card.confirmTitle'], (x) => x.getByRole('button', { name: m['common.confirm'] }));
    await s.scan('gift-card confirmation');
    await page.keyboard.press('Escape');

    await page.getByRole('radio', { name: new RegExp(w.sandbox('Platform Pay')) }).check();
    await payAndReachPaymentSite(page, w);
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await page.getByRole('heading', { name: m['result.pending.title'] }).waitFor();
    await s.scan('/result pending');
    await page.getByRole('button', { name: m['result.goPay'] }).click();
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('heading', { name: m['result.notPaid.title'] }).waitFor();
    await s.scan('/result not paid');
    await page.getByRole('button', { name: m['result.changePayment'] }).click();
    await page.getByRole('heading', { name: m['page.recharge'], level: 1 }).waitFor();
    await payAndReachPaymentSite(page, w);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: m['result.done.title'] }).waitFor();
    await s.scan('/result done');
    s.expectClean(13);
  });

  it('on the replenishment page in each of its states, and the standalone pages', async () => {
    const page = await pages.open('watt', replenishLink('rp-watt-valid'), { width: WIDTHS[0], locale: w.lang });
    const s = scanner(page, w.lang);
    const go = async (route: string, heading: string) => {
      await page.goto((await h.origin('watt')) + route);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    };
    await page.getByRole('timer').waitFor();
    await page.getByRole('radio').first().waitFor();
    await s.scan('/replenishGoods');
    await go('/replenishGoods?rp_client_id=1001&domain_area=universal', m['page.replenish']);
    await popup(page, m['login.title'], (x) => x.getByLabel(m['login.username']));
    await s.scan('/replenishGoods, log in first, with the login popup');
    await go(replenishLink('rp-watt-settled'), m['page.replenish']);
    await page.getByRole('status').getByText(m['replenish.notNeeded']).waitFor();
    await s.scan('/replenishGoods, settled');

    for (const [route, heading] of [
      [replenishLink('rp-watt-expired'), m['page.errorReplenish']],
      ['/paramError?client_id=%3Cx%3E', m['error.params.title']],
      ['/no-such-page', m['notFound.title']],
      ['/notArea', m['page.notArea']],
      ['/showError?reason=network', m['page.showError']],
      ['/certifiedReal', m['page.certifiedReal']],
    ] as const) {
      await go(route, heading);
      await s.scan(route);
    }

    await go(replenishLink('rp-watt-valid'), m['page.replenish']);
    await page.getByRole('radio', { name: new RegExp(w.sandbox('Credit Card')) }).check();
    await page.getByRole('button', { name: m['replenish.pay'] }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: m['result.done.title'] }).waitFor();
    await s.scan('/replenishGoods, paid');

    // Last: the fake clock stays for the rest of the page's life.
    await page.clock.install();
    await go(replenishLink('rp-watt-90s'), m['page.replenish']);
    await page.getByRole('timer').waitFor();
    await sandbox.advanceClock(91_000);
    await page.clock.runFor(91_000);
    await page.getByRole('alert').getByRole('heading', { name: m['replenish.expired.title'] }).waitFor();
    await s.scan('/replenishGoods, expired');
    s.expectClean(11);
  });

  it('on the cookie warning and the in-app-browser notice (an app\'s WebView with storage blocked)', async () => {
    const page = await h.open('watt', WATT_ENTRY, {
      width: WIDTHS[0], locale: w.lang, userAgent: WEBVIEW_UA,
      setup: async (ctx) => {
        await ctx.addInitScript(BLOCK_STORAGE);
        await answerLoginProviders(ctx, sandboxOrigin('social', inject('sandboxPortBase')), []);
      },
    });
    const s = scanner(page, w.lang);
    await page.getByRole('region', { name: m['cookie.title'] }).waitFor();
    await page.getByRole('radio', { name: 'Starfall' }).waitFor();
    await s.scan('cookie warning');
    await page.getByRole('banner').getByRole('button', { name: m['header.login'] }).click();
    const d = await popup(page, m['login.title'], (x) => x.getByRole('button', { name: withProvider(m, 'Google') }));
    await d.getByRole('button', { name: withProvider(m, 'Google') }).click();
    await popup(page, m['inApp.title'], (x) => x.getByRole('button', { name: m['inApp.copyLink'] }));
    await s.scan('in-app-browser notice');
    s.expectClean(2);
  });
});
