/**
 * Chinese, Japanese, Korean and Arabic text is drawn with its own language's face (app/base.css).
 * The three share the Han characters but draw many of them differently: a page that named
 * Simplified Chinese's font for all three showed Japanese kanji in Chinese forms, and Korean
 * and Japanese text went through every latin family first, glyph run by glyph run. Read from
 * the fonts Chromium actually drew the heading with (CSS.getPlatformFontsForNode), with
 * Debian's Noto CJK faces installed (scripts/ensure-chromium.sh); and the fonts a CJK name
 * in a latin page's language menu is given.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBrand } from '../scripts/lib/brands.ts';
import { entryPath } from '../scripts/lib/entry-url.ts';
import { mergedMessages } from '../scripts/lib/locales.ts';
import { appStarted, createHarness } from './harness.ts';

const h = createHarness();
afterAll(() => h.close());

/** The font families Chromium drew the text of the first `selector` with. */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.filter((f) => f.glyphCount > 0).map((f) => f.familyName);
  } finally {
    await cdp.detach();
  }
}

/** Step 1's heading, in the brand's first language, once the app has replaced the shell. */
async function openStepOne(id: string): Promise<Page> {
  const brand = loadBrand(id);
  const m = mergedMessages(brand.languages[0]!, id);
  // A browser language no brand offers, so each shows its own first language.
  const page = await h.open(id, entryPath(brand), { locale: 'sw-KE' });
  await appStarted(page);
  await page.getByRole('heading', { name: m['page.selectGame'], level: 1 }).waitFor();
  return page;
}

describe('CJK and Arabic text', () => {
  it.each([
    ['ko', 'Noto Sans CJK KR'],
    ['acenetJp', 'Noto Sans CJK JP'],
    ['rhinosTwhk', 'Noto Sans CJK TC'],
    ['joynet', 'Noto Sans CJK SC'],
  ])('%s draws its heading with %s alone', async (id, family) => {
    const page = await openStepOne(id);
    expect(await drawnWith(page, 'h1')).toEqual([family]);
  });

  it('in a latin page\'s language menu: rhinos\'s Chinese name takes the Simplified Chinese fonts, its English one the latin stack', async () => {
    const page = await openStepOne('rhinos');
    const familyOf = (lang: string) => page.locator(`option[lang="${lang}"]`).evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await familyOf('zh-CN')).toMatch(/^"Noto Sans CJK SC"/);
    expect(await familyOf('en')).not.toMatch(/CJK/);
  });

  it('Arabic: watt\'s Arabic heading is drawn with Noto Sans Arabic alone, not whatever system-ui is for Arabic', async () => {
    const page = await h.open('watt', '/selectGame?domain_area=universal', { locale: 'ar' });
    await appStarted(page);
    await page.getByRole('heading', { name: mergedMessages('ar', 'watt')['page.selectGame'], level: 1 }).waitFor();
    expect(await drawnWith(page, 'h1')).toEqual(['Noto Sans Arabic']);
  });

  it('is not how latin text is drawn: watt\'s English heading uses no CJK face', async () => {
    const page = await openStepOne('watt');
    const families = await drawnWith(page, 'h1');
    expect(families.length).toBeGreaterThan(0);
    expect(families.filter((f) => /CJK/.test(f))).toEqual([]);
  });
});
