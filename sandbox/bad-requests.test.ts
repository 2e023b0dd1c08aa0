/**
 * Bad requests get a clear envelope (and an HTTP status that says what kind of problem),
 * never a crash, a hang or a stack trace; the sandbox keeps serving afterwards.
 */
import net from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { CODE, type Envelope } from '../src/api/contract.ts';
import { OFF_CONTRACT_HEADER } from './contract-check.ts';
import { control, newKey, origin, tokenOf } from './test-helpers.ts';

const api = origin('api');

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; env: Envelope<unknown>; text: string }> {
  const res = await fetch(api + path, init);
  const text = await res.text();
  expect(text, 'no stack trace or file path').not.toMatch(/\n\s+at |\/work\/|node:internal/);
  return { status: res.status, env: JSON.parse(text) as Envelope<unknown>, text };
}

async function expectBad(path: string, code: number, msg?: RegExp, init?: RequestInit, status = 200): Promise<void> {
  const r = await call(path, init);
  expect(r.env.code, `${path}: ${r.env.msg}`).toBe(code);
  expect(r.status).toBe(status);
  expect(r.env.content).toBeNull();
  if (msg) expect(r.env.msg).toMatch(msg);
}

const post = (body: string, headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', body, headers: { 'content-type': 'application/json', 'idempotency-key': newKey(), ...headers } });

beforeEach(() => control.reset());

describe('parameters', () => {
  it('a missing parameter is named', async () => {
    await expectBad('/util/login/auth?password=x', CODE.BAD_PARAM, /username is required/);
    await expectBad('/api/game/server_list?brand=watt&client_id=1001&domain_area=universal', CODE.BAD_PARAM, /area_id is required/);
    await expectBad('/api/game/game_list?domain_area=universal', CODE.BAD_PARAM, /brand is required/);
  });
  it('a malformed number is refused', async () => {
    for (const v of ['abc', '1e3', '-5', '1.5', '99999999999999999999', '0x10']) {
      await expectBad(`/api/game/search_server?client_id=1001&domain_area=universal&server_id=${v}`, CODE.BAD_PARAM, /server_id must be/);
    }
  });
  it('an oversized value is refused, however large', async () => {
    await expectBad(`/util/login/auth?username=${'u'.repeat(513)}&password=x`, CODE.BAD_PARAM, /username is too long \(at most 512/);
    await expectBad(`/api/config/game_logo?client_id=${'9'.repeat(5000)}`, CODE.BAD_PARAM, /client_id is too long/);
    const res = await fetch(`${api}/api/config/game_logo?client_id=${'9'.repeat(70_000)}`);
    expect(res.status).toBe(431); // refused by Node's header limit, before the router
  });
  it('unknown ids answer their own code', async () => {
    await expectBad('/api/config/game_logo?client_id=424242', CODE.GAME_NOT_FOUND);
    await expectBad('/api/config/game_logo?client_id=../../etc', CODE.BAD_PARAM, /malformed/);
    await expectBad('/api/replenishment/replenishment_info?replenish_id=%3Cscript%3E', CODE.BAD_PARAM);
    await expectBad('/api/game/game_list?brand=Watt&domain_area=universal', CODE.BAD_PARAM, /brand "Watt" is not a known value/);
  });
  it('odd encodings do not break parsing', async () => {
    await expectBad('/api/config/game_logo?client_id=%zz%', CODE.BAD_PARAM);
    await expectBad('/api/config/game_logo?client_id=%00', CODE.BAD_PARAM);
    const logo = await fetch(`${api}/static/logo/%E0%A4%A.svg`);
    expect(logo.status).toBe(404);
    // The first of repeated parameters wins.
    expect((await call('/api/config/game_logo?client_id=1001&client_id=x')).env.code).toBe(1);
  });
  it('JSON values of the wrong type are refused; numbers as strings are fine', async () => {
    const token = await tokenOf('player1');
    const base = { brand: 'watt', client_id: '1001', domain_area: 'universal', server_id: 101, role_id: '10101', goods_id: 2, channel_id: 10201, region: 'Global', return_url: 'http://127.0.0.1/result' };
    await expectBad(`/api/pay/create_order?oauth_token=${token}`, CODE.BAD_PARAM, /server_id must be a whole number/, post(JSON.stringify({ ...base, server_id: { $gt: 1 } })));
    await expectBad(`/api/pay/create_order?oauth_token=${token}`, CODE.BAD_PARAM, /role_id must be a string/, post(JSON.stringify({ ...base, role_id: ['10101'] })));
    // Off the document on purpose (it says integer): the sandbox is lenient here.
    const ok = await call(`/api/pay/create_order?oauth_token=${token}`, post(JSON.stringify({ ...base, server_id: '101', channel_id: '10201' }), { [OFF_CONTRACT_HEADER]: '1' }));
    expect(ok.env.code).toBe(1);
  });
  it('a malformed Idempotency-Key is refused', async () => {
    await expectBad('/api/pay/create_order', CODE.BAD_PARAM, /Idempotency-Key header is malformed/, post('{}', { 'idempotency-key': 'has spaces in it' }));
    await expectBad('/api/pay/create_order', CODE.BAD_PARAM, /malformed/, post('{}', { 'idempotency-key': 'k'.repeat(129) }));
  });
});

describe('bodies', () => {
  it('bad JSON or a non-object is -1001 with HTTP 400', async () => {
    await expectBad('/api/pay/create_order', CODE.BAD_JSON, /not valid JSON/, post('{"a":'), 400);
    await expectBad('/api/pay/create_order', CODE.BAD_JSON, /JSON object/, post('[1,2]'), 400);
    await expectBad('/api/pay/create_order', CODE.BAD_JSON, /JSON object/, post('null'), 400);
    await expectBad('/api/pay/create_order', CODE.BAD_JSON, undefined, post('a=1', { 'content-type': 'application/x-www-form-urlencoded' }), 400);
  });
  it('a huge body is -1002 with HTTP 413, and the sandbox keeps serving', async () => {
    await expectBad('/api/pay/create_order', CODE.TOO_LARGE, /larger than 16384 bytes/, post(JSON.stringify({ x: 'y'.repeat(1024 * 1024) })), 413);
    expect((await call('/api/config/game_logo?client_id=1001')).env.code).toBe(1);
  });
});

describe('paths and methods', () => {
  it('an unknown path is -1003 with 404; a wrong method is -1004 with 405', async () => {
    await expectBad('/api/nothing/here', CODE.NOT_FOUND, /No such path/, undefined, 404);
    await expectBad('/', CODE.NOT_FOUND, undefined, undefined, 404);
    await expectBad('/util/login/auth', CODE.METHOD_NOT_ALLOWED, /use GET/, post('{}'), 405);
    await expectBad('/api/pay/create_order', CODE.METHOD_NOT_ALLOWED, /use POST/, undefined, 405);
    await expectBad('/api/pay/create_order', CODE.METHOD_NOT_ALLOWED, undefined, { method: 'PUT' }, 405);
  });
  it('garbage on the socket is answered 400 and the host lives on', async () => {
    const port = Number(new URL(api).port);
    const reply = await new Promise<string>((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => s.write('NOT HTTP AT ALL\r\n\r\n'));
      let data = '';
      s.on('data', (d) => { data += d.toString(); });
      s.on('end', () => resolve(data));
      s.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await call('/api/config/game_logo?client_id=1001')).env.code).toBe(1);
  });
});

describe('CORS', () => {
  it('answers preflights for JSON POSTs with the Idempotency-Key header, and echoes the origin', async () => {
    const res = await fetch(`${api}/api/pay/create_order`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type, idempotency-key');
    const get = await fetch(`${api}/api/config/game_logo?client_id=1`, { headers: { origin: 'http://localhost:5173' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    for (const host of ['tracking', 'errorLog'] as const) {
      const r = await fetch(`${origin(host)}/anything`, { method: 'OPTIONS', headers: { origin: 'http://x.test', 'access-control-request-method': 'POST' } });
      expect(r.headers.get('access-control-allow-origin')).toBe('http://x.test');
    }
  });
});

describe('HTML pages escape what they show', () => {
  it('social pages escape client-given text', async () => {
    const evil = '"><script>alert(1)</script>';
    const res = await fetch(`${origin('social')}/o/oauth2/v2/auth?client_id=watt-web.apps.googleusercontent.example&redirect_uri=${encodeURIComponent('http://127.0.0.1:5173/cb')}&state=${encodeURIComponent(evil)}`);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });
  it('social and payment pages show errors as pages', async () => {
    const s = await fetch(`${origin('social')}/o/oauth2/v2/auth?client_id=<b>x</b>&redirect_uri=http://x.test/`);
    expect(s.status).toBe(400);
    expect(await s.text()).toContain('client_id &#60;b&#62;x&#60;/b&#62; is not a Google client');
    const p = await fetch(`${origin('payment')}/checkout?billing_no=B1&ticket=x`);
    expect(p.status).toBe(404);
    expect(p.headers.get('content-type')).toContain('text/html');
  });
});

describe('control calls', () => {
  it('refuse malformed fault switches', async () => {
    for (const f of [{ host: 'nope', mode: 'hang' }, { host: 'api', mode: 'explode' }, { host: 'api', mode: 'code' }, { host: 'api', mode: 'refuse', path: '/x' }, { host: 'api', mode: 'slow', delayMs: -1 }]) {
      await expect(control.setFault(f as never)).rejects.toThrow(/-1000/);
    }
  });
});
