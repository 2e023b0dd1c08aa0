/**
 * One lab measurement in a Playwright page: network and CPU throttling over CDP, the page's
 * own performance observers (installed before any of its scripts runs), waiting until the
 * page is idle, and the metrics computed the way Lighthouse defines them:
 *   LCP  the last 'largest-contentful-paint' entry before any input;
 *   CLS  'layout-shift' entries without recent input, the largest session window
 *        (shifts less than 1 s apart, a window at most 5 s long);
 *   TBT  long tasks (> 50 ms) after FCP until idle: the sum of (duration − 50 ms), a task
 *        that began before FCP counting only from FCP on;
 *   tap  from the pointerdown of a tap on a goods item to the frame after its selection
 *        shows (a checked radio, aria-checked/pressed/selected or a "selected" class), plus the
 *        Event Timing duration of that interaction (what Chrome reports as INP).
 * The in-page scripts are strings: a function would be serialised after tsx transpiled it,
 * helpers and all, and break in the browser.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface Profile { label: string; latencyMs: number; downKbps: number; upKbps: number; cpu: number }

/** Kbps are 1000 bits per second. The latency is added to every request (DevTools throttling). */
export const PROFILES: Record<'mobile' | 'harsh', Profile> = {
  mobile: { label: 'Slow 4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU', latencyMs: 150, downKbps: 1600, upKbps: 750, cpu: 4 },
  harsh: { label: '300 ms RTT, 700 Kbps down and up, 10× CPU', latencyMs: 300, downKbps: 700, upKbps: 700, cpu: 10 },
};
export type ProfileName = keyof typeof PROFILES;

/** A mid-range Android phone (the viewport Lighthouse's mobile run uses). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

export async function throttle(page: Page, p: Profile): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: p.latencyMs, downloadThroughput: (p.downKbps * 1000) / 8, uploadThroughput: (p.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpu });
  return cdp;
}

/** Installed with context.addInitScript: collects into window.__lab from the first byte on. */
export const OBSERVERS = `(() => {
  const lab = { lcp: [], shifts: [], long: [], events: [], fcp: null };
  window.__lab = lab;
  try { performance.setResourceTimingBufferSize(1000); } catch (e) {}
  const describe = (el) => {
    if (!el) return '(removed)';
    const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + cls + ' "' + (el.textContent || el.getAttribute('alt') || '').trim().slice(0, 40) + '"';
  };
  const obs = (type, cb, extra) => {
    try { new PerformanceObserver((l) => l.getEntries().forEach(cb)).observe(Object.assign({ type, buffered: true }, extra || {})); } catch (e) {}
  };
  obs('largest-contentful-paint', (e) => lab.lcp.push({ t: e.startTime, size: e.size, el: describe(e.element) }));
  obs('layout-shift', (e) => { if (!e.hadRecentInput) lab.shifts.push({ t: e.startTime, v: e.value, from: (e.sources || []).map((s) => describe(s.node)) }); });
  obs('longtask', (e) => lab.long.push({ t: e.startTime, d: e.duration }));
  obs('paint', (e) => { if (e.name === 'first-contentful-paint') lab.fcp = e.startTime; });
  obs('event', (e) => lab.events.push({ name: e.name, t: e.startTime, d: e.duration, id: e.interactionId || 0 }), { durationThreshold: 16 });
})();`;

/** Writes `items` into localStorage once per tab, before the app reads it. */
export function seedScript(origin: string, items: Record<string, string>): string {
  return `(() => {
  if (location.origin !== ${JSON.stringify(origin)} || sessionStorage.getItem('__labSeeded')) return;
  const items = ${JSON.stringify(items)};
  for (const k of Object.keys(items)) localStorage.setItem(k, items[k]);
  sessionStorage.setItem('__labSeeded', '1');
})();`;
}

interface LabData {
  lcp: { t: number; size: number; el: string }[];
  shifts: { t: number; v: number; from: string[] }[];
  long: { t: number; d: number }[];
  events: { name: string; t: number; d: number; id: number }[];
  fcp: number | null;
}

export interface PageMetrics {
  url: string;
  fcp: number | null;
  lcp: number | null;
  lcpElement: string;
  cls: number;
  /** What moved: the nodes of each layout shift, largest shifts first. */
  shifted: { at: number; value: number; nodes: string[] }[];
  tbt: number;
  longTasks: number;
  /** Requests started before LCP, the document included (resource timing). */
  requestsBeforeLcp: number;
  /** Requests until idle, the document included. */
  requests: number;
  /** Time from navigation start until the page went idle. */
  idleAt: number;
  /** Every request with its start, end and transferred bytes (`npm run lab -- --waterfall`). */
  waterfall: { name: string; start: number; end: number; bytes: number }[];
}

/** Largest session window of layout shifts (gap < 1 s, window ≤ 5 s). */
export function clsOf(shifts: readonly { t: number; v: number }[]): number {
  let best = 0, cur = 0, start = -Infinity, last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.t - b.t)) {
    if (s.t - last > 1000 || s.t - start > 5000) { cur = 0; start = s.t; }
    cur += s.v;
    last = s.t;
    best = Math.max(best, cur);
  }
  return best;
}

export function tbtOf(long: readonly { t: number; d: number }[], fcp: number | null): number {
  const from = fcp ?? 0;
  return long.reduce((n, x) => {
    const end = x.t + x.d;
    if (end <= from) return n;
    return n + Math.max(0, end - Math.max(x.t, from) - 50);
  }, 0);
}

/**
 * Waits until no request has been in flight and no long task has ended for `quietMs`, and
 * LCP has an entry; gives up after `maxMs`. Requests are counted from Playwright's events.
 */
export async function waitIdle(page: Page, opts: { quietMs: number; maxMs: number }): Promise<void> {
  let inflight = 0;
  let lastActivity = Date.now();
  const up = () => { inflight++; lastActivity = Date.now(); };
  const down = () => { inflight = Math.max(0, inflight - 1); lastActivity = Date.now(); };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  const t0 = Date.now();
  try {
    for (;;) {
      await page.waitForTimeout(200);
      if (Date.now() - t0 > opts.maxMs) return;
      if (inflight > 0 || Date.now() - lastActivity < opts.quietMs) continue;
      const ok = await page.evaluate(`(() => { const l = window.__lab; const lt = l.long[l.long.length - 1];
        return l.lcp.length > 0 && (!lt || performance.now() - (lt.t + lt.d) >= ${opts.quietMs}); })()`);
      if (ok) return;
    }
  } finally {
    page.off('request', up);
    page.off('requestfinished', down);
    page.off('requestfailed', down);
  }
}

export async function readMetrics(page: Page): Promise<PageMetrics> {
  const { lab, nav, resources, now } = (await page.evaluate(`({ lab: window.__lab, now: performance.now(),
    nav: performance.getEntriesByType('navigation').map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd, bytes: r.transferSize })),
    resources: performance.getEntriesByType('resource').map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd, bytes: r.transferSize })) })`)) as
    { lab: LabData; nav: PageMetrics['waterfall']; resources: PageMetrics['waterfall']; now: number };
  const last = lab.lcp[lab.lcp.length - 1];
  const lcp = last ? last.t : null;
  return {
    url: new URL(page.url()).pathname + new URL(page.url()).search,
    fcp: lab.fcp,
    lcp,
    lcpElement: last?.el ?? '(none)',
    cls: clsOf(lab.shifts),
    shifted: [...lab.shifts].sort((a, b) => b.v - a.v).slice(0, 5).map((x) => ({ at: Math.round(x.t), value: Number(x.v.toFixed(4)), nodes: x.from })),
    tbt: tbtOf(lab.long, lab.fcp),
    longTasks: lab.long.length,
    requestsBeforeLcp: 1 + (lcp === null ? resources.length : resources.filter((r) => r.start < lcp).length),
    requests: 1 + resources.length,
    idleAt: now,
    waterfall: [...nav, ...resources],
  };
}

/** Where the lab looks for goods items on /selectGoods, first match wins (override with --goods). */
export const GOODS_SELECTOR = [
  'fieldset.goods label.choice:not(.muted)', '[data-goods-id]', '[data-goods]', '[role="radiogroup"] [role="radio"]', '.goods-item', '.goods-list button', '.goods button',
].join(', ');

const SELECTED = '[aria-checked="true"],[aria-pressed="true"],[aria-selected="true"],[aria-current="true"],[data-selected="true"],.selected,.is-selected';

/**
 * An element function from source text. Playwright's locator.evaluate runs a string as an
 * expression without passing the element, so the body becomes a real function (its source
 * is what Playwright sends to the page).
 */
const onElement = (body: string) => new Function('el', body) as (el: Element) => unknown;

export type TapResult = { ms: number; eventMs: number | null; target: string } | { skipped: string };

/** Taps the first goods item that is not selected yet and times its selection showing. */
export async function measureTap(page: Page, selector = GOODS_SELECTOR, timeoutMs = 10_000): Promise<TapResult> {
  const items = page.locator(selector);
  const n = await items.count();
  if (!n) return { skipped: `no goods item on ${new URL(page.url()).pathname} (selector ${selector})` };
  let idx = -1;
  for (let i = 0; i < n && idx < 0; i++) {
    const sel = await items.nth(i).evaluate(onElement(`return el.matches(${JSON.stringify(SELECTED)}) || !!el.querySelector('input:checked');`));
    if (!sel) idx = i;
  }
  if (idx < 0) return { skipped: 'every goods item already shows as selected' };
  const item = items.nth(idx);
  const target = (await item.evaluate(onElement(`window.__tapEl = el;
    window.__tap = { t0: null, t1: null, t2: null };
    const isSel = () => { const e = window.__tapEl; return !!e && (e.matches(${JSON.stringify(SELECTED)}) || !!e.querySelector('input:checked')); };
    const done = () => { if (window.__tap.t1 !== null) return; window.__tap.t1 = performance.now();
      requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => { window.__tap.t2 = performance.now(); }; c.port2.postMessage(0); }); };
    document.addEventListener('pointerdown', (e) => { if (window.__tap.t0 === null) window.__tap.t0 = e.timeStamp; }, { capture: true, once: true });
    new MutationObserver(() => { if (window.__tap.t0 !== null && isSel()) done(); }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    return (el.textContent || '').trim().slice(0, 40);`))) as string;
  await item.tap();
  try {
    await page.waitForFunction('window.__tap && window.__tap.t2 !== null', null, { timeout: timeoutMs });
  } catch {
    return { skipped: `tapped "${target}" but no selection showed within ${timeoutMs} ms (looked for ${SELECTED} on it)` };
  }
  const r = (await page.evaluate(`(() => { const t = window.__tap;
    const ev = window.__lab.events.filter((e) => e.id > 0 && e.t >= t.t0 - 1);
    return { ms: t.t2 - t.t0, eventMs: ev.length ? Math.max(...ev.map((e) => e.d)) : null }; })()`)) as { ms: number; eventMs: number | null };
  return { ...r, target };
}
