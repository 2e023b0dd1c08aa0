/**
 * Error and performance beacon (spec sections 7 and 9). Posts JSON to the brand's crash-log
 * host: performance to /ptcs/collector/trackLog, errors to /ptcs/collector/errorLog.
 *  - Resource and API errors are held until ERROR_SEND_DELAY_MS after page start and then
 *    sent, so the flurry of a page that is still loading goes out together.
 *  - At most MAX_ERRORS_PER_PAGE errors are kept per page; later ones are dropped, so a loop
 *    of failures cannot flood the collector.
 *  - The performance report lists at most MAX_SLOW_RESOURCES resources slower than
 *    SLOW_RESOURCE_MS.
 * Nothing here throws.
 */
import brand from 'virtual:brand';
import {
  ERROR_SEND_DELAY_MS, MAX_ERRORS_PER_PAGE, MAX_SLOW_RESOURCES, SLOW_RESOURCE_MS,
} from '../lib/constants.ts';
import { post } from './send.ts';

export const TRACK_LOG_PATH = '/ptcs/collector/trackLog';
export const ERROR_LOG_PATH = '/ptcs/collector/errorLog';

export type ErrorKind = 'api' | 'resource' | 'script';

export interface ErrorReport {
  kind: ErrorKind;
  message: string;
  /** The failing resource or API path. */
  url?: string;
  /** API error code, when there is one. */
  code?: number;
}

interface ErrorEntry extends ErrorReport {
  brand: string;
  page: string;
  userAgent: string;
  /** Epoch ms. */
  time: number;
}

let pageStart = Date.now();
let kept = 0;
let queue: ErrorEntry[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

const pageUrl = () => (typeof location === 'undefined' ? '' : location.href);
const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

function send(path: string, body: unknown): Promise<void> {
  return post(brand.hosts.errorLog + path, JSON.stringify(body), 'application/json');
}

function flush(): void {
  flushTimer = undefined;
  const batch = queue;
  queue = [];
  for (const e of batch) void send(ERROR_LOG_PATH, e);
}

/** Records an error; held until 3 s after page start when it is a resource or API error. */
export function reportError(report: ErrorReport): void {
  try {
    if (kept >= MAX_ERRORS_PER_PAGE) return;
    kept++;
    const entry: ErrorEntry = { ...report, brand: brand.id, page: pageUrl(), userAgent: userAgent(), time: Date.now() };
    const wait = pageStart + ERROR_SEND_DELAY_MS - Date.now();
    if (report.kind === 'script' || wait <= 0) { void send(ERROR_LOG_PATH, entry); return; }
    queue.push(entry);
    flushTimer ??= setTimeout(flush, wait);
  } catch { /* never throws */ }
}

export interface SlowResource { name: string; initiatorType: string; duration: number }

type ResourceLike = Pick<PerformanceResourceTiming, 'name' | 'initiatorType' | 'duration'>;

/** The resources slower than SLOW_RESOURCE_MS, at most MAX_SLOW_RESOURCES, slowest first. */
export function slowResources(entries: readonly ResourceLike[]): SlowResource[] {
  return entries
    .filter((e) => e.duration > SLOW_RESOURCE_MS)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, MAX_SLOW_RESOURCES)
    .map((e) => ({ name: e.name, initiatorType: e.initiatorType, duration: Math.round(e.duration) }));
}

/** Sends page timings and the slow resources once the page has loaded. */
export function reportPerformance(
  resources: readonly ResourceLike[] = performanceEntries('resource') as unknown as ResourceLike[],
  navigation: PerformanceEntry | undefined = performanceEntries('navigation')[0],
): Promise<void> {
  try {
    const nav = navigation as PerformanceNavigationTiming | undefined;
    const timing = nav ? {
      dns: Math.round(nav.domainLookupEnd - nav.domainLookupStart),
      connect: Math.round(nav.connectEnd - nav.connectStart),
      ttfb: Math.round(nav.responseStart - nav.requestStart),
      domReady: Math.round(nav.domContentLoadedEventEnd - nav.startTime),
      load: Math.round(nav.loadEventEnd - nav.startTime),
    } : undefined;
    return send(TRACK_LOG_PATH, {
      brand: brand.id, page: pageUrl(), userAgent: userAgent(), time: Date.now(),
      timing, slowResources: slowResources(resources),
    });
  } catch {
    return Promise.resolve();
  }
}

function performanceEntries(type: string): PerformanceEntry[] {
  try { return typeof performance === 'undefined' ? [] : performance.getEntriesByType(type); } catch { return []; }
}

/**
 * Listens for failed resources (error events in the capture phase carry the element),
 * uncaught script errors and unhandled rejections, and reports performance after load.
 * Returns the uninstaller.
 */
export function installBeacon(win: Window = window): () => void {
  const onError = (ev: Event) => {
    const t = ev.target as (Element & { src?: string; href?: string }) | null;
    if (t && t !== (win as unknown) && typeof t.tagName === 'string') {
      reportError({ kind: 'resource', message: `failed to load <${t.tagName.toLowerCase()}>`, url: t.src || t.href || '' });
      return;
    }
    const e = ev as ErrorEvent;
    reportError({ kind: 'script', message: String(e.message || 'error'), url: e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : undefined });
  };
  const onRejection = (ev: PromiseRejectionEvent) => {
    const r: unknown = ev.reason;
    reportError({ kind: 'script', message: r instanceof Error ? `${r.name}: ${r.message}` : String(r) });
  };
  const onLoad = () => { setTimeout(() => { void reportPerformance(); }, 0); };
  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  if (win.document.readyState === 'complete') onLoad(); else win.addEventListener('load', onLoad, { once: true });
  return () => {
    win.removeEventListener('error', onError, true);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('load', onLoad);
  };
}

/** Tests: a fresh page (start time now, nothing kept, nothing queued). */
export function resetBeaconForTests(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  pageStart = Date.now();
  kept = 0;
  queue = [];
}
