/**
 * The tiny router every stand-in host uses: exact paths with `:name` segments, a handler
 * per method, CORS, body limits, the envelope, idempotency keys, and a last-resort catch
 * that answers -5000 without a stack trace.
 *
 * A handler returns the `content` of a success envelope, or a `Reply` to send as is, or
 * throws `Fail(code, msg, content?)`. With a ContractCheck (startSandbox's validate option)
 * every exchange is also checked against api/openapi.yaml on its way out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CODE, type ApiPath, type ResultOf } from '../src/api/contract.ts';
import type { SandboxHost } from './ports.ts';
import { BODY_LIMIT, Fail, Reply, corsHeaders, envelopeReply, escapeHtml, htmlPage, jsonReply, envelope, parseBody, readBody } from './http.ts';
import { Params } from './params.ts';
import type { SandboxState } from './state.ts';
import { mangleJson, type FaultSpec } from './faults.ts';
import type { ContractCheck, ContractReport, SeenRequest } from './contract-check.ts';
import { inLanguage } from './i18n.ts';

export type Origins = Record<SandboxHost, string>;

/** What handlers can reach besides the request. */
export interface Services {
  state: SandboxState;
  origins: Origins;
  /** Where twitter_auth's url points (SandboxOptions.twitterPageOrigin). */
  twitterPageOrigin: string;
  setFault(f: FaultSpec): void;
  clearFaults(host?: SandboxHost): Promise<void>;
  faults(): FaultSpec[];
  /** What the contract check found (empty when the sandbox runs without validate). */
  contractReport(): ContractReport;
}

export interface Ctx {
  req: IncomingMessage;
  /** The stand-in host that took the request, and its origin. */
  host: SandboxHost;
  origin: string;
  path: string;
  /** `:name` segments of the route. */
  pathParams: Record<string, string>;
  query: Params;
  /** The parameters: the query for GET, the body over the query for POST. */
  p: Params;
  svc: Services;
}

export type Handler = (ctx: Ctx) => unknown;

type Awaitable<T> = T | Promise<T>;

/**
 * The handler of one call of api/openapi.yaml: it returns that call's `content` as the
 * generated types say (src/api/openapi.gen.ts through contract.ts ResultOf), or a Reply.
 */
export type ApiHandler<P extends ApiPath, M extends 'get' | 'post' = 'get'> = (ctx: Ctx) => Awaitable<ResultOf<P, M> | Reply>;

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  handler: Handler;
  /** Takes an Idempotency-Key header: the same key replays the first successful answer. */
  idempotency?: 'required' | 'optional';
}

export interface RouterOptions {
  /** Answer CORS (API, tracking, error log, control); off for pages opened by navigation. */
  cors: boolean;
  bodyLimit?: number;
  /** Accept application/x-www-form-urlencoded bodies (pages' forms, the tracking collector). */
  forms?: boolean;
  /** Check each request and answer against api/openapi.yaml (hosts that serve its calls). */
  check?: ContractCheck;
}

/** A route of a call the document describes; its handler's result is checked against it at compile time. */
export function apiRoute<P extends ApiPath>(method: 'GET', path: P, handler: ApiHandler<P, 'get'>, idempotency?: Route['idempotency']): Route;
export function apiRoute<P extends ApiPath>(method: 'POST', path: P, handler: ApiHandler<P, 'post'>, idempotency?: Route['idempotency']): Route;
export function apiRoute(method: 'GET' | 'POST', path: string, handler: Handler, idempotency?: Route['idempotency']): Route {
  // Every call answers in spec_lang where the seed has the words (i18n.ts).
  const h: Handler = (ctx) => inLanguage(ctx, handler);
  return idempotency ? { method, path, handler: h, idempotency } : { method, path, handler: h };
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;
/** Retry-After of a 409 in progress, seconds. */
const IN_PROGRESS_RETRY_AFTER_S = 1;

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const ps = pattern.split('/');
  const xs = path.split('/');
  if (ps.length !== xs.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!;
    const x = xs[i]!;
    if (p.startsWith(':')) {
      let v: string;
      try { v = decodeURIComponent(x); } catch { return null; }
      if (!v) return null;
      out[p.slice(1)] = v;
    } else if (p !== x) return null;
  }
  return out;
}

/** `mangle`: a mangle fault that rewrites this request's answer (faults.ts). */
export type RequestListener = (req: IncomingMessage, res: ServerResponse, host: SandboxHost, origin: string, mangle?: FaultSpec) => Promise<void>;

export function createRouter(routes: Route[], svc: Services, opts: RouterOptions): RequestListener {
  const limit = opts.bodyLimit ?? BODY_LIMIT;

  /** `heard` collects the parsed request for the contract check. */
  async function dispatch(req: IncomingMessage, host: SandboxHost, origin: string, heard: SeenRequest): Promise<Reply> {
    let url: URL;
    try { url = new URL(`http://127.0.0.1${req.url ?? '/'}`); } catch { throw new Fail(CODE.BAD_PARAM, 'The request address is malformed.', null, 400); }
    const path = url.pathname;
    if (req.method === 'OPTIONS' && opts.cors) { req.resume(); return new Reply(204, {}, ''); }

    const candidates = routes.map((r) => ({ r, params: matchPath(r.path, path) })).filter((m) => m.params !== null);
    if (candidates.length === 0) { req.resume(); throw new Fail(CODE.NOT_FOUND, `No such path: ${path.slice(0, 200)}`, null, 404); }
    const hit = candidates.find((m) => m.r.method === req.method);
    if (!hit) { req.resume(); throw new Fail(CODE.METHOD_NOT_ALLOWED, `${String(req.method)} is not allowed on ${path}; use ${candidates.map((m) => m.r.method).join(' or ')}.`, null, 405); }

    const query = Params.fromQuery(url.searchParams);
    heard.query = query.raw() as Record<string, string>;
    let body: Record<string, unknown> = {};
    if (req.method === 'POST' || req.method === 'DELETE') {
      heard.contentType = req.headers['content-type'];
      body = parseBody(await readBody(req, limit), heard.contentType, opts.forms ?? false);
      heard.body = body;
    } else req.resume();
    const p = req.method === 'GET' ? query : new Params({ ...query.raw(), ...body });
    const ctx: Ctx = { req, host, origin, path, pathParams: hit.params!, query, p, svc };

    const route = hit.r;
    if (!route.idempotency) return toReply(await route.handler(ctx));

    const rawKey = req.headers['idempotency-key'];
    const key = Array.isArray(rawKey) ? rawKey[0] : rawKey;
    if (!key) {
      if (route.idempotency === 'required') throw new Fail(CODE.BAD_PARAM, 'The Idempotency-Key header is required.');
      return toReply(await route.handler(ctx));
    }
    if (!IDEMPOTENCY_KEY.test(key)) throw new Fail(CODE.BAD_PARAM, 'The Idempotency-Key header is malformed (1-128 of letters, digits, _ . : -).');
    const { spec_lang: _lang, ...fingerprinted } = p.raw();
    const fingerprint = JSON.stringify(Object.entries(fingerprinted).sort(([a], [b]) => a.localeCompare(b)));
    const storeKey = `${route.method} ${route.path} ${key}`;
    const keys = svc.state.idempotency;
    const seen = keys.get(storeKey);
    if (seen) {
      if (seen.fingerprint !== fingerprint) throw new Fail(CODE.IDEMPOTENCY_CONFLICT, 'This Idempotency-Key was used for a different request.');
      if (seen.inProgress) return envelopeReply(CODE.IDEMPOTENCY_IN_PROGRESS, 'A request with this Idempotency-Key is still being processed; send it again.', null, 409, { 'retry-after': String(IN_PROGRESS_RETRY_AFTER_S) });
      return jsonReply(200, envelope(CODE.OK, 'success', seen.answer), { 'idempotent-replayed': 'true' });
    }
    // The key is claimed before the request acts (api/openapi.yaml, "Idempotency"): the same
    // key at another host meanwhile gets 409 in progress, never a second order. Naive (a test
    // switch): claimed only once the answer is in, so two at once both act.
    const claim = !svc.state.naive.has('idempotency');
    if (claim) keys.set(storeKey, { fingerprint, inProgress: true });
    let answer: unknown;
    try {
      answer = await route.handler(ctx);
    } catch (e) {
      if (claim) keys.delete(storeKey); // a failed call is not remembered
      throw e;
    }
    if (answer instanceof Reply) { if (claim) keys.delete(storeKey); return answer; }
    keys.set(storeKey, { fingerprint, answer });
    return toReply(answer);
  }

  return async (req, res, host, origin, mangle) => {
    const heard: SeenRequest = { host, method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!, query: {}, headers: req.headers };
    let reply: Reply;
    try {
      reply = await dispatch(req, host, origin, heard);
    } catch (e) {
      if (e instanceof Fail) reply = envelopeReply(e.code, e.message, e.content, e.status);
      else {
        console.error(`[sandbox] ${host} ${req.method} ${req.url}:`, e);
        reply = envelopeReply(CODE.INTERNAL, 'Internal error in the sandbox.', null, 500);
      }
    }
    if (mangle && (reply.headers['content-type'] ?? '').startsWith('application/json')) reply = new Reply(reply.status, reply.headers, mangleJson(reply.body, mangle));
    opts.check?.record(heard, reply, mangle !== undefined);
    send(res, reply, opts.cors ? corsHeaders(req) : {});
  };
}

/** For hosts people open in a browser (payment site, social pages): a failure is shown as a page, not JSON. */
export function asPage(title: string, h: Handler): Handler {
  return async (ctx) => {
    try {
      return await h(ctx);
    } catch (e) {
      if (!(e instanceof Fail)) throw e;
      return htmlPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(e.message)}</p>`, e.status === 200 ? 400 : e.status);
    }
  };
}

function toReply(v: unknown): Reply {
  return v instanceof Reply ? v : envelopeReply(CODE.OK, 'success', v ?? null);
}

export function send(res: ServerResponse, reply: Reply, extra: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = { ...reply.headers, ...extra };
  if (reply.status === 413) headers.connection = 'close';
  res.writeHead(reply.status, headers);
  res.end(reply.body);
}
