/**
 * index.html's preload of the route the page opens on (src/app/route-pages.ts says which
 * page module a route shows). The first page's chunks are named by <link rel=modulepreload>
 * tags; a later step's page and the chunks it imports depend on the address, which only
 * the browser knows, so a small inline script adds their modulepreload links while the
 * HTML is parsed: they download beside the main chunk instead of in two more round trips
 * after it runs. They are asked for at low priority, so they fill the bandwidth the main
 * chunk, the stylesheet and the language leave rather than slowing those down (lab,
 * /recharge on the mobile profile: 1528 ms LCP at default priority, 1336 ms at low). The
 * Content-Security-Policy allows that one script by its hash.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { ROUTE_PAGES } from '../../src/app/route-pages.ts';
import { ROOT } from './brands.ts';

interface ChunkLike { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] }

/** Per route: the page's chunk and its static imports, without what the first load has. */
export function routeChunks(chunks: readonly ChunkLike[], firstLoad: ReadonlySet<string>): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const out: Record<string, string[]> = {};
  for (const [route, file] of Object.entries(ROUTE_PAGES)) {
    const page = chunks.find((c) => c.facadeModuleId === path.join(ROOT, file));
    if (!page) throw new Error(`route-pages.ts: no chunk for ${route} (${file}); was the page moved?`);
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

/** The inline script: modulepreload links for the current path's chunks. */
export function routePreloadScript(routes: Record<string, string[]>): string {
  return `(function(m){(m[location.pathname]||[]).forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.fetchPriority="low";l.href="/"+f;document.head.appendChild(l)})})(${JSON.stringify(routes)})`;
}

export function scriptHash(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * Puts the script into `html` right after <title>, before the stylesheet (an inline script
 * after a stylesheet waits for it to load), and allows it in the CSP.
 */
export function addRoutePreload(html: string, script: string): string {
  if (!html.includes('</title>')) throw new Error('index.html: no </title> to put the route preload after');
  return allowScriptInCsp(html, script).replace('</title>', `</title>\n    <script>${script}</script>`);
}

/** Adds the script's hash to the CSP's script-src in `html` (the policy comes from html.ts). */
export function allowScriptInCsp(html: string, script: string): string {
  const out = html.replace(/(Content-Security-Policy" content="[^"]*script-src 'self')/, `$1 ${scriptHash(script)}`);
  if (out === html && html.includes('Content-Security-Policy')) throw new Error('index.html: no script-src \'self\' in the Content-Security-Policy to allow the route preload in');
  return out;
}
