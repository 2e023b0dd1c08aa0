/**
 * A page that is leaving cancels its calls; it does not fail them over (issue 40). WebKit
 * cancels a page's fetches as a navigation starts (the reload after login, the redirect to
 * pay), and the cancelled call rejects like a dead network.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, configureApi } from './client.ts';
import { HOSTS, calls, elapsed, setUpFakeHostsPage } from '../test/fake-fetch.ts';
import { LEAVE_GRACE_MS, markLeaving, resetLeaving, watchLeaving } from '../lib/page-leaving.ts';
import { toast } from '../stores/toast.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';

setUpFakeHostsPage();
afterEach(() => resetLeaving());

/** A fake fetch whose requests hang until `cancelAll` rejects them as WebKit does; `answer` answers the later ones. */
function cancellableHosts(answer: (url: URL) => Response | null) {
  const pending: Array<(e: Error) => void> = [];
  configureApi({
    fetch: (input, init) => {
      const url = new URL(input);
      calls.push({ url, init, at: elapsed() });
      const r = answer(url);
      return r ? Promise.resolve(r) : new Promise<Response>((_, reject) => { pending.push(reject); });
    },
  });
  return { cancelAll: () => { for (const reject of pending.splice(0)) reject(new TypeError('Load failed')); } };
}

const watchBeacon = () => {
  const beacon: string[] = [];
  setTrackingEnabled(true);
  setTrackingFetch(async (url) => { beacon.push(String(url)); });
  return beacon;
};

describe('a leaving page cancels, it does not fail over', () => {
  it('a call cancelled while the page leaves is not retried, goes to no backup host, shows and reports nothing', async () => {
    const beacon = watchBeacon();
    const hosts = cancellableHosts(() => null);
    let settled = false;
    void apiGet('/api/x').then(() => { settled = true; }, () => { settled = true; });
    await vi.advanceTimersByTimeAsync(0);
    markLeaving(); // the reload after login
    hosts.cancelAll();
    await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS - 1);
    expect(calls.map((c) => c.url.origin)).toEqual([HOSTS[0]]);
    expect(settled).toBe(false);
    expect(toast.current).toBeNull();
    expect(beacon).toEqual([]);
  });

  it('the browser\'s own sign (beforeunload, pagehide) counts as leaving too', async () => {
    watchLeaving(window);
    const hosts = cancellableHosts(() => null);
    void apiGet('/api/x').catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('pagehide'));
    hosts.cancelAll();
    await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS - 1);
    expect(calls.map((c) => c.url.origin)).toEqual([HOSTS[0]]);
  });

  it('a page that stayed after all (a navigation that did not happen) asks the same host again and takes its answer', async () => {
    let n = 0;
    const hosts = cancellableHosts(() => (++n === 1 ? null : new Response(JSON.stringify({ code: 1, msg: 'ok', content: 'again' }), { headers: { 'content-type': 'application/json' } })));
    const call = apiGet('/api/x');
    await vi.advanceTimersByTimeAsync(0);
    markLeaving();
    hosts.cancelAll();
    await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS);
    expect(await call).toBe('again');
    expect(calls.map((c) => [c.url.origin, c.at])).toEqual([[HOSTS[0], 0], [HOSTS[0], LEAVE_GRACE_MS]]);
  });

  it('a network failure while the page stays is failed over as before', async () => {
    const hosts = cancellableHosts((url) => (url.origin === HOSTS[1] ? new Response(JSON.stringify({ code: 1, msg: 'ok', content: 'backup' }), { headers: { 'content-type': 'application/json' } }) : null));
    const call = apiGet('/api/x');
    await vi.advanceTimersByTimeAsync(0);
    hosts.cancelAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(await call).toBe('backup');
    expect(calls.map((c) => c.url.origin)).toEqual([HOSTS[0], HOSTS[1]]);
  });
});
