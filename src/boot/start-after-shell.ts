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
