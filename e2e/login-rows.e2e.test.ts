/**
 * Spec rows of the login popups that worked but no test held (issue 24), in a real browser
 * against the sandbox: the account login's button reads inactive until both fields hold more
 * than spaces, and Enter or the button with a field empty sends nothing and says "Please
 * enter your account and password" (spec sections 2 and 5; issue 40), in the
 * account and the gift-card login alike; both show the brand's privacy and user-agreement
 * links for the page's language, opening in a new window (section 2). (Login client numbers
 * per brand and area: scripts/lib/brands.test.ts and src/login/social-return.test.ts.)
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import watt from '../brands/watt.json' with { type: 'json' };
import koBrand from '../brands/ko.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import ko from '../locales/ko.json' with { type: 'json' };
import { createHarness } from './harness.ts';
import { WATT_ENTRY } from './journey-steps.ts';

const h = createHarness();
afterAll(() => h.close());

/**
 * The login calls the page sends from now on. Not the X row's request token: the popup
 * fetches it ahead as it opens (login/social.ts), whenever the social code has arrived,
 * which on a busy machine is after the dialog shows; it logs nobody in.
 */
function loginCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/util/login/') && path !== '/util/login/twitter_auth') seen.push(path);
  });
  return seen;
}

async function openLogin(): Promise<{ page: Page; dialog: Locator }> {
  const page = await h.open('watt', WATT_ENTRY);
  await page.getByRole('banner').getByRole('button', { name: en['header.login'] }).click();
  const dialog = page.getByRole('dialog', { name: en['login.title'] });
  await dialog.waitFor();
  return { page, dialog };
}

async function expectLegalLinks(dialog: Locator, m: Record<string, string> = en, legal = watt.legal.en): Promise<void> {
  for (const [name, href] of [[m['footer.privacy']!, legal.privacy], [m['footer.agreement']!, legal.agreement]] as const) {
    const link = dialog.getByRole('link', { name: new RegExp(`^${name}`) });
    expect(await link.getAttribute('href'), name).toBe(href);
    expect(await link.getAttribute('target'), name).toBe('_blank');
    expect(await link.getAttribute('rel'), name).toContain('noopener');
  }
}

/**
 * A login form's button reads inactive (aria-disabled), and Enter or a press sends nothing
 * but says `empty`, until both fields hold more than spaces; then Enter sends the one login
 * call `path`, and nothing was sent before.
 */
async function expectSentOnlyWhenBothFilled(
  page: Page, dialog: Locator, first: Locator, second: Locator, submit: Locator, values: [string, string], path: string, empty: string,
): Promise<void> {
  const calls = loginCalls(page);
  const inactive = async () => (await submit.getAttribute('aria-disabled')) === 'true';
  const said = dialog.getByRole('alert').filter({ hasText: empty });
  expect(await inactive()).toBe(true);
  expect(await said.count()).toBe(0);
  // A tap on the inactive button (Playwright waits for an aria-disabled one to become enabled; a player does not).
  await submit.click({ force: true });
  await said.waitFor();
  await first.fill(values[0]);
  expect(await inactive()).toBe(true);
  await second.press('Enter');
  await second.fill('   ');
  expect(await inactive(), 'spaces are not a password').toBe(true);
  await second.press('Enter');
  expect(await said.isVisible()).toBe(true);
  await first.fill('');
  await second.fill(values[1]);
  expect(await inactive()).toBe(true);
  await second.press('Enter');
  // Filled at last: the message goes, and the first login call the page sends is this one.
  await first.fill(values[0]);
  expect(await inactive()).toBe(false);
  expect(await said.count()).toBe(0);
  await Promise.all([page.waitForRequest((r) => new URL(r.url()).pathname === path), second.press('Enter')]);
  // Nothing before it (what follows a quick login, get_user_info, may already be on its way).
  expect(calls[0]).toBe(path);
}

describe('the login popups (spec sections 2 and 5)', () => {
  it('account login: Log in reads inactive until both fields hold more than spaces; submitted before, it sends nothing and says "Please enter your account and password"', async () => {
    const { page, dialog } = await openLogin();
    const submit = dialog.getByRole('button', { name: en['login.submit'], exact: true });
    await expectSentOnlyWhenBothFilled(page, dialog, dialog.getByLabel(en['login.username']), dialog.getByLabel(en['login.password']), submit, ['player1', 'Password1!'], '/util/login/auth', en['login.enterAccountPassword']);
  });

  it('account login shows the brand\'s privacy and user-agreement links, opening in a new window', async () => {
    const { dialog } = await openLogin();
    await expectLegalLinks(dialog);
  });

  it('gift-card login: Log in reads inactive until both fields hold more than spaces; submitted before, it sends nothing and says why; it shows the same links', async () => {
    const { page, dialog } = await openLogin();
    await dialog.getByRole('button', { name: en['login.card'] }).click();
    const card = page.getByRole('dialog', { name: en['login.card'] });
    await expectLegalLinks(card);
    const submit = card.getByRole('button', { name: en['login.submit'], exact: true });
    await expectSentOnlyWhenBothFilled(page, card, card.getByLabel(en['card.number']), card.getByLabel(en['card.password']), submit, ['WATT-0001', '1111'], '/util/login/card_auth', en['card.enter']);
  });

  it('ko shows its own privacy and user-agreement links, in Korean', async () => {
    const page = await h.open('ko', '/selectGame');
    await page.getByRole('banner').getByRole('button', { name: ko['header.login'] }).click();
    const dialog = page.getByRole('dialog', { name: ko['login.title'] });
    await dialog.waitFor();
    await expectLegalLinks(dialog, ko, koBrand.legal.ko);
  });
});
