/**
 * The standalone screens around the purchase steps (spec section 2) in a real browser
 * against the sandbox: /@code, the page-parameter error, the cookie / private-browsing
 * warning, /notArea, /showError, and Korea's /certifiedReal and customer-service link.
 */
import { afterAll, describe, expect, it } from 'vitest';
import ko from '../locales/ko.json' with { type: 'json' };
import { GAMES_MEMO_KEY } from '../src/lib/stored-entry.ts';
import { appStarted, createHarness, resetSandboxEachTest } from './harness.ts';
import { BLOCK_STORAGE, createFreshPages } from './fresh-page.ts';
import { KO, PLAYER, logIn } from './journey-steps.ts';

const h = createHarness();
const pages = createFreshPages(h);
const sandbox = resetSandboxEachTest();
afterAll(async () => { await pages.close(); await h.close(); });

/** What the app keeps in localStorage under `key` (entries are { value, expires? }). */
const stored = (key: string) => `(() => { const r = localStorage.getItem(${JSON.stringify(key)}); return r && JSON.parse(r).value; })()`;

/**
 * Everything in localStorage, the shell's remembered game list by its value alone: the head
 * asks for the list on every game-list address (`/?client_id=…` too) and keeps the reply
 * for a week from then, so its expiry moves on each visit; the games it holds must not.
 */
const playerStorage = (memoKey: string) => {
  const all: Record<string, unknown> = { ...localStorage };
  if (typeof all[memoKey] === 'string') all[memoKey] = (JSON.parse(all[memoKey]) as { value: unknown }).value;
  return all;
};

describe('/@code', () => {
  it('acenet (code sets the area): sets the code\'s domain area and lands on /selectGame with that game chosen', async () => {
    const page = await pages.open('acenet', '/@ace-us');
    await page.waitForURL(/\/selectGame\?client_id=9001$/);
    await page.getByRole('heading', { name: 'Select game', level: 1 }).waitFor();
    expect(await page.evaluate(stored('payment_domain_area'))).toBe('useuro');
    await expect.poll(() => page.getByRole('radio', { name: 'Ace Arena US' }).isChecked()).toBe(true);
    // Next goes straight on with it.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Select character & item', level: 1 }).waitFor();
    await page.getByText('Ace Arena US').first().waitFor();
  });

  it('rhinos: another code, another area, its game chosen', async () => {
    const page = await pages.open('rhinos', '/@rhino-sea');
    await page.waitForURL(/\/selectGame\?client_id=12001$/);
    expect(await page.evaluate(stored('payment_domain_area'))).toBe('sea');
    await expect.poll(() => page.getByRole('radio', { name: 'Rhino Sea' }).isChecked()).toBe(true);
  });

  it('/selectGame?client_id= chooses that game too, and the player can still pick another', async () => {
    const page = await pages.open('watt', '/selectGame?domain_area=universal&client_id=1002');
    await expect.poll(() => page.getByRole('radio', { name: 'Ironclad' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Starfall' }).check();
    expect(await page.getByRole('radio', { name: 'Ironclad' }).isChecked()).toBe(false);
  });

  it('an unknown code clears the domain area and says Not Found, with a way home', async () => {
    const page = await pages.open('acenet', '/@ace');
    await page.waitForURL(/\/selectGame/);
    expect(await page.evaluate(stored('payment_domain_area'))).toBe('universal');
    await page.goto(`${await h.origin('acenet')}/@no-such-game`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.evaluate(stored('payment_domain_area'))).toBeNull();
    expect(await page.getByRole('link', { name: 'Back to home' }).isVisible()).toBe(true);
  });

  it('watt (code without an area): chooses the game and goes on to step 2', async () => {
    const page = await pages.open('watt', '/selectGame?domain_area=universal');
    // The area comes from this first address; /@ironclad has none of its own.
    await expect.poll(() => page.evaluate(stored('payment_domain_area'))).toBe('universal');
    await page.goto(`${await h.origin('watt')}/@ironclad`);
    await page.waitForURL(/\/selectGoods$/);
    await page.getByRole('heading', { name: 'Select character & item', level: 1 }).waitFor();
    await page.getByText('Ironclad').first().waitFor();
  });
});

describe('page parameter error', () => {
  it('a malformed client_id shows the error page with advice; nothing stored is lost', async () => {
    const page = await pages.open('watt', '/selectGame?domain_area=universal');
    await page.getByRole('heading', { name: 'Select game', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Starfall' }).check();
    const before = await page.evaluate(playerStorage, GAMES_MEMO_KEY);
    await page.goto(`${await h.origin('watt')}/?client_id=1001%22%3E%3Cimg%3E`);
    await page.getByRole('heading', { name: 'Invalid page link', level: 1 }).waitFor();
    expect(await page.getByText('Go back to the game and open this page again, or ask customer service for the right link.').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/paramError');
    expect(new URL(page.url()).searchParams.get('client_id')).toBe('1001"><img>');
    expect(await page.evaluate(playerStorage, GAMES_MEMO_KEY)).toEqual(before);
    expect(await page.locator('main img').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to home' }).click();
    // Polled: the shell's inert cards are up, unchosen, before the app reads the stored game.
    await expect.poll(() => page.getByRole('radio', { name: 'Starfall' }).isChecked()).toBe(true);
  });

  it('/paramError itself explains', async () => {
    const page = await pages.open('watt', '/paramError');
    await page.getByRole('heading', { name: 'Invalid page link', level: 1 }).waitFor();
  });
});

describe('cookie / private-browsing warning', () => {
  it('shows a banner above the header when storage is blocked; it can be closed', async () => {
    const page = await pages.open('watt', '/selectGame?domain_area=universal', { initScript: BLOCK_STORAGE });
    const banner = page.getByRole('region', { name: 'Cookies are blocked' });
    await banner.waitFor();
    expect(await banner.getByText('Leave private browsing or allow cookies for this site, then reload the page.').isVisible()).toBe(true);
    const [bannerBox, headerBox] = [await banner.boundingBox(), await page.getByRole('banner').boundingBox()];
    expect(bannerBox!.y).toBeLessThan(headerBox!.y);
    await page.getByRole('heading', { name: 'Select game', level: 1 }).waitFor(); // the app still works
    await banner.getByRole('button', { name: 'Close' }).click();
    expect(await banner.count()).toBe(0);
  });

  it('is not shown when storage works', async () => {
    const page = await pages.open('watt', '/selectGame?domain_area=universal');
    await appStarted(page);
    await page.getByRole('heading', { name: 'Select game', level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'Cookies are blocked' }).count()).toBe(0);
  });
});

describe('other standalone pages', () => {
  it('/notArea when a multi-area brand has no area', async () => {
    const page = await pages.open('watt', '/selectGame');
    await page.waitForURL(/\/notArea$/);
    await page.getByRole('heading', { name: 'Region not supported', level: 1 }).waitFor();
    expect(await page.getByText('This service is not available in your region.').isVisible()).toBe(true);
  });

  it('/showError shows a catalogue message only, never text from the address', async () => {
    const page = await pages.open('watt', '/showError?reason=linkInvalid');
    await page.getByRole('heading', { name: 'Something went wrong', level: 1 }).waitFor();
    expect(await page.getByText('The link is invalid. Please refresh the page and try again').isVisible()).toBe(true);
    await page.goto(`${await h.origin('watt')}/showError?reason=Call%20us%20at%20555`);
    await page.getByText('Query error. Please return to the home page and try again').waitFor();
    expect(await page.getByText('Call us').count()).toBe(0);
  });

  it('/errorReplenish opened directly gives the general reason and the advice', async () => {
    const page = await pages.open('watt', '/errorReplenish');
    await page.getByRole('heading', { name: 'Replenishment unavailable', level: 1 }).waitFor();
    expect(await page.getByText('Contact customer service for a new link.').isVisible()).toBe(true);
  });
});

describe('Korea (brand ko)', () => {
  const l = { login: ko['header.login'], account: ko['login.username'], password: ko['login.password'] };

  it('/certifiedReal: please verify when logged out; not completed for an unverified account', async () => {
    const page = await pages.open('ko', '/certifiedReal');
    await page.getByRole('heading', { name: ko['page.certifiedReal'], level: 1 }).waitFor();
    await page.getByText(ko['realName.pleaseVerify']).waitFor();
    await page.locator('main').getByRole('button', { name: l.login }).click();
    const dialog = page.getByRole('dialog', { name: l.login });
    await dialog.getByRole('textbox', { name: l.account }).fill('krnoreal');
    await dialog.getByLabel(l.password, { exact: true }).fill('Password3!');
    await dialog.getByRole('button', { name: l.login, exact: true }).click();
    await page.getByText(ko['realName.notCompleted']).waitFor();
    expect(await page.getByRole('link', { name: ko['notFound.home'] }).isVisible()).toBe(true);
  });

  it('/certifiedReal: a verified player goes on to the home page', async () => {
    const page = await pages.open('ko', '/selectGame');
    await logIn(page, PLAYER, KO);
    await page.goto(`${await h.origin('ko')}/certifiedReal`);
    await page.waitForURL(/\/selectGame/);
  });

  it('customer service needs a login, then links with the platform token in a new window', async () => {
    const page = await pages.open('ko', '/selectGame');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: ko['footer.customerService'] }).click();
    await page.getByRole('dialog', { name: l.login }).waitFor();
    await page.getByRole('dialog', { name: l.login }).getByRole('button', { name: ko['common.close'] }).click();
    await logIn(page, PLAYER, KO);
    const link = footer.getByRole('link', { name: new RegExp(ko['footer.customerService']) });
    await link.waitFor();
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://help.koplay.example/cs');
    expect(href.searchParams.get('platform_token')).toMatch(/^pt\./);
    expect(await link.getAttribute('target')).toBe('_blank');
    // The token the link carries is the one kept with the session (a second fetch, if any, updates both).
    await expect.poll(async () => {
      const now = new URL((await link.getAttribute('href'))!).searchParams.get('platform_token');
      return (await page.evaluate(stored('paymentUserinfo')) as { platform_token?: string } | null)?.platform_token === now;
    }).toBe(true);
  });
});
