/**
 * index.html's preload of the route the page opens on (the route table, src/routes.ts, says
 * which page module a route shows). The first page's chunks are named by <link rel=modulepreload>
 * tags; a later step's page and the chunks it imports depend on the address, which only
 * the browser knows, so the head's inline script adds their modulepreload links while the
 * HTML is parsed (src/shell/route-preload.ts, from the table computed here): they
 * download beside the main chunk instead of in two more round trips after it runs. The
 * Content-Security-Policy allows inline scripts by their hashes (allowScriptInCsp).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { ROUTES, type RouteDef } from '../../src/routes.ts';
import { ROOT } from './brands.ts';

interface ChunkLike { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] }

interface FirstLoadChunk extends ChunkLike { isEntry: boolean }

/**
 * What the first page needs, beside the entry chunk: its static imports, and the default
 * language's chunk (facade id `localeId`). index.html names them in modulepreload tags.
 */
export function firstLoadPreloads(chunks: readonly FirstLoadChunk[], localeId: string): { entry: string | null; preloads: Set<string> } {
  const entry = chunks.find((c) => c.isEntry);
  const preloads = new Set<string>();
  const walk = (file: string) => {
    for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) {
      if (!preloads.has(dep)) { preloads.add(dep); walk(dep); }
    }
  };
  if (entry) walk(entry.fileName);
  const locale = chunks.find((c) => c.facadeModuleId === localeId);
  if (locale) preloads.add(locale.fileName);
  return { entry: entry?.fileName ?? null, preloads };
}

/** Address → page module (path under the root) of each route whose page loads on demand at a fixed address. */
export function lazyRoutePages(): Record<string, string> {
  const rows = (Object.values(ROUTES) as RouteDef[]).filter((r) => r.page && !r.firstLoad && !r.path.includes('{'));
  return Object.fromEntries(rows.map((r) => [r.path, `src/${r.page}`]));
}

/** Per route: the page's chunk and its static imports, without what the first load has. */
export function routeChunks(chunks: readonly ChunkLike[], firstLoad: ReadonlySet<string>): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const out: Record<string, string[]> = {};
  for (const [route, file] of Object.entries(lazyRoutePages())) {
    const page = chunks.find((c) => c.facadeModuleId === path.join(ROOT, file));
    if (!page) throw new Error(`routes.ts: no chunk for ${route} (${file}); was the page moved?`);
    const files = new Set<string>();
    const walk = (f: string) => {
      if (files.has(f) || firstLoad.has(f)) return;
      files.add(f);
      for (const dep of byFile.get(f)?.imports ?? []) walk(dep);
    };
    walk(page.fileName);
    out[route] = [...files];
  }
  return out;
}

export function scriptHash(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
}

/** Adds the script's hash to the CSP's script-src in `html` (the policy comes from html.ts). */
export function allowScriptInCsp(html: string, script: string): string {
  const out = html.replace(/(Content-Security-Policy" content="[^"]*script-src 'self')/, `$1 ${scriptHash(script)}`);
  if (out === html && html.includes('Content-Security-Policy')) throw new Error('index.html: no script-src \'self\' in the Content-Security-Policy to allow an inline script in');
  return out;
}
