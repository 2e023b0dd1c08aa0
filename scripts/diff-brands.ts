/**
 * npm run diff-brands -- <a> <b>
 * npm run diff-brands -- --visual <a> <b> [--out DIR] [--widths 360,1280] [--langs default,ar]
 *                        [--states s1,s2] [--threshold 0..1] [--port-base N]
 *
 * Each of a and b is a brand id or the path of a brand build folder, e.g. one kept from
 * the last release. Without --visual: what differs in their files (config fields,
 * languages and locale texts, files and gzip sizes), a brand id meaning its dist-brands/
 * build (npm run build first). With --visual: the journey states of both rendered in
 * Chromium against the sandbox and compared pixel by pixel, into one HTML report
 * (docs/qa.md); a brand id is then built from this checkout against the sandbox, and a
 * folder must have been built against it (npm run build -- <brand> --sandbox).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/brands.ts';
import { diffManifests } from './lib/diff-manifests.ts';
import { readManifest } from './lib/manifest.ts';
import { resolveBuilds } from './visual/builds.ts';
import { ALL_STATES } from './visual/journeys.ts';
import { type LangChoice, visualDiff } from './visual/visual-diff.ts';
import { sandboxControl } from '../sandbox/control-client.ts';
import { startSandbox } from '../sandbox/server.ts';

function resolve(arg: string): string {
  if (fs.existsSync(arg) && fs.statSync(arg).isDirectory()) return path.resolve(arg);
  return path.join(ROOT, 'dist-brands', arg);
}

const USAGE = 'usage: npm run diff-brands -- [--visual] <brand or build folder> <brand or build folder>';

function fail(msg: string): never {
  console.error(msg);
  process.exit(2);
}

interface Args { visual: boolean; pair: string[]; out?: string; widths?: number[]; langs?: LangChoice[]; states?: string[]; threshold?: number; portBase?: number }

function parseArgs(argv: string[]): Args {
  const a: Args = { visual: false, pair: [] };
  const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i]!;
    if (x === '--visual') a.visual = true;
    else if (x === '--out') a.out = path.resolve(argv[++i] ?? '');
    else if (x === '--widths') a.widths = list(argv[++i]).map(Number);
    else if (x === '--langs') a.langs = list(argv[++i]) as LangChoice[];
    else if (x === '--states') a.states = list(argv[++i]);
    else if (x === '--threshold') a.threshold = Number(argv[++i]);
    else if (x === '--port-base') a.portBase = Number(argv[++i]);
    else if (x.startsWith('-')) fail(`unknown option ${x}\n${USAGE}`);
    else a.pair.push(x);
  }
  if (a.pair.length !== 2) fail(USAGE);
  if (a.widths?.some((w) => !Number.isInteger(w) || w < 200 || w > 3000)) fail('--widths: whole numbers of px, 200 to 3000, comma-separated');
  if (a.langs?.some((l) => l !== 'default' && l !== 'ar')) fail('--langs: default, ar or both');
  const unknown = a.states?.filter((s) => !ALL_STATES.includes(s));
  if (unknown?.length) fail(`--states: unknown ${unknown.join(', ')}; the states are ${ALL_STATES.join(', ')}`);
  if (a.threshold !== undefined && !(a.threshold >= 0 && a.threshold <= 1)) fail('--threshold: a number from 0 to 1');
  if (a.portBase !== undefined && !(Number.isInteger(a.portBase) && a.portBase > 1024 && a.portBase < 65000)) fail('--port-base: a port number');
  return a;
}

async function visual(args: Args): Promise<void> {
  const [a, b] = args.pair as [string, string];
  const { builds, base } = await resolveBuilds([a, b], { portBase: args.portBase, quiet: false }).catch((e: Error) => fail(`visual diff: ${e.message}`));
  const slug = (s: string) => path.basename(path.resolve(s)).replace(/[^\w.-]+/g, '_');
  const outDir = args.out ?? path.join(ROOT, '.visual-report', `${slug(a)}-vs-${slug(b)}`);
  console.log(`${a} (${builds[0].dir})  vs  ${b} (${builds[1].dir}), against the sandbox at port base ${base}`);
  for (const n of [...builds[0].notes, ...builds[1].notes]) console.log(`note: ${n}`);
  const sandbox = await startSandbox({ portBase: base, payLagMs: 0 });
  try {
    const r = await visualDiff({
      builds, sandbox: sandboxControl(base), outDir, widths: args.widths, langs: args.langs, states: args.states, threshold: args.threshold,
      log: (line) => console.log(line),
    });
    console.log(`\n${r.compared} states compared, ${r.changed} changed${r.problems ? `, ${r.problems} not compared (see the report)` : ''}`);
    console.log(`report: ${r.reportFile}`);
  } finally {
    await sandbox.close();
  }
}

const args = parseArgs(process.argv.slice(2));
if (args.visual) await visual(args);
else {
  const [a, b] = args.pair as [string, string];
  const ma = readManifest(resolve(a));
  const mb = readManifest(resolve(b));
  for (const [arg, m] of [[a, ma], [b, mb]] as const) {
    if (!m) { console.error(`${arg}: no manifest.json in ${resolve(arg)} (run npm run build first)`); process.exit(2); }
  }
  console.log(`${a}  vs  ${b}\n` + diffManifests(ma!, mb!, [a, b]).join('\n'));
}
