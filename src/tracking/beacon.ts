/**
 * Error and performance beacon (spec sections 7 and 9), bodies as in contract.ts:
 * performance (PerfLogBody) to <errorLog host>/ptcs/collector/trackLog, errors
 * (ErrorLogBody) to /ptcs/collector/errorLog.
 *  - Resource and API errors are held until ERROR_SEND_DELAY_MS after page start, then
 *    sent together; a page that is still loading produces them in a flurry. Later ones,
 *    and script errors at any time, go out at once.
 *  - At most MAX_ERRORS_PER_PAGE errors are kept per page; later ones are dropped, so a loop
 *    of failures cannot flood the collector.
 *  - The performance report lists at most MAX_SLOW_RESOURCES resources slower than
 *    SLOW_RESOURCE_MS.
 *  - A sampled page view also sends its Web Vitals to trackLog (vitals.ts).
 * Nothing here throws.
 */
import brand from 'virtual:brand';
import type { ErrorLogBody, ErrorLogEntry, PerfLogBody } from '../api/contract.ts';
import { ERROR_LOG_PATHS } from '../api/contract.ts';
import {
  ERROR_SEND_DELAY_MS, MAX_ERRORS_PER_PAGE, MAX_SLOW_RESOURCES, SLOW_RESOURCE_MS,
} from '../lib/constants.ts';
import { postJson } from './send.ts';
import { startVitalsIfSampled } from './vitals-sampling.ts';

export type ErrorKind = ErrorLogEntry['type'];

export interface ErrorReport {
  type: ErrorKind;
  message: string;
  /** Script URL, resource URL or API path. */
  source?: string;
  stack?: string;
}

let pageStart = Date.now();
let kept = 0;
let held: ErrorLogEntry[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

const pageUrl = () => (typeof location === 'undefined' ? '' : location.href);

function sendErrors(errors: ErrorLogEntry[]): void {
  const body: ErrorLogBody = { event_id: brand.trackingEventId, url: pageUrl(), errors };
  void postJson(brand.hosts.errorLog + ERROR_LOG_PATHS.error, body);
}

function flush(): void {
  flushTimer = undefined;
  const batch = held;
  held = [];
  if (batch.length) sendErrors(batch);
}

/** Records an error (see the rules above). */
export function reportError(report: ErrorReport): void {
  try {
    if (kept >= MAX_ERRORS_PER_PAGE) return;
    kept++;
    const entry: ErrorLogEntry = { ...report, message: report.message.slice(0, 1000), time: Date.now() };
    const wait = pageStart + ERROR_SEND_DELAY_MS - Date.now();
    const delayed = entry.type === 'resource' || entry.type === 'api';
    if (!delayed || wait <= 0) { sendErrors([entry]); return; }
    held.push(entry);
    flushTimer ??= setTimeout(flush, wait);
  } catch { /* never throws */ }
}

/** A render error an error boundary caught (app/render-errors.ts), with React's component stack. */
export function reportCaughtError(error: unknown, componentStack = ''): void {
  const e = error instanceof Error ? error : new Error(String(error));
  reportError({ type: 'js', message: `${e.name}: ${e.message}`, stack: `${e.stack ?? ''}\nComponent stack:${componentStack}` });
  console.error(e);
}

type ResourceLike = Pick<PerformanceResourceTiming, 'name' | 'duration'>;

/** The resources slower than SLOW_RESOURCE_MS, at most MAX_SLOW_RESOURCES, slowest first. */
export function slowResources(entries: readonly ResourceLike[]): PerfLogBody['slow_resources'] {
  return entries
    .filter((e) => e.duration > SLOW_RESOURCE_MS)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, MAX_SLOW_RESOURCES)
    .map((e) => ({ name: e.name, duration: Math.round(e.duration) }));
}

function performanceEntries(type: string): PerformanceEntry[] {
  try { return typeof performance === 'undefined' ? [] : performance.getEntriesByType(type); } catch { return []; }
}

/** Sends the page's navigation timings (ms) and its slow resources. */
export function reportPerformance(
  resources: readonly ResourceLike[] = performanceEntries('resource'),
  navigation: PerformanceEntry | undefined = performanceEntries('navigation')[0],
): Promise<void> {
  try {
    const nav = navigation as PerformanceNavigationTiming | undefined;
    const timing: Record<string, number> = {};
    if (nav) {
      timing.dns = Math.round(nav.domainLookupEnd - nav.domainLookupStart);
      timing.connect = Math.round(nav.connectEnd - nav.connectStart);
      timing.ttfb = Math.round(nav.responseStart - nav.requestStart);
      timing.domContentLoaded = Math.round(nav.domContentLoadedEventEnd - nav.startTime);
      timing.load = Math.round(nav.loadEventEnd - nav.startTime);
    }
    const body: PerfLogBody = { event_id: brand.trackingEventId, url: pageUrl(), timing, slow_resources: slowResources(resources) };
    return postJson(brand.hosts.errorLog + ERROR_LOG_PATHS.perf, body);
  } catch {
    return Promise.resolve();
  }
}

/**
 * Listens for failed resources (error events in the capture phase carry the element),
 * uncaught script errors and unhandled rejections, and reports performance after load;
 * a sampled page view also measures its Web Vitals (`vitals`, vitals-sampling.ts).
 * `early` are the events seen before the beacon loaded (early-errors.ts). Returns the
 * uninstaller.
 */
export function installBeacon(win: Window = window, early: readonly Event[] = [], vitals: (w: Window) => Promise<void> = startVitalsIfSampled): () => void {
  const onError = (ev: Event) => {
    const t = ev.target as (Element & { src?: string; href?: string }) | null;
    if (t && typeof t.tagName === 'string') {
      reportError({ type: 'resource', message: `failed to load <${t.tagName.toLowerCase()}>`, source: t.src || t.href || '' });
      return;
    }
    const e = ev as ErrorEvent;
    reportError({
      type: 'js',
      message: String(e.message || 'error'),
      source: e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : undefined,
      stack: e.error instanceof Error ? e.error.stack : undefined,
    });
  };
  const onRejection = (ev: PromiseRejectionEvent) => {
    const r: unknown = ev.reason;
    reportError({ type: 'promise', message: r instanceof Error ? `${r.name}: ${r.message}` : String(r), stack: r instanceof Error ? r.stack : undefined });
  };
  // After load, and a tick later, so loadEventEnd is filled in.
  const onLoad = () => { setTimeout(() => { void reportPerformance(); }, 0); };
  for (const ev of early) {
    if (ev.type === 'unhandledrejection') onRejection(ev as PromiseRejectionEvent); else onError(ev);
  }
  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  if (win.document.readyState === 'complete') onLoad(); else win.addEventListener('load', onLoad, { once: true });
  void vitals(win);
  return () => {
    win.removeEventListener('error', onError, true);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('load', onLoad);
  };
}

/** Tests: a fresh page (start time now, nothing kept, nothing held). */
export function resetBeaconForTests(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  pageStart = Date.now();
  kept = 0;
  held = [];
}
