/**
 * npm run lab [-- <brand>] [--runs N] [--profiles mobile,harsh] [--pages selectGame,selectGoods,recharge]
 *             [--visits first,repeat,returning] [--harsh-visits first] [--ab DIR]
 *             [--port-base N] [--json FILE] [--waterfall] [--tasks]
 *
 * The lab, by hand (minutes; not in npm test): Lighthouse 12.8 on the brand (default watt)
 * and on a bare React page (react + react-dom rendering a heading and a button, built by
 * Vite the same way), both served by one server in the same run, so every figure has its
 * floor beside it. The brand is built against a sandbox into .bench/lab-dist/ and served
 * the way a CDN serves it (scripts/lib/static-server.ts: brotli, immutable hashed assets),
 * the bare page under /__bare/. Each page is opened N times (default 3) per visit
 * (scripts/bench/lab-lighthouse.ts VISITS), the player logged in with a game, server, role and
 * on /recharge the goods item in localStorage, as the storefront stores them
 * (scripts/bench/lab-session.ts):
 *   first      a fresh Chromium, cold cache, no list kept from an earlier visit;
 *   repeat     the same Chromium after one visit of the page: HTTP cache and storage kept;
 *   returning  a fresh Chromium with the last visit's storage (kept lists), cold cache.
 * The medians are printed with their ratio to the bare page's in the same visit (TBT and
 * CLS, at or near 0 there, with the difference). --ab DIR builds the brand from another
 * worktree (e.g. one of main) against the same sandbox and measures its pages beside these
 * in the same rounds, with this tree's ratio to its figure (×B).
 *
 * Profiles (scripts/bench/lab-lighthouse.ts): `mobile`, Lighthouse's own simulated mobile
 * run, the figures anyone can reproduce; `harsh`, applied throttling at 300 ms, 700 Kbps
 * and 10× CPU, where the run also taps a goods item on /selectGoods and reports that
 * interaction's INP. --waterfall prints each page's requests in its last run with the
 * paints among them (observed times: under harsh throttling they are the real ones);
 * --tasks lists the long main-thread tasks (50 ms or more) among them, with the script
 * each is attributed to: where the blocking time comes from.
 * Results go to .bench/lab.json with the command that produced them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultLanguage } from '../brands/brand.ts';
import { startSandbox } from '../sandbox/server.ts';
import { sandboxHostEnv, sandboxOrigin } from '../sandbox/ports.ts';
import { PATHS } from '../src/routes.ts';
import { buildBrands } from './build-brands.ts';
import { buildFloor } from './bench/floor.ts';
import { sandboxSession, storageFor } from './bench/lab-session.ts';
import { asProduction } from './bench/run.ts';
import { ROOT, loadBrand } from './lib/brands.ts';
import { type LabRun, PROFILES, type ProfileName, VISITS, type VisitName, runOnce } from './bench/lab-lighthouse.ts';
import { listFiles } from './build/manifest.ts';
import { serveStatic } from './lib/static-server.ts';
import { UsageError, isCommand, parseCommandLine, withUsage } from './lib/cli.ts';

type Step = 'selectGame' | 'selectGoods' | 'recharge';
const STEPS: Step[] = ['selectGame', 'selectGoods', 'recharge'];
const BARE = '/__bare/';
/** The prefix of the other tree's pages (--ab). */
const B = 'B ';
/**
 * Issue 36's goals: first visit, mobile LCP ≤ 1.10× the bare page's, score 100, CLS 0; repeat
 * visit no slower than the other tree's (--ab); harsh TBT ≤ 300 ms, the goods tap ≤ 200 ms.
 */
const GOALS = { lcpRatio: 1.1, score: 100, harshTbtMs: 300, tapMs: 200 } as const;
const VISIT_NAMES = Object.keys(VISITS) as VisitName[];

interface Args {
  brand: string; runs: number; profiles: ProfileName[]; pages: Step[]; visits: VisitName[]; harshVisits: VisitName[]; ab: string | null;
  portBase: number; json: string; waterfall: boolean; tasks: boolean;
}

const USAGE = 'npm run lab [-- <brand>] [--runs N] [--profiles …] [--pages …] [--visits …] [--harsh-visits …] [--ab DIR] [--port-base N] [--json FILE] [--waterfall] [--tasks]';

export function parse(argv: string[]): Args {
  const { values: v, positionals } = parseCommandLine(argv, {
    runs: { type: 'string' }, profiles: { type: 'string' }, pages: { type: 'string' }, visits: { type: 'string' }, 'harsh-visits': { type: 'string' },
    ab: { type: 'string' }, 'port-base': { type: 'string' }, json: { type: 'string' }, waterfall: { type: 'boolean' }, tasks: { type: 'boolean' },
  });
  const list = <T extends string>(x: string | undefined, ok: readonly T[], what: string, fallback: T[]): T[] => {
    if (x === undefined) return fallback;
    const xs = x.split(',').filter(Boolean);
    if (!xs.length || xs.some((y) => !ok.includes(y as T))) throw new UsageError(`--${what}: choose from ${ok.join(', ')}`);
    return xs as T[];
  };
  const file = (x: string | undefined, what: string) => { if (x === '') throw new UsageError(`--${what} needs a path`); return x === undefined ? x : path.resolve(x); };
  if (positionals.length > 1) throw new UsageError(`one brand, not ${positionals.length}`);
  const runs = v.runs === undefined ? 3 : Number(v.runs);
  const portBase = v['port-base'] === undefined ? 17400 : Number(v['port-base']);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs ${v.runs}: a whole number from 1`);
  if (!Number.isInteger(portBase) || portBase <= 1024) throw new UsageError(`--port-base ${v['port-base']} is not a port`);
  return {
    brand: positionals[0] ?? 'watt', runs, portBase, waterfall: v.waterfall ?? false, tasks: v.tasks ?? false,
    profiles: list(v.profiles, Object.keys(PROFILES) as ProfileName[], 'profiles', ['mobile', 'harsh']),
    pages: list(v.pages, STEPS, 'pages', [...STEPS]), visits: list(v.visits, VISIT_NAMES, 'visits', [...VISIT_NAMES]),
    harshVisits: list(v['harsh-visits'], VISIT_NAMES, 'harsh-visits', ['first']),
    ab: file(v.ab, 'ab') ?? null, json: file(v.json, 'json') ?? path.join(ROOT, '.bench', 'lab.json'),
  };
}

const median = (xs: readonly number[]): number => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const FIGURES = ['lcp', 'fcp', 'tbt', 'cls', 'score'] as const;
type Figure = (typeof FIGURES)[number];
interface Cell { profile: ProfileName; visit: VisitName; page: string; runs: LabRun[]; median: Record<Figure, number> & { tapInp: number | null; tapTbt: number | null } }

function cellOf(profile: ProfileName, visit: VisitName, page: string, runs: LabRun[]): Cell {
  const taps = runs.flatMap((r) => (r.tap && 'tbt' in r.tap ? [r.tap] : []));
  const m = Object.fromEntries(FIGURES.map((f) => [f, median(runs.map((r) => r[f]))])) as Record<Figure, number>;
  return { profile, visit, page, runs, median: { ...m, tapInp: taps.length ? median(taps.flatMap((t) => (t.inp === null ? [] : [t.inp]))) : null, tapTbt: taps.length ? median(taps.map((t) => t.tbt)) : null } };
}

const f0 = (n: number | null) => (n === null || !Number.isFinite(n) ? '-' : n.toFixed(0));
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

function table(cells: readonly Cell[], profile: ProfileName, visit: VisitName): string[] {
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

function goals(cells: readonly Cell[]): string[] {
  const out: string[] = [];
  for (const c of cells.filter((x) => x.page !== BARE && !x.page.startsWith(B) && x.visit !== 'returning')) {
    const m = c.median;
    const bare = bareOf(cells, c.profile, c.visit)?.median;
    const other = otherOf(cells, c)?.median;
    const miss: string[] = [];
    if (c.profile === 'mobile' && c.visit === 'first') {
      if (bare && m.lcp > bare.lcp * GOALS.lcpRatio) miss.push(`LCP ${vsBare(m.lcp, bare.lcp)} > ${GOALS.lcpRatio}×`);
      if (m.score < GOALS.score) miss.push(`score ${m.score} < ${GOALS.score}`);
      if (m.cls > 0) miss.push(`CLS ${m.cls.toFixed(3)} > 0`);
    } else if (c.profile === 'mobile' && c.visit === 'repeat') {
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
function waterfall(c: Cell, site: string, opts: { requests: boolean; tasks: boolean }): string {
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

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The brand built from another worktree (--ab) against the same sandbox: that tree's own
 * build script, in its own process, so its code is its own. Skipped when up to date.
 */
function buildOther(dir: string, brand: string, outRoot: string, portBase: number): string {
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/build-brands.ts', brand, '--out', outRoot], {
    cwd: dir, stdio: 'inherit', env: { ...process.env, ...sandboxHostEnv(portBase), NODE_ENV: 'production' },
  });
  return path.join(outRoot, brand);
}

/** Fills a server's compression cache, as a CDN edge would have it, so no run pays for brotli. */
async function warmServer(base: string, dir: string, files = ['', ...listFiles(dir)]): Promise<void> {
  for (const f of files) await fetch(`${base}/${f}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
}

async function main(): Promise<void> {
  const args = withUsage(USAGE, () => parse(process.argv.slice(2)));
  const command = ['npm run lab --', ...process.argv.slice(2)].join(' ');
  const brand = loadBrand(args.brand);
  // The sandbox first: its port base decides the hosts baked into the build.
  const sandbox = await startSandbox({ portBase: args.portBase });
  const labRoot = path.join(ROOT, '.bench', 'lab-dist');
  const cells: Cell[] = [];
  let siteUrl = '';
  const loadAtStart = os.loadavg()[0]!;
  try {
    Object.assign(process.env, sandboxHostEnv(args.portBase));
    await asProduction(() => buildBrands({ ids: [brand.id], outRoot: labRoot, force: false, quiet: true }));
    const bareDir = await asProduction(() => buildFloor(path.join(ROOT, '.bench', 'lab-bare'), 'react-page', BARE));
    const otherDir = args.ab ? buildOther(args.ab, brand.id, path.join(ROOT, '.bench', 'lab-dist-b', path.basename(args.ab)), args.portBase) : null;
    const session = await sandboxSession(sandboxOrigin('api', args.portBase), loadBrand(brand.id));
    const dir = path.join(labRoot, brand.id);
    const site = await serveStatic(dir, { mounts: { [BARE]: bareDir } });
    const other = otherDir ? await serveStatic(otherDir) : null;
    siteUrl = site.url;
    try {
      await warmServer(site.url, dir);
      await warmServer(site.url + BARE.slice(0, -1), bareDir, listFiles(bareDir));
      if (other) await warmServer(other.url, otherDir!);
      for (const profile of args.profiles) {
        const visits = profile === 'harsh' ? args.harshVisits : args.visits;
        // Each page's label and address: the bare page (not for the returning visit: it keeps
        // nothing, its first visit stands in), this tree's, then the other tree's.
        const targets = (visit: VisitName) => [
          ...(visit === 'returning' ? [] : [{ label: BARE, url: site.url + BARE, step: undefined }]),
          ...args.pages.map((p) => ({ label: PATHS[p], url: site.url + PATHS[p], step: p })),
          ...(other ? args.pages.map((p) => ({ label: B + PATHS[p], url: other.url + PATHS[p], step: p })) : []),
        ];
        const runs = new Map<string, LabRun[]>();
        // Rounds of every visit and page, rather than all runs of one and then the next: a
        // busy moment of the shared machine then hits them all alike.
        for (let i = 0; i < args.runs; i++) {
          for (const visit of visits) {
            for (const t of targets(visit)) {
              const storage = t.step ? storageFor(session, t.step, Date.now(), { kept: visit === 'returning' }) : {};
              const r = await runOnce(t.url, profile, storage, { tap: profile === 'harsh' && t.step === 'selectGoods', lang: defaultLanguage(brand), repeat: visit === 'repeat' });
              const key = `${visit} ${t.label}`;
              runs.set(key, [...(runs.get(key) ?? []), r]);
              process.stdout.write(`${profile} ${visit} ${t.label === BARE ? 'bare React' : t.label} run ${i + 1}/${args.runs}: LCP ${f0(r.lcp)} ms, FCP ${f0(r.fcp)}, TBT ${f0(r.tbt)}, CLS ${r.cls.toFixed(3)}, score ${r.score}` +
                (r.tap ? ('skipped' in r.tap ? `, tap skipped` : `, tap INP ${f0(r.tap.inp)} ms`) : '') + (r.warnings.length ? ` (${r.warnings.join('; ')})` : '') + '\n');
            }
          }
        }
        for (const visit of visits) for (const t of targets(visit)) cells.push(cellOf(profile, visit, t.label, runs.get(`${visit} ${t.label}`)!));
      }
    } finally {
      await site.close();
      await other?.close();
    }
  } finally {
    await sandbox.close();
  }

  const load = { start: Number(loadAtStart.toFixed(2)), end: Number(os.loadavg()[0]!.toFixed(2)), cores: os.cpus().length };
  console.log(`\n${brand.id}: Lighthouse ${lighthouseVersion()}, medians of ${args.runs} run(s) each; the bare React page served by the same server, in the same run` +
    (args.ab ? `; B = the brand built from ${args.ab} (${gitHead(args.ab)}), served beside it` : '') + '.');
  console.log(`  machine load (1-min average) ${load.start} at start, ${load.end} at end, ${load.cores} cores` +
    (Math.max(load.start, load.end) > load.cores * 0.5 ? ': other work was running; compare ratios, not absolute figures' : ''));
  for (const p of args.profiles) {
    for (const v of p === 'harsh' ? args.harshVisits : args.visits) console.log([`${p}, ${VISITS[v]}: ${PROFILES[p].label}`, ...table(cells, p, v)].join('\n'));
  }
  console.log(`goals (issue 36): first visit, mobile LCP ≤ ${GOALS.lcpRatio}× the bare page, score ${GOALS.score}, CLS 0; repeat visit, mobile LCP ≤ B's; harsh TBT ≤ ${GOALS.harshTbtMs} ms, the goods tap's INP ≤ ${GOALS.tapMs} ms`);
  console.log(goals(cells).join('\n'));
  if (args.waterfall || args.tasks) for (const c of cells) console.log(waterfall(c, siteUrl, { requests: args.waterfall, tasks: args.tasks }));
  fs.mkdirSync(path.dirname(args.json), { recursive: true });
  fs.writeFileSync(args.json, JSON.stringify({ when: new Date().toISOString(), command, brand: brand.id, runs: args.runs, load, profiles: PROFILES, visits: VISITS, cells }, null, 2) + '\n');
  console.log(`wrote ${path.relative(process.cwd(), args.json)}`);
}

function gitHead(dir: string): string {
  try { return execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h'], { encoding: 'utf8' }).trim(); } catch { return '?'; }
}

if (isCommand(import.meta.url)) {
  main().then(() => process.exit(0), (e: unknown) => {
    console.error(`lab failed:\n${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    process.exit(1);
  });
}
