/**
 * npm run vitals -- <export> [--compare <earlier export>]
 * npm run vitals -- --sandbox [<port base>] [--save <file>]
 *
 * The players' Web Vitals, as the error-log collector received them (contract VitalsBody,
 * on trackLog): the 75th percentile of LCP, INP, CLS, FCP and TTFB per brand and route,
 * with how many page views measured each, and the element most often behind the values
 * not rated good. With --compare, each p75 beside an earlier export's (a release manager's
 * before and after).
 *
 * An export is the collector's bodies as JSON (a list, or the sandbox's read-back answer)
 * or one JSON body per line. --sandbox reads a running sandbox's collector instead
 * (`npm start` or `npm run sandbox`: port base 7100) and --save keeps what it read as an
 * export, to compare with later.
 */
import fs from 'node:fs';
import { DEV_PORT_BASE, sandboxOrigin } from '../sandbox/ports.ts';
import { reportTable, summarize, vitalsBodies } from './lib/vitals-report.ts';

interface Args { file: string | null; compare: string | null; sandbox: number | null; save: string | null }

function parse(argv: string[]): Args {
  const a: Args = { file: null, compare: null, sandbox: null, save: null };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i]!;
    if (x === '--compare') a.compare = argv[++i] ?? null;
    else if (x === '--save') a.save = argv[++i] ?? null;
    else if (x === '--sandbox') a.sandbox = /^\d+$/.test(argv[i + 1] ?? '') ? Number(argv[++i]) : DEV_PORT_BASE;
    else if (x.startsWith('-')) throw new Error(`unknown option ${x}`);
    else a.file = x;
  }
  if (!a.file && a.sandbox === null) throw new Error('name an export file, or --sandbox to read a running sandbox\'s collector');
  return a;
}

async function main(): Promise<void> {
  const args = parse(process.argv.slice(2));
  let text: string;
  if (args.sandbox !== null) {
    const url = `${sandboxOrigin('control', args.sandbox)}/__sandbox/errorlog`;
    const res = await fetch(url).catch((e: unknown) => { throw new Error(`no sandbox at ${url} (${(e as Error).message}): start one with npm start or npm run sandbox`); });
    text = await res.text();
  } else text = fs.readFileSync(args.file!, 'utf8');
  const bodies = vitalsBodies(text);
  if (args.save) {
    fs.writeFileSync(args.save, JSON.stringify(bodies, null, 1) + '\n');
    console.log(`saved ${bodies.length} vitals bodies to ${args.save}`);
  }
  if (!bodies.length) { console.log('no Web Vitals bodies in it (a brand samples vitalsSampleRate of its page views; each sends when the page is hidden)'); return; }
  const before = args.compare ? summarize(vitalsBodies(fs.readFileSync(args.compare, 'utf8'))) : undefined;
  console.log(reportTable(summarize(bodies), before));
}

main().catch((e: unknown) => {
  console.error(`vitals: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
