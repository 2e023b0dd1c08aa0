/**
 * The purchase journey as players take it in Firefox and WebKit (issue 40), against the
 * engines' own sandbox: the redirect to the payment site, the card form with a decline and
 * 3-D Secure, ko's payment window, Arabic, the replenishment countdown. One function per
 * engine file (firefox.engines.test.ts, webkit.engines.test.ts), so each engine's run names
 * itself in every test and every failed step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import ko from '../../locales/ko.json' with { type: 'json' };
import { TEST_CARDS } from '../../sandbox/handlers/card-provider-pages.ts';
import { sandboxOrigin } from '../../sandbox/ports.ts';
import { sandboxSession, storageFor } from '../../scripts/bench/lab-session.ts';
import { loadBrand } from '../../scripts/lib/brands.ts';
import { ERROR_LOG_PATHS } from '../../src/api/contract.ts';
import { LANGUAGE_KEY } from '../../src/lib/stored-entry.ts';
import { createHarness, resetSandboxEachTest } from '../harness.ts';
import { AR, EN, PLAYER, WATT_ENTRY, type Words, payLabel } from '../journey-steps.ts';
import { secondsOf } from '../fresh-page.ts';
import type { Query } from './find.ts';
import { type Engine, type EngineName, type EnginePage, step, until, waitFor, waitForUrl } from './engine-page.ts';

/** Where the journeys leave their screenshots (Arabic pages), for looking at. */
export const ENGINE_SHOTS = process.env.ENGINE_SHOTS || path.join('e2e', 'screenshots', 'engines');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Digits other than 0-9: Arabic-Indic and Eastern Arabic-Indic. */
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

export function engineJourneys(name: EngineName, launch: () => Promise<Engine>): void {
  const h = createHarness();
  const sandbox = resetSandboxEachTest({ payLag: 0 });
  let engine: Engine;
  const pages: EnginePage[] = [];
  beforeAll(async () => { engine = await step(name, 'launch', launch); });
  // WebKitWebDriver holds one session at a time: each test's pages close with it.
  afterEach(async () => { for (const p of pages.splice(0)) await p.close(); });
  afterAll(async () => {
    await engine?.close();
    await h.close();
  });

  /** A step of the journey; when it fails, the page as it was is kept beside the other screenshots. */
  const s = <T>(what: string, body: () => Promise<T>) => step(name, what, () => body().catch(async (e: unknown) => {
    const page = pages.at(-1);
    if (page) {
      fs.mkdirSync(ENGINE_SHOTS, { recursive: true });
      await page.screenshot(path.join(ENGINE_SHOTS, `${name}-failed-${what.replace(/\W+/g, '-')}.png`)).catch(() => {});
    }
    throw e;
  }));
  const open = async (brand: string, route: string, opts: { width?: number; storage?: Record<string, string> } = {}) => {
    const page = await s('open a page', () => engine.newPage({ width: opts.width ?? 390, height: 844 }));
    pages.push(page);
    const origin = await h.origin(brand);
    if (opts.storage) {
      await s('store a returning player', async () => {
        await page.goto(`${origin}/__no-such-page`);
        await page.run((entries: Record<string, string>) => { localStorage.clear(); for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }, opts.storage!);
      });
    }
    await s(`open ${brand} ${route}`, () => page.goto(origin + route));
    return page;
  };
  const button = (n: string | RegExp, within?: Query): Query => ({ role: 'button', name: n, ...(within ? { within } : {}) });
  const heading = (n: string | RegExp, level?: number): Query => ({ role: 'heading', name: n, ...(level ? { level } : {}) });
  const radio = (n: string | RegExp): Query => ({ role: 'radio', name: n });

  /** From the entry to step 1 logged in, Starfall picked, in `w`'s language. */
  async function upToSelectGoods(page: EnginePage, w: Words) {
    const banner: Query = { role: 'banner' };
    const dialog: Query = { role: 'dialog', name: w.m['login.title'] };
    await s('log in', async () => {
      await page.click(button(w.m['header.login'], banner));
      await page.fill({ role: 'textbox', name: w.m['login.username'], within: dialog }, PLAYER.username);
      await page.fill({ role: 'textbox', name: w.m['login.password'], within: dialog }, PLAYER.password);
      // The header names the player before the login reloads the page (after the login
      // event, up to 1 s): a tap in between is lost with the old page. So the page is
      // marked, and the step waits for a page without the mark that names the player.
      await page.run(() => { (window as { beforeLogin?: boolean }).beforeLogin = true; });
      await page.click(button(w.m['login.submit'], dialog));
      await until(() => page.run(() => !(window as { beforeLogin?: boolean }).beforeLogin), 'the login never reloaded the page');
      await waitFor(page, button(new RegExp(PLAYER.username), banner));
    });
    await s('choose the game', () => page.click(radio(/^Starfall/)));
  }

  /** From the entry to /recharge for 300 Gems on S101 Aurora as Aria, in `w`'s language. */
  async function upToRecharge(page: EnginePage, w: Words) {
    await upToSelectGoods(page, w);
    await s('go to step 2', async () => {
      await page.click(button(w.m['common.next']));
      await waitFor(page, heading(w.m['page.selectGoods'], 1));
    });
    await s('choose server, character and goods', async () => {
      await page.click(radio(new RegExp(escape(w.sandbox('S101 Aurora')))));
      await page.click(radio(/^Aria/));
      await page.click(radio(new RegExp(`^${escape(w.sandbox('300 Gems'))}`)));
      await page.click(button(w.m['common.next']));
      await waitFor(page, heading(w.m['page.recharge'], 1));
    });
  }

  /** Pays on /recharge through the stand-in payment site; ends on /result, paid. */
  async function payOnPaymentSite(page: EnginePage, w: Words) {
    await s('go to the payment site', async () => {
      await page.click(button(payLabel(w)));
      await waitFor(page, button('Leave pending'));
    });
    await s('pay on the payment site', async () => {
      await page.click(button('Pay'));
      await waitForUrl(page, /\/result\?billing_no=/);
      await waitFor(page, heading(w.m['result.done.title']));
    });
  }

  /** The page's visible text, for what it must or must not contain. */
  const mainText = (page: EnginePage) => page.run(() => document.querySelector('main')?.innerText ?? '');

  describe(`${name}: purchase journey`, () => {
    it('pays through the payment site from /selectGame; the pages leaving (login\'s reload, the redirect) fail nothing over', async () => {
      const page = await open('watt', WATT_ENTRY);
      await upToRecharge(page, EN);
      await payOnPaymentSite(page, EN);
      await s('check the order and the hosts asked', async () => {
        const orders = (await sandbox.orders('player1')).filter((o) => o.goods_name === '300 Gems');
        expect(orders.map((o) => o.status)).toEqual(['done']);
        const backups = (await sandbox.apiRequests()).filter((r) => r.host !== 'api');
        expect(backups, 'requests to the backup hosts').toEqual([]);
        const errors = (await sandbox.errorLog()).filter((r) => r.path === ERROR_LOG_PATHS.error);
        expect(errors.map((r) => JSON.stringify(r.body)), 'error reports').toEqual([]);
      });
    });

    it('a page left while its calls are in flight cancels them: no backup host is asked, nothing is reported', async () => {
      const page = await open('watt', WATT_ENTRY);
      await upToSelectGoods(page, EN);
      await s('leave while step 2\'s calls are in flight', async () => {
        // Every answer of the primary now takes 2 s (under the 2.5 s after which a backup is asked beside it).
        await sandbox.setFault({ host: 'api', mode: 'slow', delayMs: 2000 });
        const before = (await sandbox.apiRequests()).length;
        // What the page asks for, kept in this tab's sessionStorage: WebKit cancels a leaving
        // page's requests before they reach a host, so the sandbox alone would not see them.
        await page.run(() => {
          const fetch0 = window.fetch;
          window.fetch = (input, init) => {
            const asked = JSON.parse(sessionStorage.getItem('e2e-asked') ?? '[]') as string[];
            sessionStorage.setItem('e2e-asked', JSON.stringify([...asked, String(input instanceof Request ? input.url : input)]));
            return fetch0(input, init);
          };
        });
        await page.click(button(EN.m['common.next']));
        // Both: the page asked (a GET of another source, still on its way in, would satisfy the host alone), and it reached the host.
        await until(() => page.run(() => (JSON.parse(sessionStorage.getItem('e2e-asked') ?? '[]') as string[]).length > 0), 'step 2 asked for nothing');
        await until(async () => (await sandbox.apiRequests()).slice(before).some((r) => r.method === 'GET'), 'no call of step 2 reached the primary');
        // The player follows a link elsewhere; WebKit cancels the page's fetches as it goes.
        await page.run((url: string) => { location.assign(url); }, `${sandboxOrigin('control', inject('sandboxPortBase'))}/__sandbox/faults`);
        await waitForUrl(page, /__sandbox\/faults/);
      });
      await s('check the hosts asked and the error log', async () => {
        const requests = await sandbox.apiRequests();
        expect(requests.filter((r) => r.host !== 'api'), 'requests to the backup hosts').toEqual([]);
        await page.goto(`${await h.origin('watt')}/__no-such-page`);
        const asked = await page.run(() => JSON.parse(sessionStorage.getItem('e2e-asked') ?? '[]') as string[]);
        expect(asked.length, 'the page asked the primary before it left').toBeGreaterThan(0);
        const base = inject('sandboxPortBase');
        const backups = [sandboxOrigin('apiBackup1', base), sandboxOrigin('apiBackup2', base)];
        expect(asked.filter((u) => backups.includes(new URL(u).origin)), 'backup hosts the page asked').toEqual([]);
        expect((await sandbox.errorLog()).filter((r) => r.path === ERROR_LOG_PATHS.error), 'error reports').toEqual([]);
      });
    });

    it('card form: a declined card says so, then a 3-D Secure card pays the same single order', async () => {
      const session = await sandboxSession(sandboxOrigin('api', inject('sandboxPortBase')), loadBrand('watt'));
      const page = await open('watt', '/recharge', { width: 1280, storage: storageFor(session, 'recharge') });
      const stripe = page.frame('Secure payment input frame');
      const fillCard = async (n: string) => {
        await stripe.fill({ role: 'textbox', name: 'Card number' }, n);
        await stripe.fill({ role: 'textbox', name: 'Expiration date' }, '1234');
        await stripe.fill({ role: 'textbox', name: 'Security code' }, '123');
      };
      await s('pick Credit Card', async () => {
        await page.click(radio(/Credit Card/));
        await waitFor(page, { role: 'region', name: 'Card details' });
        await waitFor(stripe, { role: 'textbox', name: 'Card number' });
      });
      await s('pay with a declined card', async () => {
        await fillCard(TEST_CARDS.declined);
        await page.click(button(/^Pay /));
        await waitFor(page, { role: 'alert', name: /Your card was declined\./ });
      });
      await s('pay with a card that asks for 3-D Secure', async () => {
        await fillCard(TEST_CARDS.threeDSecure);
        await page.click(button(/^Pay /));
        await page.frame('3D Secure').click(button('Complete authentication'));
        await waitFor(page, heading('Payment successful'));
      });
      await s('check the orders', async () => {
        const orders = (await sandbox.orders('player1')).filter((o) => o.channel_name === 'Credit Card');
        expect(orders.map((o) => o.paid)).toEqual([true]);
      });
    });

    it('ko\'s payment window (desktop) pays and /result confirms it', async () => {
      const session = await sandboxSession(sandboxOrigin('api', inject('sandboxPortBase')), loadBrand('ko'));
      const page = await open('ko', '/recharge', { width: 1280, storage: storageFor(session, 'recharge') });
      await s('pick 신용카드 and open the window', async () => {
        await page.click(radio(/신용카드/));
        await page.click(button(/결제$/));
        await waitFor(page.frame('토스페이먼츠 결제창'), button(/Pay/));
      });
      await s('pay in the window', async () => {
        await page.frame('토스페이먼츠 결제창').click(button(/Pay/));
        await waitForUrl(page, /\/result\?billing_no=B\d+$/);
        await waitFor(page, heading(ko['result.done.title']));
      });
      expect((await sandbox.orders('player1')).filter((o) => o.channel_id === 10302).map((o) => o.status)).toEqual(['done']);
    });

    it('Arabic: the journey right to left, prices and levels in Latin digits only', async () => {
      const page = await open('watt', WATT_ENTRY, { width: 390, storage: { [LANGUAGE_KEY]: JSON.stringify({ value: 'ar' }) } });
      await s('the page is Arabic, right to left', async () => {
        await waitFor(page, heading(AR.m['page.selectGame'], 1));
        expect(await page.run(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
      });
      await s('the heading is drawn in Noto Sans Arabic, as base.css names it', async () => {
        // The heading's words measured in the page's font and in two named ones: this engine
        // has no call that names the face it drew with (Chromium's test reads it, cjk-fonts).
        const widths = await page.run(() => {
          const h1 = document.querySelector('h1')!;
          const width = (family: string) => {
            const probe = document.createElement('span');
            probe.textContent = h1.textContent;
            probe.style.cssText = `font-family: ${family}; position: absolute; white-space: nowrap; visibility: hidden`;
            h1.append(probe);
            const w = probe.getBoundingClientRect().width;
            probe.remove();
            return w;
          };
          return { page: width('inherit'), noto: width('"Noto Sans Arabic"'), dejavu: width('"DejaVu Sans"') };
        });
        expect(Math.abs(widths.noto - widths.dejavu), 'the two faces set these words differently').toBeGreaterThan(2);
        expect(widths.page).toBeCloseTo(widths.noto, 0);
      });
      await upToRecharge(page, AR);
      fs.mkdirSync(ENGINE_SHOTS, { recursive: true });
      await s('step 3 in Latin digits', async () => {
        await until(async () => /4\.99/.test(await mainText(page)), 'no price 4.99 on /recharge');
        const text = await mainText(page);
        expect(text.match(NON_LATIN_DIGITS), 'a digit other than 0-9 on /recharge').toBeNull();
        await page.screenshot(path.join(ENGINE_SHOTS, `${name}-ar-recharge.png`));
      });
      await payOnPaymentSite(page, AR);
      await s('the result in Latin digits', async () => {
        await until(async () => /4\.99/.test(await mainText(page)), 'no price 4.99 on /result');
        expect((await mainText(page)).match(NON_LATIN_DIGITS), 'a digit other than 0-9 on /result').toBeNull();
        await page.screenshot(path.join(ENGINE_SHOTS, `${name}-ar-result.png`));
      });
    });

    it('replenishment: the countdown ticks, and Pay now pays through the payment site', async () => {
      const page = await open('watt', '/replenishGoods?replenish_id=rp-watt-valid&domain_area=universal');
      const timer: Query = { role: 'timer' };
      await s('the countdown ticks', async () => {
        await waitFor(page, timer);
        const start = secondsOf(await page.text(timer));
        expect(start).toBeGreaterThan(3500);
        await until(async () => secondsOf(await page.text(timer)) < start, 'the countdown did not move');
      });
      await s('pay the replenishment', async () => {
        await page.click(radio(/Credit Card/));
        await page.click(button('Pay now'));
        await waitFor(page, button('Leave pending'));
        await page.click(button('Pay'));
        await waitForUrl(page, /\/replenishGoods\?.*billing_no=/);
        await waitFor(page, heading(en['result.done.title']));
      });
      expect((await sandbox.orders('player1')).filter((o) => o.kind === 'replenishment').map((o) => o.status)).toEqual(['done']);
    });
  });
}
