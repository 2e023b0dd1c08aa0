/**
 * The control port over HTTP, typed: what tests (contract and browser) use to reset the
 * sandbox, switch faults, move the clock and read the collectors back. Mirrors the
 * SandboxHandle methods of sandbox/server.ts.
 */
import type { OrderInfo } from '../src/api/contract.ts';
import type { FaultHost, FaultSpec } from './faults.ts';
import type { ForcedOrderStatus, ProviderPayment } from './handlers/control.ts';
import { sandboxOrigin } from './ports.ts';
import type { ApiRequestRecord, ErrorLogRecord, TrackingRecord } from './model.ts';
import type { SandboxConfig } from './sandbox-config.ts';
import type { ContractReport } from './contract-check.ts';

export interface SandboxControl {
  origin: string;
  /** With `clockAt` (ms since the epoch) the sandbox's clock stands at that time until the next reset. */
  reset(opts?: { clockAt?: number }): Promise<void>;
  setFault(f: FaultSpec): Promise<FaultSpec[]>;
  clearFaults(host?: FaultHost): Promise<void>;
  tracking(): Promise<TrackingRecord[]>;
  errorLog(): Promise<ErrorLogRecord[]>;
  /** The API hosts' requests since the reset, preflights included. */
  apiRequests(): Promise<ApiRequestRecord[]>;
  advanceClock(ms: number): Promise<number>;
  setPayLag(ms: number): Promise<void>;
  /** Pay, webhook and write lags, naive rules, Toss's next refusal (state.ts SandboxConfig); reset restores them. */
  configure(c: Partial<SandboxConfig>): Promise<SandboxConfig>;
  expireTokens(sel?: { token?: string; username?: string }): Promise<number>;
  setOrderStatus(billingNo: string, status: ForcedOrderStatus): Promise<OrderInfo>;
  orders(username?: string): Promise<OrderInfo[]>;
  /** Provider payments (Stripe intents, Toss payments) with their orders; `charged` counts a charge. */
  payments(username?: string): Promise<ProviderPayment[]>;
  setRealName(username: string, verified: boolean): Promise<void>;
  /** The contract check's findings (a sandbox started with validate). */
  contractReport(): Promise<ContractReport>;
}

export function sandboxControl(portBase: number): SandboxControl {
  const origin = sandboxOrigin('control', portBase);
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${origin}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const env = (await res.json()) as { code: number; msg: string; content: T };
    if (env.code !== 1) throw new Error(`sandbox control ${method} ${path}: ${env.code} ${env.msg}`);
    return env.content;
  }
  return {
    origin,
    reset: async (opts = {}) => { await call('POST', '/reset', opts.clockAt === undefined ? undefined : { clockAt: opts.clockAt }); },
    setFault: (f) => call('POST', '/faults', f),
    clearFaults: async (host) => { await call('DELETE', `/faults${host ? `?host=${host}` : ''}`); },
    tracking: () => call('GET', '/tracking'),
    errorLog: () => call('GET', '/errorlog'),
    apiRequests: () => call('GET', '/api-requests'),
    advanceClock: async (ms) => (await call<{ now: number }>('POST', '/clock', { advanceMs: ms })).now,
    setPayLag: async (ms) => { await call('POST', '/config', { payLagMs: ms }); },
    configure: (c) => call('POST', '/config', c),
    expireTokens: async (sel = {}) => (await call<{ expired: number }>('POST', '/tokens/expire', sel)).expired,
    setOrderStatus: (billingNo, status) => call('POST', '/orders/status', { billing_no: billingNo, status }),
    orders: (username) => call('GET', `/orders${username ? `?username=${encodeURIComponent(username)}` : ''}`),
    payments: (username) => call('GET', `/payments${username ? `?username=${encodeURIComponent(username)}` : ''}`),
    setRealName: async (username, verified) => { await call('POST', '/accounts/real-name', { username, verified }); },
    contractReport: () => call('GET', '/contract'),
  };
}
