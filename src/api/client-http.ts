/**
 * The one redaxios instance and the fetch under it. redaxios has no timeout and passes no
 * abort signal, and it rejects a failed status with the response object rather than an
 * Error; this module fixes both, so the client above sees exactly two outcomes: the
 * contract's envelope (any status but a gateway's), or a failed attempt, which the client
 * fails over (no reply at all, a gateway's 502, 503 or 504, or a reply that is not the
 * envelope: a maintenance page, a CDN's block page, JSON of another shape, another
 * content type).
 */
import redaxios from 'redaxios';
import { REQUEST_TIMEOUT_MS } from '../lib/constants.ts';
import { pageLeaving } from '../lib/page-leaving.ts';
import { takePrefetched } from '../lib/prefetched.ts';
import { isJsonType } from './json-type.ts';

/**
 * No answer from the backend: the network failed, the reply did not arrive within
 * REQUEST_TIMEOUT_MS, a gateway answered for a backend it could not reach (502, 503, 504:
 * the backend never saw the request, or cannot say), or something else answered in its
 * place ('page': a reply that is not the envelope, such as a maintenance page or a block
 * page). The contract's hosts section documents that a client fails all of these over.
 * 'leaving': the request was cancelled because the page is leaving; never failed over.
 */
export class TransportError extends Error {
  constructor(public reason: 'network' | 'timeout' | 'gateway' | 'page' | 'inProgress' | 'leaving', options?: { cause?: unknown; status?: number; type?: string }) {
    super(
      reason === 'timeout' ? `no reply within ${REQUEST_TIMEOUT_MS} ms`
      : reason === 'gateway' ? `gateway answered HTTP ${options?.status}`
      : reason === 'page' ? `HTTP ${options?.status} without an envelope (${options?.type})`
      : reason === 'inProgress' ? 'the same request is still in progress (HTTP 409)'
      : reason === 'leaving' ? 'page leaving'
      : 'network error',
      options,
    );
    this.name = 'TransportError';
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Looked up at call time, so a test's stubbed global fetch also counts. */
let fetchImpl: FetchLike | null = null;

/** Tests inject a fake fetch; null restores the platform's. */
export function setFetch(f: FetchLike | null): void {
  fetchImpl = f;
}

/**
 * The reply with its body already read: the timeout then covers a server that sends
 * headers and stalls on the body, and redaxios reads the text from memory.
 */
function buffered(res: Response, text: string) {
  return {
    ok: res.ok, status: res.status, statusText: res.statusText, headers: res.headers,
    url: res.url, redirected: res.redirected, type: res.type,
    text: () => Promise.resolve(text),
  } as unknown as Response;
}

/**
 * fetch with a timeout from AbortController + setTimeout (fake timers in tests drive it;
 * AbortSignal.timeout they do not). It also races the timer, so a fetch that ignores the
 * signal still ends on time.
 */
export async function timedFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const ctl = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const e = new TransportError('timeout');
      ctl.abort(e);
      reject(e);
    }, REQUEST_TIMEOUT_MS);
  });
  try {
    // The head script may have asked this very URL already (lib/prefetched.ts); taken once,
    // and only as a reply: without one, ask as usual.
    const early = (init.method ?? 'get').toLowerCase() === 'get' ? await Promise.race([takePrefetched(input), timeout]) : undefined;
    if (early) return buffered(new Response(null, { status: early.status, headers: early.type ? { 'content-type': early.type } : {} }), early.body);
    const f = fetchImpl ?? ((i: string, o: RequestInit) => globalThis.fetch(i, o));
    const res = await Promise.race([f(input, { ...init, signal: ctl.signal }), timeout]);
    const text = await Promise.race([res.text(), timeout]);
    return buffered(res, text);
  } catch (e) {
    if (e instanceof TransportError) throw e;
    // WebKit cancels a leaving page's fetches: that is no sign of a dead host (lib/page-leaving.ts).
    throw new TransportError(pageLeaving() ? 'leaving' : 'network', { cause: e });
  } finally {
    clearTimeout(timer);
  }
}

/** The single HTTP instance of the app. */
export const http = redaxios.create({ fetch: timedFetch as typeof fetch });

/** The contract's envelope, `{ code, msg, content }`: a code that reads as a number is enough to act on. */
export interface Envelope { code: number | string; msg?: unknown; content?: unknown }

export type Outcome =
  | { kind: 'reply'; status: number; data: Envelope }
  | { kind: 'transport'; error: TransportError };

/** What redaxios resolves or rejects with: the response, with its status, headers and parsed body. */
interface RedaxiosResponse { status: number; data: unknown; headers?: Headers }

/** A redaxios rejection for a failed status: the response object, which has a status and config. */
function isRedaxiosResponse(e: unknown): e is RedaxiosResponse {
  return typeof e === 'object' && e !== null && typeof (e as { status?: unknown }).status === 'number' && 'config' in e;
}

function isEnvelope(d: unknown): d is Envelope {
  return typeof d === 'object' && d !== null && 'code' in d && Number.isFinite(Number((d as { code: unknown }).code));
}


export interface Exchange {
  method: 'GET' | 'POST';
  url: string;
  params: Record<string, string>;
  /** Sent as JSON (redaxios serialises objects and sets the content type). */
  body?: unknown;
  headers: Record<string, string>;
}

/** Gateway statuses: a proxy answering for a backend it could not reach. Retried and failed over like no reply. */
const GATEWAY_STATUSES = [502, 503, 504];

/**
 * HTTP 409 with -3013: the same keyed request is still being processed (api/openapi.yaml,
 * "Idempotency"); not an answer yet, so it is sent again like one that had no reply.
 */
const IN_PROGRESS = -3013; // api-codes.ts IDEMPOTENCY_IN_PROGRESS

/**
 * The backend's answer, or the failure it stands for: a gateway's status, whatever its
 * body, and any reply that is not the envelope served as JSON (a 500 or a 200 maintenance
 * page in HTML, a 403 or 429 from a CDN or firewall, an envelope sent as text/html) did not
 * come from the backend as the contract has it, so another host may well answer. A keyed
 * request still in progress (409, -3013) is not an answer yet either.
 */
function classify({ status, data, headers }: RedaxiosResponse): Outcome {
  if (GATEWAY_STATUSES.includes(status)) return { kind: 'transport', error: new TransportError('gateway', { status }) };
  const type = headers?.get('content-type') ?? '';
  if (!isJsonType(type) || !isEnvelope(data)) return { kind: 'transport', error: new TransportError('page', { status, type }) };
  if (status === 409 && Number(data.code) === IN_PROGRESS) return { kind: 'transport', error: new TransportError('inProgress', { status }) };
  return { kind: 'reply', status, data };
}

/** One attempt: never rejects; any failure is described by the outcome. */
export async function exchange(x: Exchange): Promise<Outcome> {
  try {
    const params = Object.keys(x.params).length ? x.params : undefined; // else redaxios appends a bare "?"
    return classify(await http(x.url, { method: x.method, params, headers: x.headers, data: x.body }));
  } catch (e) {
    if (isRedaxiosResponse(e)) return classify(e);
    return { kind: 'transport', error: e instanceof TransportError ? e : new TransportError('network', { cause: e }) };
  }
}
