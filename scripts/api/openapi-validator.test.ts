// @vitest-environment node
/**
 * api/openapi-validator.ts: what it finds in a request or an answer, and how it names it.
 * (Its use on every exchange of the contract tests is sandbox/contract-check.ts.)
 */
import { describe, expect, it } from 'vitest';
import { ContractValidator, formatProblem, type ContractRequest } from '../../api/openapi-validator.ts';

const strict = new ContractValidator({ strict: true });
const lenient = new ContractValidator({ strict: false });
const op = (v: ContractValidator, method: string, path: string) => {
  const o = v.operation(method, path);
  if (!o) throw new Error(`${method} ${path} is not in the document`);
  return o;
};
const answer = (v: ContractValidator, path: string, body: unknown, status = 200, method = 'GET') =>
  v.checkAnswer(op(v, method, path), { status, body }).map(formatProblem);
const request = (v: ContractValidator, r: Partial<ContractRequest> & { method: string; path: string }) =>
  v.checkRequest(op(v, r.method, r.path), { query: {}, headers: {}, ...r }).map(formatProblem);

const game = { client_id: '1001', name: 'Starfall', icon: 'https://api.example/static/logo/1001.svg', domain_areas: ['universal'] };
const games = (content: unknown) => ({ code: 1, msg: 'success', content });

describe('answers', () => {
  it('a success answer that fits the call\'s content schema has no problem', () => {
    expect(answer(strict, '/api/game/game_list', games([game]))).toEqual([]);
  });
  it('names the field of a wrong type, what the document expects and what came', () => {
    expect(answer(strict, '/api/game/game_list', games([game, { ...game, name: 42 }]))).toEqual(['content[1].name: expected string, got number 42']);
  });
  it('names a missing field', () => {
    const { icon: _icon, ...noIcon } = game;
    expect(answer(strict, '/api/game/game_list', games([noIcon]))).toEqual(['content[0].icon: expected a value (required), got nothing']);
  });
  it('strict: a field the document does not name is a problem; lenient (a publisher\'s backend): it is allowed', () => {
    const extra = games([{ ...game, rating: 5 }]);
    expect(answer(strict, '/api/game/game_list', extra)).toEqual(['content[0].rating: expected no such field (the document does not name it in Game), got number 5']);
    expect(answer(lenient, '/api/game/game_list', extra)).toEqual([]);
  });
  it('a value outside an enum, and a nullable object with a wrong field inside, are named precisely', () => {
    const goods = {
      goods_id: 5, display: 'Weekly Pass', value: 700, price: 4.99, currency: 'USD', typeKey: 'pass', isLimit: true, description: '',
      limit: { kind: 'days', count: 1, days: 7, remaining: 0, next_in: { days: 5, hours: '2', minutes: 0 } }, unpaid: null,
    };
    expect(answer(strict, '/api/pay/goods_list', games([{ ...goods, currency: 'XYZ' }]))).toContain('content[0].currency: expected one of "CNY", "TWD", "JPY", "KRW", "EUR", "USD", "TRY", "THB", "VND", "IDR", "MYR", got string "XYZ"');
    expect(answer(strict, '/api/pay/goods_list', games([goods]))).toEqual(['content[0].limit.next_in.hours: expected integer, got string "2"']);
  });
  it('a business error must be one of the call\'s x-error-codes or a common one', () => {
    const fail = (code: number) => ({ code, msg: 'no', content: null });
    expect(answer(strict, '/api/game/game_list', fail(-3014))).toEqual([]);
    expect(answer(strict, '/api/game/game_list', fail(-1000))).toEqual([]);
    expect(answer(strict, '/api/game/game_list', fail(-3008))).toEqual(['code: expected 1 or one of this call\'s codes (-3014, -1000, -5000), got -3008']);
    expect(answer(strict, '/api/game/game_list', fail(-4242))).toContain('code: expected a value of ErrorCode, got number -4242');
  });
  it('-3010 and -3011 carry their content; other errors carry null', () => {
    const create = (body: unknown) => answer(strict, '/api/pay/create_order', body, 200, 'POST');
    expect(create({ code: -3010, msg: 'unpaid', content: { billing_no: 'B00000001', pay_url: 'https://pay.example/checkout?b=1' } })).toEqual([]);
    expect(create({ code: -3011, msg: 'limit', content: { kind: 'role', count: 2, days: null, remaining: 0, next_in: null } })).toEqual([]);
    expect(create({ code: -3005, msg: 'no goods', content: { goods_id: 9 } })).toEqual(['content: expected null, got an object']);
  });
  it('request problems come with their HTTP status; an undocumented status or a body that is no envelope is named', () => {
    expect(answer(strict, '/api/game/game_list', { code: -1003, msg: 'No such path', content: null }, 404)).toEqual([]);
    expect(answer(strict, '/api/game/game_list', { code: -1, msg: 'moved', content: null }, 301)).toEqual(['HTTP status: expected one of 200, 4XX, 500, got 301']);
    expect(answer(strict, '/api/game/game_list', '<html>bad gateway</html>', 200)).toEqual(['(the whole body): expected the JSON envelope { code, msg, content }, got string "<html>bad gateway</html>"']);
  });
});

describe('requests', () => {
  const list = { method: 'GET', path: '/api/game/server_list' };
  const q = { brand: 'watt', client_id: '1001', domain_area: 'universal', area_id: '1' };
  it('query values are text: a number parameter is checked as a number', () => {
    expect(request(strict, { ...list, query: q })).toEqual([]);
    expect(request(strict, { ...list, query: { ...q, area_id: 'east' } })).toEqual(['query.area_id: expected integer, got string "east"']);
  });
  it('names a missing required parameter and, strict, one the document does not name', () => {
    const { area_id: _a, ...noArea } = q;
    expect(request(strict, { ...list, query: { ...noArea, areaId: '1' } })).toEqual([
      'query.area_id: expected a value (required), got nothing',
      'query.areaId: expected no such field (the document does not name it), got string "1"',
    ]);
  });
  it('the session token may come on any call that accepts it, not on one that says it is for no login', () => {
    expect(request(strict, { ...list, query: { ...q, oauth_token: 'abc' } })).toEqual([]);
    expect(request(strict, { method: 'POST', path: '/ptcs/collector/errorLog', query: { oauth_token: 'abc' }, body: { event_id: 24, url: 'x', errors: [] } }))
      .toEqual(['query.oauth_token: expected no such field (the document does not name it), got string "abc"']);
  });
  it('a POST: the Idempotency-Key header and the JSON body', () => {
    const body = { brand: 'watt', client_id: '1001', domain_area: 'universal', server_id: 101, role_id: '10101', goods_id: 2, channel_id: 10201, region: 'Global', return_url: 'http://127.0.0.1/result' };
    const create = { method: 'POST', path: '/api/pay/create_order', query: { oauth_token: 't' } };
    expect(request(strict, { ...create, headers: { 'idempotency-key': 'k-1' }, body })).toEqual([]);
    expect(request(strict, { ...create, headers: {}, body: { ...body, server_id: '101' } })).toEqual([
      'header.Idempotency-Key: expected the header (required), got nothing',
      'body.server_id: expected integer, got string "101"',
    ]);
    expect(request(strict, { ...create, headers: { 'idempotency-key': 'has spaces' }, body })).toEqual(['header.Idempotency-Key: expected a value that must match pattern "^[A-Za-z0-9_.:-]{1,128}$", got string "has spaces"']);
  });
  it('tracking: the product fields from event 14 on, whether the body is JSON or a form', () => {
    const base = { event_id: 24, event: 14, user_id: '', user_name: '', device_type: 'web', language: 'en', channel: 'web', client_id: '1001', domain_area: 'universal', extend_data: '' };
    const track = { method: 'POST', path: '/service/recharge/api.php' };
    expect(request(strict, { ...track, body: base, contentType: 'text/plain' })).toEqual([
      'body.product_name: expected a value (required), got nothing',
      'body.product_price: expected a value (required), got nothing',
      'body.product_type: expected a value (required), got nothing',
      'body.product_limit: expected a value (required), got nothing',
    ]);
    const form = Object.fromEntries(Object.entries({ ...base, event: 4 }).map(([k, v]) => [k, String(v)]));
    expect(request(strict, { ...track, body: form, contentType: 'application/x-www-form-urlencoded' })).toEqual([]);
  });
});
