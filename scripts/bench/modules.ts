/**
 * What the initial JS is made of: `npm run bench -- --why <brand>` builds that brand once
 * more (in memory, nothing written) with a plugin that reads rolldown's per-module view of
 * each chunk, and lists the modules of the first-paint chunks with their weight.
 *
 * rolldown renders each module before minifying the chunk as a whole, so a module's own
 * minified gzip size does not exist. The figure shown is an estimate: the chunk's real
 * gzip size shared out in proportion to each module's gzipped rendered code. It ranks the
 * modules and packages well; the chunk totals are exact.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Plugin } from 'vite';
import type { Brand } from '../../brands/brand.ts';
import { ROOT } from '../lib/brands.ts';
import { brandViteConfig } from '../build/vite-config.ts';

export interface ModuleShare {
  /** node_modules/<package>/… → the package; src/… → the path from the repository root. */
  id: string;
  group: string;
  rendered: number;
  /** Estimated share of the chunk's gzip size (see above). */
  gzipShare: number;
}

export interface ChunkModules { fileName: string; gzip: number; modules: ModuleShare[] }

interface SeenChunk { fileName: string; isEntry: boolean; imports: string[]; code: string; modules: Record<string, { code: string | null; renderedLength: number }> }

/** A short, stable name for a module id (virtual modules keep their virtual name). */
export function moduleLabel(id: string): { id: string; group: string } {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
  if (nm) return { id: `${nm[1]}/${nm[2]}`, group: nm[1]! };
  const rel = clean.startsWith(ROOT + '/') ? clean.slice(ROOT.length + 1) : clean;
  const group = rel.startsWith('src/') ? rel.split('/').slice(0, 2).join('/') : rel.startsWith('virtual:') ? rel.replace(/\/.*$/, '') : rel;
  return { id: rel, group };
}

/** Builds `brand` in memory and returns the chunks of first paint (entry and its static imports) with their modules. */
export async function initialModules(brand: Brand): Promise<ChunkModules[]> {
  const seen: SeenChunk[] = [];
  const spy: Plugin = {
    name: 'bench-modules',
    enforce: 'post',
    generateBundle(_opts, bundle) {
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        seen.push({ fileName: c.fileName, isEntry: c.isEntry, imports: [...c.imports], code: c.code, modules: c.modules as SeenChunk['modules'] });
      }
    },
  };
  // write: false keeps everything in memory; the outDir is a scratch one all the same, so
  // nothing could ever empty a real build folder.
  const cfg = brandViteConfig(brand, { command: 'build', outDir: path.join(ROOT, '.bench', 'why-out') });
  await build({ ...cfg, configFile: false, logLevel: 'silent', plugins: [...(cfg.plugins ?? []), spy], build: { ...cfg.build, write: false, emptyOutDir: false } });

  const byName = new Map(seen.map((c) => [c.fileName, c]));
  const initial = new Set<string>();
  const stack = seen.filter((c) => c.isEntry).map((c) => c.fileName);
  while (stack.length) {
    const f = stack.pop()!;
    if (initial.has(f)) continue;
    initial.add(f);
    stack.push(...(byName.get(f)?.imports ?? []));
  }
  return [...initial].map((f) => {
    const c = byName.get(f)!;
    const gzip = zlib.gzipSync(c.code, { level: 9 }).length;
    const raw = Object.entries(c.modules).map(([id, m]) => ({ ...moduleLabel(id), rendered: m.renderedLength, gz: m.code ? zlib.gzipSync(m.code, { level: 9 }).length : 0 }));
    const totalGz = raw.reduce((n, m) => n + m.gz, 0) || 1;
    const modules = raw
      .map(({ gz, ...m }) => ({ ...m, gzipShare: Math.round((gz / totalGz) * gzip) }))
      .filter((m) => m.rendered > 0)
      .sort((a, b) => b.gzipShare - a.gzipShare);
    return { fileName: f, gzip, modules };
  });
}

/** Module shares summed per group (package, or src folder). */
export function groupShares(chunks: readonly ChunkModules[]): { group: string; rendered: number; gzipShare: number; modules: number }[] {
  const m = new Map<string, { group: string; rendered: number; gzipShare: number; modules: number }>();
  for (const c of chunks) {
    for (const x of c.modules) {
      const g = m.get(x.group) ?? { group: x.group, rendered: 0, gzipShare: 0, modules: 0 };
      g.rendered += x.rendered;
      g.gzipShare += x.gzipShare;
      g.modules += 1;
      m.set(x.group, g);
    }
  }
  return [...m.values()].sort((a, b) => b.gzipShare - a.gzipShare);
}
