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
import type { ErrorLogRecord, TrackingRecord } from '../state.ts';
import type { ContractReport } from '../contract-check.ts';
import { orderInfo } from './orders.ts';

export type ForcedOrderStatus = 'pending' | 'paid' | 'done' | 'failed';

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
  /** Moves the sandbox clock forward; returns the new time (ms). */
  advanceClock(ms: number): number;
  now(): number;
  /** Delay between Pay and done for orders paid from now on. */
  setPayLag(ms: number): void;
  /** Expires one token, a user's tokens, or all; returns how many. */
  expireTokens(sel?: { token?: string; username?: string }): number;
  setOrderStatus(billingNo: string, status: ForcedOrderStatus): OrderInfo;
  orders(username?: string): OrderInfo[];
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
    advanceClock(ms) {
      if (!Number.isInteger(ms) || ms < 0 || ms > 400 * 24 * 3600_000) throw bad('advanceMs must be a whole number of ms from 0 to 400 days.');
      return state.clock.advance(ms);
    },
    now: () => state.now(),
    setPayLag(ms) {
      if (!Number.isInteger(ms) || ms < 0 || ms > 3_600_000) throw bad('payLagMs must be a whole number of ms from 0 to 3600000.');
      state.payLagMs = ms;
    },
    expireTokens: (sel = {}) => state.expireTokens(sel),
    setOrderStatus(billingNo, status) {
      const o = state.order(billingNo);
      if (!o) throw new Fail(CODE.ORDER_NOT_FOUND, `Order ${billingNo} was not found.`);
      state.forceState(o, status);
      return orderInfo(state, svc.origins, o);
    },
    orders: (username) => state.orders.filter((o) => !username || o.username === username).map((o) => orderInfo(state, svc.origins, o)),
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
    r('GET', '/contract', () => ops.contractReport()),
    r('GET', '/clock', () => ({ now: ops.now() })),
    r('POST', '/clock', (ctx) => ({ now: ops.advanceClock(ctx.p.int('advanceMs', { max: 400 * 24 * 3600_000 })) })),
    r('POST', '/config', (ctx) => { ops.setPayLag(ctx.p.int('payLagMs', { max: 3_600_000 })); return { payLagMs: ctx.svc.state.payLagMs }; }),
    r('POST', '/tokens/expire', (ctx) => ({ expired: ops.expireTokens({ token: ctx.p.optStr('token', ID), username: ctx.p.optStr('username', { max: 64 }) }) })),
    r('GET', '/orders', (ctx) => ops.orders(ctx.p.optStr('username', { max: 64 }))),
    r('POST', '/orders/status', (ctx) => ops.setOrderStatus(ctx.p.str('billing_no', { max: 32, ...ID }), ctx.p.oneOf('status', ['pending', 'paid', 'done', 'failed'] as const))),
    r('POST', '/accounts/real-name', (ctx) => {
      const verified = ctx.p.raw().verified;
      if (typeof verified !== 'boolean') throw bad('verified must be true or false.');
      ops.setRealName(ctx.p.str('username', { max: 64 }), verified);
      return null;
    }),
  ];
}
