/**
 * npm run lab [-- <brand>] [--runs N] [--profiles mobile,applied,harsh] [--pages selectGame,selectGoods,recharge]
 *             [--visits first,repeat,returning] [--harsh-visits first] [--ab DIR]
 *             [--port-base N] [--json FILE] [--waterfall] [--tasks] [--http1]
 *
 * The lab, by hand (minutes; not in npm test): Lighthouse 12.8 on the brand (default watt)
 * and on a bare React page (react + react-dom rendering a heading and a button, built by
 * Vite the same way), both served by one server in the same run, so every figure has its
 * floor beside it. The brand is built against a sandbox into .bench/lab-dist/ and served
 * the way a CDN serves it (scripts/lib/static-server.ts: HTTP/2 over TLS as the brands' nginx
 * (--http1: HTTP/1.1, six connections, as the lab did before 2026-11-29), brotli, immutable hashed assets),
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
 * run, the figures anyone can reproduce; `applied` (not by default), the same conditions
 * applied to the page, its real timing where Lantern's graph misreads it (a preloaded module
 * chunk); `harsh`, applied throttling at 300 ms, 700 Kbps
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
import { type LocalTls, localTls } from './lib/local-tls.ts';
import { B, BARE, type Cell, GOALS, cellOf, f0, goals, table, waterfall } from './bench/lab-report.ts';
import http from 'node:http';
import https from 'node:https';
import { UsageError, isCommand, parseCommandLine, withUsage } from './lib/cli.ts';

type Step = 'selectGame' | 'selectGoods' | 'recharge';
const STEPS: Step[] = ['selectGame', 'selectGoods', 'recharge'];
const VISIT_NAMES = Object.keys(VISITS) as VisitName[];

interface Args {
  brand: string; runs: number; profiles: ProfileName[]; pages: Step[]; visits: VisitName[]; harshVisits: VisitName[]; ab: string | null;
  portBase: number; json: string; waterfall: boolean; tasks: boolean; http1: boolean;
}

const USAGE = 'npm run lab [-- <brand>] [--runs N] [--profiles …] [--pages …] [--visits …] [--harsh-visits …] [--ab DIR] [--port-base N] [--json FILE] [--waterfall] [--tasks] [--http1]';

export function parse(argv: string[]): Args {
  const { values: v, positionals } = parseCommandLine(argv, {
    runs: { type: 'string' }, profiles: { type: 'string' }, pages: { type: 'string' }, visits: { type: 'string' }, 'harsh-visits': { type: 'string' },
    ab: { type: 'string' }, 'port-base': { type: 'string' }, json: { type: 'string' }, waterfall: { type: 'boolean' }, tasks: { type: 'boolean' }, http1: { type: 'boolean' },
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
    brand: positionals[0] ?? 'watt', runs, portBase, waterfall: v.waterfall ?? false, tasks: v.tasks ?? false, http1: v.http1 ?? false,
    profiles: list(v.profiles, Object.keys(PROFILES) as ProfileName[], 'profiles', ['mobile', 'harsh']),
    pages: list(v.pages, STEPS, 'pages', [...STEPS]), visits: list(v.visits, VISIT_NAMES, 'visits', [...VISIT_NAMES]),
    harshVisits: list(v['harsh-visits'], VISIT_NAMES, 'harsh-visits', ['first']),
    ab: file(v.ab, 'ab') ?? null, json: file(v.json, 'json') ?? path.join(ROOT, '.bench', 'lab.json'),
  };
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
async function warmServer(base: string, dir: string, tls: LocalTls | undefined, files = ['', ...listFiles(dir)]): Promise<void> {
  for (const f of files) {
    await new Promise<void>((resolve, reject) => {
      const get = tls ? https.get : http.get;
      get(`${base}/${f}`, { headers: { 'accept-encoding': 'br' }, ...(tls ? { ca: tls.cert } : {}) }, (r) => { r.resume().on('end', resolve).on('error', reject); }).on('error', reject);
    });
  }
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
    // HTTP/2 over TLS as the brands' hosts serve it, unless --http1 (the lab before 2026-11-29).
    const tls = args.http1 ? undefined : localTls(path.join(ROOT, '.bench', 'lab-tls'));
    const site = await serveStatic(dir, { mounts: { [BARE]: bareDir }, tls });
    const other = otherDir ? await serveStatic(otherDir, { tls }) : null;
    siteUrl = site.url;
    try {
      await warmServer(site.url, dir, tls);
      await warmServer(site.url + BARE.slice(0, -1), bareDir, tls, listFiles(bareDir));
      if (other) await warmServer(other.url, otherDir!, tls);
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
              const r = await runOnce(t.url, profile, storage, { tap: profile === 'harsh' && t.step === 'selectGoods', lang: defaultLanguage(brand), repeat: visit === 'repeat', trustSpki: tls?.spki });
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
  console.log(`goals (issue 36): first visit, mobile (and applied) LCP ≤ ${GOALS.lcpRatio}× the bare page, CLS 0, mobile score ${GOALS.score}; repeat visit, mobile (and applied) LCP ≤ B's; harsh TBT ≤ ${GOALS.harshTbtMs} ms, the goods tap's INP ≤ ${GOALS.tapMs} ms`);
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
