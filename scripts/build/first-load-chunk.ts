/**
 * One chunk for everything the first page needs.
 *
 * Rolldown gives each module that the entry shares with a lazy chunk its own common
 * chunk, which split the first load into a dozen files; a fixed list of "core" modules
 * kept that down but went stale whenever a module moved. This computes the set instead:
 * every module the entry reaches through static imports, the entry included, goes into
 * one chunk. Lazy chunks import what they share from it. One file also compresses
 * better than several (about 1 KB gzip on the first load, `npm run bench`).
 */
import type { Plugin } from 'vite';

export function firstLoadChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'storefront-first-load-chunk',
    apply: 'build',
    buildEnd() {
      firstLoad = new Set();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => firstLoad.has(id) };
}
