import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RETRY_FIRST_MS, importRetrying } from './retry-import.ts';
import { LEAVE_GRACE_MS, markLeaving, resetLeaving } from './page-leaving.ts';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { resetLeaving(); vi.useRealTimers(); });

/** A module load that fails `failures` times (offline), then loads. */
function flakyLoad(failures: number) {
  const at: number[] = [];
  const t0 = Date.now();
  const load = () => {
    at.push(Date.now() - t0);
    return at.length <= failures ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ loaded: true });
  };
  return { load, at };
}

describe('a lazily loaded module that fails to load', () => {
  it('is tried again after a back-off, doubling, and resolves once it loads: nothing rejects', async () => {
    const { load, at } = flakyLoad(2);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const p = importRetrying(load);
    await vi.advanceTimersByTimeAsync(3 * IMPORT_RETRY_FIRST_MS);
    expect(await p).toEqual({ loaded: true });
    expect(at).toEqual([0, IMPORT_RETRY_FIRST_MS, 3 * IMPORT_RETRY_FIRST_MS]);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('is held while the page is leaving (the load was cancelled, not lost)', async () => {
    const { load, at } = flakyLoad(1);
    markLeaving();
    void importRetrying(load);
    await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS - 1);
    expect(at).toEqual([0]);
  });
});
