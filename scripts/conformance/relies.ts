/**
 * What the storefront relies on beyond the document's shapes, as checks of the conformance
 * run (issue 24): a backend whose answers fit every schema can still be one the storefront
 * cannot use at go-live.
 *
 *  - Addresses it follows, opens or shows must be on the hosts the brand file lists, or the
 *    storefront refuses them: `pay_url` on `hosts.payment` (every purchase would stop at
 *    "payment host not allowed"), `customer_service_url` on `hosts.customerService` and the
 *    banner's `link` on `hosts.bannerLinks` (https, or empty), `verify_url` on the API hosts,
 *    and images (`icon`, `image`) on the API hosts, the only image hosts of the page's CSP.
 *    None with `user:password@` (the storefront drops it; a backend has no reason to send it).
 *  - Every call that needs a login answers -600 without a token.
 *
 * Each check is a function of its own, called by run.ts where its answers are.
 */
import type { Brand } from '../../brands/brand.ts';
import { type Operation, contractOperations } from '../../api/openapi-document.ts';
import { obfuscatePassword } from '../../src/api/obfuscation.ts';

/** The hosts a brand's storefront accepts each kind of address on, as origins. */
export interface ListedHosts {
  payment: string[];
  customerService: string[];
  bannerLinks: string[];
  /** The API hosts: images (the CSP's img-src) and the real-name verification page. */
  api: string[];
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The brand's listed hosts. The origin being checked counts as one of its API hosts: it is
 * where the storefront sends its calls, by the brand file or by a staging build's
 * STORE_API_HOSTS.
 */
export function listedHosts(brand: Brand, checkedOrigin: string): ListedHosts {
  const h = brand.hosts;
  return {
    payment: h.payment.map(originOf),
    customerService: (h.customerService ?? []).map(originOf),
    bannerLinks: (h.bannerLinks ?? []).map(originOf),
    api: [...new Set([...h.api, h.demoApi, checkedOrigin].map(originOf))],
  };
}

interface AddressRule {
  /** What the hosts are called, for the message. */
  listed: string;
  hosts: (h: ListedHosts) => string[];
  /** https only (links the page opens); otherwise the scheme of a listed origin (a staging host may be http). */
  httpsOnly: boolean;
  /** An empty string means "none" and is allowed. */
  emptyAllowed: boolean;
}

/** The address fields of the document's answers, by field name. */
const ADDRESS_FIELDS: Record<string, AddressRule> = {
  pay_url: { listed: 'the brand\'s payment hosts (hosts.payment)', hosts: (h) => h.payment, httpsOnly: false, emptyAllowed: false },
  customer_service_url: { listed: 'the brand\'s customer-service hosts (hosts.customerService)', hosts: (h) => h.customerService, httpsOnly: true, emptyAllowed: true },
  link: { listed: 'the brand\'s banner-link hosts (hosts.bannerLinks)', hosts: (h) => h.bannerLinks, httpsOnly: true, emptyAllowed: true },
  verify_url: { listed: 'the brand\'s API hosts', hosts: (h) => h.api, httpsOnly: false, emptyAllowed: true },
  icon: { listed: 'the brand\'s API hosts (the page\'s only image hosts)', hosts: (h) => h.api, httpsOnly: false, emptyAllowed: false },
  image: { listed: 'the brand\'s API hosts (the page\'s only image hosts)', hosts: (h) => h.api, httpsOnly: false, emptyAllowed: false },
};

/** Why `value` will not do as `field`, or null when it will. */
function addressProblem(value: string, rule: AddressRule, hosts: ListedHosts): string | null {
  if (value === '' && rule.emptyAllowed) return null;
  let u: URL;
  try { u = new URL(value); } catch { return 'is not an absolute address'; }
  if (u.protocol !== 'https:' && (rule.httpsOnly || u.protocol !== 'http:')) return `is a ${u.protocol} address, not https`;
  if (u.username || u.password) return 'carries user:password@ before its host';
  const allowed = rule.hosts(hosts);
  if (!allowed.includes(u.origin)) return `is not on ${rule.listed}: ${allowed.length ? allowed.join(', ') : 'the brand file lists none'}`;
  return null;
}

/**
 * Every address field in an answer that breaks its rule, as `field path: "value" why`;
 * [] when all are fine, null when the answer has none (nothing to check).
 */
export function addressProblems(body: unknown, hosts: ListedHosts): string[] | null {
  const found: string[] = [];
  let seen = 0;
  const visit = (node: unknown, path: string): void => {
    if (Array.isArray(node)) { node.forEach((v, i) => visit(v, `${path}[${i}]`)); return; }
    if (typeof node !== 'object' || node === null) return;
    for (const [k, v] of Object.entries(node)) {
      const at = path ? `${path}.${k}` : k;
      const rule = Object.prototype.hasOwnProperty.call(ADDRESS_FIELDS, k) ? ADDRESS_FIELDS[k] : undefined;
      if (rule && typeof v === 'string') {
        seen += 1;
        const why = addressProblem(v, rule, hosts);
        if (why) found.push(`${at}: ${JSON.stringify(v.length > 120 ? `${v.slice(0, 120)}…` : v)} ${why}`);
      } else {
        visit(v, at);
      }
    }
  };
  visit(body, '');
  return seen ? found : null;
}

export const ADDRESS_CHECK = 'addresses and images on the brand\'s listed hosts';

/** Values a call's parameters may take, from what the run has seen so far. */
export type KnownValues = Record<string, string | number>;

/** Follows a schema's $refs (openapi-document.ts deref). */
export type ResolveSchema = (schema: unknown) => Record<string, unknown>;

/** A well-formed value for a parameter the run has no value for: the document's example, else one of the right type. */
function exampleOf(name: string, schema: Record<string, unknown>): string | number {
  if (name === 'card_pwd') return obfuscatePassword('conformance');
  const s = schema as { examples?: unknown[]; example?: unknown; type?: string | string[]; enum?: unknown[] };
  const ex = s.examples?.[0] ?? s.example ?? s.enum?.[0];
  if (typeof ex === 'string' || typeof ex === 'number') return ex;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  return type === 'integer' || type === 'number' ? 1 : 'conformance';
}

/** The calls that need a login (every security alternative has oauthToken), GETs first. */
export function callsNeedingLogin(ops: Operation[] = contractOperations()): Operation[] {
  return ops.filter((op) => op.needsToken && !op.servers).sort((a, b) => (a.method === b.method ? 0 : a.method === 'get' ? -1 : 1));
}

/** The query of a call without a token: each required parameter (and `brand`, `domain_area`, `client_id` when it takes them) from `known`, else an example. */
export function tokenlessQuery(op: Operation, known: KnownValues, resolve: ResolveSchema): Record<string, string | number> {
  const q: Record<string, string | number> = {};
  for (const p of op.parameters) {
    if (p.in !== 'query' || p.name === 'oauth_token' || p.name === 'spec_lang' || p.name === 'brand') continue;
    if (p.required || p.name in known) q[p.name] = known[p.name] ?? exampleOf(p.name, resolve(p.schema));
  }
  return q;
}

/** The JSON body of a POST without a token: each required property from `known`, else the schema's example or one of its type. */
export function tokenlessBody(op: Operation, known: KnownValues, resolve: ResolveSchema): Record<string, unknown> {
  const content = (op.raw.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  const schema = resolve(content?.['application/json']?.schema);
  const props = (schema.properties ?? {}) as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const name of (schema.required ?? []) as string[]) {
    if (name === 'brand') continue;
    body[name] = known[name] ?? exampleOf(name, resolve(props[name]));
  }
  return body;
}
