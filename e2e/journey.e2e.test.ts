/**
 * The purchase journey in a real browser against the sandbox (issue 5): brand watt,
 * player1. Each test starts from a fresh sandbox and a fresh browser context.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { appStarted, createHarness, resetSandboxEachTest } from './harness.ts';
import {
  PLAYER, WATT_ENTRY, chooseGame, chooseRoleAndGoods, chooseServer, logIn, payAndReachPaymentSite, resultTitle, toRecharge, upToRecharge,
} from './journey-steps.ts';

const h = createHarness();
const sandbox = resetSandboxEachTest({ payLag: 0 });
afterAll(() => h.close());

const eventsSeen = async () => (await sandbox.tracking()).map((r) => r.body.event);
const ordersOf = async (goods: string) => (await sandbox.orders('player1')).filter((o) => o.goods_name === goods);

describe('purchase journey', () => {
  it('a full purchase from /selectGame ends in a done result, with tracking at each step', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await upToRecharge(page);
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/result\?billing_no=/);
    expect(await resultTitle(page)).toBe('Payment successful');
    await page.getByText('$4.99').first().waitFor();
    const orders = await ordersOf('300 Gems');
    expect(orders.filter((o) => o.status === 'done')).toHaveLength(1);
    expect(new URL(page.url()).searchParams.get('billing_no')).toBe(orders.at(-1)!.billing_no);

    // Tracking (spec section 7): the events of the journey, in order, with the brand's id.
    const events = (await sandbox.tracking()).map((r) => r.body);
    const numbers = events.map((e) => e.event);
    for (const n of [6, 3, 8, 9, 10, 12, 14, 15, 11, 18]) expect(numbers, `event ${n}`).toContain(n);
    expect(numbers.indexOf(8)).toBeLessThan(numbers.indexOf(14));
    expect(numbers.indexOf(14)).toBeLessThan(numbers.lastIndexOf(18));
    const e18 = events.find((e) => e.event === 18)!;
    expect(e18).toMatchObject({ event_id: 24, user_name: 'player1', product_name: '300 Gems', client_id: '1001', domain_area: 'universal' });
  });

  it('a failed payment offers to change the payment method, and a second order with another channel succeeds', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await upToRecharge(page);
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL(/\/result/);
    expect(await resultTitle(page)).toMatch(/Not paid|Top-up failed/);
    await page.getByRole('button', { name: 'Change payment method' }).click();
    await page.getByRole('heading', { name: 'Top up', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /Platform Pay/ }).check();
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    expect(await resultTitle(page)).toBe('Payment successful');
    const orders = await ordersOf('300 Gems');
    expect(orders.map((o) => o.status).sort()).toEqual(['done', 'failed']);
    expect(orders.find((o) => o.status === 'done')!.channel_name).toBe('Platform Pay');
    expect(await eventsSeen(), 'click_resultFail_changePayway').toContain(22);
  });

  it('a pending order is completed later: "Payment complete" asks again, and once paid the page polls while the order system lags', async () => {
    await sandbox.setPayLag(60_000);
    const page = await h.open('watt', WATT_ENTRY);
    await upToRecharge(page);
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await page.waitForURL(/\/result/);
    expect(await resultTitle(page)).toBe('Waiting for payment');
    // Not paid yet: "Payment complete" asks the order system again (event 19), which still says pending.
    await page.getByRole('button', { name: 'Payment complete' }).click();
    await page.getByText('Checking your payment…').waitFor();
    await expect.poll(async () => (await sandbox.tracking()).map((r) => r.body.event)).toContain(19);
    expect(await resultTitle(page)).toBe('Waiting for payment');
    // Pay now, on the payment site, as a player coming back to it would.
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/result/);
    // The money has arrived and the order system lags: the page checks by itself, backing off.
    await page.getByText('Checking your payment…').waitFor();
    await page.clock.install(); // the back-off runs without waiting from here
    await sandbox.advanceClock(60_000);
    const done = page.getByRole('heading', { name: 'Payment successful', level: 2 });
    await expect.poll(async () => { await page.clock.runFor(5_000); return done.count(); }, { timeout: 30_000 }).toBe(1);
  });

  it('reloading /result, or opening it in a new tab, shows the same order', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await upToRecharge(page);
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    expect(await resultTitle(page)).toBe('Payment successful');
    const url = page.url();
    await page.reload();
    expect(await resultTitle(page)).toBe('Payment successful');
    const tab = await page.context().newPage();
    await tab.goto(url);
    expect(await resultTitle(tab)).toBe('Payment successful');
    const billing = new URL(url).searchParams.get('billing_no')!;
    await tab.getByText(billing).waitFor();
    await tab.getByRole('button', { name: 'Continue top-up' }).click();
    await tab.getByRole('heading', { name: 'Select character & item', level: 1 }).waitFor();
    expect(await eventsSeen(), 'click_continueRecharge').toContain(21);
    // This tab never loaded the game list: the game's logo comes from /api/config/game_logo.
    const api = `http://127.0.0.1:${inject('sandboxPortBase') + 1}/`;
    await tab.waitForFunction((origin) => document.querySelector<HTMLImageElement>('.game-bar-logo')?.src.startsWith(origin), api);
  });

  it('reloading /recharge fetches its page with the first load: preloaded by the HTML, within its CSP', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await upToRecharge(page);
    const violations: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.reload();
    await page.getByRole('heading', { name: 'Top up', level: 1 }).waitFor();
    await appStarted(page); // with a shell, the links are added after its first frame
    const preloaded = await page.locator('link[rel=modulepreload]').evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    const pageChunk = preloaded.find((p) => /\/assets\/recharge-page-[\w-]+\.js$/.test(p));
    // Only index.html's inline script adds such links (the app's own imports add none).
    expect(pageChunk, `modulepreload links: ${preloaded.join(', ')}`).toBeDefined();
    expect(requested).toContain(pageChunk);
    expect(violations).toEqual([]);
  });

  it('reloading step 2 sends its calls as the app starts, before the page can render, and the page then asks for none of them twice', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await upToRecharge(page);
    await page.goto(new URL('/selectGoods', page.url()).href);
    await page.getByRole('radio', { name: /300 Gems/ }).waitFor();
    const asked = new Map<string, number>();
    page.on('request', (r) => { const p = new URL(r.url()).pathname; if (p.startsWith('/api/')) asked.set(p, (asked.get(p) ?? 0) + 1); });
    // The language's later messages held: the page renders only with them (app/pages.ts),
    // its data need not wait for them.
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await page.route(/\/assets\/locale-en-later-[\w-]+\.js$/, async (r) => { await held; await r.continue(); });
    const called = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/game/area_list');
    await page.reload({ waitUntil: 'commit' });
    await called; // the page cannot have rendered: the app asked before
    expect(await page.getByRole('radio', { name: /300 Gems/ }).count()).toBe(0);
    release();
    await appStarted(page);
    await page.getByRole('radio', { name: /300 Gems/ }).waitFor();
    expect(asked.get('/api/game/area_list')).toBe(1);
    expect(asked.get('/api/game/server_list')).toBe(1);
    // The kept server's characters and their goods too, though the area's servers ask for them as well.
    expect(asked.get('/api/game/role_list')).toBe(1);
    expect(asked.get('/api/pay/goods_list')).toBe(1);
  });

  it('choosing another game once a server is chosen asks first; cancel keeps the game, confirm switches', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await logIn(page);
    await chooseGame(page);
    await chooseServer(page, /S101 Aurora/);
    await page.goto(new URL(WATT_ENTRY, page.url()).href);
    const ironclad = page.getByRole('radio', { name: 'Ironclad' });
    await ironclad.click(); // the confirmation holds the choice back until it is answered
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Change the game? Your current selection will be cleared.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('radio', { name: 'Starfall' }).isChecked()).toBe(true);
    await ironclad.click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[type=radio]:checked')?.closest('label')?.textContent?.includes('Ironclad'));
  });

  it('a double click on Pay places one order', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await upToRecharge(page);
    const before = (await ordersOf('300 Gems')).length;
    await page.getByRole('button', { name: /^Pay / }).dblclick();
    await page.getByRole('button', { name: 'Leave pending' }).waitFor();
    expect((await ordersOf('300 Gems')).length).toBe(before + 1);
  });

  it('changing the payment region asks first; cancel keeps it, confirm switches the channels', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await upToRecharge(page);
    const region = page.getByLabel('Change payment region');
    const start = await region.inputValue();
    // By value: the API's region identifiers; the options read country names in the page's language.
    const options = await region.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const other = options.find((o) => o !== start)!;
    expect(other).toBeTruthy();
    // By keyboard: the arrow keys browse the regions without asking; Enter asks for the one
    // browsed to, and that same Enter does not press the confirmation's focused button.
    await region.focus();
    await page.keyboard.press('ArrowDown');
    const browsed = await region.inputValue();
    expect(browsed).not.toBe(start);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByText('Change the payment region?').waitFor();
    expect(await region.inputValue()).toBe(start);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await region.inputValue()).toBe(start);
    await region.selectOption(other);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Change the payment region?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await region.inputValue()).toBe(start);
    await region.selectOption(other);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForFunction((v) => (document.querySelector('select') as HTMLSelectElement | null)?.value === v, other);
    expect(await region.inputValue()).toBe(other);
    expect((await sandbox.tracking()).map((r) => r.body.event)).toContain(16);
  });

  it('a purchase-limited item at its limit says when it can be bought again and cannot be bought', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await logIn(page);
    await chooseGame(page);
    await chooseServer(page, /S101 Aurora/);
    await chooseRoleAndGoods(page, 'Aria', 'Weekly Pass');
    const card = page.getByRole('radio', { name: /^Weekly Pass/ });
    const label = (await card.getAttribute('aria-label')) ?? (await page.locator('label', { has: card }).textContent()) ?? '';
    expect(label).toContain('Limit 1 per 7 days');
    expect(label).toContain('None left');
    expect(label).toMatch(/Available again in 5 days/);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  });

  it('buying a per-character item to its limit makes it unbuyable', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await logIn(page);
    await chooseGame(page);
    await chooseServer(page, /S101 Aurora/);
    await chooseRoleAndGoods(page, 'Aria', 'Starter Pack');
    await toRecharge(page);
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    expect(await resultTitle(page)).toBe('Payment successful');
    await page.getByRole('button', { name: 'Continue top-up' }).click();
    await page.getByRole('heading', { name: 'Select character & item', level: 1 }).waitFor();
    const starter = page.locator('label', { has: page.getByRole('radio', { name: /^Starter Pack/ }) });
    await starter.getByText('Cannot buy: purchase limit reached').waitFor();
    await page.getByRole('radio', { name: /^Starter Pack/ }).check();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  });

  it('an unpaid order blocks the item and leads to its payment page', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await logIn(page);
    await chooseGame(page);
    await chooseServer(page, /S101 Aurora/);
    await chooseRoleAndGoods(page, 'Aria', '680 Gems');
    await page.locator('label', { has: page.getByRole('radio', { name: /^680 Gems/ }) })
      .getByText('You have an unpaid order for this item').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await page.getByRole('button', { name: 'Leave pending' }).waitFor();
    expect(new URL(page.url()).port).toBe(String(inject('sandboxPortBase') + 4));
  });

  it('a server without a character says so and offers to change account or reselect', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await logIn(page);
    await chooseGame(page);
    await chooseServer(page, /S103 Cinder/);
    const alert = page.getByRole('alert').filter({ hasText: 'Character not found' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Choose again' }).click();
    expect(await page.getByRole('radio', { name: /S103 Cinder/ }).isChecked()).toBe(false);
    await chooseServer(page, /S103 Cinder/);
    await alert.getByRole('button', { name: 'Change account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
  });

  it('goods details, a channel change, the result page\'s actions and log-out are tracked (13, 17, 20, 23, 2, 4)', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await logIn(page);
    await chooseGame(page);
    await chooseServer(page, /S101 Aurora/);
    await chooseRoleAndGoods(page, 'Aria', '300 Gems');
    await page.getByRole('button', { name: /^Details/ }).click();
    await page.getByRole('dialog', { name: '300 Gems' }).getByText('A pouch of gems.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toRecharge(page);
    await page.getByRole('radio', { name: /Platform Pay/ }).check();
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Leave pending' }).click();
    expect(await resultTitle(page)).toBe('Waiting for payment');
    await page.getByRole('button', { name: 'Change payment method' }).click();
    await page.getByRole('heading', { name: 'Top up', level: 1 }).waitFor();
    await page.goBack();
    expect(await resultTitle(page)).toBe('Waiting for payment');
    const [cs] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Contact customer service' }).click()]);
    await cs.close();
    await page.getByRole('banner').getByRole('button', { name: /player1/ }).click();
    await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    const seen = await eventsSeen();
    for (const [n, name] of [[13, 'click_goodsExclamation'], [17, 'click_recharge_changeSub'], [20, 'click_resultPending_changePayway'], [2, 'click_contactService'], [4, 'logout']] as const) {
      expect(seen, name).toContain(n);
    }
  });

  it('reselecting goods after a failed payment is tracked (23)', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await upToRecharge(page);
    await payAndReachPaymentSite(page);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('button', { name: 'Choose another item' }).click();
    await page.getByRole('heading', { name: 'Select character & item', level: 1 }).waitFor();
    expect(await eventsSeen(), 'click_result_reselectGoods').toContain(23);
  });

  it('an expired session (-600) opens the login popup and goes home; logging in there goes back to the page, game chosen', async () => {
    const page = await h.open('watt', WATT_ENTRY);
    await logIn(page);
    await chooseGame(page);
    await page.getByRole('radio', { name: /S101 Aurora/ }).waitFor();
    await sandbox.expireTokens({ username: 'player1' });
    // A click, not check(): the -600 handling rightly clears the choice straight away.
    await page.getByRole('radio', { name: /S101 Aurora/ }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/selectGame');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Account').fill(PLAYER.username);
    await dialog.getByLabel('Password').fill(PLAYER.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/selectGoods');
    await page.getByRole('heading', { name: 'Select character & item', level: 1 }).waitFor();
    await expect.poll(() => page.locator('.game-bar-name').textContent()).toBe('Starfall');
    await page.getByRole('banner').getByRole('button', { name: /player1/ }).waitFor();
  });
});
