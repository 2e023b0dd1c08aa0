/**
 * The head script's preload of what the address needs beyond the first load: the visit's
 * language's messages, a later page's chunks, or the API client's where the head asks for
 * the game list (the table is the build's, from the route table: scripts/lib/boot-plugin.ts).
 * They download beside the main chunk instead of two round trips after it. At low priority,
 * so they fill the bandwidth the main chunk, the stylesheet and the language leave rather
 * than slowing those down (lab, /recharge on the mobile profile: 1528 ms LCP at default
 * priority, 1336 ms at low). The messages, which the first render needs, keep the
 * browser's priority (`auto`).
 */

export interface Preload {
  /** Path under the site's root ("assets/…"). */
  file: string;
  priority: 'low' | 'auto';
}

/** How long one run of link insertions may hold the main thread before the rest wait for a later task. */
export const PRELOAD_SLICE_MS = 10;

type Clock = { now(): number; later(fn: () => void): void };
const realClock: Clock = { now: () => performance.now(), later: (fn) => { setTimeout(fn, 0); } };

/**
 * Adds a modulepreload link per file, in order, a few per task.
 *
 * Why in slices: each link costs the main thread about 1 ms on a desktop (the fetch is set
 * up, checked against the CSP, and so on), 12 ms for step 2's eleven, 136 ms at the harsh
 * profile's 10× CPU (`.shots/link-cost.ts`, not committed). Added all at once right after
 * the shell's paint, they made one long task there, blocking the page it had just shown.
 */
export function preloadRoute(doc: Document, files: readonly Preload[], clock: Clock = realClock): void {
  let next = 0;
  const run = () => {
    const start = clock.now();
    while (next < files.length) {
      const { file, priority } = files[next++]!;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.fetchPriority = priority;
      link.href = '/' + file;
      doc.head.appendChild(link);
      if (next < files.length && clock.now() - start >= PRELOAD_SLICE_MS) { clock.later(run); return; }
    }
  };
  run();
}
