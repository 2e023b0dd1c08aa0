/**
 * The main chunk runs once the frame is on screen (at the latest SHELL_PAINT_WAIT_MS after):
 * run at once, its long task came before the first frame whenever it arrived with the HTML.
 */

export const SHELL_PAINT_WAIT_MS = 1000;

type Timers = Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;

/** Resolves once the first contentful paint is reported (later than a frame's callbacks under load), or after `capMs`. */
export function firstPaintShown(win: Timers & { PerformanceObserver?: typeof PerformanceObserver }, capMs = SHELL_PAINT_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(resolve, capMs);
    try {
      new win.PerformanceObserver!((list, po) => {
        if (list.getEntriesByName('first-contentful-paint').length) { po.disconnect(); resolve(); }
      }).observe({ type: 'paint', buffered: true });
    } catch { /* no observer: the cap */ }
  });
}

/** Runs `start` once: after the frame that follows `painted` (however it settles), or after `waitMs`. */
export function startAfterShell(win: Timers, painted: Promise<unknown>, start: () => void, waitMs = SHELL_PAINT_WAIT_MS): void {
  let started = false;
  const once = () => { if (!started) { started = true; start(); } };
  win.setTimeout(once, waitMs);
  // A timer queued from a frame's callback runs after that frame's paint.
  const next = () => win.requestAnimationFrame(() => { win.setTimeout(once, 0); });
  painted.then(next, next);
}
