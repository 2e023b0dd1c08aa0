/**
 * What the address needs beyond the first load, downloading beside the main chunk: at low
 * priority, but the language's messages, which the first render needs (`auto`).
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
