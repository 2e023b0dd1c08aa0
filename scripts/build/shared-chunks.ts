/**
 * The shared chunks of the later pages, chosen here rather than left to Rolldown.
 *
 * Left alone, Rolldown gives every set of later chunks that share modules a chunk of its
 * own. Here that made 29 shared chunks, 23 of them under 1 KB (random-id 153 B, message-text
 * 112 B, orders 191 B...). Each one costs a route that needs it more than its
 * code: its own gzip framing, its import and export lines, and a line in every chunk that
 * imports it; /recharge loaded 17 files (12.1 KB gzip), the card login popup 14 (12.3 KB),
 * both over the 12 KB budget of a later chunk group (scripts/bench/budgets.ts).
 *
 * A group below puts modules that the heavy routes load together into one chunk. A route
 * that needs only some of them downloads the others too, so a group holds only modules
 * that are small or that nearly all its users need anyway. Rolldown's own merging was
 * tried (one group of the small shared modules by maxModuleSize; entriesAware groups with
 * a merge threshold from 300 B to 3 KB): it merges by size and by nearness of the sets of
 * routes, and whatever it took off /recharge it put on the popups, or the reverse.
 *
 * Each group names the modules it is for; Rolldown brings in what only they import. The
 * build fails when a group's chunk takes in a module that code outside the chunk imports
 * too (that code would then load the whole chunk for it), and when a named module no
 * longer exists, so a move or a new import cannot quietly undo a group.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from '../lib/brands.ts';

interface SharedChunk {
  name: string;
  /** Paths from the repository root, or the ids of virtual modules. */
  modules: readonly string[];
}

const SHARED_CHUNKS: readonly SharedChunk[] = [
  // Shared by the API client (its host choice) and the tracking beacon, which must not
  // load the client for it: a chunk of its own, before the client's group takes it in.
  { name: 'demo-host', modules: ['src/lib/demo-host.ts'] },
  // The API client, the endpoints the login popups call, and the small stores and helpers that nearly
  // every route calling the API uses: the toast, the idempotency keys' random ids, the text
  // of a message. Endpoints one route calls (card, korea, promotion) stay with that route.
  {
    name: 'api',
    modules: [
      'src/api/brand-call.ts',
      'src/api/auth.ts',
      // A replenishment link's account: the login and card popups ask for it on a replenishment page.
      'src/api/replenishment.ts',
      'src/stores/toast.ts',
      // Where a login after an expired session goes back to: set by the API's -600 effect, read by the login.
      'src/stores/login-return.ts',
      // The end of a session (the stored pay intent with it): the API's -600 and 6001 effects, and logout.
      'src/stores/end-session.ts',
      'src/lib/random-id.ts',
      'src/components/message-text.ts',
    ],
  },
  // The endpoints of the purchase that more than one route calls. Not with the client: the
  // login and card popups load the client but none of these, and the 0.4 KB they would
  // carry put both popups' groups over 12 KB once failover and idempotency grew the client.
  {
    name: 'endpoints',
    modules: [
      'src/api/games.ts',
      'src/api/goods.ts',
      'src/api/orders.ts',
      'src/api/servers.ts',
    ],
  },
  // What the login popup, the social logins and the role picker share about a session.
  { name: 'login', modules: ['src/login/session-actions.ts', 'src/lib/in-game.ts', 'virtual:brand/socialAuth'] },
  // The dialog frame and the legal links: the login and card popups use both, the
  // promotion popup the one, the footer the other.
  { name: 'modal', modules: ['src/components/modal.tsx', 'src/components/legal-links.tsx'] },
];

const moduleId = (m: string) => (m.startsWith('virtual:') ? '\0' + m : path.join(ROOT, m));
const shortId = (id: string) => id.replace(/^\0/, '').replace(ROOT + path.sep, '');

type Group = { name: string; test: (id: string) => boolean; priority: number };

/** A chunk as the check needs it: its name and its modules with their rendered length (Rolldown's shape). */
export interface ChunkView { name: string; modules: Record<string, { renderedLength: number }> }
/** A module's imports and importers, as Rolldown's getModuleInfo gives them. */
export interface ModuleView { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] }

/**
 * The modules a group's chunk took in (beyond the ones it names) that some other chunk
 * imports without otherwise needing the group: that chunk would load the whole group for
 * it. An importer needs the group anyway when its chunk's modules reach a named member by
 * static imports (not through a module the group took in). One message per such import.
 */
export function strayModules(chunks: readonly ChunkView[], named: ReadonlyMap<string, ReadonlySet<string>>, info: (id: string) => ModuleView | null): string[] {
  const out: string[] = [];
  const chunkOf = (id: string) => chunks.find((c) => id in c.modules);
  for (const chunk of chunks) {
    const members = named.get(chunk.name);
    if (!members) continue;
    const taken = new Set(Object.entries(chunk.modules).filter(([id, m]) => !members.has(id) && m.renderedLength > 0).map(([id]) => id));
    const needsAnyway = (modules: string[]) => {
      const seen = new Set<string>();
      const queue = [...modules];
      while (queue.length) {
        const id = queue.pop()!;
        if (seen.has(id) || taken.has(id)) continue;
        seen.add(id);
        if (members.has(id)) return true;
        queue.push(...(info(id)?.importedIds ?? []));
      }
      return false;
    };
    for (const id of taken) {
      const m = info(id);
      for (const from of [...(m?.importers ?? []), ...(m?.dynamicImporters ?? [])]) {
        if (from in chunk.modules) continue;
        const other = chunkOf(from);
        if (other && needsAnyway(Object.keys(other.modules))) continue;
        out.push(`shared chunk ${chunk.name} took in ${shortId(id)}, and ${shortId(from)} imports it too: that code would load the whole chunk for it. Give it a shared chunk of its own or name it in ${chunk.name}'s (scripts/build/shared-chunks.ts)`);
      }
    }
  }
  return out;
}

/**
 * The codeSplitting groups of SHARED_CHUNKS (below `priority`, in the order listed) and
 * the plugin that checks them. `outside(id)` keeps a module out of every group (the first
 * load's, which has a group of its own).
 */
export function sharedChunks(priority: number, outside: (id: string) => boolean): { plugin: Plugin; groups: Group[] } {
  const named = new Map(SHARED_CHUNKS.map((c) => [c.name, new Set(c.modules.map(moduleId))]));
  const groups = [...named].map(([name, ids], i) => ({ name, test: (id: string) => ids.has(id) && !outside(id), priority: priority - 1 - i }));
  const plugin: Plugin = {
    name: 'storefront-shared-chunks',
    apply: 'build',
    buildEnd(err) {
      if (err) return;
      const known = new Set(this.getModuleIds());
      for (const [name, ids] of named) {
        for (const id of ids) if (!known.has(id)) this.error(`shared chunk ${name}: no module ${shortId(id)} (scripts/build/shared-chunks.ts names it; moved or gone?)`);
      }
    },
    generateBundle(_opts, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const problems = strayModules(chunks, named, (id) => this.getModuleInfo(id));
      if (problems.length) this.error(problems.join('\n'));
    },
  };
  return { plugin, groups };
}
