/**
 * The conformance check's CORS rules (api/openapi.yaml, "Hosts"): the storefront is a page
 * on the brand's own domains (brand.domains) calling the API host from the player's
 * browser, so a backend whose answers every server-side check accepts can still be one no
 * player reaches. Read-only: a GET and a preflight (OPTIONS), which no backend acts on.
 *
 *   1. a GET from each of the brand's storefront origins is allowed (Access-Control-Allow-
 *      Origin: that origin, or *); an echoed origin comes with `Vary: Origin`, or a shared
 *      cache (a CDN in front of the API) hands one brand's allowance to the next origin,
 *      whose browser then refuses the answer;
 *   2. the preflight of a keyed POST (create_order: JSON body and Idempotency-Key) allows
 *      the method and both headers, or the browser never sends the order.
 */
import type { Brand } from '../../brands/brand.ts';
import { IDEMPOTENCY_HEADER, PATHS } from '../../src/api/contract.ts';
import type { BoundedHttp, Exchange } from './http.ts';
import type { CheckResult } from './results.ts';

export const CORS_CHECKS = {
  allowed: 'allows the storefront\'s origin (Access-Control-Allow-Origin)',
  varies: 'an echoed origin comes with Vary: Origin',
  preflight: 'its preflight allows POST with content-type and idempotency-key',
} as const;

/** The headers a keyed POST sends that need the preflight's allowance (src/api: a JSON body, the key). */
const KEYED_POST_HEADERS = ['content-type', IDEMPOTENCY_HEADER.toLowerCase()];

const listOf = (v: string | null | undefined) => (v ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
const shown = (v: string | null | undefined) => (v === null || v === undefined ? 'none' : JSON.stringify(v));

export async function corsChecks(run: { http: BoundedHttp; brand: Brand; record(r: CheckResult): void }): Promise<void> {
  const { http, brand } = run;
  const check = (call: string, check: string, problem: string | null) =>
    run.record(problem ? { status: 'fail', call, check, detail: problem } : { status: 'pass', call, check });
  /** Why `x` does not allow `origin`, or null when it does. */
  const refusal = (x: Exchange, origin: string): string | null => {
    if (x.error) return x.error;
    const allow = x.headers?.get('access-control-allow-origin');
    return allow === origin || allow === '*' ? null : `Access-Control-Allow-Origin: expected ${origin} or *, got ${shown(allow)}`;
  };

  for (const domain of brand.domains) {
    const origin = `https://${domain}`;
    const x = await http.request('GET', PATHS.gameList, { domain_area: brand.domainAreas[0]!, spec_lang: 'en', brand: brand.id }, undefined, { origin });
    const call = `GET ${PATHS.gameList} from ${origin}`;
    const refused = refusal(x, origin);
    check(call, CORS_CHECKS.allowed, refused);
    if (refused || x.headers?.get('access-control-allow-origin') === '*') continue;
    const vary = listOf(x.headers?.get('vary'));
    check(call, CORS_CHECKS.varies, vary.includes('origin') || vary.includes('*') ? null : `Vary: expected Origin among its names, got ${shown(x.headers?.get('vary'))}`);
  }

  const origin = `https://${brand.domains[0]!}`;
  const x = await http.request('OPTIONS', PATHS.createOrder, {}, undefined, {
    origin, 'access-control-request-method': 'POST', 'access-control-request-headers': KEYED_POST_HEADERS.join(', '),
  });
  const call = `OPTIONS ${PATHS.createOrder} from ${origin}`;
  const problems: string[] = [];
  const refused = refusal(x, origin);
  if (refused) problems.push(refused);
  if (!x.error) {
    if (x.status! < 200 || x.status! > 299) problems.push(`HTTP ${x.status}, expected 2xx`);
    const methods = listOf(x.headers?.get('access-control-allow-methods'));
    if (!methods.includes('post') && !methods.includes('*')) problems.push(`Access-Control-Allow-Methods: expected POST, got ${shown(x.headers?.get('access-control-allow-methods'))}`);
    const headers = listOf(x.headers?.get('access-control-allow-headers'));
    const missing = KEYED_POST_HEADERS.filter((h) => !headers.includes(h) && !headers.includes('*'));
    if (missing.length) problems.push(`Access-Control-Allow-Headers: expected ${missing.join(' and ')}, got ${shown(x.headers?.get('access-control-allow-headers'))}`);
  }
  check(call, CORS_CHECKS.preflight, problems.length ? problems.join('; ') : null);
}
