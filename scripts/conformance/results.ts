/**
 * What a conformance run reports, and what its checks share: one line per check (pass,
 * fail or skip, with the call and what was expected), the run's summary, and the shape of
 * the call a check makes through run.ts.
 */
import type { Exchange } from './http.ts';

export type CheckStatus = 'pass' | 'fail' | 'skip';

export interface CheckResult {
  status: CheckStatus;
  /** 'GET /api/game/game_list domain_area=universal' */
  call: string;
  /** What was checked, e.g. 'answers code 1'. */
  check: string;
  /** For a failure: the field and what was expected; for a skip: why. */
  detail?: string;
}

export interface ConformanceRun {
  results: CheckResult[];
  requests: number;
  elapsedMs: number;
  /** What the run left behind or could not do, for the person reading. */
  notes: string[];
}

export function formatResult(r: CheckResult): string {
  return `${r.status.toUpperCase().padEnd(4)} ${r.call}: ${r.check}${r.detail ? ` — ${r.detail}` : ''}`;
}

export function formatSummary(run: ConformanceRun): string {
  const n = (s: CheckStatus) => run.results.filter((r) => r.status === s).length;
  return `${run.results.length} checks: ${n('pass')} passed, ${n('fail')} failed, ${n('skip')} skipped (${run.requests} requests, ${(run.elapsedMs / 1000).toFixed(1)} s)`;
}

export interface CallExtra {
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  token?: string;
  /** Sees the exchange, whatever its answer. */
  seen?: (x: Exchange) => void;
}

/** Sends one call, checks its answer against the document and for the code expected; the exchange when both hold. */
export type Call = (method: 'GET' | 'POST', path: string, params: Record<string, string | number>, expectCode: number, extra?: CallExtra) => Promise<Exchange | null>;

/** The envelope's code of an answer, whatever its shape. */
export const codeOf = (x: Exchange): unknown => (typeof x.body === 'object' && x.body !== null ? (x.body as { code?: unknown }).code : undefined);
