/**
 * The head script's preload of what the address needs beyond the first load: the visit's
 * language's messages, a later page's chunks, or the API client's where the head asks for
 * the game list (the table is the build's, from the route table: scripts/lib/boot-plugin.ts).
 * They download beside the main chunk instead of two round trips after it. At low priority, so they fill the
 * bandwidth the main chunk, the stylesheet and the language leave rather than slowing
 * those down (lab, /recharge on the mobile profile: 1528 ms LCP at default priority,
 * 1336 ms at low). The language's messages, which the first render needs, keep the
 * browser's priority (`auto`).
 */
export function preloadRoute(doc: Document, files: readonly string[] | undefined, priority: 'low' | 'auto' = 'low'): void {
  for (const f of files ?? []) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.fetchPriority = priority;
    link.href = '/' + f;
    doc.head.appendChild(link);
  }
}
