/**
 * `npm run conformance -- <api-origin> [--brand id] [--account user:password] [--write]
 * [--timeout-ms N] [--max-requests N]`: arguments, output and exit code of the conformance
 * check (run.ts does the checking). Prints one line per check as it goes, then
 * what the run left behind and a summary; exits 1 when a check failed, 2 on a usage error.
 */
import type { Brand } from '../../brands/brand.ts';
import { loadContract } from '../../api/openapi-document.ts';
import { DEFAULT_BRAND, type Env, hasHostOverrides, listBrandIds, loadBrand } from '../lib/brands.ts';
import { listedHosts } from './relies.ts';
import { DEFAULT_BUDGET, type FetchLike } from './http.ts';
import { formatResult, formatSummary } from './results.ts';
import { runConformance } from './run.ts';
import { UsageError, parseCommandLine } from '../lib/cli.ts';

export const USAGE = 'npm run conformance -- <api-origin> [--brand id] [--account user:password] [--write] [--stripe-api https://api.stripe.com] [--timeout-ms 10000] [--max-requests 200]';

/** The brand whose file (with the environment's staging overrides) lists this API origin (hosts.api or hosts.demoApi). */
export function brandForOrigin(origin: string, env: Env = {}): Brand | undefined {
  for (const id of listBrandIds()) {
    const b = loadBrand(id, env);
    if ([...b.hosts.api, b.hosts.demoApi].some((h) => new URL(h).origin === origin)) return b;
  }
  return undefined;
}

function positiveInt(v: string | undefined, name: string, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`${name} must be a whole number above 0, not "${v}"`);
  return n;
}

/**
 * Runs the check; `print` gets each line. Returns the exit code. `env`: the staging overrides
 * (STORE_API_HOSTS, STORE_PAYMENT_HOSTS...) of the build that will use this backend, read
 * as the build reads them: the brand's hosts, which its addresses are checked against.
 */
export async function conformanceCli(argv: string[], print: (line: string) => void = console.log, fetchImpl?: FetchLike, env: Env = process.env): Promise<number> {
  try {
    const { values, positionals } = parseCommandLine(argv, {
      brand: { type: 'string' }, account: { type: 'string' }, write: { type: 'boolean', default: false }, 'stripe-api': { type: 'string' },
      'timeout-ms': { type: 'string' }, 'max-requests': { type: 'string' }, help: { type: 'boolean', short: 'h' },
    });
    if (values.help) { print(USAGE); return 0; }
    if (positionals.length !== 1) throw new UsageError('name one API origin, e.g. https://api.watt-games.example');
    let origin: string;
    try { origin = new URL(positionals[0]!).origin; } catch { throw new UsageError(`"${positionals[0]}" is not an address`); }
    if (!/^https?:/.test(origin)) throw new UsageError(`"${positionals[0]}" is not an http or https address`);

    let brand: Brand;
    if (values.brand) {
      if (!listBrandIds().includes(values.brand)) throw new UsageError(`--brand: "${values.brand}" is not a brand (${listBrandIds().join(', ')})`);
      brand = loadBrand(values.brand, env);
    } else {
      const found = brandForOrigin(origin, env);
      if (!found) print(`note: no brand file lists ${origin}; checking it as brand ${DEFAULT_BRAND} (name another with --brand)`);
      brand = found ?? loadBrand(DEFAULT_BRAND, env);
    }
    let account: { username: string; password: string } | undefined;
    if (values.account !== undefined) {
      const at = values.account.indexOf(':');
      if (at <= 0) throw new UsageError('--account takes user:password');
      account = { username: values.account.slice(0, at), password: values.account.slice(at + 1) };
    }
    const budget = {
      timeoutMs: positiveInt(values['timeout-ms'], '--timeout-ms', DEFAULT_BUDGET.timeoutMs),
      maxRequests: positiveInt(values['max-requests'], '--max-requests', DEFAULT_BUDGET.maxRequests),
    };

    const version = String(loadContract().info.version ?? '');
    print(`conformance: ${origin} as brand ${brand.id} (${brand.name}), domain areas ${brand.domainAreas.join(', ')}, against api/openapi.yaml ${version}`);
    print(`  ${account ? `account ${account.username}` : 'no account (read-only calls only)'}; ${values.write ? 'WRITES one order (--write)' : 'no writes'}; at most ${budget.maxRequests} requests, ${budget.timeoutMs} ms each`);
    const listed = listedHosts(brand, origin);
    print(`  addresses checked against${hasHostOverrides(env) ? ' (with STORE_* overrides)' : ''}: payment ${listed.payment.join(' ') || '-'}; customer service ${listed.customerService.join(' ') || '-'}; banner links ${listed.bannerLinks.join(' ') || '-'}; images ${listed.api.join(' ')}`);
    const stripeApi = values['stripe-api'] === undefined ? undefined : new URL(values['stripe-api']).origin;
    const run = await runConformance({ origin, brand, account, write: values.write ?? false, stripeApi, budget, fetch: fetchImpl }, (r) => print(formatResult(r)));
    for (const n of run.notes) print(`note: ${n}`);
    print(formatSummary(run));
    return run.results.some((r) => r.status === 'fail') ? 1 : 0;
  } catch (e) {
    if (e instanceof UsageError) {
      print(`conformance: ${(e as Error).message}\nusage: ${USAGE}`);
      return 2;
    }
    throw e;
  }
}
