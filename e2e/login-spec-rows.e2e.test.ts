/**
 * Spec rows of the login popups no other test held (spec sections 2 and 5): the login
 * button is disabled until both fields hold more than spaces, in the login popup and in the
 * card login; the login popup shows the brand's privacy and user-agreement links, in the
 * page's language, opening in a new window. (Login client numbers per brand and area:
 * scripts/lib/brands.test.ts and src/login/social-return.test.ts.)
 */
import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import ko from '../locales/ko.json' with { type: 'json' };
import { loadBrand } from '../scripts/lib/brands.ts';
import { createHarness } from './harness.ts';

const h = createHarness();
afterAll(() => h.close());

async function expectDisabledUntilBoth(form: Locator, first: string, second: string, submit: string): Promise<void> {
  const button = form.getByRole('button', { name: submit, exact: true });
  expect(await button.isDisabled()).toBe(true);
  await form.getByLabel(first, { exact: true }).fill('player1');
  expect(await button.isDisabled()).toBe(true);
  await form.getByLabel(second, { exact: true }).fill('   ');
  expect(await button.isDisabled(), 'spaces are not a password').toBe(true);
  await form.getByLabel(second, { exact: true }).fill('x');
  expect(await button.isDisabled()).toBe(false);
  await form.getByLabel(first, { exact: true }).fill('');
  expect(await button.isDisabled()).toBe(true);
}

describe('the login button is disabled until both fields are filled', () => {
  it('in the login popup (account and password), and in the card login (card number and password)', async () => {
    const page = await h.open('watt', '/selectGame?domain_area=universal');
    await page.getByRole('banner').getByRole('button', { name: en['header.login'] }).click();
    const popup = page.getByRole('dialog', { name: en['login.title'] });
    await expectDisabledUntilBoth(popup, en['login.username'], en['login.password'], en['login.submit']);
    await popup.getByRole('button', { name: en['login.card'] }).click();
    const card = page.getByRole('dialog', { name: en['login.card'] });
    await card.waitFor();
    await expectDisabledUntilBoth(card, en['card.number'], en['card.password'], en['login.submit']);
  });
});

describe('the privacy links in the login popup', () => {
  for (const [brand, route, m, lang] of [['watt', '/selectGame?domain_area=universal', en, 'en'], ['ko', '/selectGame', ko, 'ko']] as const) {
    it(`${brand} (${lang}): privacy policy and user agreement, the brand's for the language, each in a new window`, async () => {
      const page = await h.open(brand, route);
      await page.getByRole('banner').getByRole('button', { name: m['header.login'] }).click();
      const nav = page.getByRole('dialog', { name: m['login.title'] }).getByRole('navigation', { name: m['footer.legal'] });
      const legal = loadBrand(brand).legal[lang]!;
      const privacy = nav.getByRole('link', { name: m['footer.privacy'] });
      const agreement = nav.getByRole('link', { name: m['footer.agreement'] });
      expect(await privacy.getAttribute('href')).toBe(legal.privacy);
      expect(await agreement.getAttribute('href')).toBe(legal.agreement);
      for (const link of [privacy, agreement]) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      }
    });
  }
});
