// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ChunkView, type ModuleView, strayModules } from './shared-chunks.ts';

/**
 * A bundle like the storefront's: the `api` group names the client; the client imports
 * demo-host.ts, which the tracking chunk imports too.
 */
function bundle(opts: { apiTakes: string[]; tracking: string[]; trackingImportsClient?: boolean }) {
  const graph: Record<string, ModuleView> = {
    client: { importedIds: ['demo-host'], importers: ['recharge-page'], dynamicImporters: [] },
    'demo-host': { importedIds: [], importers: ['client', 'send'], dynamicImporters: [] },
    helper: { importedIds: [], importers: ['client'], dynamicImporters: [] },
    send: { importedIds: ['demo-host', ...(opts.trackingImportsClient ? ['client'] : [])], importers: [], dynamicImporters: [] },
    'recharge-page': { importedIds: ['client'], importers: [], dynamicImporters: [] },
  };
  const chunk = (name: string, ids: string[]): ChunkView => ({ name, modules: Object.fromEntries(ids.map((id) => [id, { renderedLength: 100 }])) });
  const chunks = [chunk('api', ['client', ...opts.apiTakes]), chunk('tracking', opts.tracking), chunk('recharge-page', ['recharge-page'])];
  const named = new Map([['api', new Set(['client'])]]);
  return strayModules(chunks, named, (id) => graph[id] ?? null);
}

describe('strayModules', () => {
  it('names a module a group took in when a chunk that does not need the group imports it', () => {
    expect(bundle({ apiTakes: ['demo-host'], tracking: ['send'] })).toEqual([
      expect.stringMatching(/^shared chunk api took in demo-host, and send imports it too/),
    ]);
  });

  it('lets it be when that chunk loads the group anyway, for a module the group names', () => {
    expect(bundle({ apiTakes: ['demo-host'], tracking: ['send'], trackingImportsClient: true })).toEqual([]);
  });

  it('lets a module be that only the group\'s own modules import', () => {
    expect(bundle({ apiTakes: ['helper'], tracking: ['send', 'demo-host'] })).toEqual([]);
  });

  it('counts a dynamic import as loading the chunk too', () => {
    const chunks: ChunkView[] = [
      { name: 'login', modules: { session: { renderedLength: 50 }, notice: { renderedLength: 50 } } },
      { name: 'beacon', modules: { beacon: { renderedLength: 50 } } },
    ];
    const graph: Record<string, ModuleView> = {
      session: { importedIds: ['notice'], importers: [], dynamicImporters: [] },
      notice: { importedIds: [], importers: ['session'], dynamicImporters: ['beacon'] },
      beacon: { importedIds: [], importers: [], dynamicImporters: [] },
    };
    expect(strayModules(chunks, new Map([['login', new Set(['session'])]]), (id) => graph[id] ?? null)).toEqual([
      expect.stringContaining('login took in notice, and beacon imports it too'),
    ]);
  });

  it('leaves out modules with no code in the chunk (inlined constants, types)', () => {
    const chunks: ChunkView[] = [
      { name: 'api', modules: { client: { renderedLength: 100 }, codes: { renderedLength: 0 } } },
      { name: 'beacon', modules: { beacon: { renderedLength: 50 } } },
    ];
    const graph: Record<string, ModuleView> = {
      client: { importedIds: ['codes'], importers: [], dynamicImporters: [] },
      codes: { importedIds: [], importers: ['client', 'beacon'], dynamicImporters: [] },
      beacon: { importedIds: ['codes'], importers: [], dynamicImporters: [] },
    };
    expect(strayModules(chunks, new Map([['api', new Set(['client'])]]), (id) => graph[id] ?? null)).toEqual([]);
  });
});
