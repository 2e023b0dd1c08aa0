/**
 * The sandbox behind a proxy (its addresses follow the host the request came to) and its
 * two wrong-backend switches (sandbox/wrong-backends.ts), which the conformance check's
 * tests run against.
 */
import http from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_LOG_PATHS, PATHS } from '../src/api/contract.ts';
import { control, origin, tokenOf } from './test-helpers.ts';

beforeEach(() => control.reset());

/** A GET with headers fetch will not set (Host): status and parsed body. */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; body: { code: number; content: unknown } }> {
  return new Promise((resolve, reject) => {
    http.get(origin('api') + path, { headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => { text += c; }).on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    }).once('error', reject);
  });
}
const icons = async (headers: Record<string, string>) =>
  ((await get(`${PATHS.gameList}?brand=watt&domain_area=universal`, headers)).body.content as { icon: string }[]).map((g) => new URL(g.icon).origin);

describe('the sandbox behind a proxy', () => {
  it('names its icons and images on the host the request came to, not on its listening port', async () => {
    expect(new Set(await icons({ host: 'api.proxy.test:8443' }))).toEqual(new Set(['http://api.proxy.test:8443']));
    expect(new Set(await icons({ 'x-forwarded-host': 'api.watt-games.example', 'x-forwarded-proto': 'https' }))).toEqual(new Set(['https://api.watt-games.example']));
    const banner = await get(`${PATHS.banner}?brand=watt&domain_area=universal`, { host: 'api.proxy.test:8443' });
    expect((banner.body.content as { image: string }[])[0]!.image).toMatch(/^http:\/\/api\.proxy\.test:8443\/static\/banner\//);
  });
  it('keeps its own origin when the Host header is not a plain host', async () => {
    expect(new Set(await icons({ host: 'evil.test/<x>' }))).toEqual(new Set([origin('api')]));
  });
});

describe('wrong backends', () => {
  const post = (type: string) => fetch(origin('errorLog') + ERROR_LOG_PATHS.error, { method: 'POST', headers: { 'content-type': type },
    body: JSON.stringify({ event_id: 24, url: '/selectGame', errors: [{ type: 'js', message: 'x', time: 1 }] }) });

  it('json-only: the collector refuses the browser\'s text/plain JSON with HTTP 415, and takes application/json', async () => {
    await control.setFault({ host: 'errorLog', mode: 'json-only' });
    const plain = await post('text/plain;charset=UTF-8');
    expect(plain.status).toBe(415);
    expect((await post('application/json')).status).toBe(200);
    await control.clearFaults();
    expect((await post('text/plain;charset=UTF-8')).status).toBe(200);
  });
  it('auth-401: a call that needs a login, without a token, gets the gateway\'s 401; with a token, or a call without login, the backend', async () => {
    await control.setFault({ host: 'api', mode: 'auth-401' });
    const q = `?brand=watt&client_id=1001&domain_area=universal&server_id=101&role_id=10101`;
    const tokenless = await fetch(origin('api') + PATHS.goodsList + q);
    expect(tokenless.status).toBe(401);
    expect(await tokenless.json()).toEqual({ message: 'Unauthorized', detail: 'Missing API key oauth_token in query' });
    const token = await tokenOf('player1');
    expect(((await (await fetch(`${origin('api')}${PATHS.goodsList}${q}&oauth_token=${token}`)).json()) as { code: number }).code).toBe(1);
    expect((await fetch(`${origin('api')}${PATHS.gameList}?brand=watt&domain_area=universal`)).status).toBe(200);
  });
});
