/**
 * npm run conformance (scripts/lib/conformance*.ts) against the contract sandbox: it passes
 * against a backend that keeps the contract, fails naming the call and the field when one
 * answer breaks it, sends no write without --write, and stays within its bounds.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { conformanceCli } from '../../scripts/lib/conformance-cli.ts';
import type { FetchLike } from '../../scripts/lib/conformance-http.ts';
import { control, origin, PASSWORDS } from '../../sandbox/test-helpers.ts';

const api = origin('api');
const account = `player1:${PASSWORDS.player1}`;
/** The money checks pay with Stripe's test card at the sandbox's Stripe stand-in. */
const stripeApi = ['--stripe-api', origin('providers')];

/** Runs the CLI as `npm run conformance -- ...args` would; its lines, exit code and the requests it sent. */
async function conformance(...args: string[]): Promise<{ code: number; lines: string[]; sent: string[] }> {
  const lines: string[] = [];
  const sent: string[] = [];
  const recording: FetchLike = (url, init) => {
    sent.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
    return fetch(url, init);
  };
  const code = await conformanceCli(args, (l) => lines.push(l), recording);
  return { code, lines, sent };
}
const failures = (lines: string[]) => lines.filter((l) => l.startsWith('FAIL'));

beforeEach(() => control.reset());

describe('npm run conformance against the sandbox', () => {
  it('passes with a test account and --write: one order, and its replay with the same key makes no second one', async () => {
    const before = (await control.orders('player1')).length;
    const run = await conformance(api, '--brand', 'watt', '--account', account, '--write', ...stripeApi);
    expect(failures(run.lines)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.lines).toContainEqual(expect.stringMatching(/^PASS POST \/api\/pay\/create_order .*: the same idempotency key answers the same order, not a second one$/));
    expect(run.lines.at(-1)).toMatch(/^\d+ checks: \d+ passed, 0 failed, 0 skipped \(\d+ requests, [\d.]+ s\)$/);
    // The order and its replay; one order each for the concurrent-key and lost-answer checks;
    // the takeover check's paid order, and (its webhook in at once, the order paid) the new
    // purchase its second create_order then is.
    expect((await control.orders('player1')).length).toBe(before + 5);
  });
  it('checks the spec\'s rules: -600 without a token, -3001 for an unknown game, -3014 for an area the brand does not serve', async () => {
    const run = await conformance(api, '--brand', 'watt');
    expect(run.lines).toEqual(expect.arrayContaining([
      'PASS GET /api/game/used_server_list client_id=1001 domain_area=universal: answers -600',
      'PASS GET /api/config/game_logo client_id=987654321: answers -3001',
      'PASS GET /api/game/game_list domain_area=eru: answers -3014',
    ]));
  });
  it('sends no write without --write, and says what it skipped', async () => {
    const run = await conformance(api, '--brand', 'watt', '--account', account);
    expect(run.code).toBe(0);
    expect(run.sent.filter((s) => !s.startsWith('GET '))).toEqual([]);
    expect(run.lines).toContain('SKIP POST /api/pay/create_order: one order and its replay with the same idempotency key — needs --write');
  });
  it('fails naming the call and the field when an answer has a field of the wrong type', async () => {
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/game/game_list', field: 'content.0.name', value: 42 });
    const run = await conformance(api, '--brand', 'watt');
    expect(run.code).toBe(1);
    expect(failures(run.lines)).toEqual([
      'FAIL GET /api/game/game_list domain_area=universal: fits the document — content[0].name: expected string, got number 42',
      'FAIL GET /api/game/game_list domain_area=useuro: fits the document — content[0].name: expected string, got number 42',
    ]);
    expect(run.lines).toContain('SKIP GET /api/game/game_list: lists at least one game in the brand\'s domain areas, and the checks of each game — no game list answer fits the document');
    expect(run.lines.at(-1)).toMatch(/, 2 failed, /);
  });
  it('fails naming the call and the field when an answer misses a field', async () => {
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/game/search_server', field: 'content.server.real_server' });
    const run = await conformance(api, '--brand', 'watt');
    expect(run.code).toBe(1);
    expect(failures(run.lines)).toContain('FAIL GET /api/game/search_server client_id=1001 domain_area=universal server_id=101: fits the document — content.server.real_server: expected a value (required), got nothing');
  });
  it('stays within its bounds against a backend that never answers', async () => {
    await control.setFault({ host: 'api', mode: 'hang' });
    const started = Date.now();
    const run = await conformance(api, '--brand', 'watt', '--timeout-ms', '200', '--max-requests', '3');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(run.sent).toHaveLength(3);
    expect(run.code).toBe(1);
    expect(run.lines).toContain('FAIL GET /api/game/game_list domain_area=universal: answers — no answer within 200 ms');
    expect(run.lines).toContain('FAIL (the run): stays within its bounds — stopped: the request budget (3) is used up');
  });
  it('a usage error exits 2 with the usage', async () => {
    const run = await conformance('--brand', 'watt');
    expect(run.code).toBe(2);
    expect(run.lines.join('\n')).toMatch(/name one API origin[\s\S]*usage: npm run conformance -- <api-origin>/);
    expect(run.sent).toEqual([]);
  });
});

/**
 * The money rules (conformance-money.ts) against the sandbox as the contract wants it, with
 * the timings that break a naive backend (a slow write, a late webhook), and against the
 * sandbox switched to the naive behaviour: each check then fails, naming its rule.
 */
describe('npm run conformance --write: the rules that keep one purchase from charging twice', () => {
  const money = (lines: string[]) => lines.filter((l) => /\((the same key twice at once|sent again after its answer was lost|again, after the card payment succeeded at the provider)\)/.test(l));
  const write = () => conformance(api, '--brand', 'watt', '--account', account, '--write', ...stripeApi);

  it('pass against a backend that claims keys before acting and asks Stripe before a takeover (slow writes, a late webhook)', async () => {
    await control.configure({ writeLagMs: 300, webhookLagMs: 600_000 });
    const run = await write();
    expect(money(run.lines).map((l) => l.replace(/ \(B\d+.*\)$|: .*$/, ''))).toEqual([
      'PASS POST /api/pay/create_order (the same key twice at once)',
      'PASS POST /api/pay/create_order (sent again after its answer was lost)',
      'PASS POST /api/pay/create_order (again, after the card payment succeeded at the provider)',
    ]);
    expect(run.code).toBe(0);
    const charged = (await control.payments('player1')).filter((p) => p.charged);
    expect(charged, 'one test charge, never a second').toHaveLength(1);
  });

  it('fail naming the rule against a backend that stores the key after its write', async () => {
    await control.configure({ writeLagMs: 300, naive: ['idempotency'] });
    const run = await write();
    expect(run.code).toBe(1);
    expect(failures(run.lines)).toEqual([
      expect.stringMatching(/^FAIL POST \/api\/pay\/create_order \(the same key twice at once\): makes one order — rule "Idempotency": one key, one order, whatever the timing: two orders, B\d+ and B\d+/),
      expect.stringMatching(/^FAIL POST \/api\/pay\/create_order \(sent again after its answer was lost\): .* — rule "Idempotency": .*each acted$/),
    ]);
  });

  it('fails naming the rule against a backend that replaces a succeeded payment without asking Stripe (its webhook late)', async () => {
    await control.configure({ webhookLagMs: 600_000, naive: ['takeover'] });
    const run = await write();
    expect(run.code).toBe(1);
    expect(failures(run.lines)).toEqual([
      expect.stringMatching(/^FAIL POST \/api\/pay\/create_order \(again, after the card payment succeeded at the provider\): gives the paid order no new payment — rule "Payments made in the page": ask the provider before a new payment: B\d+'s PaymentIntent succeeded, yet the order was given a new one/),
    ]);
  });
});
