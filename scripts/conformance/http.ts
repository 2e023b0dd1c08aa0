/**
 * The conformance check's HTTP: a publisher's backend is someone else's production-like
 * system, so every request is bounded: a timeout per request, a cap on how many are sent,
 * and a deadline for the whole run. Past the cap or the deadline nothing more is sent and
 * the run stops (BudgetExhausted).
 */

export interface HttpBudget {
  /** Per request; the storefront's own timeout is 10 s (spec section 9). */
  timeoutMs: number;
  /** Requests the whole run may send. */
  maxRequests: number;
  /** The whole run. */
  deadlineMs: number;
}

export const DEFAULT_BUDGET: HttpBudget = { timeoutMs: 10_000, maxRequests: 200, deadlineMs: 180_000 };

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** What one request brought back: an answer (any status, JSON parsed when it is JSON), or why none came. */
export interface Exchange {
  method: 'GET' | 'POST' | 'OPTIONS';
  path: string;
  /** The query as sent (for labels and for a replay). */
  query: Record<string, string>;
  status?: number;
  headers?: Headers;
  body?: unknown;
  /** No answer: timeout, refused connection, reset. */
  error?: string;
}

export class BudgetExhausted extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BudgetExhausted';
  }
}

export class BoundedHttp {
  private sent = 0;
  private readonly started = Date.now();

  constructor(
    private readonly origin: string,
    readonly budget: HttpBudget,
    private readonly fetchImpl: FetchLike = (u, i) => globalThis.fetch(u, i),
  ) {}

  get requests(): number {
    return this.sent;
  }

  get elapsedMs(): number {
    return Date.now() - this.started;
  }

  /** `abandonAfterMs`: the client gives up on the answer then (a lost answer, on purpose). */
  async request(method: Exchange['method'], path: string, query: Record<string, string>, body?: unknown, headers: Record<string, string> = {}, abandonAfterMs?: number): Promise<Exchange> {
    if (this.sent >= this.budget.maxRequests) throw new BudgetExhausted(`the request budget (${this.budget.maxRequests}) is used up`);
    const left = this.budget.deadlineMs - this.elapsedMs;
    if (left <= 0) throw new BudgetExhausted(`the run's deadline (${this.budget.deadlineMs} ms) has passed`);
    this.sent += 1;
    const url = new URL(path, this.origin);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const timeout = Math.min(this.budget.timeoutMs, left, abandonAfterMs ?? Infinity);
    const ctl = new AbortController();
    const timer = setTimeout(() => ctl.abort(), timeout);
    const out: Exchange = { method, path, query };
    try {
      const res = await this.fetchImpl(url.toString(), {
        method,
        signal: ctl.signal,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      const text = await res.text();
      out.status = res.status;
      out.headers = res.headers;
      try { out.body = JSON.parse(text); } catch { out.body = text; }
    } catch (e) {
      out.error = ctl.signal.aborted ? `no answer within ${timeout} ms` : `no answer (${(e as Error).message}${(e as { cause?: { code?: string } }).cause?.code ? `: ${(e as { cause: { code: string } }).cause.code}` : ''})`;
    } finally {
      clearTimeout(timer);
    }
    return out;
  }
}
