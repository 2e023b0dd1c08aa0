/**
 * The conformance check's rules that JSON Schema cannot state (issue 37), each failure
 * naming its rule:
 *   - a purchase limit's `remaining` is at most its `count`;
 *   - a new order is unpaid and pending, with only its channel's field (a redirect channel:
 *     `pay_url`, no `client_secret`, no `payment_window`);
 *   - a call without a token answers HTTP 200 with -600, never a gateway's 401 ("Hosts");
 *   - each collector keeps a body sent as the browser sends it (`text/plain`, JSON inside)
 *     and one sent as `application/json` (with --write only: it is a POST).
 */
import type { Brand } from '../../brands/brand.ts';
import type { ContractValidator } from '../../api/openapi-validator.ts';
import { formatProblem } from '../../api/openapi-validator.ts';
import { ERROR_LOG_PATHS, RECHARGE_TYPE, TRACKING_EVENTS, TRACKING_PATH, type Goods, type OrderInfo, type RechargeType } from '../../src/api/contract.ts';
import type { BoundedHttp, Exchange } from './http.ts';
import type { CheckResult } from './results.ts';

type RecordFn = (r: CheckResult) => void;

export const RULE_LIMIT = 'rule "Purchase limits": remaining is at most count';
export const RULE_NEW_ORDER = 'rule "A new order": unpaid and pending, with only its channel\'s field';
export const RULE_HOSTS_401 = 'rule "Hosts": a missing or expired token is HTTP 200 with -600, never a gateway\'s 401';
export const RULE_COLLECTORS = 'rule "Collectors": a body sent as text/plain JSON is kept, as one sent as application/json';

const short = (v: unknown) => { const s = typeof v === 'string' ? v : JSON.stringify(v); return s.length > 120 ? `${s.slice(0, 117)}...` : s; };

/** The goods list's limits whose `remaining` exceeds their `count`. */
export function checkLimits(label: string, goods: Goods[], record: RecordFn): void {
  const limited = goods.map((g, i) => ({ g, i })).filter(({ g }) => g.limit);
  if (!limited.length) return;
  const bad = limited.filter(({ g }) => g.limit!.remaining > g.limit!.count)
    .map(({ g, i }) => `content[${i}].limit.remaining: ${g.limit!.remaining} is more than its count ${g.limit!.count}`);
  const check = 'a purchase limit\'s remaining is at most its count';
  record(bad.length ? { status: 'fail', call: label, check, detail: `${RULE_LIMIT}: ${bad.join('; ')}` } : { status: 'pass', call: label, check });
}

/** What each channel kind's new order carries, and must not. */
const CHANNEL_FIELDS: Partial<Record<RechargeType, { set: (keyof OrderInfo)[]; unset: (keyof OrderInfo)[] }>> = {
  [RECHARGE_TYPE.REDIRECT]: { set: ['pay_url'], unset: ['client_secret', 'payment_window'] },
  [RECHARGE_TYPE.CARD_FORM]: { set: ['client_secret'], unset: ['pay_url', 'payment_window'] },
  [RECHARGE_TYPE.PAYMENT_WINDOW]: { set: ['payment_window', 'pay_url'], unset: ['client_secret'] },
};

/**
 * The answer of a new order, whatever else is wrong with it (so that a schema failure
 * does not hide the rule): unpaid, pending, its channel's fields set and the others null.
 */
export function checkNewOrder(label: string, x: Exchange, rechargeType: RechargeType, record: RecordFn): void {
  const order = (x.body as { code?: unknown; content?: OrderInfo } | undefined);
  if (order?.code !== 1 || typeof order.content !== 'object' || order.content === null) return;
  const o = order.content;
  const bad: string[] = [];
  if (o.paid !== false) bad.push(`content.paid: expected false, got ${short(o.paid)} (every purchase would skip the payment page)`);
  if (o.status !== 'pending') bad.push(`content.status: expected "pending", got ${short(o.status)}`);
  const fields = CHANNEL_FIELDS[rechargeType];
  for (const f of fields?.set ?? []) if (o[f] === null || o[f] === undefined) bad.push(`content.${f}: expected a value for a channel of rechargeType ${rechargeType}, got ${short(o[f] ?? null)}`);
  for (const f of fields?.unset ?? []) if (o[f] !== null) bad.push(`content.${f}: expected null for a channel of rechargeType ${rechargeType}, got ${short(o[f])}`);
  const check = 'a new order is unpaid and pending, with only its channel\'s field';
  record(bad.length ? { status: 'fail', call: label, check, detail: `${RULE_NEW_ORDER}: ${bad.join('; ')}` } : { status: 'pass', call: label, check });
}

/** The detail of a tokenless call answered by a gateway's 401, naming the rule; null for any other answer. */
export function gateway401(x: Exchange): string | null {
  if (x.status !== 401) return null;
  return `${RULE_HOSTS_401}: got HTTP 401 ${short(x.body ?? '')} (the storefront takes it for a host that is down and never asks the player to log in)`;
}

/** A body of each collector, marked as the check's own so that its owner can drop it. */
function collectorBodies(brand: Brand): { origin: string; path: string; body: object }[] {
  const event_id = brand.trackingEventId;
  const url = `https://${brand.domains[0] ?? 'storefront.example'}/selectGame`;
  return [
    { origin: brand.hosts.tracking, path: TRACKING_PATH, body: { event_id, event: TRACKING_EVENTS.view_selectGame, user_id: '', user_name: '', device_type: 'web', language: 'en', channel: 'web', client_id: '', domain_area: brand.domainAreas[0] ?? '', extend_data: 'npm run conformance: a test event' } },
    { origin: brand.hosts.errorLog, path: ERROR_LOG_PATHS.perf, body: { event_id, url, timing: { ttfb: 120, domContentLoaded: 640, load: 910 }, slow_resources: [] } },
    { origin: brand.hosts.errorLog, path: ERROR_LOG_PATHS.error, body: { event_id, url, errors: [{ type: 'js', message: 'npm run conformance: a test entry', source: url, time: Date.now() }] } },
  ];
}

/** Posts to each collector as the browser does (text/plain) and as application/json; each answer must keep it (code 1) and fit the document. */
export async function collectorChecks(run: { http: BoundedHttp; brand: Brand; validator: ContractValidator; record: RecordFn }): Promise<void> {
  for (const c of collectorBodies(run.brand)) {
    const op = run.validator.operation('POST', c.path)!;
    for (const type of ['text/plain;charset=UTF-8', 'application/json']) {
      const x = await run.http.request('POST', new URL(c.path, c.origin).toString(), {}, c.body, { 'content-type': type });
      const call = `POST ${c.origin}${c.path} (${type.split(';')[0]})`;
      const check = 'keeps the body (code 1)';
      if (x.error) { run.record({ status: 'fail', call, check, detail: x.error }); continue; }
      const problems = run.validator.checkAnswer(op, { status: x.status!, body: x.body }).map(formatProblem);
      const code = (x.body as { code?: unknown } | undefined)?.code;
      if (x.status === 200 && code === 1 && !problems.length) run.record({ status: 'pass', call, check });
      else run.record({ status: 'fail', call, check, detail: `${RULE_COLLECTORS}: got HTTP ${x.status} ${short(x.body ?? '')}${problems.length ? `; ${problems.slice(0, 2).join('; ')}` : ''}` });
    }
  }
}
