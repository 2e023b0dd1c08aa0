/**
 * PLACEHOLDER until the runtime-core issue lands: the exported surface below is the
 * contract the endpoint modules use (apiGet / apiPost / ApiError / CallOptions).
 * Retry, failover, timeout and error-code handling are added behind it.
 */
import brand from 'virtual:brand';

export class ApiError extends Error {
  constructor(public code: number, msg: string, public path: string) {
    super(msg);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  /** Skip the global error-code handling (the caller handles every code itself). */
  silent?: boolean;
  /** Sent as the Idempotency-Key header; a retry always reuses it. */
  idempotencyKey?: string;
}

export type Params = Record<string, string | number | boolean | undefined | null>;

async function call<T>(method: 'GET' | 'POST', path: string, params: Params, body: unknown, opts: CallOptions): Promise<T> {
  const url = new URL(path, brand.hosts.api[0]);
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const env = (await res.json()) as { code: number; msg: string; content: T };
  if (env.code !== 1) throw new ApiError(env.code, env.msg, path);
  return env.content;
}

export function apiGet<T>(path: string, params: Params = {}, opts: CallOptions = {}): Promise<T> {
  return call<T>('GET', path, params, undefined, opts);
}

export function apiPost<T>(path: string, body: unknown = {}, params: Params = {}, opts: CallOptions = {}): Promise<T> {
  return call<T>('POST', path, params, body, opts);
}
