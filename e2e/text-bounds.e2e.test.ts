/**
 * Text that cannot break the layout (issue 22): a server message of any length makes a
 * toast of a few lines (the rest cut, the whole said to a screen reader); long unbroken
 * names stay inside their cards; an address with an encoded line break or separator is
 * Not Found; the hidden status region does not carry an earlier page's words; at 400 %
 * zoom the toast does not cover the control in focus or the step's main button; at 200 % text the step numbers stay
 * in their circles and the skip link stays out of sight until it has focus.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { keepShot } from './a11y-shots.ts';
import { createHarness } from './harness.ts';
import { WATT_ENTRY, chooseGame, chooseServer, logIn } from './journey-steps.ts';

const h = createHarness();
afterAll(() => h.close());

/** The page's own live region (app/live-announcer.tsx). */
const liveRegion = (page: Page) => page.locator('div.visually-hidden[role="status"]');

const box = async (l: Locator) => (await l.boundingBox())!;
type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** Answers the API call `path` with the sandbox's answer, changed by `edit`. */
async function editAnswer(page: Page, path: string, edit: (content: unknown) => unknown): Promise<void> {
  await page.route(`**${path}**`, async (route) => {
    const response = await route.fetch();
    const body = await response.json() as { content: unknown };
    await route.fulfill({ response, json: { ...body, content: edit(body.content) } });
  });
}

describe('a toast', () => {
  it('of a 100 KB server message is a few lines, cut, and does not cover the page; a screen reader gets all of it', async () => {
    const message = 'The service is down for maintenance. '.repeat(2800); // some 100 KB
    const page = await h.open('watt', WATT_ENTRY, {
      width: 360,
      setup: async (ctx) => { await ctx.route('**/api/game/game_list**', (route) => route.fulfill({ json: { code: 4999, msg: message, content: null } })); },
    });
    const toast = page.locator('.toast');
    await toast.waitFor();
    const t = await box(toast);
    const viewport = page.viewportSize()!;
    await keepShot('text-bounds toast 100 KB at 360', () => page.screenshot());
    const lineHeight = await toast.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(t.height, 'a few lines').toBeLessThanOrEqual(5 * lineHeight + 28);
    expect(t.height / viewport.height).toBeLessThan(0.25);
    // Cut with an ellipsis (a clamp to its lines), so the eye sees there is more, and no
    // part of a line after it.
    const text = toast.locator('.toast-text');
    expect(await text.evaluate((el) => el.scrollHeight > el.clientHeight + 1)).toBe(true);
    expect(Number(await text.evaluate((el) => getComputedStyle(el).webkitLineClamp))).toBeLessThanOrEqual(5);
    const shownLines = await text.evaluate((el) => el.clientHeight / parseFloat(getComputedStyle(el).lineHeight));
    expect(shownLines).toBe(Math.round(shownLines));
    expect((await liveRegion(page).textContent())?.length).toBe(message.length);
  });

  it('at 400 % zoom (320 × 256 CSS px) moves clear of the control in focus', async () => {
    const page = await h.open('watt', WATT_ENTRY, { width: 320 });
    await page.setViewportSize({ width: 320, height: 256 });
    await page.getByRole('radio', { name: 'Starfall' }).check();
    await logIn(page); // the chosen game is kept; "Login successful" shows after the reload
    const toast = page.locator('.toast');
    await toast.waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    await next.focus();
    await expect.poll(async () => overlap(await box(toast), await box(next))).toBe(0);
    await keepShot('text-bounds toast 400 % zoom', () => page.screenshot());
    expect(await toast.isVisible(), 'judged while the toast shows').toBe(true);
  });

  it('at 400 % zoom never covers the step\'s main button, focused or not', async () => {
    const page = await h.open('watt', WATT_ENTRY, { width: 320 });
    await page.setViewportSize({ width: 320, height: 256 });
    await page.getByRole('radio', { name: 'Starfall' }).check();
    await logIn(page); // "Login successful" shows after the reload
    const toast = page.locator('.toast');
    await toast.waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    await next.waitFor();
    expect(await next.evaluate((el) => el === document.activeElement), 'Next is not focused').toBe(false);
    await expect.poll(async () => overlap(await box(toast), await box(next))).toBe(0);
    expect(await toast.isVisible(), 'judged while the toast shows').toBe(true);
  });
});

describe('long names', () => {
  it('wrap or are cut inside the server and character cards', async () => {
    const long = 'Ultramegaserverofthenorthernrealmsandbeyond'.repeat(4);
    const page = await h.open('watt', WATT_ENTRY, { width: 360 });
    await editAnswer(page, '/api/game/server_list', (c) => (c as { server_name: string }[]).map((s, i) => (i === 0 ? { ...s, server_name: long } : s)));
    await editAnswer(page, '/api/game/role_list', (c) => (c as { role_name: string }[]).map((r, i) => (i === 0 ? { ...r, role_name: long } : r)));
    await logIn(page);
    await chooseGame(page);
    await chooseServer(page, /Ultramega/);
    await page.getByRole('group', { name: 'Character' }).getByRole('radio').first().waitFor();
    await keepShot('text-bounds long names at 360', () => page.screenshot({ fullPage: true }));
    const spill = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.servers .choice, .roles .choice')].flatMap((card) => {
      const c = card.getBoundingClientRect();
      return [...card.querySelectorAll<HTMLElement>('.choice-title, .choice-sub')].filter((t) => {
        const r = t.getBoundingClientRect();
        return t.scrollWidth > t.clientWidth + 1 || r.left < c.left - 1 || r.right > c.right + 1 || r.bottom > c.bottom + 1;
      }).map((t) => t.textContent!.slice(0, 20));
    }));
    expect(spill).toEqual([]);
    // Both cards with the long name are there to be judged, and their radios are named with the whole of it.
    expect(await page.getByRole('radio', { name: long }).count()).toBe(2);
  });
});

describe('addresses with encoded line breaks and separators', () => {
  for (const path of ['/1001%0A', '/x%E2%80%A8y', '/selectGame%0A', '/%0D%0A']) {
    it(`${path} shows Not Found`, async () => {
      const page = await h.open('watt', path);
      await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to home' }).isVisible()).toBe(true);
    });
  }
});

describe('the hidden status region', () => {
  it('does not keep an earlier page\'s words ("Login successful") on the next page', async () => {
    const page = await h.open('watt', WATT_ENTRY, { width: 1280 });
    await logIn(page);
    await liveRegion(page).filter({ hasText: 'Login successful' }).waitFor({ state: 'attached' });
    await chooseGame(page);
    await expect.poll(() => liveRegion(page).textContent()).not.toContain('Login successful');
  });
});

describe('text at 200 %', () => {
  it('keeps the step numbers inside their circles, and the skip link out of sight until it has focus', async () => {
    const page = await h.open('watt', WATT_ENTRY, { width: 360 });
    await page.getByRole('radio', { name: 'Starfall' }).waitFor();
    await page.evaluate(() => { document.documentElement.style.fontSize = '200%'; });
    await keepShot('text-bounds text 200 %', () => page.screenshot());
    const spilled = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.steps-dot')].filter((dot) => {
      const d = dot.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(dot);
      const t = range.getBoundingClientRect();
      return t.left < d.left || t.right > d.right || t.top < d.top || t.bottom > d.bottom;
    }).map((dot) => dot.textContent));
    expect(spilled).toEqual([]);
    // Nor do the step names push the last step off the screen.
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => Math.max(...[...document.querySelectorAll('.steps li')].map((li) => li.getBoundingClientRect().right)))).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect((await box(skip)).y + (await box(skip)).height, 'wholly above the page').toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(async () => (await box(skip)).y).toBeGreaterThanOrEqual(0);
    await keepShot('text-bounds skip link focused at 200 %', () => page.screenshot());
  });
});
