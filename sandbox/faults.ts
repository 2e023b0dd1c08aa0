/**
 * Fault switches: make a stand-in host refuse connections, hang, answer slowly, or answer
 * a chosen envelope code, for every path or one. Set at start (startSandbox({ faults }),
 * `--fault` on the CLI) or through the control port; cleared by DELETE /__sandbox/faults
 * and by reset.
 *
 *   refuse  the host's listening socket is closed (and its open connections dropped), so
 *           the storefront sees a real connection failure; clearing reopens it
 *   hang    requests are accepted and never answered (dropped when the fault is cleared)
 *   slow    requests are answered normally after delayMs
 *   code    requests are answered { code, msg, content: null } with HTTP 200
 */
import { CODE } from '../src/api/contract.ts';
import { Fail } from './http.ts';
import { PORT_OFFSETS, type SandboxHost } from './ports.ts';

export type FaultHost = Exclude<SandboxHost, 'control'>;
export const FAULT_HOSTS = (Object.keys(PORT_OFFSETS) as SandboxHost[]).filter((h): h is FaultHost => h !== 'control');
export const FAULT_MODES = ['refuse', 'hang', 'slow', 'code'] as const;
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
  /** hang, slow, code: affect only this many requests, then clear themselves. */
  times?: number;
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
  if (r.path !== undefined) {
    if (typeof r.path !== 'string' || !r.path.startsWith('/') || r.path.length > 300) throw bad('path must start with / (300 characters at most).');
    f.path = r.path;
  }
  if (r.msg !== undefined) {
    if (typeof r.msg !== 'string' || r.msg.length > 500) throw bad('msg must be a string of 500 characters at most.');
    f.msg = r.msg;
  }
  if (f.mode === 'code' && f.code === undefined) throw bad('mode "code" needs a code.');
  if (f.mode === 'refuse' && (f.path || f.times)) throw bad('mode "refuse" closes the whole host: it takes no path or times.');
  return f;
}

/** CLI form: host:mode[:value], value being delayMs for slow and the code for code. */
export function parseFaultArg(arg: string): FaultSpec {
  const [host, mode, value] = arg.split(':');
  const f: Record<string, unknown> = { host, mode };
  if (value !== undefined) f[mode === 'slow' ? 'delayMs' : 'code'] = value;
  return parseFault(f);
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
