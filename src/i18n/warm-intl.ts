/**
 * The first Intl formatter a page builds is slow in Chromium: ICU loads its data then, on
 * the main thread, inside the render that first shows a price or a level. ICU keeps that
 * data for the whole renderer process, so a worker that builds the same kinds of formatter
 * first leaves the main thread's first one nearly free (figures: docs/performance-log.md).
 * Other engines may keep their data per thread; then the worker costs a small request and
 * nothing else.
 *
 * format.ts imports this module for its effect: the formatting code loads with the pages
 * that show prices and levels (at the app's start on those pages, when idle on step 1),
 * which is before their data arrives, and the first load's chunk stays without it.
 */
try {
  new Worker(new URL('./warm-intl.worker.ts', import.meta.url));
} catch { /* no workers here, or refused (a policy, a sandboxed frame): the page formats on its own */ }
