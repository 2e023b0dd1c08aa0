/**
 * npm run conformance's rules that JSON Schema cannot state (scripts/conformance/rules.ts,
 * issue 37): each fails naming its rule against the
 * sandbox switched to a wrong backend: a collector that takes only application/json, a
 * new order answered paid, a gateway that answers 401 for the backend, a limit with more
 * left than its count. (That they pass against the sandbox: conformance.contract.test.ts's
 * first test.)
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { conformanceCli } from '../../scripts/conformance/cli.ts';
import { control, origin, PASSWORDS, portBase } from '../../sandbox/test-helpers.ts';
import { sandboxHostEnv } from '../../sandbox/ports.ts';

const api = origin('api');
const account = `player1:${PASSWORDS.player1}`;

async function conformance(...args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await conformanceCli(args, (l) => lines.push(l), fetch, sandboxHostEnv(portBase));
  return { code, lines };
}
const failures = (lines: string[]) => lines.filter((l) => l.startsWith('FAIL'));
/** The whole run with an account and --write (the money checks pay at the sandbox's Stripe stand-in). */
const write = () => conformance(api, '--brand', 'watt', '--account', account, '--write', '--stripe-api', origin('providers'));

beforeEach(() => control.reset());

describe('npm run conformance: the rules the schema cannot state', () => {
  it('a collector that takes only application/json fails, naming rule "Collectors"', async () => {
    await control.setFault({ host: 'errorLog', mode: 'json-only' });
    // No account needed: --write alone posts to the collectors.
    const run = await conformance(api, '--brand', 'watt', '--write');
    expect(run.code).toBe(1);
    expect(failures(run.lines)).toEqual([
      `FAIL POST ${origin('errorLog')}/ptcs/collector/trackLog (text/plain): keeps the body (code 1) — rule "Collectors": a body sent as text/plain JSON is kept, as one sent as application/json: got HTTP 415 {"code":-1000,"msg":"Unsupported content type \\"text/plain\\": send application/json.","content":null}`,
      `FAIL POST ${origin('errorLog')}/ptcs/collector/errorLog (text/plain): keeps the body (code 1) — rule "Collectors": a body sent as text/plain JSON is kept, as one sent as application/json: got HTTP 415 {"code":-1000,"msg":"Unsupported content type \\"text/plain\\": send application/json.","content":null}`,
    ]);
  });

  it('a backend answering paid: true for a new order fails, naming rule "A new order"', async () => {
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/pay/create_order', field: 'content.paid', value: true });
    const run = await write();
    expect(run.code).toBe(1);
    expect(failures(run.lines)).toContainEqual(expect.stringMatching(
      /^FAIL POST \/api\/pay\/create_order .*: a new order is unpaid and pending, with only its channel's field — rule "A new order": unpaid and pending, with only its channel's field: content.paid: expected false, got true \(every purchase would skip the payment page\)$/));
  });

  it('a gateway answering 401 for a call without a token fails, naming rule "Hosts"', async () => {
    await control.setFault({ host: 'api', mode: 'auth-401' });
    const run = await conformance(api, '--brand', 'watt');
    expect(run.code).toBe(1);
    const hosts = failures(run.lines).filter((l) => l.includes(': answers -600 — '));
    expect(hosts).toHaveLength(8);
    expect(hosts[0]).toBe('FAIL GET /util/login/get_user_info: answers -600 — rule "Hosts": a missing or expired token is HTTP 200 with -600, never a gateway\'s 401: got HTTP 401 {"message":"Unauthorized","detail":"Missing API key oauth_token in query"} (the storefront takes it for a host that is down and never asks the player to log in)');
  });

  it('a limit with more left than its count fails, naming rule "Purchase limits"', async () => {
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/pay/goods_list', field: 'content.4.limit.remaining', value: 3 });
    const run = await conformance(api, '--brand', 'watt', '--account', account);
    expect(failures(run.lines)).toContainEqual(expect.stringMatching(
      /^FAIL GET \/api\/pay\/goods_list .*: a purchase limit's remaining is at most its count — rule "Purchase limits": remaining is at most count: content\[4\]\.limit\.remaining: 3 is more than its count 1$/));
  });
});
