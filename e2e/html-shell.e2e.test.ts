/**
 * index.html's frame (src/app/frame.tsx) in a real browser: the app's main chunk is held
 * back, as a slow network holds it, and the page must already show the step's header,
 * progress bar and heading; then the app arrives and takes over.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS as API } from '../src/api/contract.ts';
import { CHANNELS_MEMO_KEY, GAMES_MEMO_KEY } from '../src/lib/stored-entry.ts';
import de from '../locales/de.json' with { type: 'json' };
import { launchBrowser } from './browser.ts';
import { appStarted, createHarness, resetSandboxEachTest } from './harness.ts';
import { upToRecharge } from './journey-steps.ts';

const h = createHarness();
// Step 3's test walks the purchase for player1's Aria and 300 Gems: an unpaid order an
// earlier file left for that item blocked it (Next stayed disabled), in a full run only.
const sandbox = resetSandboxEachTest();
let browser: Browser | undefined;
afterAll(async () => { await browser?.close(); await h.close(); });

/**
 * Opens `route` with the main chunk held until `release()`; the HTML, stylesheet and locale
 * load as usual. `requested`: the path of every request the page makes, from the HTML on.
 */
async function openHeld(brand: string, route: string, locale = 'en-US'): Promise<{ page: Page; release: () => void; requested: string[] }> {
  browser ??= await launchBrowser();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
  // When the frame that shows the shell begins (the shell goes into #root; the next frame's callbacks run).
  await ctx.addInitScript(() => {
    new MutationObserver((_, mo) => {
      if (!document.getElementById('root')?.firstChild) return;
      mo.disconnect();
      requestAnimationFrame(() => { (window as { shellFrame?: number }).shellFrame = performance.now(); });
    }).observe(document, { childList: true, subtree: true });
  });
  let release!: () => void;
  const released = new Promise<void>((r) => { release = r; });
  await ctx.route(/\/assets\/index-[\w-]+\.js$/, async (r) => { await released; await r.continue(); });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => { throw e; });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  // Not 'domcontentloaded': that waits for the module script, which is held.
  await page.goto((await h.origin(brand)) + route, { waitUntil: 'commit' });
  return { page, release, requested };
}

/** Step 3's summary as label → value, whatever the rows' order. */
function rowsByLabel(page: Page): Promise<Record<string, string>> {
  return page.locator('.summary-list > div').evaluateAll((rows) => Object.fromEntries(rows.map((r) => [r.querySelector('dt')!.textContent!, r.querySelector('dd')!.textContent!])));
}

interface FirstRender { rows: Record<string, string>; hint: string | null; methods: string[]; methodBlocks: number; games: string[]; logos: string[]; gameBlocks: number }

/**
 * An init script: what #root holds at the app's first commit, the first time it holds
 * something other than the frame (React commits a render at once, before an observer's callback).
 */
function recordFirstRender(): void {
  new MutationObserver((_, mo) => {
    const root = document.getElementById('root');
    if (!root?.firstElementChild || root.querySelector('.shell')) return;
    mo.disconnect();
    const texts = (sel: string) => [...root.querySelectorAll(sel)].map((e) => e.textContent ?? '');
    (window as { firstRender?: FirstRender }).firstRender = {
      rows: Object.fromEntries([...root.querySelectorAll('.summary-list > div')].map((r) => [r.querySelector('dt')!.textContent!, r.querySelector('dd')!.textContent!])),
      hint: root.querySelector('.summary .hint')?.textContent ?? null,
      methods: texts('fieldset.channels .choice-title'),
      methodBlocks: root.querySelectorAll('.skeleton.channels').length,
      games: texts('fieldset.games .choice-title'),
      logos: [...root.querySelectorAll('.game-logo')].map((i) => (i.getAttribute('src') ?? '').slice(0, 26)),
      gameBlocks: root.querySelectorAll('.skeleton.games').length,
    };
  }).observe(document, { childList: true, subtree: true });
}

async function firstRender(page: Page): Promise<FirstRender> {
  return (await (await page.waitForFunction(() => (window as { firstRender?: FirstRender }).firstRender)).jsonValue())!;
}

describe('the HTML shell', () => {
  it('shows step 2\'s header, progress and heading before the app\'s JavaScript has arrived; the app then replaces it', async () => {
    const { page, release } = await openHeld('watt', '/selectGoods?domain_area=universal');
    await page.getByRole('heading', { name: 'Select character & item', level: 1 }).waitFor();
    const steps = page.getByRole('navigation', { name: 'Top-up progress' });
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Select character & item');
    await expect(page.getByRole('banner').getByText('Watt Games').isVisible()).resolves.toBe(true);
    // Who is logged in is unknown without the app: the user box keeps its place, unseen.
    expect(await page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(false);

    release();
    // No game chosen yet: the app sends the visitor to step 1, and only its own layout is left.
    await page.getByRole('heading', { name: 'Select game', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Log in' }).waitFor({ state: 'visible' });
    expect(await page.locator('.shell').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('shows step 3\'s sections, headed as the page heads them, before the app has arrived: their heading is the page\'s largest paint then, not seconds later', async () => {
    const { page, release } = await openHeld('watt', '/recharge?domain_area=universal');
    for (const name of ['Your order', 'Payment region', 'Payment method']) await page.getByRole('heading', { name, level: 2 }).waitFor();
    // The summary's rows are in place, their values still empty; the methods are loading blocks.
    expect(await page.locator('.shell .summary-list dt').allTextContents()).toEqual(['Game', 'Server', 'Character', 'Item', 'Price']);
    expect(await page.locator('.shell .summary-list dd').allTextContents()).toEqual(['', '', '', '', '']);
    expect(await page.locator('.shell .skeleton.channels .skeleton-block').count()).toBe(3);
    const largest = await page.evaluate(() => new Promise<string>((resolve) => {
      new PerformanceObserver((l) => resolve((l.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element?.id ?? '')).observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    expect(largest).toBe('channel-heading');
    // The page's own chunks are asked for once the shell's frame is made, not ahead of it
    // (src/boot/head.ts): that frame had nothing to share the line or the thread with.
    const starts = await page.waitForFunction(() => {
      const frame = (window as { shellFrame?: number }).shellFrame;
      const chunk = performance.getEntriesByType('resource').find((e) => /\/assets\/recharge-page-[\w-]+\.js$/.test(e.name));
      return frame !== undefined && chunk ? { frame, chunk: chunk.startTime } : null;
    }).then((r) => r.jsonValue());
    expect(starts!.chunk).toBeGreaterThanOrEqual(starts!.frame);

    release();
    // Nothing was bought yet: the app sends the visitor to step 1, and the shell is gone.
    await page.getByRole('heading', { name: 'Select game', level: 1 }).waitFor();
    expect(await page.locator('.shell').count()).toBe(0);
  });

  it('draws nothing of a returning player\'s into the frame before the app: the app\'s first render draws the stored order, each value under its own label, and the methods the last visit listed', async () => {
    const first = await openHeld('watt', '/selectGame?domain_area=universal');
    first.release();
    await upToRecharge(first.page);
    const appRows = await rowsByLabel(first.page);
    expect(appRows).toMatchObject({ Game: 'Starfall', Server: expect.stringContaining('Aurora'), Character: 'Aria', Item: expect.stringContaining('300 Gems') });
    const description = await first.page.locator('.summary .hint').textContent();
    expect(description).toBeTruthy();
    const appMethods = await first.page.locator('fieldset.channels .choice-title').allTextContents();
    expect(appMethods.length).toBeGreaterThan(1);
    // The app keeps their names once it is idle (src/lib/channels-memo.ts).
    await first.page.waitForFunction((key) => localStorage.getItem(key) !== null, CHANNELS_MEMO_KEY);

    const ctx = first.page.context();
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((r) => { releaseApp = r; });
    await ctx.route(/\/assets\/index-[\w-]+\.js$/, async (r) => { await appHeld; await r.continue(); });
    // The methods' call is held too: what the first render shows comes from storage.
    let releaseMethods!: () => void;
    const methodsHeld = new Promise<void>((r) => { releaseMethods = r; });
    await ctx.route((url) => url.pathname === API.channelList, async (r) => { await methodsHeld; await r.continue(); });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => { throw e; });
    await page.addInitScript(recordFirstRender);
    await page.goto((await h.origin('watt')) + '/recharge', { waitUntil: 'commit' });
    await page.locator('.shell .summary-list').waitFor();
    await page.waitForFunction(() => document.readyState !== 'loading');
    // Before the app: the frame, with no datum of the player's in it.
    const frame = await page.locator('#root').textContent();
    for (const v of [...Object.values(appRows).filter(Boolean), description!, ...appMethods]) expect(frame).not.toContain(v);
    expect(await page.locator('.shell .summary-list dd').allTextContents()).toEqual(['', '', '', '', '']);
    expect(await page.locator('.shell .choice').count()).toBe(0);

    releaseApp();
    const render = await firstRender(page);
    // React's first render: the stored order's rows and the kept methods (names, prices blank), no loading blocks for them.
    expect(render.rows).toMatchObject({ Game: appRows.Game, Server: appRows.Server, Character: appRows.Character, Item: appRows.Item });
    expect(render.hint).toBe(description);
    expect(render.methods).toEqual(appMethods);
    expect(render.methodBlocks).toBe(0);
    releaseMethods();
    await expect.poll(() => page.locator('fieldset.channels .choice-sub').first().textContent()).not.toBe('\u00a0');
    expect(await rowsByLabel(page)).toEqual(appRows);

    // Another account logged in on the same browser: the app shows none of this order, and sends the player back.
    await page.close();
    await first.page.evaluate(() => {
      const entry = JSON.parse(localStorage.getItem('paymentUserinfo')!) as { value: { suid: string } };
      entry.value.suid = `${entry.value.suid}-someone-else`;
      localStorage.setItem('paymentUserinfo', JSON.stringify(entry));
    });
    const other = await ctx.newPage();
    await other.addInitScript(recordFirstRender);
    await other.goto((await h.origin('watt')) + '/recharge');
    expect(JSON.stringify(await firstRender(other))).not.toContain('Aria');
    await other.getByRole('heading', { level: 1, name: /Select/ }).waitFor();
    expect(new URL(other.url()).pathname).not.toBe('/recharge');
  });

  it('shows step 1\'s loading blocks in the frame until the app draws the cards; the app takes the head\'s early list without asking again', async () => {
    const { page, release } = await openHeld('watt', '/selectGame?domain_area=universal');
    await page.locator('.shell .skeleton').waitFor();
    // The head's reply has come, and still nothing is drawn from it before the app.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/game/game_list')));
    expect(await page.locator('#root .choice').count()).toBe(0);

    release();
    await page.getByRole('radio', { name: 'Starfall' }).check();
    await expect(page.getByRole('button', { name: 'Next' }).isEnabled()).resolves.toBe(true);
    expect(await page.locator('.shell').count()).toBe(0);
    // One call in all: the head's.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/game/game_list')).length)).toBe(1);
  });

  it('draws a returning player\'s game cards, logos from the bytes the last visit kept, on the app\'s first render, before this visit\'s list has come and without asking the logo host', async () => {
    // The first visit without request interception, which turns the HTTP cache off: the
    // <img> caches each logo from a request without an Origin, and a read of that copy
    // fails CORS where the host does not vary on Origin (the sandbox does not).
    browser ??= await launchBrowser();
    const firstCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const first = await firstCtx.newPage();
    await first.goto((await h.origin('watt')) + '/selectGame?domain_area=universal');
    // The app keeps the list for the next visit once idle, each logo with its bytes.
    await first.getByRole('radio', { name: 'Starfall' }).waitFor();
    await first.waitForFunction((key) => {
      const games = (JSON.parse(localStorage.getItem(key) ?? 'null') as { value?: { games?: { logo?: string }[] } } | null)?.value?.games;
      return games?.length === 3 && games.every((g) => g.logo?.startsWith('data:image/svg+xml;base64,'));
    }, GAMES_MEMO_KEY);

    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', storageState: await firstCtx.storageState() });
    await firstCtx.close();
    let releaseList!: () => void;
    const listHeld = new Promise<void>((r) => { releaseList = r; });
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((r) => { releaseApp = r; });
    await ctx.route(/\/api\/game\/game_list/, async (r) => { await listHeld; await r.continue(); });
    await ctx.route(/\/assets\/index-[\w-]+\.js$/, async (r) => { await appHeld; await r.continue(); });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => { throw e; });
    await page.addInitScript(recordFirstRender);
    const logoAsks: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/static/logo/')) logoAsks.push(r.url()); });
    await page.goto((await h.origin('watt')) + '/selectGame?domain_area=universal', { waitUntil: 'commit' });
    await page.locator('.shell .skeleton').waitFor();
    await page.waitForFunction(() => document.readyState !== 'loading');
    // Before the app: loading blocks, no card.
    expect(await page.locator('#root .choice').count()).toBe(0);

    releaseApp();
    const render = await firstRender(page);
    expect(render.games).toEqual(['Starfall', 'Ironclad', 'Nova Tactics']);
    expect(render.logos).toEqual(Array(3).fill('data:image/svg+xml;base64,'));
    expect(render.gameBlocks).toBe(0);
    // This visit's list has not come (it is held): the cards are the kept ones, and no logo was asked for.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/game/game_list')).length)).toBe(0);
    expect(logoAsks).toEqual([]);

    releaseList();
    await page.getByRole('radio', { name: 'Starfall' }).check();
    // The list's cards show the kept bytes too (nothing blinks while a logo loads); the head's one call.
    expect(await page.locator('.game-logo').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')!.slice(0, 26)))).toEqual(Array(3).fill('data:image/svg+xml;base64,'));
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/game/game_list')).length)).toBe(1);
  });

  it('when the early call gets an error, the shell keeps its loading blocks and the app handles that reply as any other, with a retry that asks again', async () => {
    await sandbox.setFault({ host: 'api', mode: 'code', code: -9999, path: '/api/game/game_list', msg: 'Sandbox says <b>no</b>', times: 1 }); // a code the storefront does not know: the server's words
    try {
      const { page, release } = await openHeld('watt', '/selectGame?domain_area=universal');
      // The head's reply has come (a resource entry is written once the response is complete): no cards, the loading blocks stay.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/game/game_list')));
      expect(await page.locator('.shell .skeleton').count()).toBe(1);
      expect(await page.locator('.shell .choice:visible').count()).toBe(0);

      release();
      // The app's client takes the head's reply for its URL: its message as text, and a retry.
      await page.getByRole('status').filter({ hasText: 'Sandbox says <b>no</b>' }).waitFor({ state: 'attached' });
      await page.locator('.toast', { hasText: 'Sandbox says <b>no</b>' }).waitFor();
      // A business error is not a network failure: the page says something went wrong.
      await page.getByRole('main').getByText('Something went wrong. Please try again later.').waitFor();
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('radio', { name: 'Starfall' }).waitFor();
      expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/game/game_list')).length)).toBe(2);
    } finally {
      await sandbox.clearFaults('api');
    }
  });

  it('shows nothing to a visitor whose language is not the shell\'s, so English never flashes before German', async () => {
    const { page, release } = await openHeld('watt', '/selectGame?domain_area=universal', 'de-DE');
    // Parsing is over ('interactive'; the held module script runs only after it), so the gate has run.
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);
    release();
    await page.getByRole('heading', { name: de['page.selectGame'], level: 1 }).waitFor();
  });
});

/** The first-screen messages' chunk of `lang`, not its later messages' one. */
const firstMessages = (lang: string) => new RegExp(`/assets/locale-${lang}-(?!later-)[\\w-]+\\.js$`);

describe('the language\'s messages', () => {
  it('are asked for once the shell is on screen, not beside it: only the main chunk downloads while the HTML is parsed', async () => {
    const { page, release, requested } = await openHeld('watt', '/selectGoods?domain_area=universal');
    await page.getByRole('heading', { name: 'Select character & item', level: 1 }).waitFor();
    // The messages arrive while the main chunk is still held: the head asked for them.
    const timing = await page.waitForFunction(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const messages = performance.getEntriesByType('resource').find((e) => /\/assets\/locale-en-(?!later-)[\w-]+\.js$/.test(e.name));
      return fcp && messages ? { fcp: fcp.startTime, messages: messages.startTime } : null;
    });
    const { fcp, messages } = (await timing.jsonValue())!;
    expect(messages, 'the messages\' request started before the first contentful paint').toBeGreaterThanOrEqual(fcp);
    const html = await (await fetch((await h.origin('watt')) + '/selectGoods')).text();
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]*locale-/);
    expect(html).toMatch(/<link rel="modulepreload"[^>]*\/assets\/index-/);
    release();
    await appStarted(page);
    expect(requested.filter((p) => firstMessages('en').test(p))).toHaveLength(1);
  });

  it('of a visitor in another language are that language\'s, asked for before the app runs; the default language\'s never are', async () => {
    const { page, release, requested } = await openHeld('watt', '/selectGame?domain_area=universal', 'de-DE');
    // No shell for German (the test above this one): the head asks at once, the app is held.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/locale-de-(?!later-)[\w-]+\.js$/.test(e.name)));
    release();
    await page.getByRole('heading', { name: de['page.selectGame'], level: 1 }).waitFor();
    expect(requested.filter((p) => firstMessages('de').test(p))).toHaveLength(1);
    expect(requested.filter((p) => firstMessages('en').test(p))).toEqual([]);
  });
});
