/**
 * Core Web Vitals from real players (issue 25): LCP, INP, CLS, FCP and TTFB of this page
 * view, measured by the web-vitals library's attribution build (what caused each: the LCP
 * element, the interaction's target, the element of the largest shift), posted as a
 * VitalsBody to the error-log collector's trackLog.
 *
 * Only sampled page views load this module (vitals-sampling.ts, from the beacon once the
 * page is idle): it is never part of the first load. web-vitals reads the browser's
 * buffered performance entries, so loading late loses no LCP, FCP or TTFB.
 *
 * Metrics are queued as web-vitals reports them and sent together whenever the page is
 * hidden (tab or app switched, page left), the last moment a browser reliably lets a page
 * send (web-vitals' own advice); CLS and INP are final only then. Each body carries what is
 * new or changed since the last; a metric keeps its id, so the collector keeps the latest.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import brand from 'virtual:brand';
import type { Vital, VitalsBody } from '../api/contract.ts';
import { ERROR_LOG_PATHS } from '../api/contract.ts';
import { randomId } from '../lib/random-id.ts';
import { routePattern } from '../routes.ts';
import { postJson } from './send.ts';

/**
 * `img[src$="/logo-1001.png"]` for an image address, without its query (which may carry
 * tokens); `img[src^="data:"]` for one drawn from bytes (a returning player's step 1
 * logos, lib/games-memo.ts), whose address names nothing.
 */
function fileOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('data:')) return 'img[src^="data:"]';
  try { return `img[src$="${new URL(url).pathname.split('/').pop()!.slice(-60)}"]`; } catch { return undefined; }
}

/** What caused the metric, as web-vitals' short selector (≤ 100 characters); FCP and TTFB have none. */
function targetOf(m: MetricWithAttribution): string | undefined {
  switch (m.name) {
    // An element gone by the time this loaded (the HTML shell's, which the app replaces) is
    // named by its id when it had one (web-vitals), else by its image's file when it was one.
    case 'LCP': return m.attribution.target || fileOf(m.attribution.url);
    case 'INP': return m.attribution.interactionTarget;
    case 'CLS': return m.attribution.largestShiftTarget;
    default: return undefined;
  }
}

type MetricLike = Pick<MetricWithAttribution, 'name' | 'value' | 'rating' | 'id' | 'navigationType'> & { attribution?: unknown };

/** One metric as the collector takes it: whole ms (CLS: a score to 4 decimals), the cause when there is one. */
export function vitalOf(m: MetricLike): Vital {
  const target = m.attribution ? targetOf(m as MetricWithAttribution) : undefined;
  const value = m.name === 'CLS' ? Math.round(m.value * 10_000) / 10_000 : Math.round(m.value);
  return {
    name: m.name, value: Math.max(0, value), rating: m.rating, id: m.id.slice(0, 100), navigation_type: m.navigationType,
    ...(target ? { target: target.slice(0, 100) } : {}),
  };
}

export interface PageView { route: string; pageView: string; sampleRate: number }

export function vitalsBody(view: PageView, metrics: readonly MetricLike[]): VitalsBody {
  return {
    event_id: brand.trackingEventId, brand: brand.id, route: view.route, page_view: view.pageView, sample_rate: view.sampleRate,
    vitals: metrics.map(vitalOf),
  };
}

/** The address the document was loaded from (the navigation entry), not where in-page navigation has taken it since. */
function landingPath(win: Window): string {
  try {
    const nav = win.performance.getEntriesByType('navigation')[0];
    if (nav) return new URL(nav.name).pathname;
  } catch { /* an old browser: the current address */ }
  return win.location.pathname;
}

/**
 * Starts measuring this page view and sending its vitals each time it is hidden. Returns
 * a function that sends what is queued (tests; the page itself sends on hiding).
 */
export function startVitals(win: Window, sampleRate: number): () => Promise<void> {
  const view: PageView = { route: routePattern(landingPath(win)), pageView: randomId(), sampleRate };
  // By name and id: a metric reported again (CLS and INP at each hiding) replaces its queued value.
  const queue = new Map<string, MetricLike>();
  const add = (m: MetricLike) => { queue.set(m.name + m.id, m); };
  onLCP(add);
  onINP(add);
  onCLS(add);
  onFCP(add);
  onTTFB(add);
  const flush = () => {
    if (!queue.size) return Promise.resolve();
    const body = vitalsBody(view, [...queue.values()]);
    queue.clear();
    return postJson(brand.hosts.errorLog + ERROR_LOG_PATHS.perf, body);
  };
  // Registered after web-vitals' own listeners (capture, on window), so CLS and INP are
  // already in the queue when this runs.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') void flush();
  });
  return flush;
}
