/**
 * The sandbox checking itself and its callers against api/openapi.yaml (startSandbox({
 * validate: true }), which the contract tests' global setup turns on). Every request to an
 * API host or a collector and every answer is checked with the strict validator (no field
 * or parameter the document does not name); what does not fit is kept as a violation, and
 * the contract run fails with the list at its end (sandbox/test-global-setup.ts).
 *
 * Which exchanges count:
 *  - every JSON answer of a path the document has; an answer on a path it lacks is itself
 *    a violation (the sandbox serves a call the document does not describe), unless the
 *    router refused the path (-1003) or the method (-1004);
 *  - every request, except the ones the sandbox refused as malformed (-1000 to -1004: a
 *    test of bad requests sends them on purpose) and the ones a test marks with the
 *    OFF_CONTRACT_HEADER because it checks the sandbox's leniency towards requests the
 *    document does not allow;
 *  - answers a `mangle` fault rewrote are checked too, but kept apart as deliberate: they
 *    are how a test shows that a wrong answer is caught.
 */
import { ContractValidator, formatProblem } from '../api/openapi-validator.ts';
import { CODE } from '../src/api/contract.ts';
import type { SandboxHost } from './ports.ts';

/** A request a test sends off the document on purpose (e.g. numbers as strings in JSON) carries this header. */
export const OFF_CONTRACT_HEADER = 'x-sandbox-off-contract';

/** The sandbox refused the request itself: the test sent a malformed one on purpose. */
const REQUEST_REFUSED: readonly number[] = [CODE.BAD_PARAM, CODE.BAD_JSON, CODE.TOO_LARGE, CODE.NOT_FOUND, CODE.METHOD_NOT_ALLOWED];
const PATH_REFUSED: readonly number[] = [CODE.NOT_FOUND, CODE.METHOD_NOT_ALLOWED];

export interface SeenRequest {
  host: SandboxHost;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  contentType?: string;
}

export interface SeenReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface Violation {
  host: SandboxHost;
  /** 'GET /api/game/game_list?brand=watt&domain_area=universal' (query shortened). */
  call: string;
  /** What does not fit: the request the storefront (or a test) sent, or the sandbox's answer. */
  side: 'request' | 'answer';
  problems: string[];
  /** A mangle fault made this answer wrong on purpose. */
  deliberate: boolean;
}

export interface ContractReport {
  /** Exchanges checked so far. */
  checked: number;
  violations: Violation[];
  deliberate: Violation[];
}

function callOf(r: SeenRequest): string {
  const q = new URLSearchParams(r.query).toString();
  return `${r.method} ${r.path}${q ? `?${q.length > 160 ? `${q.slice(0, 157)}...` : q}` : ''}`;
}

export class ContractCheck {
  private readonly validator = new ContractValidator({ strict: true });
  private checked = 0;
  private readonly found: Violation[] = [];

  /** Checks one exchange; `mangled` when a mangle fault rewrote the answer. */
  record(req: SeenRequest, reply: SeenReply, mangled: boolean): void {
    if (req.method === 'OPTIONS' || !(reply.headers['content-type'] ?? '').startsWith('application/json')) return;
    let body: unknown;
    try { body = JSON.parse(reply.body); } catch { body = reply.body; }
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    const op = this.validator.operation(req.method, req.path);
    this.checked += 1;
    const add = (side: Violation['side'], problems: string[]) => {
      if (problems.length) this.found.push({ host: req.host, call: callOf(req), side, problems, deliberate: mangled });
    };
    if (!op) {
      if (!PATH_REFUSED.includes(code as number)) add('answer', [`the sandbox answers ${req.method} ${req.path}, which api/openapi.yaml does not describe`]);
      return;
    }
    const offContract = req.headers[OFF_CONTRACT_HEADER] !== undefined;
    if (!offContract && !REQUEST_REFUSED.includes(code as number)) {
      add('request', this.validator.checkRequest(op, req).map(formatProblem));
    }
    add('answer', this.validator.checkAnswer(op, { status: reply.status, body }).map(formatProblem));
  }

  report(): ContractReport {
    return {
      checked: this.checked,
      violations: this.found.filter((v) => !v.deliberate).map((v) => ({ ...v })),
      deliberate: this.found.filter((v) => v.deliberate).map((v) => ({ ...v })),
    };
  }
}

/** The violations as a message a failed run prints. */
export function describeViolations(vs: Violation[]): string {
  return vs.map((v) => `  ${v.side === 'request' ? 'request to' : 'answer of'} ${v.call} (${v.host}):\n${v.problems.map((p) => `    - ${p}`).join('\n')}`).join('\n');
}
