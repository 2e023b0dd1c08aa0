/**
 * Every brand opens in its own default language, lists its games and reaches step 2.
 * Texts are read from the locale files, the brand's merged over the language's, so the
 * test clicks what a player of that brand sees.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listBrandIds, loadBrand } from '../scripts/lib/brands.ts';
import { entryPath } from '../scripts/lib/entry-url.ts';
import { mergedMessages } from '../scripts/lib/locales.ts';
import { sandboxControl } from '../sandbox/control-client.ts';
import { createHarness } from './harness.ts';

const h = createHarness();
beforeAll(() => sandboxControl(inject('sandboxPortBase')).reset());
afterAll(() => h.close());

describe('every brand', () => {
  it.each(listBrandIds())('%s reaches /selectGoods', async (id) => {
    const brand = loadBrand(id);
    // The brand's own words over the language's (joyage's Hong Kong zh-TW).
    const m = mergedMessages(brand.languages[0]!, id);
    // A browser language no brand offers, so each shows its own default language.
    const page = await h.open(id, entryPath(brand), { locale: 'sw-KE' });
    await page.getByRole('heading', { name: m['page.selectGame'], level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(brand.languages[0]);
    expect(await page.title()).toContain(brand.name);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: m['common.next'], exact: true }).click();
    await page.getByRole('heading', { name: m['page.selectGoods'], level: 1 }).waitFor();
    await page.getByRole('radio').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/selectGoods');
  });
});
