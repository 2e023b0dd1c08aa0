/**
 * The app shell in a real browser, for two brands that differ in every way the shell
 * shows: name, languages (8 with Arabic vs Korean only), footer (company block for ko).
 */
import { afterAll, describe, expect, it } from 'vitest';
import de from '../locales/de.json' with { type: 'json' };
import { PATHS as API } from '../src/api/contract.ts';
import { createHarness } from './harness.ts';
import { createProviderPages } from './payment-providers.ts';

const h = createHarness();
const pages = createProviderPages(h);
afterAll(async () => { await pages.close(); await h.close(); });

describe('app shell', () => {
  it('watt shows its own name, its 8 languages, legal links in a new window and its copyright', async () => {
    const page = await h.open('watt', '/selectGame?domain_area=universal');
    await page.getByRole('heading', { name: 'Select game', level: 1 }).waitFor();
    expect(await page.title()).toBe('Select game · Watt Games');
    await expect(page.getByRole('banner').getByText('Watt Games').isVisible()).resolves.toBe(true);
    // The footer loads after the first paint (it starts below the fold): wait for it.
    const language = page.getByLabel('Language');
    await language.waitFor();
    const options = await language.locator('option').allTextContents();
    expect(options).toHaveLength(8);
    expect(options).toEqual(expect.arrayContaining(['English', 'العربية', 'Deutsch', 'Polski', 'Français']));
    const privacy = page.getByRole('link', { name: /Privacy policy/ });
    expect(await privacy.getAttribute('target')).toBe('_blank');
    expect(await privacy.getAttribute('href')).toBe('https://www.watt-games.example/legal/en/privacy');
    await page.getByText('© 2026 Watt Games. All rights reserved.').waitFor();
    const steps = page.getByRole('navigation', { name: 'Top-up progress' });
    expect(await steps.getByRole('listitem').count()).toBe(4);
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Select game');
  });

  it('switching language changes the text, html lang/dir, the legal links, and is remembered', async () => {
    const page = await h.open('watt', '/selectGame?domain_area=universal');
    await page.getByLabel('Language').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).not.toBe('Select game');
    expect(await page.locator('footer a[target=_blank]').first().getAttribute('href')).toBe('https://www.watt-games.example/legal/ar/privacy');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
  });

  it('switching language on step 3 keeps the payment methods on screen while they are asked again, then names them in the new language', async () => {
    const { page } = await pages.openRecharge('watt');
    const methods = () => page.locator('fieldset.channels .choice-title').allTextContents();
    const before = await methods();
    expect(before).toContain('Credit Card');
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('#root .skeleton')) (window as { sawBlocks?: boolean }).sawBlocks = true;
      }).observe(document, { childList: true, subtree: true });
    });
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let asked = 0;
    await page.route((url) => url.pathname === API.channelList, async (r) => { asked++; await held; await r.continue(); });
    await page.getByLabel('Language').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    await expect.poll(() => asked).toBe(1);
    // The answer is held: the same methods, still to be chosen, and no loading blocks.
    expect(await methods()).toEqual(before);
    expect(await page.getByRole('radio').first().isEnabled()).toBe(true);
    release();
    await page.getByText('بطاقة ائتمان').waitFor();
    expect(await methods()).toHaveLength(before.length);
    expect(await page.evaluate(() => (window as { sawBlocks?: boolean }).sawBlocks ?? false)).toBe(false);
  });

  it('the browser language is used when the brand offers it', async () => {
    const page = await h.open('watt', '/selectGame?domain_area=universal', { locale: 'de-DE' });
    await page.getByRole('heading', { name: de['page.selectGame'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  });

  it('ko shows its own name in Korean, no language dropdown, and the company block', async () => {
    const page = await h.open('ko', '/selectGame');
    await page.waitForFunction(() => document.title.endsWith('KO Play'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Select game');
    expect(await page.getByRole('combobox').count()).toBe(0);
    await page.getByText('KO Play Co., Ltd.').first().waitFor();
    await page.getByText('© 2026 KO Play. All rights reserved.').waitFor();
    expect(await page.content()).not.toContain('Watt Games');
  });

  it('an unknown path shows Not Found, and its button goes back to the first step', async () => {
    const page = await h.open('watt', '/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((u) => u.pathname !== '/no/such/page');
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  });

  it('/ forwards to /selectGame and keeps the query', async () => {
    const page = await h.open('watt', '/?domain_area=universal&client_id=1001');
    await page.waitForURL(/\/selectGame\?/);
    expect(new URL(page.url()).search).toBe('?domain_area=universal&client_id=1001');
  });

  it('joynet has no progress bar', async () => {
    const page = await h.open('joynet', '/selectGame');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: /progress|进度/i }).count()).toBe(0);
    expect(await page.locator('.steps').count()).toBe(0);
  });
});
