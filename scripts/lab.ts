/**
 * npx tsx scripts/lab.ts [<brand>] [--runs N] [--profiles mobile,harsh] [--pages selectGame,selectGoods,recharge]
 *                        [--port-base N] [--goods SELECTOR] [--json FILE] [--waterfall] [--floor]
 *
 * The lab measurement of issue 6, run by hand (it takes minutes, so it is not in npm test):
 * the brand (default watt) built against a sandbox into .bench/lab-dist/, served the way a
 * CDN serves it (scripts/lib/static-server.ts: brotli, immutable hashed assets), opened in
 * Debian's Chromium (e2e/browser.ts) on a phone viewport with network and CPU throttled
 * over CDP, a fresh browser context (cold cache, new connections) for every run. Per
 * profile and page it reports the median of N runs (default 5) of LCP, CLS, TBT, FCP and
 * the requests before LCP, and on /selectGoods the time from tapping a goods item to its
 * selection showing. Definitions: scripts/lib/bench-lab-page.ts.
 *
 * /selectGame is opened as a new visitor (the domain area in the address when the brand
 * has several); /selectGoods and /recharge as a returning player whose session and order
 * are in localStorage (scripts/lib/bench-lab-session.ts). Without the sandbox
 * (sandbox/server.ts missing or broken) only /selectGame is measured, its API calls failing.
 * Results go to .bench/lab.json with the command that produced them. --waterfall prints
 * the requests of each cell's last run (start, end, bytes, and where LCP fell among them).
 * --floor also measures React painting one heading and nothing else (bench-floor.ts),
 * served the same way: the LCP each profile allows before any app code runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultLanguage } from '../brands/brand.ts';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { PATHS } from '../src/routes.ts';
import { buildBrands } from './build-brands.ts';
import {
  GOODS_SELECTOR, OBSERVERS, PHONE, PROFILES, type PageMetrics, type ProfileName, type TapResult,
  measureTap, readMetrics, seedScript, throttle, waitIdle,
} from './lib/bench-lab-page.ts';
import { type LabSession, sandboxSession, storageFor } from './lib/bench-lab-session.ts';
import { buildFloor } from './lib/bench-floor.ts';
import { asProduction } from './lib/bench-run.ts';
import { ROOT, loadBrand } from './lib/brands.ts';
import { listFiles } from './lib/manifest.ts';
import { serveStatic } from './lib/static-server.ts';
import { sandboxHostEnv, sandboxOrigin } from '../sandbox/ports.ts';

type Step = 'selectGame' | 'selectGoods' | 'recharge';
const STEPS: Step[] = ['selectGame', 'selectGoods', 'recharge'];
/** Issue 6's goals: LCP on the mobile profile and on the harsh one, CLS everywhere. */
const GOAL_LCP_MS: Record<ProfileName, number> = { mobile: 1500, harsh: 2500 };
const QUIET_MS = 2000; // ms without requests or long tasks: the page is idle
const MAX_MS = 30_000; // ms: give up waiting for idle

interface Args { brand: string; runs: number; profiles: ProfileName[]; pages: Step[]; portBase: number; goods: string; json: string; waterfall: boolean; floor: boolean }

function parse(argv: string[]): Args {
  const a: Args = { brand: 'watt', runs: 5, profiles: ['mobile', 'harsh'], pages: [...STEPS], portBase: 17400, goods: GOODS_SELECTOR, json: path.join(ROOT, '.bench', 'lab.json'), waterfall: false, floor: false };
  const list = <T extends string>(v: string | undefined, ok: readonly T[], what: string): T[] => {
    const xs = (v ?? '').split(',').filter(Boolean);
    const bad = xs.filter((x) => !ok.includes(x as T));
    if (!xs.length || bad.length) throw new Error(`--${what}: choose from ${ok.join(', ')}`);
    return xs as T[];
  };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i]!;
    if (x === '--runs') a.runs = Math.max(1, Number(argv[++i]) || 0) || 5;
    else if (x === '--profiles') a.profiles = list(argv[++i], Object.keys(PROFILES) as ProfileName[], 'profiles');
    else if (x === '--pages') a.pages = list(argv[++i], STEPS, 'pages');
    else if (x === '--port-base') a.portBase = Number(argv[++i]);
    else if (x === '--goods') a.goods = argv[++i] ?? GOODS_SELECTOR;
    else if (x === '--json') a.json = path.resolve(argv[++i] ?? '');
    else if (x === '--waterfall') a.waterfall = true;
    else if (x === '--floor') a.floor = true;
    else if (x.startsWith('-')) throw new Error(`unknown option ${x}`);
    else a.brand = x;
  }
  return a;
}

interface SandboxLike { close(): Promise<void> }

/** The sandbox if its module loads; null (and why) when it is not there or broken. */
async function startSandboxIfThere(portBase: number): Promise<{ sandbox: SandboxLike | null; why: string }> {
  const file = path.join(ROOT, 'sandbox', 'server.ts');
  if (!fs.existsSync(file)) return { sandbox: null, why: 'sandbox/server.ts does not exist yet' };
  try {
    const mod = (await import(pathToFileURL(file).href)) as { startSandbox?: (o: { portBase: number; payLagMs?: number }) => Promise<SandboxLike> };
    if (!mod.startSandbox) return { sandbox: null, why: 'sandbox/server.ts has no startSandbox' };
    return { sandbox: await mod.startSandbox({ portBase }), why: '' };
  } catch (e) {
    return { sandbox: null, why: `the sandbox did not start: ${(e as Error).message.split('\n')[0]}` };
  }
}

const median = (xs: readonly number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

interface Run extends PageMetrics { errors: string[]; tap?: TapResult }
interface Cell {
  profile: ProfileName; page: Step; runs: Run[];
  median: { lcp: number | null; fcp: number | null; cls: number | null; tbt: number | null; requestsBeforeLcp: number | null; tapMs: number | null; tapEventMs: number | null };
}

/** One cold load of `url` in a fresh context: the metrics, page errors, and the goods tap when `goods` is given. */
async function measureOnce(browser: Browser, url: string, profile: ProfileName, locale: string, seed: string | null, goods: string | null): Promise<Run> {
  const ctx = await browser.newContext({ ...PHONE, locale });
  try {
    await ctx.addInitScript({ content: OBSERVERS });
    if (seed) await ctx.addInitScript({ content: seed });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await throttle(page, PROFILES[profile]);
    await page.goto(url, { waitUntil: 'commit' });
    await waitIdle(page, { quietMs: QUIET_MS, maxMs: MAX_MS });
    const run: Run = { ...(await readMetrics(page)), errors };
    if (goods) run.tap = await measureTap(page, goods);
    return run;
  } finally {
    await ctx.close();
  }
}

/** React alone painting step 1's heading, built and served like the brand: the LCP floor of each profile. */
async function measureFloor(browser: Browser, profiles: readonly ProfileName[], runs: number) {
  const dir = await asProduction(() => buildFloor(path.join(ROOT, '.bench', 'lab-floor'), 'react+heading'));
  const site = await serveStatic(dir);
  try {
    const out: { profile: ProfileName; lcp: number | null; fcp: number | null }[] = [];
    for (const profile of profiles) {
      const rs: Run[] = [];
      for (let i = 0; i < runs; i++) rs.push(await measureOnce(browser, site.url + '/', profile, 'en', null, null));
      const nums = (f: (r: Run) => number | null) => rs.map(f).filter((x): x is number => x !== null);
      out.push({ profile, lcp: median(nums((r) => r.lcp)), fcp: median(nums((r) => r.fcp)) });
      process.stdout.write(`${profile} floor: LCP ${out[out.length - 1]!.lcp?.toFixed(0) ?? '-'} ms (median of ${runs})\n`);
    }
    return out;
  } finally {
    await site.close();
  }
}

/** The requests of a cell's last run in start order, with FCP and LCP placed among them. */
function waterfall(c: Cell): string {
  const r = c.runs[c.runs.length - 1]!;
  const rows: [number, string][] = r.waterfall.map((w) => {
    const u = new URL(w.name);
    const name = (u.port ? `:${u.port}` : u.host) + u.pathname + (u.search ? '?…' : '');
    return [w.start, `${w.start.toFixed(0).padStart(7)} → ${w.end.toFixed(0).padStart(5)} ms ${(w.bytes / 1024).toFixed(1).padStart(6)} KB  ${name}`];
  });
  if (r.fcp !== null) rows.push([r.fcp, `${r.fcp.toFixed(0).padStart(7)}          FCP`]);
  if (r.lcp !== null) rows.push([r.lcp, `${r.lcp.toFixed(0).padStart(7)}          LCP ${r.lcpElement}`]);
  return [`${c.profile} ${PATHS[c.page]}, last run:`, ...rows.sort((a, b) => a[0] - b[0]).map((x) => '  ' + x[1])].join('\n');
}

async function main(): Promise<void> {
  const args = parse(process.argv.slice(2));
  const command = ['npx tsx scripts/lab.ts', ...process.argv.slice(2)].join(' ');
  const brand = loadBrand(args.brand);
  // The sandbox first: its port base decides the hosts baked into the build. A base in use
  // (another lab, a test run) moves on by 100, twice.
  let { sandbox, why, portBase } = { ...(await startSandboxIfThere(args.portBase)), portBase: args.portBase };
  for (let i = 1; !sandbox && /in use/.test(why) && i <= 2; i++) {
    portBase = args.portBase + 100 * i;
    ({ sandbox, why } = await startSandboxIfThere(portBase));
  }
  Object.assign(process.env, sandboxHostEnv(portBase));
  const outRoot = path.join(ROOT, '.bench', 'lab-dist');
  await asProduction(() => buildBrands({ ids: [brand.id], outRoot, force: false, quiet: true }));
  const dir = path.join(outRoot, brand.id);

  let session: LabSession | null = null;
  let pages = args.pages;
  if (sandbox) {
    try { session = await sandboxSession(sandboxOrigin('api', portBase), loadBrand(brand.id)); } catch (e) {
      console.log(`(no returning-player session: ${(e as Error).message}; /selectGoods and /recharge are skipped)`);
    }
  } else console.log(`(${why}: only /selectGame is measured, and its API calls fail)`);
  if (!session) pages = pages.filter((p) => p === 'selectGame');

  const site = await serveStatic(dir);
  // Fill the server's compression cache, as a CDN edge would have it, so no run pays for brotli.
  for (const f of ['', ...listFiles(dir)]) await fetch(`${site.url}/${f}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  const browser = await launchBrowser();
  const cells: Cell[] = [];
  let floorRows: { profile: ProfileName; lcp: number | null; fcp: number | null }[] = [];
  // Throttling multiplies the machine's own speed: a busy machine gives slower, noisier figures.
  const loadAtStart = os.loadavg()[0]!;
  const area = brand.domainAreas.length > 1 ? `?domain_area=${brand.domainAreas[0]}` : '';
  try {
    for (const profile of args.profiles) {
      for (const step of pages) {
        const runs: Run[] = [];
        for (let i = 0; i < args.runs; i++) {
          const run = await measureOnce(browser, site.url + PATHS[step] + (step === 'selectGame' ? area : ''), profile, defaultLanguage(brand),
            seedScript(site.url, storageFor(session, step)), step === 'selectGoods' ? args.goods : null);
          runs.push(run);
          process.stdout.write(`${profile} ${PATHS[step]} run ${i + 1}/${args.runs}: LCP ${run.lcp?.toFixed(0) ?? '-'} ms, CLS ${run.cls.toFixed(3)}, TBT ${run.tbt.toFixed(0)} ms` +
            (run.tap ? ('ms' in run.tap ? `, tap ${run.tap.ms.toFixed(0)} ms` : `, tap: ${run.tap.skipped}`) : '') + (run.errors.length ? `, ${run.errors.length} page error(s)` : '') + '\n');
        }
        const taps = runs.flatMap((r) => (r.tap && 'ms' in r.tap ? [r.tap] : []));
        const nums = (f: (r: Run) => number | null) => runs.map(f).filter((x): x is number => x !== null);
        cells.push({
          profile, page: step, runs,
          median: {
            lcp: median(nums((r) => r.lcp)), fcp: median(nums((r) => r.fcp)), cls: median(nums((r) => r.cls)), tbt: median(nums((r) => r.tbt)),
            requestsBeforeLcp: median(nums((r) => r.requestsBeforeLcp)),
            tapMs: median(taps.map((t) => t.ms)), tapEventMs: median(taps.flatMap((t) => (t.eventMs === null ? [] : [t.eventMs]))),
          },
        });
      }
    }
    if (args.floor) floorRows = await measureFloor(browser, args.profiles, args.runs);
  } finally {
    await browser.close();
    await site.close();
    await sandbox?.close();
  }

  const f0 = (n: number | null) => (n === null ? '-' : n.toFixed(0));
  console.log(`\n${brand.id}: medians of ${args.runs} run(s) each, fresh browser context per run (cold cache). Command: ${command}`);
  for (const p of args.profiles) console.log(`  ${p}: ${PROFILES[p].label}`);
  const load = { start: Number(loadAtStart.toFixed(2)), end: Number(os.loadavg()[0]!.toFixed(2)), cores: os.cpus().length };
  console.log(`  machine load (1-min average) ${load.start} at start, ${load.end} at end, ${load.cores} cores` +
    (Math.max(load.start, load.end) > load.cores * 0.5 ? ': other work was running, the figures are slower and noisier than on an idle machine' : ''));
  console.log(['profile', 'page', 'LCP ms', 'FCP ms', 'CLS', 'TBT ms', 'req<LCP', 'tap ms', 'INP ms', 'goal'].map((h, i) => (i < 2 ? h.padEnd(i ? 13 : 8) : h.padStart(8))).join(''));
  for (const c of cells) {
    const m = c.median;
    const goal = m.lcp !== null && m.lcp <= GOAL_LCP_MS[c.profile] && (c.profile !== 'mobile' || m.cls === 0) ? 'ok' : 'MISS';
    console.log([c.profile.padEnd(8), PATHS[c.page].padEnd(13), f0(m.lcp), f0(m.fcp), m.cls === null ? '-' : m.cls.toFixed(3), f0(m.tbt), f0(m.requestsBeforeLcp), f0(m.tapMs), f0(m.tapEventMs), goal]
      .map((x, i) => (i < 2 ? x : x.padStart(8))).join(''));
  }
  for (const f of floorRows) {
    console.log([f.profile.padEnd(8), 'floor'.padEnd(13), f0(f.lcp), f0(f.fcp)].map((x, i) => (i < 2 ? x : x.padStart(8))).join('') + '   (React painting one heading, no app: bench-floor.ts)');
  }
  console.log(`goals: LCP ≤ ${GOAL_LCP_MS.mobile} ms and CLS 0.00 on mobile, LCP ≤ ${GOAL_LCP_MS.harsh} ms on harsh`);
  for (const c of cells) {
    const last = c.runs[c.runs.length - 1]!;
    const tap = c.runs.map((r) => r.tap).find((t) => t && 'skipped' in t);
    console.log(`  ${c.profile} ${PATHS[c.page]}: ended on ${last.url}, LCP element ${last.lcpElement}` + (tap && 'skipped' in tap ? `; tap: ${tap.skipped}` : '') +
      (last.shifted.length ? `; layout shifts: ${last.shifted.map((x) => `${x.value} at ${x.at} ms (${x.nodes.join(', ') || '?'})`).join('; ')}` : '') +
      (c.runs.some((r) => r.errors.length) ? `; page errors: ${[...new Set(c.runs.flatMap((r) => r.errors))].join(' | ')}` : ''));
  }
  if (args.waterfall) for (const c of cells) console.log(waterfall(c));
  fs.mkdirSync(path.dirname(args.json), { recursive: true });
  fs.writeFileSync(args.json, JSON.stringify({ when: new Date().toISOString(), command, brand: brand.id, runs: args.runs, load, profiles: PROFILES, cells, floor: floorRows }, null, 2) + '\n');
  console.log(`wrote ${path.relative(process.cwd(), args.json)}`);
}

main().then(() => process.exit(0), (e: unknown) => {
  console.error(`lab failed:\n${e instanceof Error ? e.stack ?? e.message : String(e)}`);
  process.exit(1);
});
