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
    const run = await conformance(api, '--brand', 'watt', '--account', account, '--write');
    expect(failures(run.lines)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.lines).toContainEqual(expect.stringMatching(/^PASS POST \/api\/pay\/create_order .*: the same idempotency key answers the same order, not a second one$/));
    expect(run.lines.at(-1)).toMatch(/^\d+ checks: \d+ passed, 0 failed, 0 skipped \(\d+ requests, [\d.]+ s\)$/);
    expect((await control.orders('player1')).length).toBe(before + 1);
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
  it('sends each social login a credential shaped as its provider issues it, and passes when the backend refuses it as the provider\'s (-2002)', async () => {
    for (const [brand, lines] of [
      ['watt', ['PASS GET /util/login/google_auth: takes authorization_code as the provider issues it: Google\'s code (4/0A…, with "/")',
        'PASS GET /util/login/apple_auth: takes authorization_code, identity_token as the provider issues it: Apple\'s code and identity token (a JWT), with the first sign-in\'s name and email',
        'PASS GET /util/login/facebook_auth: takes fb_access_token as the provider issues it: a Facebook token of 400 characters']],
      ['ru', ['PASS GET /util/login/vk_auth uid=100000001: answers -2002', 'PASS GET /util/login/vk_auth: takes vk_access_token as the provider issues it: a VK ID token of 330 characters']],
      ['ko', ['PASS GET /util/login/kakao_auth: takes authorization_code as the provider issues it: Kakao\'s code']],
    ] as const) {
      const run = await conformance(api, '--brand', brand);
      expect(failures(run.lines), brand).toEqual([]);
      expect(run.lines, brand).toEqual(expect.arrayContaining([...lines]));
    }
  });
  it('fails naming the call and the field against a backend that still refuses credentials outside letters, digits and _ . : - (the sandbox\'s strict-charset switch)', async () => {
    await control.setFault({ host: 'api', mode: 'strict-charset' });
    const watt = await conformance(api, '--brand', 'watt');
    expect(watt.code).toBe(1);
    expect(failures(watt.lines)).toEqual(expect.arrayContaining([
      expect.stringMatching(/^FAIL GET \/util\/login\/google_auth: takes authorization_code as the provider issues it: .* — authorization_code: expected the provider's refusal \(-2002\) of a value shaped as real ones, got -1000 \(malformed\): every real login of this kind would fail$/),
      expect.stringMatching(/^FAIL GET \/util\/login\/facebook_auth: takes fb_access_token .* — fb_access_token: .* got -1000 \(malformed\)/),
      expect.stringMatching(/^FAIL GET \/util\/login\/google_auth pkg=.*: answers -2002 — code: expected -2002, got -1000 \(HTTP 200, msg "authorization_code is malformed/),
    ]));
    const ru = await conformance(api, '--brand', 'ru');
    expect(failures(ru.lines)).toContainEqual(expect.stringMatching(/^FAIL GET \/util\/login\/vk_auth: takes vk_access_token .* got -1000 \(malformed\)/));
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
