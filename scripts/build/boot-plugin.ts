/**
 * The build's side of what runs before the app (src/boot/README.md): one Vite plugin that
 * writes into index.html
 *  - in the head, before the stylesheet: the boot config as JSON and the head script
 *    (src/boot/head.ts, built here as one minified script, the same for every brand);
 *  - modulepreload tags for the entry chunk and what it imports (the language's messages are
 *    the head script's to fetch, once the shell is on screen);
 *  - after #root: one <template> per distinct frame (src/app/frame.tsx, rendered here in
 *    Node in the brand's default language) and the one-line call that shows one;
 * and allows both inline scripts by their hashes in the Content-Security-Policy. Which
 * addresses get a shell, an early game list or a preload comes from the route table.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { type Plugin, type Rolldown, build, runnerImport } from 'vite';
import type { Brand } from '../../brands/brand.ts';
import { type BootConfig, CONFIG_ID } from '../../src/boot/boot-config.ts';
import { EARLY_GAMES_PATHS, ROUTES, type RouteDef } from '../../src/routes.ts';
import { ROOT } from '../lib/brands.ts';
import { BUILD_TARGET, JSX_OPTIONS } from './build-options.ts';
import { BUNDLE_ALIASES, lazyCssProblems } from './vite-patches.ts';
import { brandPlugin, firstLocaleIds, laterLocaleIds } from './vite-brand.ts';

const ROOT_DIV = '<div id="root"></div>';

/**
 * The modules the early game list's reply goes through: its endpoint, and the memo that
 * keeps it for the next visit and shows the kept logos (src/lib/games-memo.ts). Preloaded
 * beside the call, so they are there when the reply is.
 */
export const EARLY_GAMES_MODULES = ['src/api/games.ts', 'src/lib/games-memo.ts'];

/** Address → shell HTML, rendered in Node through Vite so the brand's virtual modules resolve. */
export async function renderShells(brand: Brand): Promise<Record<string, string>> {
  const { module } = await runnerImport<typeof import('../../src/boot/render-shells.tsx')>(path.join(ROOT, 'src/boot/render-shells.tsx'), {
    configFile: false, root: ROOT, logLevel: 'error', plugins: [brandPlugin(brand)], oxc: JSX_OPTIONS, resolve: { alias: BUNDLE_ALIASES },
  });
  return module.shells;
}

let head: Promise<string> | null = null;
/** The head script as one minified script; the same for every brand, so built once per process. */
export function headScript(): Promise<string> {
  head ??= build({
    configFile: false, root: ROOT, logLevel: 'error',
    build: {
      write: false, target: BUILD_TARGET, minify: true,
      lib: { entry: path.join(ROOT, 'src/boot/head.ts'), formats: ['iife'], name: 'storefrontHead' },
    },
  }).then((out) => {
    const outputs = Array.isArray(out) ? out : [out];
    const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((c) => c.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('boot: the head script\'s build gave no script');
    return chunk.code.trim();
  });
  return head;
}

/** JSON for inside a <script> element: no "</script>" or "<!--" can close or bend it. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** Vite's tag for the entry chunk, in the head of the built index.html. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The one-line script after the templates: shows the current shell and starts the main
 * chunk once the shell is painted (head.ts defines `__shell`, src/boot/start-after-shell.ts
 * says why); without the head's function (no config, a broken one), the chunk starts at
 * once. The chunk itself is fetched from the head, by a modulepreload in the entry tag's
 * place, so waiting to run it never waits to download it.
 */
export function startScript(entry: string): string {
  return `(self.__shell||function(s){s()})(function(){var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.appendChild(s)})`;
}

export function bootConfig(brand: Brand, shells: Record<string, string>, preload: Record<string, string[]>, first: Pick<FirstLoad, 'firstMessages' | 'laterMessages'> = {}): BootConfig {
  const { id, languages, domainAreas, clientIdAreas, hosts: { api, demoApi } } = brand;
  return {
    id, languages: [...languages], domainAreas, ...(clientIdAreas ? { clientIdAreas } : {}), hosts: { api, demoApi },
    shells, preload, firstMessages: first.firstMessages ?? {}, earlyGames: [...EARLY_GAMES_PATHS], laterMessages: first.laterMessages ?? {},
  };
}

/** Language → the file of its messages' chunk (facade ids from vite-brand.ts). */
export function messageFiles(chunks: readonly Pick<ChunkLike, 'fileName' | 'facadeModuleId'>[], ids: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, id] of Object.entries(ids)) {
    const chunk = chunks.find((c) => c.facadeModuleId === id);
    if (chunk) out[lang] = chunk.fileName;
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

/**
 * Allows each inline <style> of `html` by its hash in the CSP's style-src, replacing any
 * hash there. Run on the HTML as built: Vite minifies inline styles (the brand's palette
 * loses its long hex forms), and a style whose hash does not match is dropped by the
 * browser without a word, which once left every brand without its colours.
 */
export function allowInlineStylesInCsp(html: string): string {
  const hashes = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => scriptHash(m[1]!));
  const out = html.replace(/(Content-Security-Policy" content="[^"]*style-src 'self')((?: 'sha256-[^']*')*)/, (_, head: string) => [head, ...hashes].join(' '));
  if (out === html && hashes.length && html.includes('Content-Security-Policy') && !html.includes(`style-src 'self' ${hashes.join(' ')}`)) {
    throw new Error('index.html: no style-src \'self\' in the Content-Security-Policy to allow its inline style in');
  }
  return out;
}

/** Vite's tag for a stylesheet of the entry, in the head of the built index.html. */
const STYLESHEET_TAG = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** What the first page loads beside the entry chunk, for addBoot to write. */
export interface FirstLoad {
  /** Chunks to fetch at once beside the entry, as addresses ("/assets/…"): its static imports. */
  preloads?: readonly string[];
  /** Language → its first-screen messages' chunk, for the head to preload the visit's. */
  firstMessages?: Record<string, string>;
  /** The entry's stylesheets, address → text, written into the HTML in place of their links. */
  styles?: Readonly<Record<string, string>>;
  /** Language → its later messages' chunk, for the head to preload off the game list. */
  laterMessages?: Record<string, string>;
}

/**
 * index.html as the first page needs it. After <title>, before anything that runs: the
 * modulepreloads of the main chunk and what it imports, then the config and the head script
 * (parsed while those download: Lighthouse's model and a slow phone alike start them
 * behind the script otherwise). Not the language's messages: the head asks for the visit's
 * language's once the shell is on screen (head.ts says why). The entry's stylesheet inline,
 * in its link's place: it is small (4–5 KB compressed, inside the HTML's first round trip),
 * and a linked one blocked the first paint for a round trip of its own and held back the
 * script after the shell.
 * After #root, one <template> per distinct shell and the call that shows one and then
 * starts the main chunk.
 */
export function addBoot(html: string, brand: Brand, shells: Record<string, string>, script: string, preload: Record<string, string[]> = {}, first: FirstLoad = {}): string {
  if (!html.includes(ROOT_DIV)) throw new Error(`index.html: no ${ROOT_DIV} to put the shells after`);
  if (!html.includes('</title>')) throw new Error('index.html: no </title> to put the head script after');
  const ids = new Map<string, string>();
  const templates: string[] = [];
  const paths: Record<string, string> = {};
  for (const [p, markup] of Object.entries(shells)) {
    if (!ids.has(markup)) {
      ids.set(markup, `shell-${ids.size}`);
      templates.push(`<template id="${ids.get(markup)}">${markup}</template>`);
    }
    paths[p] = ids.get(markup)!;
  }
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error(`index.html: no entry script (${ENTRY_TAG.source}) to start after the shell`);
  const start = startScript(entry);
  const preloads = [entry, ...(first.preloads ?? []).filter((f) => f !== entry)].map((f) => `<link rel="modulepreload" crossorigin href="${f}">`);
  const config = bootConfig(brand, paths, preload, first);
  const headTags = [...preloads, `<script type="application/json" id="${CONFIG_ID}">${scriptJson(config)}</script>`, `<script>${script}</script>`];
  const body = [...templates, `<script>${start}</script>`];
  const built = html
    .replace(ENTRY_TAG, '')
    .replace(STYLESHEET_TAG, (tag, href: string) => {
      const css = first.styles?.[href];
      if (css === undefined) return tag;
      if (/<\/style/i.test(css)) throw new Error(`${href}: "</style" in the stylesheet would end its inline element`);
      return `<style>${css.trim()}</style>`;
    });
  return allowInlineStylesInCsp(allowScriptInCsp(allowScriptInCsp(built, script), start))
    // Replaced by functions: a "$&" or "$'" in the minified script is not a pattern here.
    .replace('</title>', () => `</title>\n    ${headTags.join('\n    ')}`)
    .replace(ROOT_DIV, () => `${ROOT_DIV}\n    ${body.join('\n    ')}`);
}

interface ChunkLike { type: 'chunk'; fileName: string; moduleIds: readonly string[]; facadeModuleId: string | null; imports: string[] }
interface FirstLoadChunk extends ChunkLike { isEntry: boolean }

/**
 * What the first page needs, beside the entry chunk: its static imports. Vite's own
 * preloading is off (its runtime helper would cost 0.8 KB in the first bundle), so
 * index.html names these in modulepreload tags.
 */
export function firstLoadPreloads(chunks: readonly FirstLoadChunk[]): { entry: string | null; preloads: Set<string> } {
  const entry = chunks.find((c) => c.isEntry);
  const preloads = new Set<string>();
  const walk = (file: string) => {
    for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) {
      if (!preloads.has(dep)) { preloads.add(dep); walk(dep); }
    }
  };
  if (entry) walk(entry.fileName);
  return { entry: entry?.fileName ?? null, preloads };
}

/**
 * Address → the modules (paths under the root) its first render needs beyond the first
 * load: a page that loads on demand at a fixed address, and the game list's endpoint
 * module where the head asks for the list early.
 */
export function preloadModules(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of Object.values(ROUTES) as RouteDef[]) {
    if (r.page && !r.firstLoad && !r.path.includes('{')) out[r.path] = [`src/${r.page}`];
  }
  for (const p of EARLY_GAMES_PATHS) (out[p] ??= []).push(...EARLY_GAMES_MODULES);
  return out;
}

/**
 * Address → chunks to preload: the chunk holding each module and what it imports, without
 * what the first load has. The head script adds their modulepreload links while the HTML
 * is parsed (src/boot/route-preload.ts): they download beside the main chunk instead of in
 * two more round trips after it runs.
 */
export function preloadChunks(chunks: readonly ChunkLike[], firstLoad: ReadonlySet<string>, modules = preloadModules()): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const out: Record<string, string[]> = {};
  for (const [address, files] of Object.entries(modules)) {
    const wanted = new Set<string>();
    const walk = (f: string) => {
      if (wanted.has(f) || firstLoad.has(f)) return;
      wanted.add(f);
      for (const dep of byFile.get(f)?.imports ?? []) walk(dep);
    };
    for (const file of files) {
      const chunk = chunks.find((c) => c.moduleIds.includes(path.join(ROOT, file)));
      if (!chunk) throw new Error(`routes.ts: no chunk holds ${file} (for ${address}); was it moved?`);
      walk(chunk.fileName);
    }
    if (wanted.size) out[address] = [...wanted];
  }
  return out;
}

export function bootPlugin(brand: Brand): Plugin {
  return {
    name: 'storefront-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const files = Object.values(ctx.bundle ?? {});
        const cssProblems = lazyCssProblems(files);
        if (cssProblems.length) throw new Error(cssProblems.join('\n'));
        const chunks = files.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const { entry, preloads } = firstLoadPreloads(chunks);
        const preload = ctx.bundle ? preloadChunks(chunks, new Set([...preloads, ...(entry ? [entry] : [])])) : {};
        const [shells, script] = await Promise.all([renderShells(brand), headScript()]);
        const css = files.filter((f): f is Rolldown.OutputAsset => f.type === 'asset' && f.fileName.endsWith('.css'));
        const out = addBoot(html, brand, shells, script, preload, {
          preloads: [...preloads].map((f) => '/' + f),
          styles: Object.fromEntries(css.map((a) => ['/' + a.fileName, String(a.source)])),
          firstMessages: messageFiles(chunks, firstLocaleIds(brand)),
          laterMessages: messageFiles(chunks, laterLocaleIds(brand)),
        });
        // An inlined stylesheet is not shipped as a file too: nothing else refers to it
        // (a lazily loaded chunk's CSS fails the build above).
        for (const a of css) if (html.includes(`href="/${a.fileName}"`) && !out.includes(`href="/${a.fileName}"`)) delete ctx.bundle![a.fileName];
        return out;
      },
    },
  };
}
