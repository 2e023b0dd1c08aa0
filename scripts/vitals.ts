/**
 * npm run vitals -- <export> [--compare <earlier export>]
 * npm run vitals -- --sandbox [--port-base N] [--save <file>]
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
import { reportTable, summarize, vitalsBodies } from './bench/vitals-report.ts';
import { UsageError, isCommand, parseCommandLine, withUsage } from './lib/cli.ts';

interface Args { file: string | null; compare: string | null; sandbox: number | null; save: string | null }

const USAGE = 'npm run vitals -- <export> [--compare <earlier export>] | --sandbox [--port-base N] [--save <file>]';

export function parse(argv: string[]): Args {
  const { values: v, positionals } = parseCommandLine(argv, {
    compare: { type: 'string' }, save: { type: 'string' }, sandbox: { type: 'boolean' }, 'port-base': { type: 'string' },
  });
  if (positionals.length > 1) throw new UsageError(`one export file, not ${positionals.length}`);
  const portBase = v['port-base'] === undefined ? DEV_PORT_BASE : Number(v['port-base']);
  if (!Number.isInteger(portBase) || portBase <= 0) throw new UsageError(`--port-base ${v['port-base']} is not a port`);
  const a: Args = { file: positionals[0] ?? null, compare: v.compare ?? null, sandbox: v.sandbox ? portBase : null, save: v.save ?? null };
  if (!a.file && a.sandbox === null) throw new UsageError('name an export file, or --sandbox to read a running sandbox\'s collector');
  return a;
}

async function main(): Promise<void> {
  const args = withUsage(USAGE, () => parse(process.argv.slice(2)));
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

if (isCommand(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(`vitals: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
