/**
 * Fault switches: refuse (a real connection failure), hang, slow, a chosen code for a
 * chosen path; set through the control port or at start; cleared by DELETE and by reset.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_CODE } from '../src/api/api-error.ts';
import { getGameList } from '../src/api/games.ts';
import { CODE, type Envelope } from '../src/api/contract.ts';
import { parseFaultArg } from './faults.ts';
import { sandboxOrigin } from './ports.ts';
import { startSandbox } from './server.ts';
import { control, expectCode, origin } from './test-helpers.ts';

const logo = (host: 'api' | 'apiBackup1' | 'apiBackup2') => `${origin(host)}/api/config/game_logo?client_id=1001`;
const code = async (url: string, init?: RequestInit) => ((await (await fetch(url, init)).json()) as Envelope<unknown>).code;
const transportError = async (url: string, ms = 2_000) => {
  const err = await fetch(url, { signal: AbortSignal.timeout(ms) }).then(() => null, (e: unknown) => e as Error);
  expect(err, `${url} should fail to connect`).toBeInstanceOf(Error);
  return err!;
};

beforeEach(() => control.reset());
afterEach(() => control.reset());

describe('refuse', () => {
  it('closes the host\'s socket (connection refused) while the backups serve; clearing reopens it', async () => {
    await control.setFault({ host: 'api', mode: 'refuse' });
    const err = await transportError(logo('api'));
    expect(String((err.cause as { code?: string } | undefined)?.code ?? err.message)).toMatch(/ECONNREFUSED/);
    expect(await code(logo('apiBackup1'))).toBe(1);
    await control.clearFaults('api');
    expect(await code(logo('api'))).toBe(1);
  });
  it('works for the payment, tracking and error-log hosts, and reset clears it', async () => {
    for (const host of ['payment', 'tracking', 'errorLog', 'social'] as const) await control.setFault({ host, mode: 'refuse' });
    await transportError(`${origin('payment')}/`);
    await transportError(`${origin('tracking')}/service/recharge/api.php`);
    await control.reset();
    expect((await fetch(`${origin('payment')}/`)).status).toBe(200);
  });
});

describe('hang and slow', () => {
  it('hang: accepted and never answered, until cleared', async () => {
    await control.setFault({ host: 'apiBackup2', mode: 'hang' });
    const err = await transportError(logo('apiBackup2'), 300);
    expect(err.name).toMatch(/TimeoutError|AbortError/);
    await control.clearFaults();
    expect(await code(logo('apiBackup2'))).toBe(1);
  });
  it('slow: answers normally after delayMs', async () => {
    await control.setFault({ host: 'api', mode: 'slow', delayMs: 300 });
    const t0 = Date.now();
    expect(await code(logo('api'))).toBe(1);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
  });
});

describe('code', () => {
  it('answers the chosen code on the chosen path only, seen by the storefront\'s client', async () => {
    await control.setFault({ host: 'api', mode: 'code', code: CODE.WRONG_DOMAIN_AREA, path: '/api/game/game_list', msg: 'area gone' });
    const e = await expectCode(getGameList({ domain_area: 'universal' }, { silent: true }), CODE.WRONG_DOMAIN_AREA);
    expect(e.message).toBe('area gone');
    expect(await code(logo('api'))).toBe(1);
  });
  it('a path prefix with *, and `times` limits how many requests it takes', async () => {
    await control.setFault({ host: 'api', mode: 'code', code: -600, path: '/api/config/*', times: 2 });
    expect([await code(logo('api')), await code(logo('api')), await code(logo('api'))]).toEqual([-600, -600, 1]);
  });
  it('a preflight still passes so the browser sees the code', async () => {
    await control.setFault({ host: 'api', mode: 'code', code: 6001 });
    const pre = await fetch(logo('api'), { method: 'OPTIONS', headers: { origin: 'http://x.test', 'access-control-request-method': 'GET' } });
    expect(pre.status).toBe(204);
    const res = await fetch(logo('api'), { headers: { origin: 'http://x.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://x.test');
    expect(((await res.json()) as Envelope<null>).code).toBe(6001);
  });
});

describe('mangle', () => {
  /** The answer as the sandbox sends it (the storefront's client would reject a broken one). */
  const list = async () => ((await (await fetch(`${origin('api')}/api/game/game_list?brand=watt&domain_area=universal`)).json()) as Envelope<Record<string, unknown>[]>).content;
  it('sets one field of one path\'s answer to a value of the wrong type, or removes it, leaving other paths alone', async () => {
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/game/game_list', field: 'content.0.name', value: 42 });
    const games = await list();
    expect(games.map((g) => g.name)).toEqual([42, 'Ironclad', 'Nova Tactics']);
    expect(await code(logo('api'))).toBe(1);
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/game/game_list', field: 'content.*.icon' });
    expect((await list()).filter((g) => 'icon' in g)).toEqual([]);
  });
  it('the storefront\'s client rejects such an answer, naming the call\'s field', async () => {
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/game/game_list', field: 'content.0.name', value: 42 });
    await expect(getGameList({ domain_area: 'universal' })).rejects.toMatchObject({ code: CLIENT_CODE.badShape, message: 'content[0].name: expected a string, got number 42' });
  });
  it('the contract check sees the broken answers and keeps them apart, as deliberate', async () => {
    const before = (await control.contractReport()).deliberate.length;
    await control.setFault({ host: 'api', mode: 'mangle', path: '/api/game/game_list', field: 'content.1.domain_areas', value: 'universal', times: 1 });
    await list();
    await list();
    const report = await control.contractReport();
    expect(report.deliberate.slice(before)).toEqual([{
      host: 'api', call: expect.stringMatching(/^GET \/api\/game\/game_list\?brand=watt&domain_area=universal/), side: 'answer', deliberate: true,
      problems: ['content[1].domain_areas: expected array, got string "universal"'],
    }]);
    expect(report.violations.filter((v) => v.call.includes('game_list'))).toEqual([]);
  });
  it('gateway: a stand-in proxy answers HTTP 503 with an HTML page', async () => {
    await control.setFault({ host: 'api', mode: 'gateway', status: 503, path: '/api/game/game_list' });
    const res = await fetch(`${origin('api')}/api/game/game_list?brand=watt&domain_area=universal`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('<html>');
    expect(parseFaultArg('api:gateway:502')).toEqual({ host: 'api', mode: 'gateway', status: 502 });
    await expect(control.setFault({ host: 'api', mode: 'gateway', status: 500 })).rejects.toThrow(/502, 503 or 504/);
  });
  it('page: something other than the backend answers, by default a 200 maintenance page in HTML, with CORS so a browser reads it', async () => {
    await control.setFault({ host: 'api', mode: 'page', path: '/api/game/game_list', times: 1 });
    const res = await fetch(`${origin('api')}/api/game/game_list?brand=watt&domain_area=universal`, { headers: { origin: 'http://127.0.0.1:5173' } });
    expect([res.status, res.headers.get('content-type'), res.headers.get('access-control-allow-origin')]).toEqual([200, 'text/html; charset=utf-8', 'http://127.0.0.1:5173']);
    expect(await res.text()).toContain('<title>Maintenance</title>');
    await control.setFault({ host: 'api', mode: 'page', status: 429, contentType: 'application/json', body: '{"code":1,"msg":"","content":[]}', path: '/api/game/game_list', times: 1 });
    const other = await fetch(`${origin('api')}/api/game/game_list?brand=watt&domain_area=universal`);
    expect([other.status, other.headers.get('content-type'), await other.text()]).toEqual([429, 'application/json', '{"code":1,"msg":"","content":[]}']);
    expect(parseFaultArg('api:page:403')).toEqual({ host: 'api', mode: 'page', status: 403 });
    await expect(control.setFault({ host: 'api', mode: 'page', status: 99 })).rejects.toThrow(/200 to 599/);
    await expect(control.setFault({ host: 'api', mode: 'code', code: 1, body: 'x' })).rejects.toThrow(/mode "page" only/);
  });
  it('needs a field; from the command line host:mangle:field removes it', async () => {
    await expect(control.setFault({ host: 'api', mode: 'mangle' })).rejects.toThrow(/needs a field/);
    expect(parseFaultArg('api:mangle:content.0.icon')).toEqual({ host: 'api', mode: 'mangle', field: 'content.0.icon' });
  });
});

describe('startSandbox in process', () => {
  it('takes faults at start and exposes the same controls on its handle', async () => {
    const base = 17140;
    const sb = await startSandbox({ portBase: base, faults: [{ host: 'api', mode: 'refuse' }], payLagMs: 0 });
    try {
      expect(sb.origins.api).toBe(sandboxOrigin('api', base));
      await transportError(`${sb.origins.api}/api/config/game_logo?client_id=1001`);
      expect(await code(`${sb.origins.apiBackup1}/api/config/game_logo?client_id=1001`)).toBe(1);
      expect(sb.faults()).toEqual([{ host: 'api', mode: 'refuse' }]);
      await sb.clearFaults();
      expect(await code(`${sb.origins.api}/api/config/game_logo?client_id=1001`)).toBe(1);
      await fetch(`${sb.origins.tracking}/service/recharge/api.php`, { method: 'POST', body: '{}' });
      expect(sb.tracking()).toHaveLength(1);
      await sb.reset();
      expect(sb.tracking()).toHaveLength(0);
    } finally {
      await sb.close();
    }
    await transportError(`${sandboxOrigin('apiBackup1', base)}/`);
  });
  it('names the port when it is taken', async () => {
    await expect(startSandbox({ portBase: Number(new URL(origin('control')).port) })).rejects.toThrow(/port \d+ on 127\.0\.0\.1 is in use/);
  });
});
