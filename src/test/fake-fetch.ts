/**
 * Tests only: a fake fetch under the API client, answering by host, that records each
 * call with its time since `startFakeHosts()` (fake timers drive the retries).
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { type ApiError, configureApi } from '../api/client.ts';
import { applyApiError } from '../app/api-effects.ts';
import { setApiErrorEffects, setApiFailureReporter } from '../lib/api-error-effects.ts';
import { resetStorageForTests } from '../lib/storage.ts';
import { setLocale } from '../stores/locale.ts';
import { clearSession } from '../stores/session.ts';
import { closeLoginPopup } from '../stores/ui.ts';
import { hideToast } from '../stores/toast.ts';
import { reportError, resetBeaconForTests } from '../tracking/beacon.ts';
import { setPage } from './fake-api.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';

export const HOSTS = ['https://primary.test', 'https://backup1.test', 'https://backup2.test'];

export interface Call { url: URL; init: RequestInit; at: number }
/** `type`: the Content-Type; by default application/json for an object body, text/html for a string. */
export type Reply = { status?: number; body: unknown; type?: string } | 'network' | 'hang';

/** Every call since the last startFakeHosts(), in order. */
export const calls: Call[] = [];
let t0 = 0;

/** ms since startFakeHosts() (fake timers: the time the test has advanced). */
export const elapsed = (): number => Date.now() - t0;

/** The time startFakeHosts() was called. */
export const startedAt = (): number => t0;

/** Points the client at HOSTS, forgets the calls so far and starts the clock. */
export function startFakeHosts(): void {
  configureApi({ hosts: HOSTS });
  calls.length = 0;
  t0 = Date.now();
}

/** A fake fetch answering by host; a host missing from the map behaves as switched off. */
export function serve(byHost: Record<string, Reply | ((c: Call) => Reply)>): void {
  configureApi({
    fetch: (input, init) => {
      const call: Call = { url: new URL(input), init, at: elapsed() };
      calls.push(call);
      const entry = byHost[call.url.origin] ?? 'network';
      const reply = typeof entry === 'function' ? entry(call) : entry;
      if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (reply === 'hang') return new Promise<Response>(() => {});
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      const type = reply.type ?? (typeof reply.body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8');
      return Promise.resolve(new Response(text, { status: reply.status ?? 200, headers: { 'content-type': type } }));
    },
  });
}

export const ok = (content: unknown): Reply => ({ body: { code: 1, msg: 'ok', content } });
export const fail = (code: number, msg = ''): Reply => ({ body: { code, msg, content: null } });

/** Runs a call to the end under fake timers and returns its result or error. */
export async function settle<T>(p: Promise<T>, ms = 200_000): Promise<{ value?: T; error?: ApiError }> {
  const out: { value?: T; error?: ApiError } = {};
  const done = p.then((v) => { out.value = v; }, (e: ApiError) => { out.error = e; });
  await vi.advanceTimersByTimeAsync(ms);
  await done;
  return out;
}

/**
 * A fresh page on /recharge under fake timers, logged out, in English, with the fake hosts
 * and what the app installs at start (spec section 8's effects, failures to the beacon);
 * everything put back after each test. For the API client's tests and its effects'.
 */
export function setUpFakeHostsPage(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    resetStorageForTests();
    resetBeaconForTests();
    setPage('https://pay.watt-games.example/recharge');
    clearSession();
    closeLoginPopup();
    hideToast();
    setLocale('en');
    startFakeHosts();
    setApiErrorEffects(applyApiError);
    setApiFailureReporter(reportError);
  });
  afterEach(() => {
    configureApi({ fetch: null, hosts: null });
    setTrackingEnabled(false);
    setTrackingFetch(null);
    vi.useRealTimers();
  });
}
