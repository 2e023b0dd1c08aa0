/**
 * The API client every endpoint module calls (spec sections 7 and 8).
 *
 *  - Hosts: see client-hosts.ts (demo host on "demo" pages; primary then backups; a backup
 *    that answered is tried first for the next BACKUP_HOST_MEMORY_MS).
 *  - Each attempt times out after REQUEST_TIMEOUT_MS (client-http.ts).
 *  - A failed attempt (network error, timeout, a gateway's 502/503/504, or any reply that
 *    is not the envelope served as JSON: an HTML maintenance or block page, a 429 from a
 *    CDN) is retried: TRIES_PER_HOST attempts per host, RETRY_DELAY_MS apart; a call that
 *    may be repeated also goes to the next host at once, and to it after HEDGE_AFTER_MS
 *    without an answer; the first envelope wins (client-hosts.ts). An envelope, whatever
 *    its HTTP status or code, is the backend's answer and is never retried.
 *  - A retry resends the same request, Idempotency-Key header included, so the server can
 *    tell a retried order or reward claim from a new one. A POST without a key is sent
 *    once only: after a timeout the server may have acted on it, and a blind resend could
 *    charge or redeem twice.
 *  - Every GET carries spec_lang (current language); GETs and POSTs carry oauth_token when
 *    logged in and the caller did not give one. POST bodies are JSON.
 *  - Success is code 1 and resolves to `content`, once it has the shape the contract gives
 *    it (answer-shape.ts; else CLIENT_CODE.badShape, reported to the beacon). Anything else
 *    rejects with ApiError after spec section 8's effects have run (reported through
 *    lib/api-error-effects.ts; the app applies them), unless the call is `silent` (or,
 *    for section 8's messages only, `quiet`).
 *
 * Works in the browser and in plain Node (the contract tests): nothing here touches
 * window, location or localStorage without a guard.
 */
import { handleApiError, reportApiFailure } from '../lib/api-error-effects.ts';
import { REQUEST_TIMEOUT_MS } from '../lib/constants.ts';
import { requestContext } from '../lib/request-context.ts';
import { ApiError, CLIENT_CODE } from './api-error.ts';
import { shapeProblem } from './answer-shape.ts';
import { ANSWER_SHAPES } from './answer-shapes.gen.ts';
import { IDEMPOTENCY_HEADER } from './contract.ts';
import { type FetchLike, TransportError, setFetch } from './client-http.ts';
import { type Reply, firstReply, setHostsOverride } from './client-hosts.ts';

export { ApiError, CLIENT_CODE };

export interface CallOptions {
  /** Skip the global error-code handling (the caller handles every code itself); still rejects with ApiError. */
  silent?: boolean;
  /**
   * The caller shows what went wrong itself (or nothing), so section 8's messages are left
   * out; the codes that move the player or end the session still do (app/api-effects.ts).
   * For a call whose failure the caller words itself, or one not worth a word, that must
   * still not leave the player on a page section 8 would take them from. 'background': a
   * call the page makes on its own, not at the player's request, whose expired login (-600)
   * only logs out, without the login popup or the move to / (the page may need no login).
   */
  quiet?: boolean | 'background';
  /** Sent as the Idempotency-Key header; a retry always reuses it. */
  idempotencyKey?: string;
  /**
   * Sent ahead of the call that needs it, while the page does not know yet whether it will
   * (step 2's lists for the kept character, before the character list confirms it): the
   * request goes out (hosts, retries and failover as usual) and the call resolves at once,
   * to nothing. The same call (method, path and query) made within REQUEST_TIMEOUT_MS
   * takes its answer instead of asking, and handles it as any answer; an answer no call
   * takes is never looked at, so it shows nothing.
   */
  ahead?: boolean;
}

export type Params = Record<string, string | number | boolean | undefined | null>;

export interface ApiConfig {
  /** Replaces fetch under the redaxios instance (tests: a fake; null: the platform's). */
  fetch?: FetchLike | null;
  /** Replaces the brand's host list, primary first (null: the brand's again). */
  hosts?: string[] | null;
}

/** Injects fetch and hosts; fields left out are unchanged. */
export function configureApi(config: ApiConfig): void {
  if (config.fetch !== undefined) setFetch(config.fetch);
  if (config.hosts !== undefined) setHostsOverride(config.hosts);
}

/** Success (contract.ts CODE.OK), spelled here so the first bundle does not carry the code table. */
const OK = 1;



function queryOf(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/**
 * Query parameters every call carries. Spec section 7: every GET gets spec_lang and, when
 * logged in and the caller gave none, oauth_token. The contract (contract.ts) also wants
 * oauth_token on POSTs, where the order and claim calls need the player.
 */
function withCommonParams(method: 'GET' | 'POST', params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = method === 'GET' ? { ...params, spec_lang: requestContext.lang } : { ...params };
  if (requestContext.token && !('oauth_token' in params)) out.oauth_token = requestContext.token;
  return out;
}

/** Answers asked for ahead (CallOptions.ahead) and not taken yet, by method, path and query. */
const ahead = new Map<string, Promise<Reply | TransportError>>();

async function call<T>(method: 'GET' | 'POST', path: string, params: Params, body: unknown, opts: CallOptions): Promise<T> {
  const query = withCommonParams(method, queryOf(params));
  const headers: Record<string, string> = {};
  if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;

  const repeatable = method === 'GET' || !!opts.idempotencyKey;
  const key = `${method} ${path}?${new URLSearchParams(query)}`;
  const reply = ahead.get(key) ?? firstReply({ method, path, params: query, body, headers }, repeatable);
  ahead.delete(key);
  if (opts.ahead) {
    ahead.set(key, reply);
    // Not taken by then, it is too old to stand for a fresh answer: the call asks again.
    // (Only a page's start sends ahead, so no newer one for the same call is dropped here.)
    setTimeout(() => ahead.delete(key), REQUEST_TIMEOUT_MS);
    return undefined as T;
  }
  const out = await reply;

  let err: ApiError;
  if (out instanceof TransportError) {
    // The last host's failure names it: a page in the envelope's place, or no answer at all.
    err = new ApiError(out.reason === 'page' ? CLIENT_CODE.badReply : CLIENT_CODE.network, out.message, path, { cause: out });
    reportApiFailure({ type: 'api', message: `${method} ${path}: ${out.message}`, source: path });
  } else if (Number(out.data.code) === OK) {
    const shape = ANSWER_SHAPES[`${method} ${path}`];
    const problem = shape && shapeProblem(out.data.content, shape);
    if (!problem) return out.data.content as T;
    err = new ApiError(CLIENT_CODE.badShape, problem, path);
    reportApiFailure({ type: 'api', message: `${method} ${path}: ${problem}`, source: path });
  } else {
    err = new ApiError(Number(out.data.code), typeof out.data.msg === 'string' ? out.data.msg : '', path);
    err.content = out.data.content;
  }
  err.quiet = opts.quiet;
  if (!opts.silent) await handleApiError(err);
  throw err;
}

export function apiGet<T>(path: string, params: Params = {}, opts: CallOptions = {}): Promise<T> {
  return call<T>('GET', path, params, undefined, opts);
}

/** A POST is never sent ahead: it may place an order, and one nobody takes must not exist. */
export type PostOptions = Omit<CallOptions, 'ahead'>;

export function apiPost<T>(path: string, body: unknown = {}, params: Params = {}, opts: PostOptions = {}): Promise<T> {
  return call<T>('POST', path, params, body, opts);
}
