/**
 * The first Intl formatter a page builds costs Chromium 60 to 180 ms on the harsh lab
 * profile (10x CPU): ICU opens the language's data then, on the main thread, inside the
 * render that first shows a price or a level (step 2's role list: one task of 261 ms, of
 * which 179 in `new Intl.NumberFormat`). ICU keeps that data for the whole renderer
 * process, so a worker that builds the same kinds of formatter first leaves the main
 * thread's first one nearly free (measured: 52-144 ms cold, 0-3 ms after the worker).
 * Other engines may keep their data per thread; then the worker costs a small request and
 * nothing else.
 */
export function warmIntl(lang: string): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(new URL('./warm-intl.worker.ts', import.meta.url)).postMessage(lang);
  } catch { /* refused (a policy, a sandboxed frame): the page formats on its own */ }
}
