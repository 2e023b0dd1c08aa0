/**
 * The conformance check: a publisher's backend asked what the storefront will ask, each
 * answer checked against api/openapi.yaml (envelope as JSON, code, content shape; extra
 * fields allowed) and against the rules of the specification a client depends on:
 *   success is code 1; no token → -600 on every call that needs a login; unknown game →
 *   -3001; an area the brand does not serve → -3014; the same idempotency key never makes
 *   two orders; every address and image on the hosts the brand lists (relies.ts);
 *   a browser on the brand's domains is let in (CORS); and the rules JSON Schema cannot state
 *   (rules.ts: limits, a new order, no gateway 401, the collectors).
 *
 * In this order, each phase only when the one before gave it what it needs:
 *   1. read-only, no account: game list and banner per domain area, then per game (at
 *      most MAX_GAMES) logo, recharge texts, areas, servers, server search; the rules,
 *      each call that needs a login asked without one (its POSTs only with `write`); CORS
 *      for a browser on the brand's domains (cors.ts: a GET and a preflight)
 *   2. with an account: login, user info, used servers and roles per game, goods,
 *      payment regions and channels for a role, an order lookup
 *   3. with `write` only: one order with an idempotency key, the same request again with
 *      the same key, the order's status. Without `write` no POST is ever sent.
 * Requests are bounded (http.ts).
 */
import type { Brand, DomainArea } from '../../brands/brand.ts';
import { DOMAIN_AREAS } from '../../brands/brand-lists.ts';
import { formatProblem, ContractValidator } from '../../api/openapi-validator.ts';
import { obfuscatePassword } from '../../src/api/obfuscation.ts';
import { isJsonType } from '../../src/api/json-type.ts';
import { CODE, PATHS, type Channel, type Game, type Goods, type LoginResult, type OrderInfo, type PayRegionInfo, type Role, type Server, type ServerSearchResult, type Area } from '../../src/api/contract.ts';
import { BoundedHttp, BudgetExhausted, DEFAULT_BUDGET, type Exchange, type FetchLike, type HttpBudget } from './http.ts';
import { ADDRESS_CHECK, type KnownValues, addressProblems, callsNeedingLogin, listedHosts, tokenlessBody, tokenlessQuery } from './relies.ts';
import { deref, loadContract } from '../../api/openapi-document.ts';
import { corsChecks } from './cors.ts';
import { moneyChecks } from './money.ts';
import { checkLimits, checkNewOrder, collectorChecks, gateway401 } from './rules.ts';
import { checkProviderCredentials } from './credentials.ts';
import { type Call, type CallExtra, type CheckResult, type ConformanceRun, codeOf } from './results.ts';

/** Provider credentials in the login calls: long, and not worth printing. */
const CREDENTIAL_FIELDS = ['authorization_code', 'identity_token', 'fb_access_token', 'vk_access_token', 'first_name', 'last_name', 'email'];

/** Games checked one by one: enough to see a pattern, few enough to stay polite. */
export const MAX_GAMES = 5;
/** Parameters left out of a call's label: the same on every call, or secret. */
const UNLABELLED = new Set(['brand', 'spec_lang', 'oauth_token', 'password', 'return_url', ...CREDENTIAL_FIELDS]);

export interface ConformanceOptions {
  /** The API origin, e.g. https://api.watt-games.example. */
  origin: string;
  brand: Brand;
  account?: { username: string; password: string };
  /** Place one order (and replay it), and the money checks' orders (money.ts). Off: no POST is sent. */
  write: boolean;
  /** Stripe's API origin for the money checks' test payment (default https://api.stripe.com). */
  stripeApi?: string;
  budget?: Partial<HttpBudget>;
  fetch?: FetchLike;
}

function labelOf(x: Pick<Exchange, 'method' | 'path' | 'query'>, body?: Record<string, unknown>): string {
  const shown = Object.entries({ ...x.query, ...(body ?? {}) }).filter(([k]) => !UNLABELLED.has(k)).map(([k, v]) => `${k}=${String(v)}`);
  return `${x.method} ${x.path}${shown.length ? ` ${shown.join(' ')}` : ''}`;
}

const contentOf = <T>(x: Exchange): T => (x.body as { content: T }).content;

/** A random key: a replayed run must not meet its own earlier order. */
function idempotencyKey(): string {
  return `conformance-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export async function runConformance(opts: ConformanceOptions, onResult: (r: CheckResult) => void = () => {}): Promise<ConformanceRun> {
  const http = new BoundedHttp(opts.origin, { ...DEFAULT_BUDGET, ...opts.budget }, opts.fetch);
  const validator = new ContractValidator({ strict: false });
  const results: CheckResult[] = [];
  const notes: string[] = [];
  const brand = opts.brand;
  const record = (r: CheckResult) => { results.push(r); onResult(r); };
  const hosts = listedHosts(brand, opts.origin);
  const skip = (call: string, check: string, why: string) => record({ status: 'skip', call, check, detail: why });

  /**
   * Sends one call and checks its answer against the document and for the code expected;
   * returns the exchange when the answer fits and has that code.
   */
  async function call(method: 'GET' | 'POST', path: string, params: Record<string, string | number>, expectCode: number, extra: CallExtra = {}): Promise<Exchange | null> {
    // As the storefront sends them: a GET names the brand and language in its query, a POST
    // the brand in its body; both carry the token in the query.
    const query: Record<string, string> = method === 'GET' ? { spec_lang: 'en', brand: brand.id } : {};
    for (const [k, v] of Object.entries(params)) query[k] = String(v);
    if (extra.token) query.oauth_token = extra.token;
    const x = await http.request(method, path, query, extra.body && { brand: brand.id, ...extra.body }, extra.headers);
    const label = labelOf(x, extra.body);
    extra.seen?.(x);
    if (x.error) {
      record({ status: 'fail', call: label, check: 'answers', detail: x.error });
      return null;
    }
    const op = validator.operation(method, path);
    if (!op) throw new Error(`${method} ${path} is not in api/openapi.yaml`);
    const problems = validator.checkAnswer(op, { status: x.status!, body: x.body });
    // The storefront fails over an answer that is not JSON, as if the host were down.
    const type = x.headers?.get('content-type') ?? '';
    if (!isJsonType(type)) problems.unshift({ field: 'header.content-type', expected: 'application/json', found: type ? JSON.stringify(type) : 'none' });
    const shown = problems.slice(0, 5).map(formatProblem).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : '');
    record(problems.length ? { status: 'fail', call: label, check: 'fits the document', detail: shown } : { status: 'pass', call: label, check: 'fits the document' });
    checkAddresses(label, x);
    const code = codeOf(x);
    const what = expectCode === 1 ? 'answers code 1 (success)' : `answers ${expectCode}`;
    if (code === expectCode) record({ status: 'pass', call: label, check: what });
    else record({ status: 'fail', call: label, check: what, detail: (expectCode === CODE.TOKEN_INVALID && gateway401(x)) || `code: expected ${expectCode}, got ${JSON.stringify(code)} (HTTP ${x.status}${typeof (x.body as { msg?: unknown })?.msg === 'string' ? `, msg "${(x.body as { msg: string }).msg.slice(0, 120)}"` : ''})` });
    return problems.length === 0 && code === expectCode ? x : null;
  }

  /** The answer's addresses and images, when it has any, on the brand's listed hosts. */
  function checkAddresses(label: string, x: Exchange): void {
    const bad = typeof x.body === 'object' && x.body !== null ? addressProblems((x.body as { content?: unknown }).content, hosts) : null;
    if (!bad) return;
    const detail = bad.slice(0, 3).map((b) => `content${b.startsWith('[') ? '' : '.'}${b}`).join('; ') + (bad.length > 3 ? `; and ${bad.length - 3} more` : '');
    record(bad.length ? { status: 'fail', call: label, check: ADDRESS_CHECK, detail } : { status: 'pass', call: label, check: ADDRESS_CHECK });
  }

  /**
   * -600 from every call that needs a login, asked without a token, its other parameters
   * as the storefront would send them (`known`), so that only the missing login is wrong.
   * A POST only with `write`: a backend that breaks this rule could act on it.
   */
  async function checkLoginRequired(known: KnownValues): Promise<void> {
    const doc = loadContract();
    const resolve = (schema: unknown) => (schema && typeof schema === 'object' ? deref<Record<string, unknown>>(doc, schema, '').value : {});
    for (const op of callsNeedingLogin()) {
      const method = op.method === 'get' ? 'GET' : 'POST';
      if (method === 'POST' && !opts.write) {
        skip(`POST ${op.path}`, 'answers -600 without a token', 'a POST: needs --write');
        continue;
      }
      const key = op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
      await call(method, op.path, tokenlessQuery(op, known, resolve), -600, {
        ...(method === 'POST' ? { body: tokenlessBody(op, known, resolve) } : {}),
        ...(key ? { headers: { 'Idempotency-Key': idempotencyKey() } } : {}),
      });
    }
  }

  const expectTrue = (label: string, check: string, ok: boolean, detail: string) =>
    record(ok ? { status: 'pass', call: label, check } : { status: 'fail', call: label, check, detail });

  try {
    // ─── 1. Read-only, no account ──────────────────────────────────────────────────────
    const games = new Map<string, { game: Game; area: DomainArea }>();
    let listsFit = 0;
    for (const area of brand.domainAreas) {
      const x = await call('GET', PATHS.gameList, { domain_area: area }, 1);
      if (x) listsFit += 1;
      for (const g of x ? contentOf<Game[]>(x) : []) if (!games.has(g.client_id)) games.set(g.client_id, { game: g, area });
      await call('GET', PATHS.banner, { domain_area: area }, 1);
    }
    const gamesCheck = 'lists at least one game in the brand\'s domain areas';
    if (listsFit) expectTrue(`GET ${PATHS.gameList}`, gamesCheck, games.size > 0, `no game in ${brand.domainAreas.join(', ')}`);
    else skip(`GET ${PATHS.gameList}`, `${gamesCheck}, and the checks of each game`, 'no game list answer fits the document');

    const foreignArea = DOMAIN_AREAS.find((a) => !brand.domainAreas.includes(a));
    if (foreignArea) await call('GET', PATHS.gameList, { domain_area: foreignArea }, -3014);
    const unknownGame = '987654321';
    if (!games.has(unknownGame)) await call('GET', PATHS.gameLogo, { client_id: unknownGame }, -3001);

    const checked = [...games.values()].slice(0, MAX_GAMES);
    if (games.size > MAX_GAMES) notes.push(`${games.size} games listed; the first ${MAX_GAMES} were checked one by one.`);
    const firstServer = new Map<string, Server>();
    for (const { game, area } of checked) {
      const g = { client_id: game.client_id, domain_area: area };
      await call('GET', PATHS.gameLogo, { client_id: game.client_id }, 1);
      await call('GET', PATHS.rechargeConfig, g, 1);
      const areas = await call('GET', PATHS.areaList, g, 1);
      const firstArea = areas && contentOf<Area[]>(areas)[0];
      if (!firstArea) { skip(`GET ${PATHS.serverList} client_id=${game.client_id}`, 'lists servers', 'the game has no area'); continue; }
      const servers = await call('GET', PATHS.serverList, { ...g, area_id: firstArea.area_id }, 1);
      const server = servers && contentOf<Server[]>(servers)[0];
      if (!server) { skip(`GET ${PATHS.searchServer} client_id=${game.client_id}`, 'finds a server', 'the area has no server'); continue; }
      firstServer.set(game.client_id, server);
      const found = await call('GET', PATHS.searchServer, { ...g, server_id: server.server_id }, 1);
      if (found) expectTrue(labelOf(found), 'finds the server asked for', contentOf<ServerSearchResult>(found).server.server_id === server.server_id, `content.server.server_id: expected ${server.server_id}`);
    }
    await checkProviderCredentials(brand, call, record);

    const first = checked[0];
    if (first) {
      if (foreignArea) await call('GET', PATHS.areaList, { client_id: first.game.client_id, domain_area: foreignArea }, -3014);
      const server = firstServer.get(first.game.client_id);
      await checkLoginRequired({ client_id: first.game.client_id, domain_area: first.area, ...(server ? { server_id: server.server_id } : {}) });
    }
    await corsChecks({ http, brand, record });
    if (opts.write) await collectorChecks({ http, brand, validator, record });
    else skip('POST (the collectors)', 'each keeps a body sent as text/plain JSON and as application/json', 'a POST: needs --write');

    // ─── 2. With a test account ────────────────────────────────────────────────────────
    if (!opts.account) {
      skip(`GET ${PATHS.login}`, 'login, used servers, roles, goods, regions, channels, order lookup', 'needs --account user:password');
      return { results, requests: http.requests, elapsedMs: http.elapsedMs, notes };
    }
    const login = await call('GET', PATHS.login, { username: obfuscatePassword(opts.account.username), password: obfuscatePassword(opts.account.password) }, 1);
    if (!login) {
      skip(`GET ${PATHS.userInfo}`, 'the calls that need a login', 'the login failed');
      return { results, requests: http.requests, elapsedMs: http.elapsedMs, notes };
    }
    const token = contentOf<LoginResult>(login).oauth_token;
    await call('GET', PATHS.userInfo, {}, 1, { token });

    let purchase: { game: Game; area: DomainArea; server: Server; role: Role; goods: Goods[] } | undefined;
    for (const { game, area } of checked) {
      const g = { client_id: game.client_id, domain_area: area };
      const used = await call('GET', PATHS.usedServerList, g, 1, { token });
      const server = (used && contentOf<ServerSearchResult[]>(used)[0]?.server) ?? firstServer.get(game.client_id);
      if (!server) continue;
      const roles = await call('GET', PATHS.roleList, { ...g, server_id: server.server_id }, 1, { token });
      const role = roles && contentOf<Role[]>(roles)[0];
      if (!role) continue;
      const goods = await call('GET', PATHS.goodsList, { ...g, server_id: server.server_id, role_id: role.role_id }, 1, { token });
      if (goods) checkLimits(labelOf(goods), contentOf<Goods[]>(goods), record);
      const item = goods && contentOf<Goods[]>(goods)[0];
      if (!item) continue;
      purchase ??= { game, area, server, role, goods: contentOf<Goods[]>(goods) };
      const regions = await call('GET', PATHS.regionList, { ...g, goods_id: item.goods_id }, 1);
      const region = regions && (contentOf<PayRegionInfo[]>(regions).find((r) => r.default) ?? contentOf<PayRegionInfo[]>(regions)[0]);
      if (region) await call('GET', PATHS.channelList, { ...g, goods_id: item.goods_id, region: region.region }, 1);
    }
    if (!purchase) skip(`GET ${PATHS.goodsList}`, 'goods, payment regions and channels', `${opts.account.username} has no role with goods in the games checked`);
    await call('GET', PATHS.orderInfo, { billing_no: 'CONFORMANCE-NO-SUCH-ORDER' }, -3008, { token });

    // ─── 3. One order, only with --write ───────────────────────────────────────────────
    if (!opts.write) {
      skip(`POST ${PATHS.createOrder}`, 'one order and its replay with the same idempotency key', 'needs --write');
      return { results, requests: http.requests, elapsedMs: http.elapsedMs, notes };
    }
    const item = purchase?.goods.find((x) => !x.isLimit && !x.unpaid);
    if (!purchase || !item) {
      skip(`POST ${PATHS.createOrder}`, 'one order and its replay', purchase ? 'every goods item is limited or has an unpaid order' : 'no role with goods');
      return { results, requests: http.requests, elapsedMs: http.elapsedMs, notes };
    }
    const g = { client_id: purchase.game.client_id, domain_area: purchase.area };
    const regions = await call('GET', PATHS.regionList, { ...g, goods_id: item.goods_id }, 1);
    const region = regions && (contentOf<PayRegionInfo[]>(regions).find((r) => r.default) ?? contentOf<PayRegionInfo[]>(regions)[0]);
    const channels = region && await call('GET', PATHS.channelList, { ...g, goods_id: item.goods_id, region: region.region }, 1);
    const channel = channels && contentOf<Channel[]>(channels).find((c) => c.rechargeType === 1);
    if (!region || !channel) {
      skip(`POST ${PATHS.createOrder}`, 'one order and its replay', 'no redirect channel for the item in its default region');
      return { results, requests: http.requests, elapsedMs: http.elapsedMs, notes };
    }
    const body = {
      ...g, server_id: purchase.server.server_id, role_id: purchase.role.role_id, goods_id: item.goods_id,
      channel_id: channel.channel_id, region: region.region, return_url: `https://${brand.domains[0] ?? 'storefront.example'}/result`,
    };
    const key = idempotencyKey();
    const headers = { 'Idempotency-Key': key };
    // The new-order rule is checked on whatever came back, so that a schema failure does not hide it.
    const created = await call('POST', PATHS.createOrder, {}, 1, { body, headers, token, seen: (x) => checkNewOrder(labelOf(x, body), x, channel.rechargeType, record) });
    if (!created) return { results, requests: http.requests, elapsedMs: http.elapsedMs, notes };
    const order = contentOf<OrderInfo>(created);
    notes.push(`Placed order ${order.billing_no} (${item.display}, ${order.amount} ${order.currency}) for ${purchase.role.role_name} on ${purchase.server.server_name}; it is unpaid and fails by itself at its expires_at.`);
    const label = labelOf(created, body);

    const replay = await call('POST', PATHS.createOrder, {}, 1, { body, headers, token });
    if (replay) {
      const again = contentOf<OrderInfo>(replay);
      expectTrue(label, 'the same idempotency key answers the same order, not a second one', again.billing_no === order.billing_no, `content.billing_no: expected ${order.billing_no} (the first order), got ${again.billing_no}`);
    }
    const status = await call('GET', PATHS.orderInfo, { billing_no: order.billing_no }, 1, { token });
    if (status) expectTrue(labelOf(status), 'finds the order just placed', contentOf<OrderInfo>(status).billing_no === order.billing_no, `content.billing_no: expected ${order.billing_no}`);
    const after = await call('GET', PATHS.goodsList, { ...g, server_id: purchase.server.server_id, role_id: purchase.role.role_id }, 1, { token });
    if (after) {
      const unpaid = contentOf<Goods[]>(after).find((x) => x.goods_id === item.goods_id)?.unpaid;
      expectTrue(labelOf(after), 'the goods item shows the one unpaid order', unpaid?.billing_no === order.billing_no, `content[goods_id=${item.goods_id}].unpaid.billing_no: expected ${order.billing_no}, got ${JSON.stringify(unpaid?.billing_no ?? null)}`);
    }
    // The rules that keep one purchase from charging twice (concurrent keys, lost answers, takeovers).
    await moneyChecks({ http, brand, token, purchase, used: new Set([item.goods_id]), stripeApi: opts.stripeApi ?? 'https://api.stripe.com', record, notes });
  } catch (e) {
    if (!(e instanceof BudgetExhausted)) throw e;
    record({ status: 'fail', call: '(the run)', check: 'stays within its bounds', detail: `stopped: ${e.message}` });
  }
  return { results, requests: http.requests, elapsedMs: http.elapsedMs, notes };
}
