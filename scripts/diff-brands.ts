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
import { UsageError, isCommand, parseCommandLine, withUsage } from './lib/cli.ts';

function resolve(arg: string): string {
  if (fs.existsSync(arg) && fs.statSync(arg).isDirectory()) return path.resolve(arg);
  return path.join(ROOT, 'dist-brands', arg);
}

const USAGE = 'npm run diff-brands -- [--visual] <brand or build folder> <brand or build folder> [--out DIR] [--widths …] [--langs …] [--states …] [--threshold 0..1] [--port-base N] [--pages N]';

function fail(msg: string): never {
  console.error(msg);
  process.exit(2);
}

interface Args { visual: boolean; pair: string[]; out?: string; widths?: number[]; langs?: LangChoice[]; states?: string[]; threshold?: number; portBase?: number; pages?: number }

export function parse(argv: string[]): Args {
  const { values: v, positionals: pair } = parseCommandLine(argv, {
    visual: { type: 'boolean' }, out: { type: 'string' }, widths: { type: 'string' }, langs: { type: 'string' }, states: { type: 'string' },
    threshold: { type: 'string' }, 'port-base': { type: 'string' }, pages: { type: 'string' },
  });
  const list = (x: string | undefined) => x?.split(',').map((s) => s.trim()).filter(Boolean);
  const num = (x: string | undefined) => (x === undefined ? undefined : Number(x));
  if (v.out === '') throw new UsageError('--out needs a folder');
  const a: Args = {
    visual: v.visual ?? false, pair, out: v.out === undefined ? undefined : path.resolve(v.out), widths: list(v.widths)?.map(Number),
    langs: list(v.langs) as LangChoice[] | undefined, states: list(v.states), threshold: num(v.threshold), portBase: num(v['port-base']), pages: num(v.pages),
  };
  const refuse = (msg: string): never => { throw new UsageError(msg); };
  if (a.pair.length !== 2) refuse(`two brands or build folders, not ${a.pair.length}`);
  if (a.widths?.some((w) => !Number.isInteger(w) || w < 200 || w > 3000)) refuse('--widths: whole numbers of px, 200 to 3000, comma-separated');
  if (a.langs?.some((l) => l !== 'default' && l !== 'ar')) refuse('--langs: default, ar or both');
  const unknown = a.states?.filter((s) => !ALL_STATES.includes(s));
  if (unknown?.length) refuse(`--states: unknown ${unknown.join(', ')}; the states are ${ALL_STATES.join(', ')}`);
  if (a.threshold !== undefined && !(a.threshold >= 0 && a.threshold <= 1)) refuse('--threshold: a number from 0 to 1');
  if (a.portBase !== undefined && !(Number.isInteger(a.portBase) && a.portBase > 1024 && a.portBase < 65000)) refuse('--port-base: a port number');
  if (a.pages !== undefined && !(Number.isInteger(a.pages) && a.pages >= 1 && a.pages <= 8)) refuse('--pages: 1 to 8');
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

async function main(): Promise<void> {
  const args = withUsage(USAGE, () => parse(process.argv.slice(2)));
  if (args.visual) return visual(args);
  const [a, b] = args.pair as [string, string];
  const ma = readManifest(resolve(a));
  const mb = readManifest(resolve(b));
  for (const [arg, m] of [[a, ma], [b, mb]] as const) {
    if (!m) { console.error(`${arg}: no manifest.json in ${resolve(arg)} (run npm run build first)`); process.exit(2); }
  }
  console.log(`${a}  vs  ${b}\n` + diffManifests(ma!, mb!, [a, b]).join('\n'));
}

if (isCommand(import.meta.url)) await main();
