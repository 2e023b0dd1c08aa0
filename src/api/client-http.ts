/**
 * The one redaxios instance and the fetch under it. redaxios has no timeout and passes no
 * abort signal, and it rejects a failed status with the response object rather than an
 * Error; this module fixes both, so the client above sees exactly two outcomes: a reply
 * (any status but a gateway's, body parsed when JSON) or a transport failure (no reply at all,
 * or a gateway's 502, 503 or 504).
 */
import redaxios from 'redaxios';
import { REQUEST_TIMEOUT_MS } from '../lib/constants.ts';
import { takePrefetched } from '../lib/prefetched.ts';

/**
 * No reply: the network failed, the reply did not arrive within REQUEST_TIMEOUT_MS, or a
 * gateway answered for a backend it could not reach (502, 503, 504: the backend never saw
 * the request, or cannot say; the contract documents that a client treats these as no reply).
 */
export class TransportError extends Error {
  constructor(public reason: 'network' | 'timeout' | 'gateway' | 'inProgress', options?: { cause?: unknown; status?: number }) {
    super(reason === 'timeout' ? `no reply within ${REQUEST_TIMEOUT_MS} ms` : reason === 'gateway' ? `gateway answered HTTP ${options?.status}`
      : reason === 'inProgress' ? 'the same request is still in progress (HTTP 409)' : 'network error', options);
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
    if (early) return buffered(new Response(null, { status: early.status }), early.body);
    const f = fetchImpl ?? ((i: string, o: RequestInit) => globalThis.fetch(i, o));
    const res = await Promise.race([f(input, { ...init, signal: ctl.signal }), timeout]);
    const text = await Promise.race([res.text(), timeout]);
    return buffered(res, text);
  } catch (e) {
    throw e instanceof TransportError ? e : new TransportError('network', { cause: e });
  } finally {
    clearTimeout(timer);
  }
}

/** The single HTTP instance of the app. */
export const http = redaxios.create({ fetch: timedFetch as typeof fetch });

export type Outcome =
  | { kind: 'reply'; status: number; data: unknown }
  | { kind: 'transport'; error: TransportError };

/** A redaxios rejection for a failed status: the response object, which has a status and config. */
function isRedaxiosResponse(e: unknown): e is { status: number; data: unknown } {
  return typeof e === 'object' && e !== null && typeof (e as { status?: unknown }).status === 'number' && 'config' in e;
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
const inProgress = (status: number, data: unknown) => status === 409 && Number((data as { code?: unknown } | null)?.code) === IN_PROGRESS;

const replyOrGateway = (status: number, data: unknown): Outcome =>
  GATEWAY_STATUSES.includes(status) ? { kind: 'transport', error: new TransportError('gateway', { status }) }
    : inProgress(status, data) ? { kind: 'transport', error: new TransportError('inProgress', { status }) }
      : { kind: 'reply', status, data };

/** One attempt: never rejects; any failure is described by the outcome. */
export async function exchange(x: Exchange): Promise<Outcome> {
  try {
    const params = Object.keys(x.params).length ? x.params : undefined; // else redaxios appends a bare "?"
    const res = await http(x.url, { method: x.method, params, headers: x.headers, data: x.body });
    return replyOrGateway(res.status, res.data);
  } catch (e) {
    if (isRedaxiosResponse(e)) return replyOrGateway(e.status, e.data);
    return { kind: 'transport', error: e instanceof TransportError ? e : new TransportError('network', { cause: e }) };
  }
}
