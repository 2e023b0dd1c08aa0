/**
 * api/openapi.yaml covers what the storefront calls, what the specification lists (section
 * 7) and what the sandbox serves, and names the same constants as the code. Together with
 * the per-exchange check of every contract test (sandbox/contract-check.ts), nothing can be
 * called, served or answered without the document saying so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { contractOperations, namedConstants } from '../../api/openapi-document.ts';
import { errorLogRoutes, trackingRoutes } from '../../sandbox/handlers/collectors.ts';
import { BANNER_IMAGE_PATH } from '../../sandbox/handlers/banner.ts';
import { LOGO_PATH } from '../../sandbox/handlers/catalogue.ts';
import { REAL_NAME_PAGE } from '../../sandbox/handlers/korea.ts';
import { API_ROUTES } from '../../sandbox/server.ts';
import * as CODES from './api-codes.ts';
import * as auth from './auth.ts';
import * as card from './card.ts';
import { configureApi } from './client.ts';
import { ERROR_LOG_PATHS, PATHS, RECHARGE_TYPE, TRACKING_EVENTS, TRACKING_PATH } from './contract.ts';
import * as games from './games.ts';
import * as goods from './goods.ts';
import * as korea from './korea.ts';
import * as orders from './orders.ts';
import * as promotion from './promotion.ts';
import * as replenishment from './replenishment.ts';
import * as servers from './servers.ts';

const documented = new Set(contractOperations().map((o) => `${o.method.toUpperCase()} ${o.path}`));
const missing = (calls: Iterable<string>) => [...calls].filter((c) => !documented.has(c));

/** Spec section 7's table, tracking and error beacon, as the specification spells them. */
const SPEC_SECTION_7 = [
  'GET /util/login/auth', 'GET /util/login/google_auth', 'GET /util/login/apple_auth', 'GET /util/login/facebook_auth',
  'GET /util/login/twitter_auth', 'GET /util/login/twitter_redirect', 'GET /util/login/vk_auth',
  'GET /util/login/get_user_info', 'GET /util/login/kr_user_info', 'GET /util/login/get_platform_token',
  'GET /api/ingame/auth', 'GET /api/ingame/apple_auth', 'GET /api/ingame/google_auth', 'GET /api/ingame/facebook_auth',
  'GET /api/ingame/twitter_auth', 'GET /api/ingame/twitter_redirect', 'GET /api/ingame/vk_auth',
  'GET /api/replenishment/replenishment_info', 'GET /api/pay/replenishmentCountryList', 'GET /api/rsys/evoke',
  'GET /api/config/game_logo', 'GET /api/config/recharge',
  'POST /service/recharge/api.php', 'POST /ptcs/collector/trackLog', 'POST /ptcs/collector/errorLog',
];

/** Every call the endpoint modules make: each exported function called once, and once more with game_id (the in-game logins). */
async function callsOfEndpointModules(): Promise<Set<string>> {
  const seen = new Set<string>();
  configureApi({
    hosts: ['http://contract.test'],
    fetch: async (url, init) => {
      seen.add(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
      return new Response(JSON.stringify({ code: 1, msg: 'success', content: null }), { headers: { 'content-type': 'application/json' } });
    },
  });
  const modules = [auth, card, games, goods, korea, orders, promotion, replenishment, servers];
  for (const m of modules) {
    for (const f of Object.values(m)) {
      if (typeof f !== 'function') continue;
      const call = f as (p: object, o: object) => Promise<unknown>;
      // The empty answer has not the content's shape: the client rejects it, after the call went out.
      for (const params of [{}, { game_id: '1001' }]) await call(params, { silent: true, idempotencyKey: 'coverage' }).catch(() => undefined);
    }
  }
  return seen;
}

afterEach(() => configureApi({ fetch: null, hosts: null }));

describe('api/openapi.yaml covers', () => {
  it('every call the storefront\'s endpoint modules make, with its method', async () => {
    const calls = await callsOfEndpointModules();
    expect(calls.size, 'the endpoint modules were called').toBeGreaterThanOrEqual(Object.keys(PATHS).length);
    expect(missing(calls)).toEqual([]);
  });
  it('every API path constant, the tracking path and the error-log paths', () => {
    const paths = new Set(contractOperations().map((o) => o.path));
    expect(Object.values(PATHS).filter((p) => !paths.has(p))).toEqual([]);
    expect(missing([`POST ${TRACKING_PATH}`, `POST ${ERROR_LOG_PATHS.perf}`, `POST ${ERROR_LOG_PATHS.error}`])).toEqual([]);
  });
  it('every call of spec section 7', () => {
    expect(missing(SPEC_SECTION_7)).toEqual([]);
  });
  it('exactly the calls the sandbox serves (its images and the real-name page, which a person opens, aside)', () => {
    const notCalls = [LOGO_PATH, BANNER_IMAGE_PATH, REAL_NAME_PAGE, `${REAL_NAME_PAGE}/verify`, `${REAL_NAME_PAGE}/cancel`];
    const served = [...API_ROUTES, ...trackingRoutes, ...errorLogRoutes].filter((r) => !notCalls.includes(r.path)).map((r) => `${r.method} ${r.path}`);
    expect(missing(served)).toEqual([]);
    expect([...documented].filter((c) => !served.includes(c))).toEqual([]);
  });
});

describe('api/openapi.yaml and the code name things the same', () => {
  it('each API operation\'s operationId is the name of its path constant', () => {
    const ids = Object.fromEntries(contractOperations().map((o) => [o.path, o.operationId]));
    expect(Object.entries(PATHS).filter(([name, path]) => ids[path] !== name)).toEqual([]);
  });
  it('the ErrorCode catalogue is api-codes.ts (success aside), by name and value', () => {
    const { OK: _ok, ...codes } = CODES;
    expect(namedConstants('ErrorCode')).toEqual({ ...codes });
  });
  it('the tracking events and the recharge types, by name and value', () => {
    expect(namedConstants('TrackingEvent')).toEqual({ ...TRACKING_EVENTS });
    expect(namedConstants('RechargeType')).toEqual({ ...RECHARGE_TYPE });
  });
});
