/**
 * One lab run: Lighthouse (the `lighthouse` package, 12.8) driving Debian's Chromium through
 * puppeteer-core, a fresh browser per run (cold cache, new connections, empty storage but
 * what the run seeds); for a repeat visit the same browser first opens the page once, and
 * Lighthouse's navigation then keeps the HTTP cache and the storage that visit left
 * (`disableStorageReset`, which skips clearing both). Two profiles:
 *   mobile  Lighthouse's own default: a Moto G Power-sized phone, simulated Slow 4G (150 ms
 *           RTT, 1.6 Mbps) and 4× CPU ("simulate": the page loads unthrottled and Lighthouse
 *           models the throttled load from what it saw); the figures anyone can compare.
 *   harsh   the same phone under applied throttling ("devtools": 300 ms, 700 Kbps down and
 *           up, 10× CPU), the slow phones the storefront is for; on /selectGoods the run then
 *           taps a goods item inside a Lighthouse timespan, whose INP is the tap's cost.
 * Figures are Lighthouse's audits: LCP, FCP, TBT, CLS, the performance score, and the LCP
 * element; the requests (network-requests) for the waterfall.
 */
import lighthouse, { startFlow, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_PATH } from '../../e2e/browser.ts';

/** The brand's service worker's address (src/app/register-service-worker.ts), when the build has one. */
const SERVICE_WORKER_URL = '/sw.js';

export type ProfileName = 'mobile' | 'applied' | 'harsh';

export const PROFILES: Record<ProfileName, { label: string; settings: NonNullable<Flags> }> = {
  mobile: { label: 'Lighthouse mobile: simulated Slow 4G (150 ms RTT, 1.6 Mbps), 4× CPU', settings: {} },
  // The same conditions applied to the page rather than simulated from an unthrottled trace:
  // Lantern maps scripts to their EvaluateScript events, which module scripts do not have, so
  // a preloaded main chunk that finished before the observed paint counts towards it.
  applied: { label: "Lighthouse mobile's conditions applied (devtools): 562 ms request latency, 1.47 Mbps, 4× CPU", settings: { throttlingMethod: 'devtools' } },
  harsh: {
    label: 'applied throttling (devtools): 300 ms latency, 700 Kbps down and up, 10× CPU',
    settings: {
      throttlingMethod: 'devtools',
      throttling: { rttMs: 300, throughputKbps: 700, requestLatencyMs: 300, downloadThroughputKbps: 700, uploadThroughputKbps: 700, cpuSlowdownMultiplier: 10 },
    },
  },
};

/** Where the run taps on /selectGoods: a goods item not yet chosen. */
export const GOODS_SELECTOR = 'fieldset.goods label.choice:not(.muted):not(.selected)';

export interface Request { url: string; start: number; end: number; bytes: number }
/** A main-thread task of 50 ms or more (Lighthouse's long-tasks audit), times as the run saw them (throttled CPU included). */
export interface LongTask { url: string; start: number; duration: number }

export interface LabRun {
  lcp: number; fcp: number; tbt: number; cls: number; score: number;
  lcpElement: string;
  /** Observed (not simulated) paint times and requests, ms from navigation start. */
  observed: { fcp: number; lcp: number; requests: Request[]; longTasks: LongTask[] };
  /** The goods tap (harsh profile, /selectGoods): Lighthouse's INP of the timespan, and its TBT. */
  tap?: { inp: number | null; tbt: number } | { skipped: string };
  warnings: string[];
}

/** Which visit a run measures (the storage it seeds is the caller's: scripts/bench/lab-session.ts). */
export type VisitName = 'first' | 'repeat' | 'returning';
export const VISITS: Record<VisitName, string> = {
  first: 'first visit: a fresh browser, cold HTTP cache, storage holding only what reaches the page (no kept lists)',
  repeat: 'repeat visit: the same browser after one visit of the page, its HTTP cache and storage kept',
  returning: 'returning player with a cold cache: a fresh browser, the last visit\'s storage, every file fetched again',
};

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const METRIC_AUDITS = ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;
const num = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? NaN;

interface NodeDetails { type?: string; selector?: string; snippet?: string }
interface TableDetails { items?: { node?: NodeDetails; items?: { node?: NodeDetails }[] }[] }

function lcpElementOf(lhr: Result): string {
  const d = lhr.audits['largest-contentful-paint-element']?.details as TableDetails | undefined;
  const first = d?.items?.[0];
  const node = first?.node ?? first?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 140) : '(none)';
}

function observedOf(lhr: Result): LabRun['observed'] {
  const m = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const reqs = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const tasks = (lhr.audits['long-tasks']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return {
    fcp: m.observedFirstContentfulPaint ?? NaN,
    lcp: m.observedLargestContentfulPaint ?? NaN,
    requests: reqs.map((r) => ({ url: String(r.url), start: Number(r.networkRequestTime), end: Number(r.networkEndTime), bytes: Number(r.transferSize) || 0 })),
    longTasks: tasks.map((t) => ({ url: String(t.url), start: Number(t.startTime), duration: Number(t.duration) })),
  };
}

/**
 * localStorage as a returning player has it, written on the origin before the measured
 * load, from a document no page loads (the build's manifest.json, for the deployer): no
 * app code runs and nothing the page needs gets cached. (An error page would not do: its
 * origin is Chromium's, not the site's.)
 */
async function seed(page: Page, origin: string, items: Record<string, string>): Promise<void> {
  if (!Object.keys(items).length) return;
  await page.goto(`${origin}/manifest.json`);
  await page.evaluate((xs: Record<string, string>) => { for (const [k, v] of Object.entries(xs)) localStorage.setItem(k, v); }, items);
}

/**
 * The visit before a repeat visit: the page opened in the same browser and left once it is
 * idle, so the app has kept what it keeps for the next visit (lists, logos' bytes) and the
 * HTTP cache holds what the page loaded.
 */
async function visitBefore(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  // The app writes what it keeps when the browser is idle (src/lib/when-idle.ts: at most 1.5 s).
  await page.evaluate(() => new Promise<void>((resolve) => { setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), 1600); }));
  // A build with a service worker: the next visit is the one it serves, once it has installed.
  // (The storefront's pages carry #boot-config; the bare page served beside them registers none.)
  const hasWorker = await page.evaluate(async (u: string) => !!document.getElementById('boot-config') && /javascript/.test((await fetch(u)).headers.get('content-type') ?? ''), SERVICE_WORKER_URL);
  if (hasWorker) {
    await page.evaluate(async () => {
      const w = (await navigator.serviceWorker.ready).active!;
      if (w.state !== 'activated') await new Promise<void>((resolve) => w.addEventListener('statechange', () => { if (w.state === 'activated') resolve(); }));
    });
  }
  await page.goto('about:blank');
}

async function tapGoods(page: Page): Promise<boolean> {
  const item = await page.waitForSelector(GOODS_SELECTOR, { timeout: 20_000 }).catch(() => null);
  if (!item) return false;
  await item.click();
  await page.waitForFunction((el: Element) => el.classList.contains('selected') || !!el.querySelector('input:checked'), { timeout: 20_000 }, item);
  return true;
}

/**
 * One cold load of `url` under `profile`, as a returning player when `storage` holds items,
 * in a browser whose language is `lang` (the brand's default: a visit in another language
 * skips the HTML shell, as it should, and would measure a visit few players make).
 * Headless Chromium's navigator.languages follow --accept-lang, not --lang alone. The browser
 * trusts the lab's certificate (`trustSpki`, ../lib/local-tls.ts).
 */
export async function runOnce(url: string, profile: ProfileName, storage: Record<string, string>, opts: { tap: boolean; lang: string; repeat?: boolean; trustSpki?: string }): Promise<LabRun> {
  const trust = opts.trustSpki ? [`--ignore-certificate-errors-spki-list=${opts.trustSpki}`] : [];
  const browser: Browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...LAUNCH_ARGS, ...trust, `--lang=${opts.lang}`, `--accept-lang=${opts.lang}`] });
  try {
    const page = await browser.newPage();
    await seed(page, new URL(url).origin, storage);
    if (opts.repeat) await visitBefore(page, url);
    const flags: Flags = { onlyCategories: ['performance'], disableStorageReset: true, ...PROFILES[profile].settings };
    let lhr: Result;
    let tap: LabRun['tap'];
    if (opts.tap) {
      const flow = await startFlow(page, { flags });
      await flow.navigate(url);
      await flow.startTimespan({ name: 'tap a goods item' });
      const tapped = await tapGoods(page);
      await flow.endTimespan();
      const steps = (await flow.createFlowResult()).steps;
      lhr = steps[0]!.lhr;
      tap = tapped ? { inp: steps[1]!.lhr.audits['interaction-to-next-paint']?.numericValue ?? null, tbt: num(steps[1]!.lhr, 'total-blocking-time') } : { skipped: `no goods item matched ${GOODS_SELECTOR}` };
    } else {
      const result = await lighthouse(url, flags, undefined, page);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      lhr = result.lhr;
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      lcp: num(lhr, 'largest-contentful-paint'), fcp: num(lhr, 'first-contentful-paint'), tbt: num(lhr, 'total-blocking-time'),
      cls: num(lhr, 'cumulative-layout-shift'), score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      lcpElement: lcpElementOf(lhr), observed: observedOf(lhr), tap,
      // A metric Lighthouse could not compute (NaN above) says why here.
      warnings: [...lhr.runWarnings, ...METRIC_AUDITS.flatMap((id) => (lhr.audits[id]?.errorMessage ? [`${id}: ${lhr.audits[id]!.errorMessage}`] : []))],
    };
  } finally {
    await browser.close();
  }
}
