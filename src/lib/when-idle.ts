/** Runs `fn` once the browser is idle (at the latest after `timeoutMs`), off the first paint's path. */
export function whenIdle(fn: () => void, timeoutMs = 3000): void {
  if (typeof window === 'undefined') return;
  const ric = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (ric) ric(fn, { timeout: timeoutMs }); else setTimeout(fn, Math.min(timeoutMs, 1500));
}
