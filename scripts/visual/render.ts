/**
 * Rendering a state so that the same build gives the same pixels every time: one Chromium
 * with fixed colour profile and text rendering, a fixed viewport, time zone, locale and
 * device scale, the page's clock standing at the sandbox's (CLOCK_AT), Math.random seeded,
 * reduced motion, animations finished and the caret hidden when the picture is taken, the
 * pointer off the page, sticky bars on a layer of their own, and the picture taken only once
 * the page is still: no request in flight, fonts and images in, no toast up.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchOwnBrowser } from '../../e2e/browser.ts';

/** The time both the sandbox's clock and every page's Date stand at while rendering (ms since the epoch). */
export const CLOCK_AT = Date.UTC(2030, 0, 15, 9, 30);

/** Viewport height; pictures are of the whole page, whatever its height. */
const VIEWPORT_HEIGHT = 800; // px

/** How long to wait for the network to go quiet before picturing anyway. */
const NETWORK_IDLE_WAIT_MS = 5_000; // ms

/** How long a toast may stay up before the picture is taken with it (the longest reads 10 s, stores/toast.ts). */
const TOAST_WAIT_MS = 12_000; // ms

/** How long one step of a walk (a click, a heading to come) may take before the state counts as not reached. */
const STEP_TIMEOUT_MS = 90_000; // ms

/** Pictures taken until two in a row are alike, and the time between them. */
const STILL_TRIES = 10;
const STILL_GAP_MS = 150; // ms

const DETERMINISTIC_ARGS = [
  '--force-color-profile=srgb', '--font-render-hinting=none', '--disable-lcd-text', '--hide-scrollbars',
  '--disable-partial-raster', '--disable-skia-runtime-opts',
  // The providers' frames (3-D Secure, the Korean window) drawn with the page, not in a process of their own whose paint a full-page picture may miss.
  '--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process',
];

export function launchRenderer(): Promise<Browser> {
  return launchOwnBrowser(DETERMINISTIC_ARGS);
}

/** Math.random from a fixed seed (mulberry32) in every document, so ids drawn from it repeat. */
const SEEDED_RANDOM = `(() => { let s = 0x2f6b1d3; Math.random = () => { s |= 0; s = (s + 0x6d2b79f5) | 0; let t = Math.imul(s ^ (s >>> 15), 1 | s); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; })();`;

export async function renderContext(browser: Browser, opts: { width: number; locale: string }): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: { width: opts.width, height: VIEWPORT_HEIGHT }, deviceScaleFactor: 1, locale: opts.locale,
    timezoneId: 'UTC', reducedMotion: 'reduce', colorScheme: 'light', forcedColors: 'none',
  });
  // A step that does not come fails the run: on a machine busy with other work, only after a while.
  ctx.setDefaultTimeout(STEP_TIMEOUT_MS);
  await ctx.clock.setFixedTime(CLOCK_AT); // Date stands still; timers still run, so the app works as usual
  await ctx.addInitScript(SEEDED_RANDOM);
  await ctx.addInitScript(HOLD_NEXT_TOAST);
  return ctx;
}

/** The flag `holdNextToast` sets for the page to come. */
const HOLD_FLAG = 'visual-diff-hold-toast';

/**
 * In the storefront's page, when holdNextToast asked for it: the first toast to appear is
 * held up at once by the pointer resting on it (a pointerover on it, as when a player's
 * pointer rests there: the toast stays until it leaves, stores/toast.ts pauseToast). From
 * the test's side the hold would come too late on a busy machine: the toast's 2 s end first.
 */
const HOLD_NEXT_TOAST = `(() => { try {
  if (window !== window.top || sessionStorage.getItem(${JSON.stringify(HOLD_FLAG)}) !== '1') return;
  new MutationObserver((_, obs) => {
    const t = document.querySelector('.toast');
    if (!t) return;
    obs.disconnect();
    sessionStorage.removeItem(${JSON.stringify(HOLD_FLAG)});
    t.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }));
  }).observe(document, { childList: true, subtree: true });
} catch { /* no storage: no hold */ } })();`;

/** The next page this page loads holds its first toast up (HOLD_NEXT_TOAST) until the picture of it is taken. */
export async function holdNextToast(page: Page): Promise<void> {
  await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), HOLD_FLAG);
}

/**
 * Waits until the page is still, in language `lang`, then pictures the whole of it; `still`
 * false: it kept changing. `toast`: the state is a toast, held up (holdNextToast), pictured with it.
 */
export async function picture(page: Page, lang: string, opts: { toast?: boolean } = {}): Promise<{ png: Buffer; still: boolean }> {
  await page.mouse.move(0, 0); // no hover left on what was last clicked
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 10_000 }).catch(() => {});
  // Half a second without requests; a provider's frame may keep one open, so not forever.
  await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_WAIT_MS }).catch(() => {});
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((i) => (i.complete ? null : i.decode().catch(() => null))));
  });
  await page.evaluate(ownLayerForSticky);
  // A toast goes by itself; a picture with it would depend on how fast the step was taken.
  if (!opts.toast) await page.waitForFunction(() => !document.querySelector('.toast'), null, { timeout: TOAST_WAIT_MS }).catch(() => {});
  const png = await stillShots(() => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' }));
  // The pointer leaves the toast: it goes its way.
  if (opts.toast) await page.locator('.toast').evaluate((t) => t.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, composed: true, pointerType: 'mouse', relatedTarget: document.body })));
  return png;
}

/**
 * Chromium gives a sticky element (the phone's Pay bar) a layer of its own or not depending on
 * how the page's load went, and its fade's pixels differ by one between the two: on a layer always.
 */
function ownLayerForSticky(): Promise<void> {
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    if (getComputedStyle(el).position === 'sticky') el.style.willChange = 'transform';
  }
  return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
}

/** Still means two pictures in a row alike (as Playwright's toHaveScreenshot waits): what comes in without a request (a timer, a late render) is waited for too. */
async function stillShots(shot: () => Promise<Buffer>): Promise<{ png: Buffer; still: boolean }> {
  let png = await shot();
  for (let i = 0; i < STILL_TRIES; i++) {
    await new Promise((r) => setTimeout(r, STILL_GAP_MS));
    const again = await shot();
    if (again.equals(png)) return { png, still: true };
    png = again;
  }
  return { png, still: false };
}
