/**
 * npm run bench [-- <brand> ...] [--reuse] [--compare old.json] [--json FILE] [--why <brand>]
 *
 * Builds every brand (or the ones named) into .bench/dist/ with --force, so the figures
 * and build times are this tree's, and the React floor beside them; then prints per brand
 * what /selectGame needs before first paint, each locale and later chunk, a whole purchase,
 * the requests and round trips before the game list, the ratio to the React floor and the
 * budgets (scripts/bench/budgets.ts). The result is written to .bench/bench.json; keep
 * a release's copy and pass it to --compare to see what changed.
 *
 *   --reuse        skip brands whose build in .bench/dist is up to date (no build times then)
 *   --compare F    print the deltas against an earlier bench.json
 *   --json F       write the result there instead of .bench/bench.json
 *   --why B        also list the modules of brand B's initial JS, heaviest first
 *
 * Production bundles are measured: staging host overrides (STORE_*) are ignored here.
 * Exits 1 when a budget is exceeded or a bundle holds forbidden content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { groupShares, initialModules } from './bench/modules.ts';
import { type BenchResult, brandTable, compareTable, summaryTable } from './bench/report.ts';
import { asProduction, runBench } from './bench/run.ts';
import { HOST_OVERRIDES, ROOT, loadBrand } from './lib/brands.ts';
import { isCommand, parseCommandLine, withUsage } from './lib/cli.ts';

interface Args { ids: string[]; reuse: boolean; compare: string | null; json: string; why: string | null }

const USAGE = 'npm run bench [-- <brand> ...] [--reuse] [--compare old.json] [--json FILE] [--why <brand>]';

export function parse(argv: string[]): Args {
  const { values: v, positionals } = parseCommandLine(argv, {
    reuse: { type: 'boolean' }, compare: { type: 'string' }, json: { type: 'string' }, why: { type: 'string' },
  });
  return {
    ids: positionals, reuse: v.reuse ?? false, compare: v.compare ? path.resolve(v.compare) : null,
    json: path.resolve(v.json ?? path.join(ROOT, '.bench', 'bench.json')), why: v.why ?? null,
  };
}

/** Modules listed per chunk by `--why` (largest first); `WHY_ROWS=200` shows more. */
const WHY_ROWS = Number(process.env.WHY_ROWS) || 30;

async function why(id: string): Promise<string> {
  const chunks = await asProduction(() => initialModules(loadBrand(id)));
  const out = [`Initial JS of ${id} by module (gzip share is an estimate, see scripts/bench/modules.ts):`];
  for (const c of chunks) {
    out.push(`  ${c.fileName}: ${(c.gzip / 1024).toFixed(1)} KB gzip, ${c.modules.length} modules`);
    for (const m of c.modules.slice(0, WHY_ROWS)) out.push(`    ${(m.gzipShare / 1024).toFixed(1).padStart(6)} KB  ${(m.rendered / 1024).toFixed(1).padStart(7)} KB rendered  ${m.id}`);
    if (c.modules.length > WHY_ROWS) out.push(`    … ${c.modules.length - WHY_ROWS} more`);
  }
  out.push('  by package / src folder:');
  for (const g of groupShares(chunks)) out.push(`    ${(g.gzipShare / 1024).toFixed(1).padStart(6)} KB  ${String(g.modules).padStart(3)} modules  ${g.group}`);
  return out.join('\n');
}

async function main(): Promise<number> {
  const args = withUsage(USAGE, () => parse(process.argv.slice(2)));
  const dropped = Object.keys(HOST_OVERRIDES).filter((k) => process.env[k]);
  for (const k of dropped) delete process.env[k];
  if (dropped.length) console.log(`(ignoring ${dropped.join(', ')}: the bench measures production bundles)`);
  const old = args.compare ? (JSON.parse(fs.readFileSync(args.compare, 'utf8')) as BenchResult) : null;
  const outRoot = path.join(ROOT, '.bench', 'dist');
  const command = ['npm run bench', ...process.argv.slice(2)].join(' ');
  process.stdout.write('building');
  const res = await runBench({
    ids: args.ids, outRoot, force: !args.reuse, command,
    onBuilt: (id, ms) => process.stdout.write(` ${id}${ms === null ? ' (reused)' : ` ${(ms / 1000).toFixed(1)}s`}`),
  });
  process.stdout.write('\n\n');
  for (const b of res.brands) console.log(brandTable(b, res.floor.react.total.gzip) + '\n');
  console.log(summaryTable(res));
  if (old) console.log('\n' + compareTable(res, old));
  if (args.why) console.log('\n' + (await why(args.why)));
  fs.mkdirSync(path.dirname(args.json), { recursive: true });
  fs.writeFileSync(args.json, JSON.stringify(res, null, 2) + '\n');
  console.log(`\nwrote ${path.relative(process.cwd(), args.json)}`);
  const failed = res.brands.filter((b) => b.findings.length || b.budgets.some((c) => !c.ok));
  if (failed.length) console.log(`over budget or forbidden content: ${failed.map((b) => b.brand).join(', ')}`);
  return failed.length ? 1 : 0;
}

if (isCommand(import.meta.url)) {
  main().then((code) => process.exit(code), (e: unknown) => {
    console.error(`bench failed:\n${e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  });
}
