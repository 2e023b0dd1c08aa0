/**
 * When the app's main chunk runs, on an address that shows a frame: after the browser has
 * painted it, and at the latest SHELL_PAINT_WAIT_MS after it went up.
 *
 * Why: the main chunk (React and the app, some 240 KB to compile and run) takes the main
 * thread for a long task. Started by a parser-inserted module script, it ran as soon as it
 * had arrived, before the browser's first frame whenever it arrived with the stylesheet
 * (a warm cache, a fast network): the frame was never seen and the first paint waited for
 * the app. The cap covers a hidden tab, which paints nothing.
 */

/** ms after the shell went up that the app starts at the latest, painted or not. */
export const SHELL_PAINT_WAIT_MS = 1000;

type Timers = Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;

/**
 * Calls `fn` once the frame after this one has been produced: a timer queued from a frame
 * callback runs after that frame's paint. rAF does not run in a hidden tab, hence the cap
 * in startAfterShell.
 */
export function afterNextPaint(win: Timers, fn: () => void): void {
  win.requestAnimationFrame(() => { win.setTimeout(fn, 0); });
}

type Observing = Timers & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * Resolves once the browser reports the page's first contentful paint (the shell's), at
 * the latest after `capMs` (a hidden tab paints nothing; nor does a browser without paint
 * timing report it, Safari before 14.1). Its entry comes when the frame is on screen,
 * which is later than a timer queued from the frame's callback: under load the raster ran
 * well after it.
 *
 * Why it matters: whatever the page asks for before that moment competes with the frame for
 * the line, and Lighthouse's model counts every request that ended before the largest
 * paint as one that paint waited for (docs/performance-log.md).
 */
export function firstPaintShown(win: Observing, capMs = SHELL_PAINT_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(resolve, capMs);
    try {
      new win.PerformanceObserver!((list, po) => {
        if (list.getEntriesByName('first-contentful-paint').length) { po.disconnect(); resolve(); }
      }).observe({ type: 'paint', buffered: true });
    } catch { /* no observer: the cap */ }
  });
}

/**
 * Runs `start` once, after the frame that follows `painted` (whatever it settles to), or
 * after `waitMs`, whichever comes first.
 */
export function startAfterShell(win: Timers, painted: Promise<unknown>, start: () => void, waitMs = SHELL_PAINT_WAIT_MS): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  win.setTimeout(once, waitMs);
  const next = () => afterNextPaint(win, once);
  painted.then(next, next);
}
