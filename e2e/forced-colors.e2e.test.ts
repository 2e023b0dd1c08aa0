/**
 * Windows high contrast (issue 22): under `forced-colors: active` the browser replaces the
 * page's colours with the system's few, and drops box shadows. What is chosen, pressed or
 * shown must still be seen: a chosen server, character, goods item and payment method
 * differ from the unchosen ones by a frame in another system colour; "All servers / My
 * servers" shows the pressed one by more than bold; the toast has a border. Judged on
 * screenshots, pixel by pixel (pixels.ts), with Chromium's forced colours emulated.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { keepShot } from './a11y-shots.ts';
import { createHarness } from './harness.ts';
import { AR, EN, PLAYER, WATT_ENTRY, chooseGame, chooseRoleAndGoods, chooseServer, logIn, toRecharge } from './journey-steps.ts';
import { type Pixels, colourCounts, readPixels } from './pixels.ts';

const h = createHarness();
afterAll(() => h.close());

/** Room round a box in its screenshot; less than the gap between two cards (10 px), so no neighbour is in it. */
const MARGIN = 8;

interface Shot { pixels: Pixels; box: { width: number; height: number } }

async function shoot(page: Page, scratch: Page, el: Locator, name: string): Promise<Shot> {
  await el.scrollIntoViewIfNeeded();
  const box = (await el.boundingBox())!;
  const png = await page.screenshot({ clip: { x: box.x - MARGIN, y: box.y - MARGIN, width: box.width + 2 * MARGIN, height: box.height + 2 * MARGIN }, animations: 'disabled', caret: 'hide' });
  await keepShot(`forced-colors ${name}`, async () => png);
  const [pixels] = await readPixels(scratch, png);
  return { pixels: pixels!, box };
}

/**
 * The frame of a box: the pixels within `band` of its edge (outside and inside), those not
 * of the page's colour (the screenshot's commonest). How many, and their commonest colour.
 */
function frame({ pixels: p, box }: Shot, band: number): { ink: number; colour: string | undefined } {
  const canvas = colourCounts(p.rgb)[0]![0];
  const ink: string[] = [];
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      const dx = Math.min(Math.abs(x - MARGIN), Math.abs(x - (MARGIN + box.width)));
      const dy = Math.min(Math.abs(y - MARGIN), Math.abs(y - (MARGIN + box.height)));
      const inX = x >= MARGIN - band && x <= MARGIN + box.width + band;
      const inY = y >= MARGIN - band && y <= MARGIN + box.height + band;
      const near = (dx <= band && inY) || (dy <= band && inX);
      const c = p.rgb[y * p.width + x]!;
      if (near && c !== canvas) ink.push(c);
    }
  }
  return { ink: ink.length, colour: colourCounts(ink)[0]?.[0] };
}

/** The card of a radio (the label it is in). */
const cardOf = (radio: Locator) => radio.locator('xpath=ancestor::label[1]');

async function forcedPage(width: number, lang = 'en'): Promise<{ page: Page; scratch: Page }> {
  const page = await h.open('watt', WATT_ENTRY, { width, locale: lang });
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  const scratch = await page.context().newPage();
  await page.bringToFront();
  return { page, scratch };
}

/** A chosen card against an unchosen one of the same list: another frame, in another system colour. */
async function expectChosenStandsOut(page: Page, scratch: Page, chosen: Locator, other: Locator, name: string): Promise<void> {
  expect(await chosen.isChecked()).toBe(true);
  expect(await other.isChecked()).toBe(false);
  // Judged without a focus ring, which is drawn round a card too.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const a = await shoot(page, scratch, cardOf(chosen), `${name} chosen`);
  const b = await shoot(page, scratch, cardOf(other), `${name} unchosen`);
  const fa = frame(a, 6);
  const fb = frame(b, 6);
  const perimeter = 2 * (a.box.width + a.box.height);
  expect(fa.ink - fb.ink, `${name}: the chosen card's frame has at least a ring more ink (${fa.ink} vs ${fb.ink})`).toBeGreaterThan(perimeter);
  expect(fa.colour, `${name}: the chosen card's frame is drawn in another colour`).not.toBe(fb.colour);
}

describe('under forced colours (Windows high contrast)', () => {
  it('a chosen server, character, goods item and payment method stand out from the unchosen ones', async () => {
    const { page, scratch } = await forcedPage(1280);
    await logIn(page);
    await chooseGame(page);
    await chooseServer(page, /S101 Aurora/);
    await chooseRoleAndGoods(page, 'Aria', '300 Gems');
    const servers = page.getByRole('group', { name: EN.m['goods.server'] });
    await expectChosenStandsOut(page, scratch, servers.getByRole('radio', { name: /S101 Aurora/ }), servers.getByRole('radio').nth(1), 'server');
    const roles = page.getByRole('group', { name: EN.m['goods.role'] });
    await expectChosenStandsOut(page, scratch, roles.getByRole('radio', { name: /Aria/ }), roles.getByRole('radio', { checked: false }).first(), 'character');
    const goods = page.getByRole('group', { name: EN.m['goods.items'] });
    await expectChosenStandsOut(page, scratch, goods.getByRole('radio', { name: /^300 Gems/ }), goods.getByRole('radio', { checked: false }).first(), 'goods');
    await keepShot('forced-colors step 2 at 1280', () => page.screenshot({ fullPage: true }));
    await toRecharge(page);
    const channels = page.getByRole('group', { name: EN.m['recharge.channel'] });
    await expectChosenStandsOut(page, scratch, channels.getByRole('radio', { checked: true }), channels.getByRole('radio', { checked: false }).first(), 'payment method');
    await keepShot('forced-colors step 3 at 1280', () => page.screenshot({ fullPage: true }));
  });

  it('"All servers / My servers" shows the pressed one by its colours, not by bold alone', async () => {
    const { page, scratch } = await forcedPage(360);
    await logIn(page);
    await chooseGame(page);
    const all = page.getByRole('button', { name: 'All servers' });
    const mine = page.getByRole('button', { name: 'My servers' });
    for (const [pressed, unpressed] of [[all, mine], [mine, all]] as const) {
      await pressed.click();
      await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      /** The button's commonest colour, and the share of its box it covers. */
      const fill = async (b: Locator) => {
        const box = (await b.boundingBox())!;
        const [p] = await readPixels(scratch, await page.screenshot({ clip: box, animations: 'disabled' }));
        const [colour, n] = colourCounts(p!.rgb)[0]!;
        return { colour, share: n / p!.rgb.length };
      };
      const [a, b] = [await fill(pressed), await fill(unpressed)];
      expect(a.colour, 'the pressed button is filled with another colour').not.toBe(b.colour);
      // Most of it: the text's backplate (forced colours draw one in Canvas behind text)
      // once covered the label, white text on it in white.
      expect(a.share, 'the fill is not hidden behind a backplate').toBeGreaterThan(0.7);
    }
    await keepShot('forced-colors step 2 at 360', () => page.screenshot({ fullPage: true }));
  });

  it('the toast has a border: its text does not merge with the page under it', async () => {
    for (const [width, w] of [[360, EN], [1280, AR]] as const) {
      const lang = w.lang;
      const { page, scratch } = await forcedPage(width, lang);
      await page.getByRole('radio').first().waitFor();
      await logIn(page, PLAYER, w);
      const toast = page.locator('.toast');
      await toast.waitFor();
      const s = await shoot(page, scratch, toast, `toast ${lang} ${width}`);
      await keepShot(`forced-colors toast page ${lang} ${width}`, () => page.screenshot());
      const perimeter = 2 * (s.box.width + s.box.height);
      expect(frame(s, 2).ink, 'a line all round the toast (its rounded corners aside)').toBeGreaterThan(0.9 * perimeter);
    }
  });
});
