/**
 * npm run conformance (scripts/conformance/) against the contract sandbox: it passes
 * against a backend that keeps the contract, fails naming the call and the field when one
 * answer breaks it, sends no write without --write, and stays within its bounds.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { conformanceCli } from '../../scripts/conformance/cli.ts';
import type { FetchLike } from '../../scripts/conformance/http.ts';
import { control, origin, PASSWORDS, portBase } from '../../sandbox/test-helpers.ts';
import { sandboxHostEnv } from '../../sandbox/ports.ts';

const api = origin('api');
const account = `player1:${PASSWORDS.player1}`;
/** The money checks pay with Stripe's test card at the sandbox's Stripe stand-in. */
const stripeApi = ['--stripe-api', origin('providers')];

/**
 * Runs the CLI as `npm run conformance -- ...args` would, in the environment of a staging
 * build pointed at the sandbox (its hosts: what the addresses are checked against); its
 * lines, exit code and the requests it sent.
 */
async function conformance(...args: string[]): Promise<{ code: number; lines: string[]; sent: string[] }> {
  const lines: string[] = [];
  const sent: string[] = [];
  const recording: FetchLike = (url, init) => {
    sent.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
    return fetch(url, init);
  };
  const code = await conformanceCli(args, (l) => lines.push(l), recording, sandboxHostEnv(portBase));
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
    // The rules the schema cannot state (scripts/conformance/rules.ts; each failing: conformance-rules.contract.test.ts).
    expect(run.lines).toEqual(expect.arrayContaining([
      `PASS POST ${origin('tracking')}/service/recharge/api.php (text/plain): keeps the body (code 1)`,
      `PASS POST ${origin('tracking')}/service/recharge/api.php (application/json): keeps the body (code 1)`,
      `PASS POST ${origin('errorLog')}/ptcs/collector/trackLog (text/plain): keeps the body (code 1)`,
      `PASS POST ${origin('errorLog')}/ptcs/collector/errorLog (text/plain): keeps the body (code 1)`,
      expect.stringMatching(/^PASS GET \/api\/pay\/goods_list .*: a purchase limit's remaining is at most its count$/),
      expect.stringMatching(/^PASS POST \/api\/pay\/create_order .*: a new order is unpaid and pending, with only its channel's field$/),
    ]));
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
  it('checks that a browser on each of the brand\'s domains is let in: the GET allowed and varying by Origin, the keyed POST\'s preflight', async () => {
    const run = await conformance(api, '--brand', 'watt');
    expect(run.lines).toEqual(expect.arrayContaining([
      'PASS GET /api/game/game_list from https://pay.watt-games.example: allows the storefront\'s origin (Access-Control-Allow-Origin)',
      'PASS GET /api/game/game_list from https://demo-pay.watt-games.example: an echoed origin comes with Vary: Origin',
      'PASS OPTIONS /api/pay/create_order from https://pay.watt-games.example: its preflight allows POST with content-type and idempotency-key',
    ]));
    expect(run.sent).toContain('OPTIONS /api/pay/create_order');
  });
  it('fails naming the header when a backend echoes the origin without Vary, or its preflight leaves out the idempotency key', async () => {
    // A backend (or the proxy before it) that drops these headers: the sandbox's answers, less them.
    const lessHeaders: FetchLike = async (url, init) => {
      const res = await fetch(url, init);
      const headers = new Headers(res.headers);
      headers.delete('vary');
      if (init.method === 'OPTIONS') headers.set('access-control-allow-headers', 'content-type');
      return new Response(res.status === 204 ? null : await res.arrayBuffer(), { status: res.status, headers });
    };
    const lines: string[] = [];
    const code = await conformanceCli([api, '--brand', 'watt'], (l) => lines.push(l), lessHeaders, sandboxHostEnv(portBase));
    expect(code).toBe(1);
    expect(failures(lines)).toEqual([
      'FAIL GET /api/game/game_list from https://pay.watt-games.example: an echoed origin comes with Vary: Origin — Vary: expected Origin among its names, got none',
      'FAIL GET /api/game/game_list from https://demo-pay.watt-games.example: an echoed origin comes with Vary: Origin — Vary: expected Origin among its names, got none',
      'FAIL OPTIONS /api/pay/create_order from https://pay.watt-games.example: its preflight allows POST with content-type and idempotency-key — Access-Control-Allow-Headers: expected idempotency-key, got "content-type"',
    ]);
  });
  it('sends no write without --write, and says what it skipped', async () => {
    const run = await conformance(api, '--brand', 'watt', '--account', account);
    expect(run.code).toBe(0);
    // A preflight (OPTIONS) is the browser's question, not a write: no backend acts on it.
    expect(run.sent.filter((s) => !s.startsWith('GET ') && !s.startsWith('OPTIONS '))).toEqual([]);
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

/**
 * What the storefront relies on beyond the shapes (scripts/conformance/relies.ts,
 * issue 24): each check fails, naming the call and the field, against a sandbox switched to
 * the wrong behaviour, where a backend that passed conformance would have failed at go-live.
 */
describe('npm run conformance checks what the storefront relies on', () => {
  const ADDRESSES = 'addresses and images on the brand\'s listed hosts';
  const failed = (lines: string[], check: string) => failures(lines).filter((l) => l.includes(`: ${check} — `));

  it('a pay_url off the brand\'s payment hosts (every purchase would stop at go-live)', async () => {
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/pay/create_order', field: 'content.pay_url', value: 'https://pay.evil.example/checkout?billing_no=1' });
    const run = await conformance(api, '--brand', 'watt', '--account', account, '--write');
    expect(run.code).toBe(1);
    // The order and its replay.
    const line = new RegExp(`^FAIL POST /api/pay/create_order client_id=1001 .*: ${ADDRESSES} — content.pay_url: "https://pay.evil.example/checkout\\?billing_no=1" is not on the brand's payment hosts \\(hosts.payment\\): ${origin('payment')}$`);
    expect(failed(run.lines, ADDRESSES)).toEqual([expect.stringMatching(line), expect.stringMatching(line)]);
  });

  it('a pay_url with user:password@ before the payment host', async () => {
    const host = new URL(origin('payment')).host;
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/pay/order_info', field: 'content.pay_url', value: `http://evil.example@${host}/checkout` });
    const run = await conformance(api, '--brand', 'watt', '--account', account, '--write');
    expect(failed(run.lines, ADDRESSES)).toEqual([
      expect.stringMatching(new RegExp(`^FAIL GET /api/pay/order_info billing_no=B\\d+: ${ADDRESSES} — content.pay_url: "http://evil.example@${host}/checkout" carries user:password@ before its host$`)),
    ]);
  });

  it('a customer_service_url off the brand\'s customer-service hosts', async () => {
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/config/recharge', field: 'content.customer_service_url', value: 'https://support.evil.example/help', times: 1 });
    const run = await conformance(api, '--brand', 'watt');
    expect(run.code).toBe(1);
    expect(failed(run.lines, ADDRESSES)).toEqual([
      `FAIL GET /api/config/recharge client_id=1001 domain_area=universal: ${ADDRESSES} — content.customer_service_url: "https://support.evil.example/help" is not on the brand's customer-service hosts (hosts.customerService): https://www.watt-games.example`,
    ]);
  });

  it('a banner link off the brand\'s banner-link hosts, and a banner image off its API hosts', async () => {
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/config/banner', field: 'content.0.link', value: 'https://promo.evil.example/', times: 1 });
    let run = await conformance(api, '--brand', 'watt');
    expect(failed(run.lines, ADDRESSES)).toEqual([
      `FAIL GET /api/config/banner domain_area=universal: ${ADDRESSES} — content[0].link: "https://promo.evil.example/" is not on the brand's banner-link hosts (hosts.bannerLinks): https://www.watt-games.example`,
    ]);
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/config/banner', field: 'content.0.image', value: 'https://cdn.evil.example/banner.png', times: 1 });
    run = await conformance(api, '--brand', 'watt');
    expect(failed(run.lines, ADDRESSES)).toEqual([
      expect.stringMatching(/^FAIL GET \/api\/config\/banner domain_area=universal: .* — content\[0\]\.image: "https:\/\/cdn\.evil\.example\/banner\.png" is not on the brand's API hosts \(the page's only image hosts\): /),
    ]);
  });

  it('a javascript: game icon, and a game logo off the API hosts', async () => {
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/game/game_list', field: 'content.0.icon', value: 'javascript:alert(1)', times: 1 });
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/config/game_logo', field: 'content.icon', value: 'http://img.evil.example/logo.svg', times: 2 });
    const run = await conformance(api, '--brand', 'watt');
    expect(run.code).toBe(1);
    expect(failed(run.lines, ADDRESSES)).toEqual([
      `FAIL GET /api/game/game_list domain_area=universal: ${ADDRESSES} — content[0].icon: "javascript:alert(1)" is a javascript: address, not https`,
      expect.stringMatching(/^FAIL GET \/api\/config\/game_logo client_id=1001: .* — content\.icon: "http:\/\/img\.evil\.example\/logo\.svg" is not on the brand's API hosts/),
    ]);
  });

  it('-600 on every call that needs a login, each named when it answers without one', async () => {
    const needLogin = ['/util/login/get_user_info', '/util/login/kr_user_info', '/util/login/get_platform_token', '/api/game/used_server_list', '/api/game/role_list', '/api/pay/goods_list', '/api/card/card_info', '/api/activity/accumulate_info'];
    const ok = await conformance(api, '--brand', 'watt');
    expect(ok.lines.filter((l) => l.endsWith(': answers -600')).map((l) => /^PASS GET ([^ :]+)/.exec(l)?.[1])).toEqual(needLogin);
    expect(ok.lines).toContain('SKIP POST /api/pay/create_order: answers -600 without a token — a POST: needs --write');
    for (const path of needLogin) {
      // The call answers as if no login were needed.
      await control.setFault({ host: 'api', mode: 'code', code: 1, msg: 'ok', path, times: 1 });
      const run = await conformance(api, '--brand', 'watt');
      expect(run.code, path).toBe(1);
      expect(failed(run.lines, 'answers -600'), path).toEqual([expect.stringMatching(new RegExp(`^FAIL GET ${path}( .*)?: answers -600 — code: expected -600, got 1 \\(HTTP 200, msg "ok"\\)$`))]);
    }
  });

  it('-600 from the calls with a body too, with --write', async () => {
    await control.setFault({ host: 'api', mode: 'code', code: -3002, path: '/api/activity/claim_all', times: 1 });
    const run = await conformance(api, '--brand', 'watt', '--write');
    expect(run.lines.filter((l) => / POST .*: answers -600/.test(l)).map((l) => l.slice(0, 4) + /POST ([^ :]+)/.exec(l)![1])).toEqual([
      'PASS/api/pay/create_order', 'PASS/api/pay/confirm_payment', 'PASS/api/card/card_recharge', 'PASS/api/activity/claim', 'FAIL/api/activity/claim_all',
    ]);
  });

  it('an answer that is not served as JSON (the storefront would fail it over as if the host were down)', async () => {
    await control.setFault({ host: 'api', mode: 'page', path: '/api/game/area_list', body: '{"code":1,"msg":"","content":[]}', times: 1 });
    const run = await conformance(api, '--brand', 'watt');
    expect(failures(run.lines)).toContain('FAIL GET /api/game/area_list client_id=1001 domain_area=universal: fits the document — header.content-type: expected application/json, got "text/html; charset=utf-8"');
  });
});

/**
 * The money rules (scripts/conformance/money.ts) against the sandbox as the contract wants it, with
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
