/**
 * npm run diff-brands -- <a> <b>
 * npm run diff-brands -- --visual <a> <b> [--out DIR] [--widths 360,1280] [--langs default,ar]
 *                        [--states s1,s2] [--threshold 0..1] [--port-base N] [--pages N]
 *
 * Each of a and b is a brand id or the path of a brand build folder, e.g. one kept from
 * the last release. Without --visual: what differs in their files (config fields,
 * languages and locale texts, files and gzip sizes), a brand id meaning its dist-brands/
 * build (npm run build first). With --visual: the journey states of both rendered in
 * Chromium against the sandbox and compared pixel by pixel, into one HTML report (docs/qa.md); a brand id is then built for production from this checkout, and every
 * build's hosts are answered by the sandbox at the network boundary (visual/hosts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/brands.ts';
import { diffManifests } from './build/diff-manifests.ts';
import { readManifest } from './build/manifest.ts';
import { resolveBuilds } from './visual/builds.ts';
import { ALL_STATES } from './visual/journeys.ts';
import { type LangChoice, visualDiff } from './visual/visual-diff.ts';
import { esc, pixelVerdict, writeReport } from './visual/report.ts';
import { VISUAL_PORT_BASE } from '../sandbox/ports.ts';

function resolve(arg: string): string {
  if (fs.existsSync(arg) && fs.statSync(arg).isDirectory()) return path.resolve(arg);
  return path.join(ROOT, 'dist-brands', arg);
}

const USAGE = 'usage: npm run diff-brands -- [--visual] <brand or build folder> <brand or build folder>';

function fail(msg: string): never {
  console.error(msg);
  process.exit(2);
}

interface Args { visual: boolean; pair: string[]; out?: string; widths?: number[]; langs?: LangChoice[]; states?: string[]; threshold?: number; portBase?: number; pages?: number }

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
    else if (x === '--pages') a.pages = Number(argv[++i]);
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
  if (a.pages !== undefined && !(Number.isInteger(a.pages) && a.pages >= 1 && a.pages <= 8)) fail('--pages: 1 to 8');
  return a;
}

async function visual(args: Args): Promise<void> {
  const [a, b] = args.pair as [string, string];
  const builds = await resolveBuilds([a, b], { quiet: false }).catch((e: Error) => fail(`visual diff: ${e.message}`));
  const slug = (s: string) => path.basename(path.resolve(s)).replace(/[^\w.-]+/g, '_');
  const outDir = args.out ?? path.join(ROOT, '.visual-report', `${slug(a)}-vs-${slug(b)}`);
  console.log(`${a} (${builds[0].dir})  vs  ${b} (${builds[1].dir})`);
  const r = await visualDiff({
    pairs: [{ label: builds[0].manifest.brand === builds[1].manifest.brand ? builds[0].manifest.brand : `${a} vs ${b}`, a: builds[0], b: builds[1] }],
    outDir, widths: args.widths, langs: args.langs, states: args.states, threshold: args.threshold, pages: args.pages,
    sandboxBase: args.portBase ?? VISUAL_PORT_BASE, log: (line) => console.log(line),
  });
  const fileDiff = diffManifests(builds[0].manifest, builds[1].manifest, [a, b]);
  const v = pixelVerdict(r.rows);
  const head = `<p class="${v.level}">${esc(v.text)}. a is <code>${esc(builds[0].dir)}</code>, b is <code>${esc(builds[1].dir)}</code>.</p><h2>Files</h2><pre>${esc(fileDiff.join('\n'))}</pre>`;
  const file = writeReport(outDir, `Visual diff: ${a} vs ${b}`, head, r.rows, { a, b, fileDiff });
  console.log(`\n${r.compared} states compared, ${r.changed} changed${r.problems ? `, ${r.problems} NOT REACHED (see the report)` : ''} in ${r.seconds.toFixed(0)} s`);
  console.log(`report: ${file}`);
  if (r.problems) process.exit(1);
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
