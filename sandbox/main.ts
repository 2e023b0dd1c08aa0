/**
 * `npm run sandbox`: starts the sandbox on loopback and prints where each stand-in host
 * listens and the test accounts. Stops cleanly on Ctrl-C (SIGINT) and SIGTERM.
 *
 *   --port-base N        base port (default SANDBOX_PORT_BASE or 7100)
 *   --pay-lag MS         delay between Pay and done (default 3000)
 *   --fault host:mode[:value]   a fault from the start, e.g. api:refuse, apiBackup1:slow:5000,
 *                        api:code:-600 (repeatable)
 */
import { parseArgs } from 'node:util';
import { DEV_PORT_BASE } from './ports.ts';
import { parseFaultArg } from './faults.ts';
import { ACCOUNT_NOTES, TEST_ACCOUNTS } from './seed/accounts.ts';
import { startSandbox } from './server.ts';

function die(msg: string): never {
  console.error(`sandbox: ${msg}`);
  process.exit(2);
}

function intArg(v: string | undefined, name: string, fallback: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) die(`${name} must be a whole number, not "${v}"`);
  return n;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({ options: { 'port-base': { type: 'string' }, 'pay-lag': { type: 'string' }, fault: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (e) { die((e as Error).message); }
  if (args.help) {
    console.log('npm run sandbox -- [--port-base 7100] [--pay-lag 3000] [--fault api:refuse]...');
    return;
  }
  const portBase = intArg(args['port-base'] ?? process.env.SANDBOX_PORT_BASE, '--port-base', DEV_PORT_BASE);
  if (portBase < 1024 || portBase > 65_000) die('--port-base must be between 1024 and 65000');
  let faults;
  try { faults = (args.fault ?? []).map(parseFaultArg); } catch (e) { die(`--fault: ${(e as Error).message}`); }
  const sb = await startSandbox({ portBase, faults, payLagMs: intArg(args['pay-lag'], '--pay-lag', 3_000) });

  const pad = (s: string) => s.padEnd(11);
  console.log('Sandbox running (loopback only):');
  for (const [host, origin] of Object.entries(sb.origins)) console.log(`  ${pad(host)} ${origin}`);
  console.log('Test accounts (every brand):');
  for (const a of TEST_ACCOUNTS) console.log(`  ${a.username} / ${a.password}  ${ACCOUNT_NOTES[a.username] ?? ''}`);
  console.log(`Control: ${sb.origins.control}/__sandbox   (see docs/sandbox.md). Ctrl-C stops.`);

  let stopping = false;
  const stop = (sig: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\nsandbox: ${sig}, stopping`);
    sb.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e: unknown) => die((e as Error).message));
