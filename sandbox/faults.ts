/**
 * Fault switches: make a stand-in host refuse connections, hang, answer slowly, answer
 * a chosen envelope code, or answer with one field of its answer changed, for every path
 * or one. Set at start (startSandbox({ faults }),
 * `--fault` on the CLI) or through the control port; cleared by DELETE /__sandbox/faults
 * and by reset.
 *
 *   refuse  the host's listening socket is closed (and its open connections dropped), so
 *           the storefront sees a real connection failure; clearing reopens it
 *   hang    requests are accepted and never answered (dropped when the fault is cleared)
 *   slow    requests are answered normally after delayMs
 *   code    requests are answered { code, msg, content: null } with HTTP 200
 *   gateway requests are answered by a "proxy" with HTTP `status` (502, 503 or 504) and an
 *           HTML page, as a load balancer does for a backend it cannot reach
 *   page    requests are answered by something other than the backend: HTTP `status`
 *           (default 200) with `body` (default a maintenance page) as `contentType` (default
 *           text/html): a maintenance page, a CDN's 403 or 429, an envelope sent as text/html
 *   mangle  requests are answered as usual, except that one field of the JSON answer is set
 *           to `value` (a wrong type) or, without `value`, removed: an answer that breaks
 *           the contract, for the tests of whatever must notice (the conformance check)
 *   strict-charset  the login calls refuse (-1000) a provider credential (code, token) that
 *           is not letters, digits and _ . : - or is longer than 256 characters: the
 *           contract's rule before issue 24, which refuses Google's real codes; for the
 *           test of the conformance check that catches a backend still applying it
 *   json-only  a collector that refuses a body not sent as application/json (HTTP 415)
 *   auth-401   a gateway that answers a call needing a login, sent without a token, HTTP 401
 *           with its own body (sandbox/wrong-backends.ts)
 */
import { CODE } from '../src/api/contract.ts';
import { Fail } from './http.ts';
import { PORT_OFFSETS, type SandboxHost } from './ports.ts';

export type FaultHost = Exclude<SandboxHost, 'control'>;
export const FAULT_HOSTS = (Object.keys(PORT_OFFSETS) as SandboxHost[]).filter((h): h is FaultHost => h !== 'control');
export const FAULT_MODES = ['refuse', 'hang', 'slow', 'code', 'gateway', 'page', 'mangle', 'strict-charset', 'json-only', 'auth-401'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultSpec {
  host: FaultHost;
  mode: FaultMode;
  /** slow: delay before answering. Default 2000. */
  delayMs?: number;
  /** Only requests to this path ("/api/pay/goods_list"), or paths under a prefix ending in "*". All paths when left out. */
  path?: string;
  /** code: the envelope code to answer. */
  code?: number;
  /** code: the message; default "Sandbox fault: code <code>". */
  msg?: string;
  /** gateway: the HTTP status, 502, 503 or 504; page: any from 200 to 599 (default 200). */
  status?: number;
  /** page: the Content-Type (default text/html; charset=utf-8). */
  contentType?: string;
  /** page: the body (default a maintenance page in HTML). */
  body?: string;
  /** hang, slow, code, gateway, page, mangle: affect only this many requests, then clear themselves. */
  times?: number;
  /**
   * mangle: the field to change, a dotted path into the answer's envelope: `content.0.name`,
   * `content.*.icon` (every item), `content.server.server_id`.
   */
  field?: string;
  /** mangle: the value the field gets (any JSON value); left out, the field is removed. */
  value?: unknown;
}

const bad = (msg: string) => new Fail(CODE.BAD_PARAM, msg);

/** Checks a fault from JSON (control call) or the CLI. */
export function parseFault(raw: unknown): FaultSpec {
  if (typeof raw !== 'object' || raw === null) throw bad('A fault is an object { host, mode, ... }.');
  const r = raw as Record<string, unknown>;
  if (!FAULT_HOSTS.includes(r.host as FaultHost)) throw bad(`host must be one of ${FAULT_HOSTS.join(', ')}.`);
  if (!FAULT_MODES.includes(r.mode as FaultMode)) throw bad(`mode must be one of ${FAULT_MODES.join(', ')}.`);
  const f: FaultSpec = { host: r.host as FaultHost, mode: r.mode as FaultMode };
  const num = (k: 'delayMs' | 'code' | 'times', min: number, max: number) => {
    if (r[k] === undefined) return;
    const n = Number(r[k]);
    if (!Number.isInteger(n) || n < min || n > max) throw bad(`${k} must be a whole number from ${min} to ${max}.`);
    f[k] = n;
  };
  num('delayMs', 0, 600_000);
  num('code', -99_999, 99_999);
  num('times', 1, 1_000_000);
  if (r.status !== undefined) {
    const n = Number(r.status);
    if (f.mode === 'page' ? !(Number.isInteger(n) && n >= 200 && n <= 599) : ![502, 503, 504].includes(n)) {
      throw bad(f.mode === 'page' ? 'status must be a whole number from 200 to 599.' : 'status must be 502, 503 or 504.');
    }
    f.status = n;
  }
  for (const k of ['contentType', 'body'] as const) {
    if (r[k] === undefined) continue;
    if (f.mode !== 'page') throw bad(`${k} is for mode "page" only.`);
    if (typeof r[k] !== 'string' || r[k].length > (k === 'body' ? 10_000 : 200) || /[\r\n]/.test(k === 'contentType' ? r[k] : '')) throw bad(`${k} must be a string (${k === 'body' ? '10000' : '200, one line'} characters at most).`);
    f[k] = r[k];
  }
  if (r.path !== undefined) {
    if (typeof r.path !== 'string' || !r.path.startsWith('/') || r.path.length > 300) throw bad('path must start with / (300 characters at most).');
    f.path = r.path;
  }
  if (r.msg !== undefined) {
    if (typeof r.msg !== 'string' || r.msg.length > 500) throw bad('msg must be a string of 500 characters at most.');
    f.msg = r.msg;
  }
  if (r.field !== undefined) {
    if (typeof r.field !== 'string' || !FIELD_PATH.test(r.field)) throw bad('field must be a dotted path such as content.0.name (200 characters at most).');
    f.field = r.field;
  }
  if ('value' in r && r.value !== undefined) f.value = r.value;
  if (f.mode === 'code' && f.code === undefined) throw bad('mode "code" needs a code.');
  if (f.mode === 'mangle' && f.field === undefined) throw bad('mode "mangle" needs a field.');
  if (f.mode === 'gateway' && f.status === undefined) throw bad('mode "gateway" needs a status (502, 503 or 504).');
  if (f.mode === 'refuse' && (f.path || f.times)) throw bad('mode "refuse" closes the whole host: it takes no path or times.');
  return f;
}

/** CLI form: host:mode[:value], value being delayMs for slow, the code for code, the status for gateway and page, the field (removed) for mangle. */
export function parseFaultArg(arg: string): FaultSpec {
  const [host, mode, value] = arg.split(':');
  const f: Record<string, unknown> = { host, mode };
  const key = { slow: 'delayMs', mangle: 'field', gateway: 'status', page: 'status' }[mode ?? ''] ?? 'code';
  if (value !== undefined) f[key] = value;
  return parseFault(f);
}

const FIELD_PATH = /^(?=.{1,200}$)[A-Za-z0-9_*-]+(\.[A-Za-z0-9_*-]+)*$/;

/** What a 'page' fault answers with by default: a maintenance page, as a CDN or a web server shows one. */
export const MAINTENANCE_PAGE = '<!doctype html><html><head><title>Maintenance</title></head><body><h1>We will be back soon</h1><p>Scheduled maintenance.</p></body></html>';

/** The JSON text of an answer with the fault's field set to its value, or removed. */
export function mangleJson(text: string, f: FaultSpec): string {
  let root: unknown;
  try { root = JSON.parse(text); } catch { return text; }
  const segs = (f.field ?? '').split('.');
  const visit = (node: unknown, i: number): void => {
    if (typeof node !== 'object' || node === null) return;
    const obj = node as Record<string, unknown>;
    const keys = segs[i] === '*' ? Object.keys(obj) : [segs[i]!];
    for (const k of keys) {
      if (!(k in obj)) continue;
      if (i < segs.length - 1) visit(obj[k], i + 1);
      else if (f.value !== undefined) obj[k] = f.value;
      else if (Array.isArray(obj)) obj.splice(Number(k), 1);
      else delete obj[k];
    }
  };
  visit(root, 0);
  return JSON.stringify(root);
}

/** Whether a fault set on the board (FaultBoard.all) is one of `mode` for this host and path. */
export function faultApplies(f: FaultSpec, mode: FaultMode, host: SandboxHost, path: string): boolean {
  return f.mode === mode && f.host === host && pathMatches(f, path);
}

function pathMatches(f: FaultSpec, path: string): boolean {
  if (!f.path) return true;
  return f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : path === f.path;
}

/** The active faults; the most recently set one that matches a request wins. */
export class FaultBoard {
  private list: FaultSpec[] = [];

  set(f: FaultSpec): void {
    this.list = this.list.filter((x) => !(x.host === f.host && x.path === f.path && (x.mode === 'refuse') === (f.mode === 'refuse')));
    this.list.push({ ...f });
  }

  /** Removes the faults of one host or of all; returns the hosts that had a refuse fault. */
  clear(host?: FaultHost): FaultHost[] {
    const gone = this.list.filter((f) => !host || f.host === host);
    this.list = this.list.filter((f) => host && f.host !== host);
    return gone.filter((f) => f.mode === 'refuse').map((f) => f.host);
  }

  refuses(host: SandboxHost): boolean {
    return this.list.some((f) => f.host === host && f.mode === 'refuse');
  }

  /** The fault for this request, counting down `times`. */
  take(host: SandboxHost, path: string, isPreflight: boolean): FaultSpec | undefined {
    for (let i = this.list.length - 1; i >= 0; i--) {
      const f = this.list[i]!;
      if (f.host !== host || f.mode === 'refuse' || !pathMatches(f, path)) continue;
      if (isPreflight && f.mode !== 'hang') continue;
      if (f.times !== undefined) {
        f.times -= 1;
        if (f.times <= 0) this.list.splice(i, 1);
      }
      return f;
    }
    return undefined;
  }

  all(): FaultSpec[] {
    return this.list.map((f) => ({ ...f }));
  }
}
