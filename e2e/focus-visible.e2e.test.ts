/**
 * Focus is visible on every control (issue 17, WCAG 2.4.7): the Tab order of each page
 * state is walked as a keyboard user walks it, and for each control that takes focus a
 * screenshot of its box and a margin is taken focused and again unfocused (blurred). The
 * two must differ by at least a one-pixel ring's worth of pixels. States: step 1 logged out
 * with the footer, the login popup, step 1 logged in (the header's new buttons), step 2,
 * the promotion popup, step 3 and /result pending. Brand watt, English, 1280 px.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { keepShot } from './a11y-shots.ts';
import { changedPixels } from './pixels.ts';
import { createHarness, resetSandboxEachTest } from './harness.ts';
import { WATT_ENTRY, chooseGame, chooseRoleAndGoods, chooseServer, logIn, payAndReachPaymentSite, toRecharge } from './journey-steps.ts';

const h = createHarness();
const sandbox = resetSandboxEachTest({ payLag: 0 });
afterAll(() => h.close());

/** Room around the box for a ring drawn outside it (outline 3 px, offset 2 px in base.css). */
const MARGIN = 8;

interface Focused { what: string; key: string; box: { x: number; y: number; width: number; height: number } }
interface Unseen { state: string; what: string; changed: number; needed: number }

/** The focused element, once per walk (null when focus is on nothing, 'seen' when the walk has come round to it again). */
function focused(page: Page): Promise<Focused | 'seen' | null> {
  return page.evaluate(() => {
    const w = window as unknown as { seenInWalk: WeakSet<Element> };
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    if (w.seenInWalk.has(el)) return 'seen';
    w.seenInWalk.add(el);
    const r = el.getBoundingClientRect();
    const name = el.getAttribute('aria-label') ?? (el.closest('label')?.textContent ?? el.textContent ?? '').trim().slice(0, 40);
    const what = `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} "${name}"`;
    return { what, key: `${what} .${el.className}`, box: { x: r.x, y: r.y, width: r.width, height: r.height } };
  });
}

function checker(page: Page, scratch: Page) {
  const checked = new Set<string>();
  const unseen: Unseen[] = [];
  const viewport = page.viewportSize()!;

  async function check(state: string, f: Focused): Promise<void> {
    const x = Math.max(0, f.box.x - MARGIN);
    const y = Math.max(0, f.box.y - MARGIN);
    const clip = { x, y, width: Math.min(viewport.width, f.box.x + f.box.width + MARGIN) - x, height: Math.min(viewport.height, f.box.y + f.box.height + MARGIN) - y };
    const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    const on = await shot();
    await page.evaluate(() => { const w = window as unknown as { blurred: HTMLElement }; w.blurred = document.activeElement as HTMLElement; w.blurred.blur(); });
    const off = await shot();
    // Back where the walk was, so the next Tab goes on from it.
    await page.evaluate(() => (window as unknown as { blurred: HTMLElement }).blurred.focus());
    const changed = await changedPixels(scratch, on, off);
    const needed = Math.round(2 * (f.box.width + f.box.height));
    if (changed < needed) unseen.push({ state, what: f.what, changed, needed });
    await keepShot(`focus ${state} ${checked.size} focused`, async () => on);
    await keepShot(`focus ${state} ${checked.size} unfocused`, async () => off);
  }

  return {
    /**
     * Tabs on from `start` (or from where focus is) until focus comes round to a control
     * this walk has seen, or leaves the page twice (past its end, and again past its start).
     * Checks every control not already checked elsewhere (the header and footer recur).
     */
    async walk(state: string, start?: Locator): Promise<void> {
      await page.evaluate(() => { (window as unknown as { seenInWalk: WeakSet<Element> }).seenInWalk = new WeakSet(); });
      await start?.focus();
      let outside = 0;
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const f = await focused(page);
        if (f === 'seen') return;
        if (f === null) { if (++outside === 2) return; continue; }
        if (!checked.has(f.key)) {
          checked.add(f.key);
          await check(state, f);
        }
      }
      throw new Error(`${state}: the Tab order did not come round in 80 presses`);
    },
    checked: () => checked.size,
    unseen: () => unseen,
  };
}

describe('focus', () => {
  it('is visible on every control of the steps, the popups, /result and the footer', async () => {
    const page = await h.open('watt', WATT_ENTRY, { width: 1280 });
    const scratch = await page.context().newPage();
    // The new page took the front: a page behind has its timers and frames slowed to one a second.
    await page.bringToFront();
    const c = checker(page, scratch);
    const heading = page.getByRole('heading', { level: 1 });

    await page.getByRole('radio', { name: 'Starfall' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link').first().waitFor();
    await c.walk('step 1');
    const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await login.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('group').getByRole('button').first().waitFor();
    await c.walk('login popup');
    await page.keyboard.press('Escape');

    await logIn(page);
    await page.getByRole('banner').getByRole('button', { name: 'Rewards' }).waitFor();
    await c.walk('step 1, logged in');
    await page.getByRole('banner').getByRole('button', { name: 'Rewards' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Top-up rewards' }).getByRole('button', { name: 'Claim', exact: true }).waitFor();
    await c.walk('promotion popup');
    await page.keyboard.press('Escape');

    await chooseGame(page);
    await chooseServer(page, /S101 Aurora/);
    await chooseRoleAndGoods(page, 'Aria', '300 Gems');
    await c.walk('step 2', heading);
    await toRecharge(page);
    await c.walk('step 3', heading);
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await page.getByRole('heading', { name: 'Waiting for payment' }).waitFor();
    await c.walk('result pending', heading);

    expect(c.unseen()).toEqual([]);
    expect(c.checked()).toBeGreaterThanOrEqual(30);
  });
});
