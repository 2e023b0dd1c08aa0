/**
 * When the app's main chunk runs, on an address that shows a shell: after the browser has
 * painted the shell, with step 1's cards and their logos when the early list brings them,
 * and at the latest SHELL_PAINT_WAIT_MS after the shell went up.
 *
 * Why: the main chunk (React and the app, some 240 KB to compile and run) takes the main
 * thread for a long task. Started by a parser-inserted module script, it ran as soon as it
 * had arrived, before the browser's first frame whenever it arrived with the stylesheet
 * (a warm cache, a fast network): the shell was never seen, the logos that had already
 * arrived waited behind it, and the first paint was the app's. Started here, the shell is
 * painted first everywhere, and on a slow network, where the logos are in long before the
 * chunk, nothing waits at all.
 *
 * The cap keeps the app's own controls (login, language) from staying dead behind a slow
 * list or logo host: the shell is inert, and the app reuses the early reply anyway.
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
 * Why it matters: whatever the page asks for before that moment competes with the shell for
 * the line, and Lighthouse's model counts every request that ended before the largest
 * paint as one that paint waited for (watt /recharge, 3 runs: the page's preloads ending
 * before it put the simulated LCP at 1.21× the bare page, 1.02× when they did not).
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

/** Resolves when every image under `root` has loaded or failed (a broken logo must not hold the app). */
export function imagesSettled(root: ParentNode): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete);
  return Promise.all(pending.map((img) => new Promise<void>((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  }))).then(() => undefined);
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
