/**
 * The bench's result as data (written to .bench/bench.json) and as text: a table per
 * brand, a summary across brands, and the deltas against an earlier result
 * (`npm run bench -- --compare last-release.json`). No measuring here, only shaping.
 */
import type { BudgetCheck } from './budgets.ts';
import type { BundleReport, Part, Sizes } from './measure.ts';
import type { Finding } from './scan.ts';

export interface BrandBench {
  brand: string;
  languages: string[];
  defaultLanguage: string;
  /** Wall time of this brand's Vite build in this run; null when it was reused. */
  buildMs: number | null;
  html: Sizes;
  bundle: BundleReport;
  /** gzip ratios to the React floor. */
  ratio: { initialJs: number; firstPaintJs: number };
  budgets: BudgetCheck[];
  findings: Finding[];
}

export interface BenchResult {
  schema: 1;
  /** ISO time of the run (the only field that differs between two runs of the same tree). */
  when: string;
  command: string;
  versions: { node: string; vite: string; react: string };
  floor: { react: Part; reactLibs: Part | null };
  build: { dir: string; reused: string[]; totalMs: number | null };
  brands: BrandBench[];
}

const KB = 1024;
const k = (n: number) => (n / KB).toFixed(1);
const pad = (s: string, n: number) => s.padEnd(n);
const num = (s: string, n = 9) => s.padStart(n);
const sizesCols = (s: Sizes) => `${num(k(s.bytes))}${num(k(s.gzip))}${num(k(s.brotli))}`;
const signed = (n: number, digits = 1) => (n > 0 ? '+' : n < 0 ? '−' : '±') + Math.abs(n).toFixed(digits);
const short = (f: string) => f.replace(/^assets\//, '');

/** The per-brand table. */
export function brandTable(b: BrandBench, floorGzip: number): string {
  const r = b.bundle;
  const W = 52;
  const line = (label: string, s: Sizes) => `    ${pad(label, W)}${sizesCols(s)}`;
  const out: string[] = [];
  out.push(`${b.brand}  (${b.languages.join(' ')}; default ${b.defaultLanguage})${b.buildMs === null ? '  [reused build]' : `  built in ${(b.buildMs / 1000).toFixed(1)} s`}`);
  out.push(`    ${pad('KB', W)}${num('raw')}${num('gzip')}${num('brotli')}`);
  out.push('  /selectGame before first paint');
  for (const f of r.initialJs.files) out.push(line(`JS   ${short(f.file)}`, f));
  for (const f of r.css.files) out.push(line(`CSS  ${short(f.file)}`, f));
  if (r.defaultLocale) out.push(line(`locale ${r.defaultLocale.lang} ${short(r.defaultLocale.file)}${r.defaultLocale.preloaded ? ' (preloaded)' : ' (NOT preloaded)'}`, r.defaultLocale));
  out.push(line('first paint total (JS + CSS + locale)', r.firstPaint));
  out.push(`    index.html ${k(b.html.bytes)} KB raw, ${k(b.html.gzip)} KB gzip (its inline scripts are counted as JS above, each on its own)`);
  out.push(`  vs React floor ${k(floorGzip)} KB gzip: initial JS ${b.ratio.initialJs.toFixed(3)}×, with the default locale ${b.ratio.firstPaintJs.toFixed(3)}×`);
  out.push('  locale chunks');
  for (const l of r.locales) out.push(line(`${l.lang.padEnd(6)} ${short(l.file)}${l.part === 'later' ? ' (later messages)' : ''}`, l));
  out.push('  loaded later (beyond first paint: the chunk, its own imports, its CSS)');
  for (const z of r.lazy) {
    out.push(line(`${z.name}${z.js.files.length > 1 ? ` (+${z.js.files.length - 1} shared)` : ''}`, z.js.total));
    if (z.css.files.length) out.push(line(`  its CSS`, z.css.total));
  }
  if (!r.lazy.length) out.push('    (none)');
  out.push(`  whole purchase (the 4 steps and what they load on the way, HTML included: ${r.purchase.files + 1} files)`);
  out.push(line('total', { bytes: r.purchase.total.bytes + b.html.bytes, gzip: r.purchase.total.gzip + b.html.gzip, brotli: r.purchase.total.brotli + b.html.brotli }));
  for (const z of r.purchase.sampledOnly ?? []) out.push(`    (not counted: ${z.name}, ${k(z.extra.gzip)} KB gzip more, loaded by sampled page views only)`);
  if (r.purchase.missing.length) out.push(`    (no chunk for ${r.purchase.missing.join(', ')}: that step is not lazy or not built yet)`);
  out.push(`  before the game list: ${r.load.requests} requests in ${r.load.roundTrips} round trips: ${r.load.waves.map((w) => w.map(short).join(' + ')).join('  →  ')}`);
  const over = b.budgets.filter((c) => !c.ok);
  out.push(over.length ? over.map((c) => `  ${c.message}`).join('\n') : `  budgets: all ${b.budgets.length} within`);
  for (const f of b.findings) out.push(`  FORBIDDEN in ${f.file}: ${f.kind === 'sdk' ? 'provider SDK' : 'other brand\'s data'}: ${f.what}`);
  return out.join('\n');
}

const maxOf = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);

/** One row per brand: the figures the issue's goals name. */
export function summaryTable(res: BenchResult): string {
  const head = ['brand', 'init JS gz', '×floor', '1st paint gz', 'locale max', 'later max', 'purchase gz', 'req', 'RT', 'build s', 'budgets'];
  const widths = [11, 11, 7, 13, 11, 10, 12, 4, 3, 8, 8];
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
  const lines = [row(head)];
  for (const b of res.brands) {
    const r = b.bundle;
    lines.push(row([
      b.brand, k(r.initialJs.total.gzip), b.ratio.initialJs.toFixed(2), k(r.firstPaint.gzip),
      k(maxOf(r.locales.map((l) => l.gzip))), k(maxOf(r.lazy.map((z) => z.js.total.gzip))),
      k(r.purchase.total.gzip + b.html.gzip), String(r.load.requests), String(r.load.roundTrips),
      b.buildMs === null ? '-' : (b.buildMs / 1000).toFixed(1),
      b.budgets.every((c) => c.ok) && !b.findings.length ? 'ok' : 'FAIL',
    ]));
  }
  lines.push(`KB gzip. React floor (react + react-dom): ${k(res.floor.react.total.gzip)} KB gzip, ${k(res.floor.react.total.bytes)} KB raw` +
    (res.floor.reactLibs ? `; with wouter, valtio, rosetta, redaxios: ${k(res.floor.reactLibs.total.gzip)} KB gzip` : '') + '.');
  if (res.build.totalMs !== null) lines.push(`Built ${res.brands.length - res.build.reused.length} brand(s) in ${(res.build.totalMs / 1000).toFixed(1)} s` + (res.build.reused.length ? `, reused ${res.build.reused.length}` : '') + '.');
  return lines.join('\n');
}

/** Deltas against an earlier result: only what changed, per brand. */
export function compareTable(now: BenchResult, old: BenchResult): string {
  const out: string[] = [`Compared with ${old.when} (${old.command}):`];
  const d = (label: string, a: number | undefined, b: number | undefined) => {
    if (a === undefined && b === undefined) return null;
    if (a === undefined) return `    ${pad(label, 40)} new      ${k(b!)} KB`;
    if (b === undefined) return `    ${pad(label, 40)} removed  (was ${k(a)} KB)`;
    if (a === b) return null;
    return `    ${pad(label, 40)} ${num(k(a), 7)} → ${num(k(b), 7)} KB  ${signed((b - a) / KB)} KB (${signed(((b - a) / a) * 100)}%)`;
  };
  const floorLine = d('React floor gzip', old.floor.react.total.gzip, now.floor.react.total.gzip);
  if (floorLine) out.push(floorLine);
  for (const b of now.brands) {
    const o = old.brands.find((x) => x.brand === b.brand);
    if (!o) { out.push(`  ${b.brand}: not in the earlier result`); continue; }
    const rows = [
      d('initial JS gzip', o.bundle.initialJs.total.gzip, b.bundle.initialJs.total.gzip),
      d('first paint gzip', o.bundle.firstPaint.gzip, b.bundle.firstPaint.gzip),
      d('whole purchase gzip', o.bundle.purchase.total.gzip + o.html.gzip, b.bundle.purchase.total.gzip + b.html.gzip),
      ...[...new Set([...o.bundle.locales, ...b.bundle.locales].map((l) => `${l.lang} ${l.part ?? 'first'}`))].map((id) => {
        const of = (l: { lang: string; part?: string }) => `${l.lang} ${l.part ?? 'first'}` === id;
        return d(`locale ${id.replace(' first', '')} gzip`, o.bundle.locales.find(of)?.gzip, b.bundle.locales.find(of)?.gzip);
      }),
      ...[...new Set([...o.bundle.lazy, ...b.bundle.lazy].map((z) => z.name))].map((name) =>
        d(`${name} gzip`, o.bundle.lazy.find((z) => z.name === name)?.js.total.gzip, b.bundle.lazy.find((z) => z.name === name)?.js.total.gzip)),
    ].filter((x): x is string => x !== null);
    if (o.ratio.initialJs !== b.ratio.initialJs) rows.push(`    ${pad('× React floor', 40)} ${num(o.ratio.initialJs.toFixed(3), 7)} → ${num(b.ratio.initialJs.toFixed(3), 7)}`);
    if (o.bundle.load.requests !== b.bundle.load.requests || o.bundle.load.roundTrips !== b.bundle.load.roundTrips) {
      rows.push(`    ${pad('requests / round trips to the game list', 40)} ${o.bundle.load.requests} / ${o.bundle.load.roundTrips} → ${b.bundle.load.requests} / ${b.bundle.load.roundTrips}`);
    }
    out.push(`  ${b.brand}: ${rows.length ? '' : 'no change'}`, ...rows);
  }
  const gone = old.brands.filter((o) => !now.brands.some((b) => b.brand === o.brand)).map((o) => o.brand);
  if (gone.length) out.push(`  not in this run: ${gone.join(', ')}`);
  return out.join('\n');
}
