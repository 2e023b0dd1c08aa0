/**
 * npm run lab's tables (scripts/lab.ts): each cell's medians, their ratios to the bare page
 * and to the other tree (--ab), the issue's goals met or missed, and a run's waterfall.
 */
import type { LabRun, ProfileName, VisitName } from './lab-lighthouse.ts';

/** The bare React page's mount, served beside the brand. */
export const BARE = '/__bare/';
/** The prefix of the other tree's pages (--ab). */
export const B = 'B ';
/**
 * Issue 36's goals, on the mobile profile and the applied one alike: first visit LCP ≤ 1.10×
 * the bare page's and CLS 0 (score 100 on mobile only); repeat visit no slower than the other
 * tree's (--ab); harsh TBT ≤ 300 ms, the goods tap ≤ 200 ms.
 */
export const GOALS = { lcpRatio: 1.1, score: 100, harshTbtMs: 300, tapMs: 200 } as const;

const median = (xs: readonly number[]): number => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const FIGURES = ['lcp', 'fcp', 'tbt', 'cls', 'score'] as const;
type Figure = (typeof FIGURES)[number];
export interface Cell { profile: ProfileName; visit: VisitName; page: string; runs: LabRun[]; median: Record<Figure, number> & { tapInp: number | null; tapTbt: number | null } }

export function cellOf(profile: ProfileName, visit: VisitName, page: string, runs: LabRun[]): Cell {
  const taps = runs.flatMap((r) => (r.tap && 'tbt' in r.tap ? [r.tap] : []));
  const m = Object.fromEntries(FIGURES.map((f) => [f, median(runs.map((r) => r[f]))])) as Record<Figure, number>;
  return { profile, visit, page, runs, median: { ...m, tapInp: taps.length ? median(taps.flatMap((t) => (t.inp === null ? [] : [t.inp]))) : null, tapTbt: taps.length ? median(taps.map((t) => t.tbt)) : null } };
}

export const f0 = (n: number | null) => (n === null || !Number.isFinite(n) ? '-' : n.toFixed(0));
/** "1.62×": the ratio to the bare page's figure. */
function vsBare(x: number, bare: number): string {
  return Number.isFinite(x) && Number.isFinite(bare) && bare > 0 ? `${(x / bare).toFixed(2)}×` : '-';
}
/** "+250": the difference, for TBT and CLS, whose bare figures are at or near 0 and make ratios meaningless. */
function plusBare(x: number, bare: number, digits = 0): string {
  if (!Number.isFinite(x) || !Number.isFinite(bare)) return '-';
  const d = x - bare;
  return d === 0 ? '=' : `${d > 0 ? '+' : '−'}${Math.abs(d).toFixed(digits)}`;
}

/** The bare page's cell for a visit: a returning visit's bare page is a first visit (it keeps nothing). */
const bareOf = (cells: readonly Cell[], profile: ProfileName, visit: VisitName) =>
  cells.find((c) => c.profile === profile && c.page === BARE && c.visit === (visit === 'returning' ? 'first' : visit));
/** The other tree's cell for the same page and visit (--ab). */
const otherOf = (cells: readonly Cell[], c: Cell) => cells.find((x) => x.profile === c.profile && x.visit === c.visit && x.page === B + c.page);

export function table(cells: readonly Cell[], profile: ProfileName, visit: VisitName): string[] {
  const bare = bareOf(cells, profile, visit);
  const rows = cells.filter((c) => c.profile === profile && c.visit === visit);
  const head = ['page', 'LCP ms', '×bare', '×B', 'FCP ms', '×bare', 'TBT ms', 'vs bare', 'CLS', 'vs bare', 'score', ...(profile === 'harsh' ? ['tap INP', 'tap TBT'] : [])];
  const out = [head.map((h, i) => (i ? h.padStart(8) : h.padEnd(16))).join('')];
  for (const c of rows) {
    const m = c.median;
    const b = bare?.median;
    const o = otherOf(cells, c)?.median;
    const xs = [c.page === BARE ? 'bare React' : c.page, f0(m.lcp), b ? vsBare(m.lcp, b.lcp) : '-', o ? vsBare(m.lcp, o.lcp) : '', f0(m.fcp), b ? vsBare(m.fcp, b.fcp) : '-',
      f0(m.tbt), b ? plusBare(m.tbt, b.tbt) : '-', Number.isFinite(m.cls) ? m.cls.toFixed(3) : '-', b ? plusBare(m.cls, b.cls, 3) : '-', f0(m.score),
      ...(profile === 'harsh' ? [f0(m.tapInp), f0(m.tapTbt)] : [])];
    out.push(xs.map((x, i) => (i ? x.padStart(8) : x.padEnd(16))).join(''));
  }
  return out;
}

export function goals(cells: readonly Cell[]): string[] {
  const out: string[] = [];
  for (const c of cells.filter((x) => x.page !== BARE && !x.page.startsWith(B) && x.visit !== 'returning')) {
    const m = c.median;
    const bare = bareOf(cells, c.profile, c.visit)?.median;
    const other = otherOf(cells, c)?.median;
    const miss: string[] = [];
    if ((c.profile === 'mobile' || c.profile === 'applied') && c.visit === 'first') {
      if (bare && m.lcp > bare.lcp * GOALS.lcpRatio) miss.push(`LCP ${vsBare(m.lcp, bare.lcp)} > ${GOALS.lcpRatio}×`);
      // The score's bands are absolute times: applied throttling gives the bare page 98 itself.
      if (c.profile === 'mobile' && m.score < GOALS.score) miss.push(`score ${m.score} < ${GOALS.score}`);
      if (m.cls > 0) miss.push(`CLS ${m.cls.toFixed(3)} > 0`);
    } else if ((c.profile === 'mobile' || c.profile === 'applied') && c.visit === 'repeat') {
      if (other && m.lcp > other.lcp) miss.push(`LCP ${f0(m.lcp)} > B's ${f0(other.lcp)} ms`);
    } else if (c.profile === 'harsh') {
      if (m.tbt > GOALS.harshTbtMs) miss.push(`TBT ${f0(m.tbt)} > ${GOALS.harshTbtMs} ms`);
      if (m.tapInp !== null && m.tapInp > GOALS.tapMs) miss.push(`tap INP ${f0(m.tapInp)} > ${GOALS.tapMs} ms`);
    }
    out.push(`  ${c.profile} ${c.visit} ${c.page}: ${miss.length ? `MISS ${miss.join(', ')}` : 'ok'}; LCP element ${c.runs[c.runs.length - 1]!.lcpElement}` +
      (c.runs.some((r) => r.tap && 'skipped' in r.tap) ? `; tap skipped: ${c.runs.map((r) => (r.tap && 'skipped' in r.tap ? r.tap.skipped : '')).find(Boolean)}` : ''));
  }
  return out;
}

/** "/assets/x.js" of a URL, with ":port" for another origin than the page's, "?…" for a query. */
function shortUrl(url: string, page: string): string {
  try {
    const u = new URL(url);
    return (u.origin === new URL(page).origin ? '' : u.port ? `:${u.port}` : u.host) + u.pathname + (u.search ? '?…' : '');
  } catch {
    return url;
  }
}

/** A cell's last run's requests in start order (with `tasks`, its long tasks too), with the observed FCP and LCP among them. */
export function waterfall(c: Cell, site: string, opts: { requests: boolean; tasks: boolean }): string {
  const r = c.runs[c.runs.length - 1]!;
  const rows: [number, string][] = [];
  if (opts.requests) {
    for (const w of r.observed.requests) {
      rows.push([w.start, `${w.start.toFixed(0).padStart(7)} → ${w.end.toFixed(0).padStart(5)} ms ${(w.bytes / 1024).toFixed(1).padStart(6)} KB  ${shortUrl(w.url, site)}`]);
    }
  }
  if (opts.tasks) {
    for (const t of r.observed.longTasks) rows.push([t.start, `${t.start.toFixed(0).padStart(7)}   task ${t.duration.toFixed(0).padStart(4)} ms  ${shortUrl(t.url, site)}`]);
  }
  rows.push([r.observed.fcp, `${f0(r.observed.fcp).padStart(7)}          FCP`], [r.observed.lcp, `${f0(r.observed.lcp).padStart(7)}          LCP ${r.lcpElement}`]);
  return [`${c.profile} ${c.visit} ${c.page}, last run (observed):`, ...rows.sort((a, b) => a[0] - b[0]).map((x) => '  ' + x[1])].join('\n');
}

