/**
 * Every render error an error boundary catches reaches the error log once, with its
 * component stack (issue 40): React's default only printed it to the console.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';
import { ROOT_ERROR_OPTIONS } from './render-errors.ts';
import { resetBeaconForTests } from '../tracking/beacon.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';
import type { ErrorLogBody } from '../api/contract.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => { setTrackingEnabled(false); setTrackingFetch(null); vi.restoreAllMocks(); });

function RewardsBadge(): never {
  throw new Error('badge exploded');
}

describe('errors an error boundary catches', () => {
  it('are sent to the error log once, with the component stack', async () => {
    resetBeaconForTests();
    const sent: ErrorLogBody[] = [];
    setTrackingEnabled(true);
    setTrackingFetch(async (_url, init) => { sent.push(JSON.parse(String(init.body)) as ErrorLogBody); });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('div');
    const root = createRoot(el, ROOT_ERROR_OPTIONS);
    await act(async () => { root.render(<main><ErrorBoundary quiet><RewardsBadge /></ErrorBoundary><p>still here</p></main>); });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(el.textContent).toBe('still here');
    const errors = sent.flatMap((b) => b.errors);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ type: 'js', message: 'Error: badge exploded' });
    expect(errors[0]!.stack).toMatch(/Component stack:[\s\S]*RewardsBadge/);
    act(() => root.unmount());
  });
});

describe('while the page is leaving', () => {
  it('a lazy part whose load the departure cancelled is not reported', async () => {
    const { markLeaving, resetLeaving, LEAVE_GRACE_MS } = await import('../lib/page-leaving.ts');
    vi.useFakeTimers();
    try {
      resetBeaconForTests();
      const sent: unknown[] = [];
      setTrackingEnabled(true);
      setTrackingFetch(async (_url, init) => { sent.push(init.body); });
      markLeaving();
      ROOT_ERROR_OPTIONS.onCaughtError(new TypeError('Importing a module script failed.'), { componentStack: '\nLazy' });
      await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS - 1);
      expect(sent).toEqual([]);
      resetLeaving();
    } finally {
      vi.useRealTimers();
    }
  });
});
