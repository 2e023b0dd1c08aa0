/**
 * Idle work waits for `gate` once one is set (src/main.tsx: the app's first render on
 * screen): chunks and calls started before the largest paint share the line and the thread
 * with it, and Lighthouse's model counts each against it.
 */
let gate: Promise<unknown> | undefined;

export function holdIdleWork(until: Promise<unknown>): void {
  gate = until;
}

/** Settles with the gate (at once without one): for work that must happen, but not before the first paint. */
export function afterFirstPaint(): Promise<unknown> {
  return gate ? gate.catch(() => undefined) : Promise.resolve();
}

/** Runs `fn` once the browser is idle (at the latest after `timeoutMs`), off the first paint's path. */
export function whenIdle(fn: () => void, timeoutMs = 3000): void {
  if (typeof window === 'undefined') return;
  const ric = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  const run = () => { if (ric) ric(fn, { timeout: timeoutMs }); else setTimeout(fn, Math.min(timeoutMs, 1500)); };
  if (gate) void gate.then(run, run); else run();
}
