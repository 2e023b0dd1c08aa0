/**
 * `npm run vitals`'s reading and arithmetic: the Web Vitals bodies (contract VitalsBody)
 * of a collector export, each metric instance counted once (its latest value: a page view
 * reports CLS and INP again each time it is hidden, under the same id), and the 75th
 * percentile of each metric per brand and route, the figure Core Web Vitals are judged by.
 */
import type { Vital, VitalsBody } from '../../src/api/contract.ts';

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const satisfies readonly Vital['name'][];
type MetricName = (typeof METRICS)[number];

const isVitals = (x: unknown): x is VitalsBody => typeof x === 'object' && x !== null && Array.isArray((x as VitalsBody).vitals);

/**
 * The vitals bodies in an export, in order, whatever its shape: the sandbox's
 * `GET /__sandbox/errorlog` answer (`{ code, msg, content: [{ at, path, body }] }`), a JSON
 * list of such records or of bodies, or one JSON record or body per line (NDJSON). Other
 * bodies (page loads' timings, errors) are skipped.
 */
export function vitalsBodies(text: string): VitalsBody[] {
  const t = text.trim();
  if (!t) return [];
  let items: unknown[];
  try {
    const json: unknown = JSON.parse(t);
    const list = Array.isArray(json) ? json : (json as { content?: unknown }).content ?? [json];
    items = Array.isArray(list) ? list : [list];
  } catch {
    items = t.split('\n').filter((l) => l.trim()).map((l, i) => {
      try { return JSON.parse(l) as unknown; } catch { throw new Error(`line ${i + 1} is not JSON (an export is JSON, or one JSON body per line)`); }
    });
  }
  return items.map((x) => (typeof x === 'object' && x !== null && 'body' in x ? (x as { body: unknown }).body : x)).filter(isVitals);
}

/** Nearest-rank percentile of `xs` (p in 0..100): the value at or below which p % of them lie. */
export function percentile(xs: readonly number[], p: number): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)]!;
}

export interface Row {
  brand: string;
  route: string;
  /** Page views with at least one metric. */
  views: number;
  /** Per metric: how many page views measured it and their p75 (ms; CLS a score). */
  metrics: Record<MetricName, { n: number; p75: number | null }>;
  /** The LCP element and the interaction target most often behind a poor or middling value, with their share of those. */
  causes: { metric: 'LCP' | 'INP' | 'CLS'; target: string; share: number; of: number }[];
}

/** One row per brand and route, sorted by brand then route. */
export function summarize(bodies: readonly VitalsBody[]): Row[] {
  // The latest value of each metric instance, keyed by its id within its page view.
  const latest = new Map<string, { brand: string; route: string; view: string; v: Vital }>();
  for (const b of bodies) for (const v of b.vitals) latest.set(`${b.page_view}\u0000${v.id}\u0000${v.name}`, { brand: b.brand, route: b.route, view: b.page_view, v });
  const groups = new Map<string, { brand: string; route: string; views: Set<string>; vs: Vital[] }>();
  for (const x of latest.values()) {
    const k = `${x.brand}\u0000${x.route}`;
    const g = groups.get(k) ?? { brand: x.brand, route: x.route, views: new Set<string>(), vs: [] };
    g.views.add(x.view);
    g.vs.push(x.v);
    groups.set(k, g);
  }
  return [...groups.values()].sort((a, b) => a.brand.localeCompare(b.brand) || a.route.localeCompare(b.route)).map((g) => {
    const metrics = Object.fromEntries(METRICS.map((m) => {
      const values = g.vs.filter((v) => v.name === m).map((v) => v.value);
      return [m, { n: values.length, p75: percentile(values, 75) }];
    })) as Row['metrics'];
    const causes = (['LCP', 'INP', 'CLS'] as const).flatMap((m) => {
      const slow = g.vs.filter((v) => v.name === m && v.rating !== 'good' && v.target);
      if (!slow.length) return [];
      const count = new Map<string, number>();
      for (const v of slow) count.set(v.target!, (count.get(v.target!) ?? 0) + 1);
      const [target, n] = [...count].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
      return [{ metric: m, target, share: n / slow.length, of: slow.length }];
    });
    return { brand: g.brand, route: g.route, views: g.views.size, metrics, causes };
  });
}

const show = (m: MetricName, x: number | null) => (x === null ? '-' : m === 'CLS' ? x.toFixed(3) : `${Math.round(x)}`);

/** The table `npm run vitals` prints; with `before`, each p75 beside the earlier release's and their ratio. */
export function reportTable(rows: readonly Row[], before?: readonly Row[]): string {
  const old = new Map((before ?? []).map((r) => [`${r.brand}\u0000${r.route}`, r]));
  const cell = (r: Row, m: MetricName) => {
    const now = r.metrics[m];
    const o = old.get(`${r.brand}\u0000${r.route}`)?.metrics[m];
    if (!before) return `${show(m, now.p75)} (${now.n})`;
    const ratio = now.p75 !== null && o?.p75 ? ` ${(now.p75 / o.p75).toFixed(2)}×` : '';
    return `${show(m, o?.p75 ?? null)} → ${show(m, now.p75)}${ratio}`;
  };
  const head = ['brand', 'route', 'views', ...METRICS.map((m) => `${m} p75${m === 'CLS' ? '' : ' ms'}`)];
  const body = rows.map((r) => [r.brand, r.route, String(r.views), ...METRICS.map((m) => cell(r, m))]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (xs: string[]) => xs.map((x, i) => (i < 2 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  const out = [line(head), ...body.map(line)];
  out.push(before
    ? 'p75 of each metric, the earlier export → this one, and their ratio.'
    : 'p75 of each metric (page views that measured it): Core Web Vitals\' "good" is LCP ≤ 2500 ms, INP ≤ 200 ms, CLS ≤ 0.1.');
  const causes = rows.flatMap((r) => r.causes.map((c) => `  ${r.brand} ${r.route} ${c.metric}: ${c.target} (${Math.round(c.share * 100)} % of ${c.of} not rated good)`));
  if (causes.length) out.push('What caused the values not rated good, most often:', ...causes);
  return out.join('\n');
}
