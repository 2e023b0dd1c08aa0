/**
 * Test-only control (control host, /__sandbox/...): reset, fault switches, collector
 * read-back, the clock, the pay lag, token expiry, order states and real-name status.
 * `controlOps` is the one implementation; startSandbox's handle and these routes both call it.
 */
import type { OrderInfo } from '../../src/api/contract.ts';
import { CODE } from '../../src/api/contract.ts';
import { FAULT_HOSTS, parseFault, type FaultHost, type FaultSpec } from '../faults.ts';
import { Fail } from '../http.ts';
import { ID } from '../params.ts';
import type { Handler, Route, Services } from '../router.ts';
import { ACCOUNT_NOTES, TEST_ACCOUNTS } from '../seed/accounts.ts';
import type { ApiRequestRecord, ErrorLogRecord, TrackingRecord } from '../model.ts';
import { NAIVE_RULES, type SandboxConfig } from '../sandbox-config.ts';
import type { ContractReport } from '../contract-check.ts';
import { orderInfo } from './orders.ts';

export type ForcedOrderStatus = 'pending' | 'paid' | 'done' | 'failed';

/** A provider payment as a test sees it; `charged`: Stripe's succeeded, Toss's DONE (approved). */
export interface ProviderPayment { billing_no: string; provider: 'stripe' | 'toss'; id: string; status: string; charged: boolean }

export interface ControlOps {
  /**
   * Restores the seed, the clock and the pay lag, and clears every fault. With `clockAt`
   * (ms since the epoch) the clock stands at that time, the seed dated from it, until the
   * next reset: for renders that must match to the pixel (the visual diff).
   */
  reset(opts?: { clockAt?: number }): Promise<void>;
  setFault(f: FaultSpec): void;
  clearFaults(host?: FaultHost): Promise<void>;
  faults(): FaultSpec[];
  tracking(): TrackingRecord[];
  errorLog(): ErrorLogRecord[];
  /** The API hosts' requests since the reset (CORS preflights included). */
  apiRequests(): ApiRequestRecord[];
  /** Moves the sandbox clock forward; returns the new time (ms). */
  advanceClock(ms: number): number;
  now(): number;
  /** Delay between Pay and done for orders paid from now on. */
  setPayLag(ms: number): void;
  /** Timing and rules a test turns (state.ts SandboxConfig); fields left out are unchanged. Returns the whole. */
  configure(c: Partial<SandboxConfig>): SandboxConfig;
  /** Expires one token, a user's tokens, or all; returns how many. */
  expireTokens(sel?: { token?: string; username?: string }): number;
  setOrderStatus(billingNo: string, status: ForcedOrderStatus): OrderInfo;
  orders(username?: string): OrderInfo[];
  /** Every provider payment the stand-ins hold (Stripe's intents, Toss's payments), with its order: what a test counts charges by. */
  payments(username?: string): ProviderPayment[];
  setRealName(username: string, verified: boolean): void;
  /** What the contract check found so far (startSandbox's validate option); never reset. */
  contractReport(): ContractReport;
}

const bad = (msg: string) => new Fail(CODE.BAD_PARAM, msg);

export function controlOps(svc: Services): ControlOps {
  const state = svc.state;
  return {
    async reset(opts = {}) { await svc.clearFaults(); state.reset(opts.clockAt); },
    setFault: (f) => svc.setFault(parseFault(f)),
    clearFaults: (host) => svc.clearFaults(host),
    faults: () => svc.faults(),
    tracking: () => state.tracking.map((r) => ({ ...r })),
    errorLog: () => state.errorLog.map((r) => ({ ...r })),
    apiRequests: () => state.apiRequests.map((r) => ({ ...r })),
    advanceClock(ms) {
      if (!Number.isInteger(ms) || ms < 0 || ms > 400 * 24 * 3600_000) throw bad('advanceMs must be a whole number of ms from 0 to 400 days.');
      return state.clock.advance(ms);
    },
    now: () => state.now(),
    setPayLag(ms) {
      if (!Number.isInteger(ms) || ms < 0 || ms > 3_600_000) throw bad('payLagMs must be a whole number of ms from 0 to 3600000.');
      state.payLagMs = ms;
    },
    configure(c) {
      const lag = (v: unknown, name: string) => {
        if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 3_600_000) throw bad(`${name} must be a whole number of ms from 0 to 3600000.`);
        return v as number;
      };
      if (c.payLagMs !== undefined) state.payLagMs = lag(c.payLagMs, 'payLagMs');
      if (c.webhookLagMs !== undefined) state.webhookLagMs = lag(c.webhookLagMs, 'webhookLagMs');
      if (c.writeLagMs !== undefined) state.writeLagMs = lag(c.writeLagMs, 'writeLagMs');
      if (c.naive !== undefined) {
        if (!Array.isArray(c.naive) || !c.naive.every((r) => NAIVE_RULES.includes(r))) throw bad(`naive must be a list of ${NAIVE_RULES.join(', ')}.`);
        state.naive = new Set(c.naive);
      }
      if (c.tossConfirmFailure !== undefined) {
        const f = c.tossConfirmFailure;
        if (f !== null && (typeof f?.code !== 'string' || typeof f.message !== 'string')) throw bad('tossConfirmFailure must be { code, message } or null.');
        state.tossConfirmFailure = f;
      }
      return { payLagMs: state.payLagMs, webhookLagMs: state.webhookLagMs, writeLagMs: state.writeLagMs, naive: [...state.naive], tossConfirmFailure: state.tossConfirmFailure };
    },
    expireTokens: (sel = {}) => state.expireTokens(sel),
    setOrderStatus(billingNo, status) {
      const o = state.order(billingNo);
      if (!o) throw new Fail(CODE.ORDER_NOT_FOUND, `Order ${billingNo} was not found.`);
      state.forceState(o, status);
      return orderInfo(state, svc.origins, o);
    },
    orders: (username) => state.orders.filter((o) => !username || o.username === username).map((o) => orderInfo(state, svc.origins, o)),
    payments(username) {
      const mine = state.orders.filter((o) => !username || o.username === username);
      const stripe = mine.flatMap((o) => [...(o.pastIntents ?? []), ...(o.intent ? [o.intent] : [])].map((pi): ProviderPayment =>
        ({ billing_no: o.billingNo, provider: 'stripe', id: pi.id, status: pi.status, charged: pi.status === 'succeeded' })));
      const billing = new Set(mine.map((o) => o.billingNo));
      const toss = [...state.tossPayments.values()].filter((t) => billing.has(t.billingNo)).map((t): ProviderPayment =>
        ({ billing_no: t.billingNo, provider: 'toss', id: t.orderId, status: state.tossPayment(t.orderId)!.status, charged: t.status === 'DONE' }));
      return [...stripe, ...toss];
    },
    setRealName(username, verified) {
      const a = state.accounts.get(username);
      if (!a) throw bad(`No account ${username}.`);
      a.real_name_status = verified ? 1 : 0;
      if (!verified) { a.years = 0; a.real_name = ''; }
    },
    contractReport: () => svc.contractReport(),
  };
}

export const CONTROL_PREFIX = '/__sandbox';

export function controlRoutes(ops: ControlOps): Route[] {
  const r = (method: Route['method'], path: string, handler: Handler): Route => ({ method, path: CONTROL_PREFIX + path, handler });
  return [
    r('GET', '', (ctx) => ({
      origins: ctx.svc.origins, now: ops.now(), payLagMs: ctx.svc.state.payLagMs, faults: ops.faults(),
      accounts: TEST_ACCOUNTS.map((a) => ({ username: a.username, password: a.password, note: ACCOUNT_NOTES[a.username] ?? '' })),
    })),
    r('POST', '/reset', async (ctx) => {
      const clockAt = ctx.p.optInt('clockAt', { min: 0, max: 8.64e15 });
      await ops.reset(clockAt === undefined ? {} : { clockAt });
      return { now: ops.now() };
    }),
    r('GET', '/faults', () => ops.faults()),
    r('POST', '/faults', (ctx) => { ops.setFault(ctx.p.raw() as unknown as FaultSpec); return ops.faults(); }),
    r('DELETE', '/faults', async (ctx) => { await ops.clearFaults(ctx.p.optOneOf('host', FAULT_HOSTS)); return ops.faults(); }),
    r('GET', '/tracking', () => ops.tracking()),
    r('GET', '/errorlog', () => ops.errorLog()),
    r('GET', '/api-requests', () => ops.apiRequests()),
    r('GET', '/contract', () => ops.contractReport()),
    r('GET', '/clock', () => ({ now: ops.now() })),
    r('POST', '/clock', (ctx) => ({ now: ops.advanceClock(ctx.p.int('advanceMs', { max: 400 * 24 * 3600_000 })) })),
    r('POST', '/config', (ctx) => ops.configure(ctx.p.raw() as Partial<SandboxConfig>)),
    r('POST', '/tokens/expire', (ctx) => ({ expired: ops.expireTokens({ token: ctx.p.optStr('token', ID), username: ctx.p.optStr('username', { max: 64 }) }) })),
    r('GET', '/orders', (ctx) => ops.orders(ctx.p.optStr('username', { max: 64 }))),
    r('GET', '/payments', (ctx) => ops.payments(ctx.p.optStr('username', { max: 64 }))),
    r('POST', '/orders/status', (ctx) => ops.setOrderStatus(ctx.p.str('billing_no', { max: 32, ...ID }), ctx.p.oneOf('status', ['pending', 'paid', 'done', 'failed'] as const))),
    r('POST', '/accounts/real-name', (ctx) => {
      const verified = ctx.p.raw().verified;
      if (typeof verified !== 'boolean') throw bad('verified must be true or false.');
      ops.setRealName(ctx.p.str('username', { max: 64 }), verified);
      return null;
    }),
  ];
}
