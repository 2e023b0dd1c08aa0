/**
 * npm run release -- <brand ...|all> [--against <kept release>] [--out DIR] [--pages N] [--no-reuse] [--skip-check] [--port-base N]
 *                        [--widths 360,1280] [--langs default,ar]
 *
 * Ships brands in one run: check, production build, size budgets, nginx.conf, the file
 * and config diff and the visual diff against the kept release, each step with progress.
 * Writes one release folder (default releases/<date>-<commit>/):
 *   <brand>/            the production build to deploy, its nginx.conf and manifest.json
 *   pictures/<brand>/   the pictures of its states, to diff the next release against
 *   report/index.html   the release report (offline; pictures in report/img/)
 *   release.json        the verdicts, for tools
 * A failed step stops the run with exit 1 and names it; a state a brand should show and
 * the walk could not reach fails the run too. Pixels, texts and files that changed do not:
 * they are for the release manager and QA to look at, most changed first.
 * --skip-check: the check passed already on this commit (a rerun). --no-reuse: picture
 * each new build even where its files are the kept one's (whose pictures would stand for it).
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Brand } from '../brands/brand.ts';
import { benchBrand, asProduction } from './bench/run.ts';
import { buildFloor } from './bench/floor.ts';
import { measureBundle } from './bench/measure.ts';
import { ROOT, listBrandIds, loadBrand } from './lib/brands.ts';
import { readManifest } from './build/manifest.ts';
import { buildUnderTest, picturesDirOf, productionBuild } from './visual/builds.ts';
import { esc, pixelVerdict, writeReport } from './visual/report.ts';
import { type LangChoice, visualDiff } from './visual/visual-diff.ts';
import { StepFailed, steps } from './release/steps.ts';
import { budgetsVerdict, configVerdict, filesVerdict, nginxVerdict, textsVerdict, type Verdict } from './release/verdicts.ts';
import { VISUAL_PORT_BASE } from '../sandbox/ports.ts';
import { UsageError, isCommand, parseCommandLine, withUsage } from './lib/cli.ts';

const USAGE = 'npm run release -- <brand ...|all> [--against <kept release>] [--out DIR] [--pages N] [--no-reuse] [--skip-check] [--port-base N] [--widths 360,1280] [--langs default,ar]';

interface Args { commit: string; ids: string[]; against: string | null; out: string; pages: number; reuse: boolean; check: boolean; portBase: number; widths?: number[]; langs?: LangChoice[] }

export function parse(argv: string[]): Args {
  // "-dirty": built with uncommitted changes, so the commit alone does not give these files again.
  const commit = (() => { try { return execSync('git describe --always --dirty --abbrev=7', { cwd: ROOT, encoding: 'utf8' }).trim(); } catch { return 'nogit'; } })();
  const a: Args = { commit, ids: [], against: null, out: path.join(ROOT, 'releases', `${new Date().toISOString().slice(0, 10)}-${commit}`), pages: 3, reuse: true, check: true, portBase: VISUAL_PORT_BASE };
  const { values: v, positionals } = parseCommandLine(argv, {
    against: { type: 'string' }, out: { type: 'string' }, pages: { type: 'string' }, 'no-reuse': { type: 'boolean' }, 'skip-check': { type: 'boolean' },
    'port-base': { type: 'string' }, widths: { type: 'string' }, langs: { type: 'string' },
  });
  for (const [name, value] of [['against', v.against], ['out', v.out]] as const) if (value === '') throw new UsageError(`--${name} needs a folder`);
  a.ids = positionals.flatMap((x) => (x === 'all' ? listBrandIds() : [x]));
  if (v.against !== undefined) a.against = path.resolve(v.against);
  if (v.out !== undefined) a.out = path.resolve(v.out);
  if (v.pages !== undefined) a.pages = Number(v.pages);
  if (v['port-base'] !== undefined) a.portBase = Number(v['port-base']);
  a.reuse = !v['no-reuse'];
  a.check = !v['skip-check'];
  if (v.widths !== undefined) a.widths = v.widths.split(',').map(Number);
  if (v.langs !== undefined) a.langs = v.langs.split(',') as LangChoice[];
  const unknown = a.ids.filter((id) => !(listBrandIds() as string[]).includes(id));
  if (!a.ids.length || unknown.length) throw new UsageError(`${unknown.length ? `unknown brand ${unknown.join(', ')}` : 'name the brands to release, or all'} (brands: ${listBrandIds().join(', ')})`);
  if (a.against && !fs.existsSync(a.against)) throw new UsageError(`--against ${a.against}: no such folder`);
  if (a.widths?.some((w) => !Number.isInteger(w) || w < 200 || w > 3000)) throw new UsageError('--widths: whole numbers of px, 200 to 3000, comma-separated');
  if (a.langs?.some((l) => l !== 'default' && l !== 'ar')) throw new UsageError('--langs: default, ar or both');
  if (!(Number.isInteger(a.pages) && a.pages >= 1 && a.pages <= 8)) throw new UsageError('--pages: 1 to 8');
  if (!(Number.isInteger(a.portBase) && a.portBase > 1024 && a.portBase < 65000 - 10 * a.pages)) throw new UsageError('--port-base: a port number (the first page\'s sandbox; the next at +10, …)');
  if (fs.existsSync(path.join(a.out, 'release.json'))) throw new UsageError(`${a.out} holds a release already: give another --out`);
  return a;
}

const { run: step, since } = steps(6, (l) => console.log(l));

/** npm run check, its output shown as it comes. */
function runCheck(): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn('npm', ['run', '-s', 'check'], { cwd: ROOT, stdio: 'inherit' });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run check exited with ${code}`))));
  });
}

/** One row per brand, one column per check: each cell its verdict, the detail folded under it. */
function verdictTable(verdicts: Map<string, Verdict[]>): string {
  const whats = [...new Set([...verdicts.values()].flat().map((v) => v.what))];
  const cell = (v: Verdict | undefined) => (v ? `<td class="${v.level}">${esc(v.text)}${v.detail.length ? `<details><summary>${v.detail.length} line(s)</summary><pre>${esc(v.detail.join('\n'))}</pre></details>` : ''}</td>` : '<td></td>');
  return `<table><tr><th>Brand</th>${whats.map((w) => `<th>${esc(w)}</th>`).join('')}</tr>${[...verdicts].map(([id, vs]) =>
    `<tr><th><a href="#pixels" data-brand="${esc(id)}">${esc(id)}</a></th>${whats.map((w) => cell(vs.find((v) => v.what === w))).join('')}</tr>`).join('')}</table>`;
}

async function main(): Promise<number> {
  const args = withUsage(USAGE, () => parse(process.argv.slice(2)));
  const kept = (id: string) => (args.against && readManifest(path.join(args.against, id)) ? path.join(args.against, id) : null);
  console.log(`release of ${args.ids.join(', ')} into ${args.out}${args.against ? `, against ${args.against}` : ' (no kept release: a first one)'}`);

  if (args.check) await step(1, 'check (npm run check)', runCheck);
  else console.log('\n[1/6] check skipped (--skip-check)');

  await step(2, 'production build', async () => {
    fs.mkdirSync(args.out, { recursive: true });
    await productionBuild(args.ids, args.out, false, true);
  });

  const verdicts = new Map<string, Verdict[]>(args.ids.map((id) => [id, []]));
  await step(3, 'size budgets and forbidden content', async () => {
    const floorDir = await asProduction(() => buildFloor(path.join(ROOT, '.bench', 'dist', '.floor-react'), 'react'));
    const floor = measureBundle(floorDir).initialJs.total.gzip;
    const all: Brand[] = listBrandIds().map((id) => loadBrand(id));
    const over: string[] = [];
    for (const id of args.ids) {
      const b = benchBrand(path.join(args.out, id), loadBrand(id), all, floor, null);
      const v = budgetsVerdict(b.budgets, b.findings);
      verdicts.get(id)!.push(v);
      console.log(`${id.padEnd(11)} ${v.text}`);
      if (v.level === 'fail') over.push(`${id}: ${v.detail.filter((l) => !l.startsWith('ok')).join('; ')}`);
    }
    if (over.length) throw new Error(over.join('\n'));
  });

  await step(4, 'nginx.conf, files, config and texts against the kept release', async () => {
    for (const id of args.ids) {
      const a = kept(id);
      const [ma, mb] = [a ? readManifest(a) : null, readManifest(path.join(args.out, id))!];
      const vs = [nginxVerdict(a, path.join(args.out, id)), configVerdict(ma, mb), textsVerdict(ma, mb), filesVerdict(ma, mb, ['kept', 'new'])];
      verdicts.get(id)!.push(...vs);
      console.log(`${id.padEnd(11)} ${vs.map((v) => `${v.what}: ${v.text}`).join(' · ')}`);
      if (vs[0]!.level === 'fail') throw new Error(`${id}: nginx.conf ${vs[0]!.text}`);
    }
  });

  const reportDir = path.join(args.out, 'report');
  const vr = await step(5, 'visual diff against the kept release', () => visualDiff({
    pairs: args.ids.map((id) => {
      const a = kept(id);
      const b = buildUnderTest(`${id} (new)`, path.join(args.out, id), { pictures: picturesDirOf(path.join(args.out, id)) });
      return { label: id, a: a ? buildUnderTest(`${id} (kept)`, a, { pictures: picturesDirOf(a) }) : b, b };
    }),
    outDir: reportDir, pages: args.pages, reuse: args.reuse, sandboxBase: args.portBase, widths: args.widths, langs: args.langs, log: (l) => console.log(l),
  }));
  console.log(`${vr.compared} states compared, ${vr.changed} changed, ${vr.problems} not reached in ${vr.seconds.toFixed(0)} s (pictured: ${vr.pictured.length} build(s); kept pictures used: ${vr.reused.length})`);

  return step(6, 'release report', async () => {
    const rows = (id: string) => vr.rows.filter((r) => r.brand === id);
    for (const id of args.ids) {
      const v = kept(id) ? pixelVerdict(rows(id)) : { ...pixelVerdict(rows(id)), text: `first release: ${rows(id).filter((r) => r.images.a).length} states pictured for the next`, level: pixelVerdict(rows(id)).level === 'fail' ? 'fail' as const : 'review' as const };
      verdicts.get(id)!.push({ what: 'Pixels', level: v.level, text: v.text, detail: [] });
    }
    const failed = [...verdicts].filter(([, vs]) => vs.some((v) => v.level === 'fail'));
    const head = `<p>Release of ${esc(args.ids.join(', '))}${args.against ? ` against <code>${esc(args.against)}</code>` : ' (first release: nothing to compare with)'}; built from commit ${esc(args.commit)}. `
      + `${failed.length ? `<span class="fail">Not shippable: ${esc(failed.map(([id]) => id).join(', '))}</span>` : '<span class="ok">Every check passed</span>'}; what changed is for you to look at below, the states that changed most first.</p>`
      + `<h2>Verdicts</h2>${verdictTable(verdicts)}`;
    const file = writeReport(reportDir, `Release ${path.basename(args.out)}`, head, vr.rows, { against: args.against });
    fs.writeFileSync(path.join(args.out, 'release.json'), JSON.stringify({ commit: args.commit, brands: args.ids, against: args.against, verdicts: Object.fromEntries(verdicts) }, null, 2) + '\n');
    console.log(`report: ${file}`);
    if (failed.length) throw new Error(`states not reached: ${failed.map(([id]) => id).join(', ')} (see the report)`);
    console.log(`\nrelease ready in ${since()}: ${args.out}`);
    return 0;
  });
}

if (isCommand(import.meta.url)) {
  try {
    process.exitCode = await main();
  } catch (e) {
    // stderr as it is (a dependency's console wrapper would add an " ERROR " badge line).
    process.stderr.write(`\n${e instanceof StepFailed ? '' : 'release: '}${(e as Error).message}\n`);
    process.exitCode = 1;
  }
}
