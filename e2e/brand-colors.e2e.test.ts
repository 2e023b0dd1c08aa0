/**
 * Every brand renders in its own colours, read off the rendered page as a player sees it:
 * the header's fill, the primary button's, the chosen card's border and the focus ring,
 * compared with the brand file (through the build's palette, brand-colors.ts), their
 * contrast measured where they are painted, and axe's colour-contrast rule on the page. All thirteen once rendered in watt's blue, a
 * stylesheet default overriding the brand's inline style, while contrast tests that read
 * CSS rather than pixels passed; this test reads computed colours and also requires the
 * thirteen headers to differ.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listBrandIds, loadBrand } from '../scripts/lib/brands.ts';
import { MIN_CONTRAST, brandPalette, contrast } from '../scripts/build/brand-colors.ts';
import { entryPath } from '../scripts/lib/entry-url.ts';
import { sandboxControl } from '../sandbox/control-client.ts';
import { seriousViolations } from './axe.ts';
import { createHarness } from './harness.ts';

const h = createHarness();
beforeAll(() => sandboxControl(inject('sandboxPortBase')).reset());
afterAll(() => h.close());

const messages = (lang: string): Record<string, string> => JSON.parse(fs.readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8'));

type Rgba = [number, number, number, number];

/** A computed CSS colour ("rgb(…)", "rgba(…)") as channels, alpha last. */
function parseCss(c: string): Rgba {
  const n = c.match(/[\d.]+/g)?.map(Number) ?? [];
  if (n.length < 3) throw new Error(`not a colour: ${c}`);
  return [n[0]!, n[1]!, n[2]!, n[3] ?? 1];
}
const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
/** A translucent colour painted over an opaque one. */
const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
const rgb = (c: Rgba): [number, number, number] => [c[0], c[1], c[2]];

async function styleOf(page: Page, selector: string, props: string[]): Promise<Record<string, string>> {
  return page.locator(selector).first().evaluate((el, ps) => {
    const s = getComputedStyle(el);
    return Object.fromEntries(ps.map((p) => [p, s.getPropertyValue(p)]));
  }, props);
}

const headers = new Map<string, string>();

describe('each brand in its own colours', () => {
  it.each(listBrandIds())('%s: header, primary button, chosen card and focus ring in the brand file\'s colours, each readable', async (id) => {
    const brand = loadBrand(id);
    const palette = brandPalette(brand.theme.color);
    const m = messages(brand.languages[0]!);
    const page = await h.open(id, entryPath(brand), { locale: 'sw-KE' });
    await page.getByRole('heading', { name: m['page.selectGame'], level: 1 }).waitFor();
    const body = parseCss((await styleOf(page, 'body', ['background-color']))['background-color']!);

    // The header: its fill is the brand's, the name and the Log in button readable on it.
    const header = page.getByRole('banner');
    const headerStyle = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const headerFill = parseCss(headerStyle);
    expect(hex(headerFill)).toBe(palette.brand);
    headers.set(id, hex(headerFill));
    const nameInk = parseCss(await header.evaluate((el) => getComputedStyle(el).color));
    expect(contrast(rgb(nameInk), rgb(headerFill))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    const loginButton = header.getByRole('button', { name: m['header.login'] });
    const login = await loginButton.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, color: getComputedStyle(el).color }));
    const loginFill = over(parseCss(login.bg), headerFill);
    expect(contrast(rgb(parseCss(login.color)), rgb(loginFill))).toBeGreaterThanOrEqual(MIN_CONTRAST);

    // A chosen game: the card's border in the brand's ink for light surfaces, and Next filled with the brand.
    const radio = page.getByRole('radio').first();
    await radio.check();
    const card = await radio.evaluate((el) => getComputedStyle(el.closest('.choice')!).borderTopColor);
    expect(hex(parseCss(card))).toBe(palette.text);
    expect(contrast(rgb(parseCss(card)), '#ffffff')).toBeGreaterThanOrEqual(3);
    const next = page.getByRole('button', { name: m['common.next'], exact: true });
    const nextStyle = await next.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, color: getComputedStyle(el).color }));
    expect(hex(parseCss(nextStyle.bg))).toBe(palette.brand);
    expect(contrast(rgb(parseCss(nextStyle.color)), rgb(parseCss(nextStyle.bg)))).toBeGreaterThanOrEqual(MIN_CONTRAST);

    // The focus ring, drawn by the keyboard, on the page's background (non-text: 3:1).
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const own = getComputedStyle(el);
      const card = el.closest('.choice');
      return { own: own.outlineStyle === 'none' ? '' : own.outlineColor, card: card ? getComputedStyle(card).outlineColor : '' };
    });
    const ringColour = ring.card && ring.own === '' ? ring.card : ring.own || ring.card;
    expect(ringColour, 'a visible focus ring').not.toBe('');
    expect(contrast(rgb(parseCss(ringColour)), rgb(body))).toBeGreaterThanOrEqual(3);

    // And every other text on the page in this brand's colours, as axe measures it.
    expect((await seriousViolations(page)).filter((v) => v.id === 'color-contrast')).toEqual([]);
  });

  it('no two brands share a header colour', () => {
    expect(headers.size).toBe(listBrandIds().length);
    expect(new Set(headers.values()).size).toBe(headers.size);
  });
});
