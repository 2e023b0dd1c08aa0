/**
 * api/openapi.yaml as generic tools read it (issue 37): every call's failure answer names its
 * own codes (in step with x-error-codes), every call has a named success example first and an
 * example of each of its business errors, each example fits its own schema, the examples
 * walk (the same game, server, role and item; a buyable item; a new unpaid order on the
 * payment host), and the rules between fields the schema states refuse what they should.
 */
import { describe, expect, it } from 'vitest';
import { ContractValidator, formatProblem } from '../../api/openapi-validator.ts';
import { contractOperations, deref, loadContract, type Operation } from '../../api/openapi-document.ts';
import { loadBrand } from '../lib/brands.ts';

const doc = loadContract();
const ops = contractOperations(doc);
type Json = Record<string, unknown>;
type Example = { summary?: string; value: { code: number; msg: string; content: unknown } };

function answerOf(op: Operation): { schema: Json; examples: [string, Example][] } {
  const res = deref<Json>(doc, (op.raw.responses as Json)['200'], '').value;
  const json = (res.content as Json)['application/json'] as Json;
  return { schema: json.schema as Json, examples: Object.entries((json.examples ?? {}) as Record<string, Example>) };
}

/** The codes the failure branches of a call's answer allow: the enum of its Failure branch and the const of its own branches. */
function failureCodes(op: Operation): number[] {
  const branches = (answerOf(op).schema.anyOf as Json[]).map((b) => deref<Json>(doc, b, '').value);
  const codes: number[] = [];
  for (const b of branches) {
    const code = deref<Json>(doc, (b.properties as Json).code, '').value;
    if (Array.isArray(code.enum)) codes.push(...(code.enum as number[]));
    else if (typeof code.const === 'number' && code.const !== 1) codes.push(code.const);
  }
  return codes.sort((a, b) => a - b);
}

const byId = (id: string) => {
  const op = ops.find((o) => o.operationId === id)!;
  const [name, ex] = answerOf(op).examples[0]!;
  expect(name, id).toBe('success');
  return ex.value.content as never;
};

describe('api/openapi.yaml for generic tools', () => {
  it('each call\'s failure answer names exactly its x-error-codes and the common ones, so a validator flags a code the call never answers', () => {
    for (const op of ops) {
      expect(failureCodes(op), op.operationId).toEqual([...op.errorCodes, ...op.commonCodes].sort((a, b) => a - b));
    }
  });

  it('each call has a named success example first and an example of each of its own codes, each fitting its schema', () => {
    const v = new ContractValidator({ strict: true });
    for (const op of ops) {
      const { examples } = answerOf(op);
      expect(examples[0]?.[0], `${op.operationId}: first example`).toBe('success');
      expect(examples[0]![1].value.code).toBe(1);
      const codes = examples.map(([, e]) => e.value.code);
      for (const code of op.errorCodes) expect(codes, `${op.operationId}: an example of ${code}`).toContain(code);
      for (const [name, e] of examples) {
        expect(v.checkAnswer(op, { status: 200, body: e.value }).map(formatProblem), `${op.operationId} example ${name}`).toEqual([]);
      }
    }
    // Compiles every answer's schema: about 1 s alone, past 5 s beside the e2e project in npm test.
  }, 20_000);

  it('the success examples walk from the game list to a new unpaid order on the brand\'s payment host', () => {
    const watt = loadBrand('watt');
    const games = byId('gameList') as { client_id: string }[];
    const game = games[0]!.client_id;
    const servers = byId('serverList') as { server_id: number; area_id: number }[];
    expect((byId('areaList') as { area_id: number }[]).map((a) => a.area_id)).toContain(servers[0]!.area_id);
    const roles = byId('roleList') as { role_id: string; server_id: number }[];
    expect(roles[0]!.server_id).toBe(servers[0]!.server_id);
    const goods = byId('goodsList') as { goods_id: number; isLimit: boolean; unpaid: unknown }[];
    const buyable = goods.find((g) => !g.isLimit && g.unpaid === null);
    expect(buyable, 'a buyable item').toBeDefined();
    const regions = byId('regionList') as { region: string; default: boolean }[];
    const region = regions.find((r) => r.default)!.region;
    const channels = byId('channelList') as { channel_id: number; rechargeType: number }[];
    const order = byId('createOrder') as Json;
    expect(order).toMatchObject({ client_id: game, server_id: servers[0]!.server_id, role_id: roles[0]!.role_id, region, status: 'pending', paid: false, client_secret: null, payment_window: null });
    expect(channels.find((c) => c.channel_id === order.channel_id)?.rechargeType, 'the order\'s channel is a redirect one').toBe(1);
    expect(goods.some((g) => g.goods_id === order.goods_id && !g.isLimit && g.unpaid === null)).toBe(true);
    expect(watt.hosts.payment).toContain(new URL(order.pay_url as string).origin);
    expect((byId('login') as { oauth_token: string }).oauth_token).toMatch(/\S/);
  });

  it('states the rules between fields that JSON Schema can say: limit exactly when isLimit, days null only for kind role, nothing to pay with once paid, a card form alone', () => {
    const v = new ContractValidator({ strict: false });
    const goodsList = ops.find((o) => o.operationId === 'goodsList')!;
    const orderInfo = ops.find((o) => o.operationId === 'orderInfo')!;
    const goods = (byId('goodsList') as Json[]);
    const limited = goods.find((g) => g.isLimit)!;
    const ok = (op: Operation, content: unknown) => v.checkAnswer(op, { status: 200, body: { code: 1, msg: '', content } }).length === 0;
    expect(ok(goodsList, goods)).toBe(true);
    expect(ok(goodsList, [{ ...limited, limit: null }]), 'isLimit without a limit').toBe(false);
    expect(ok(goodsList, [{ ...goods[0], limit: limited.limit }]), 'a limit without isLimit').toBe(false);
    expect(ok(goodsList, [{ ...limited, limit: { ...(limited.limit as Json), kind: 'role' } }]), 'kind role with days').toBe(false);
    expect(ok(goodsList, [{ ...limited, limit: { ...(limited.limit as Json), days: null } }]), 'kind days without days').toBe(false);
    const order = byId('orderInfo') as Json;
    expect(ok(orderInfo, order)).toBe(true);
    expect(ok(orderInfo, { ...order, paid: true, status: 'done' }), 'a paid order with a pay_url').toBe(false);
    expect(ok(orderInfo, { ...order, status: 'failed' }), 'a failed order with a pay_url').toBe(false);
    expect(ok(orderInfo, { ...order, client_secret: 'pi_1_secret_2' }), 'a card form beside a pay_url').toBe(false);
  });

  it('reads a collector\'s text/plain body as the JSON text it is (contentMediaType, contentSchema), as it reads application/json', () => {
    const v = new ContractValidator({ strict: true });
    const errorLog = ops.find((o) => o.operationId === 'errorLog')!;
    const body = { event_id: 24, url: '/selectGame', errors: [{ type: 'js', message: 'x', source: 'app.js', time: 1 }] };
    const schema = ((deref<Json>(doc, errorLog.raw.requestBody, '').value.content as Json)['text/plain'] as Json).schema as Json;
    expect(schema).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
    const check = (b: unknown, contentType: string) => v.checkRequest(errorLog, { method: 'POST', path: errorLog.path, query: {}, headers: {}, body: b, contentType }).map(formatProblem);
    const good = check(body, 'application/json');
    expect(check(body, 'text/plain;charset=UTF-8')).toEqual(good);
    expect(check(JSON.stringify(body), 'text/plain')).toEqual(good);
    expect(check('not json', 'text/plain')).toEqual(['body: expected JSON text (contentMediaType application/json), got string "not json"']);
    expect(check({ errors: 'x' }, 'text/plain')).toContainEqual(expect.stringMatching(/^body\.errors: expected array/));
  });
});
