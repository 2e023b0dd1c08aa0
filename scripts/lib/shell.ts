/**
 * The build's part of the HTML shell (src/shell/shell.tsx): renders each purchase step's
 * shell from the app's components in the brand's default language, and writes them into
 * index.html with the gate's config and the gate itself (src/shell/gate-entry.ts: the
 * early game list, then the shell and its cards), allowed by their hashes in the
 * Content-Security-Policy.
 *
 * Lab, watt, harsh profile (300 ms, 700 Kbps, 10× CPU): the heading of /selectGoods and
 * /recharge paints once the HTML and the stylesheet are in, instead of after the main
 * chunk has arrived and run; step 1's cards once the game list is in.
 */
import path from 'node:path';
import type { OutputAsset, OutputChunk } from 'rolldown';
import { type Plugin, build, runnerImport } from 'vite';
import type { Brand } from '../../brands/brand.ts';
import { CONFIG_ID, type ShellConfig } from '../../src/shell/gate.ts';
import { ROOT } from './brands.ts';
import { allowScriptInCsp, firstLoadPreloads, routeChunks } from './route-preload.ts';
import { BUILD_TARGET, BUNDLE_ALIASES, JSX_OPTIONS } from './vite-config.ts';
import { brandPlugin, defaultLocaleId } from './vite-brand.ts';

const ROOT_DIV = '<div id="root"></div>';

/** Address → shell HTML, rendered in Node through Vite so the brand's virtual modules resolve. */
export async function renderShells(brand: Brand): Promise<Record<string, string>> {
  const { module } = await runnerImport<typeof import('../../src/shell/render-shells.tsx')>(path.join(ROOT, 'src/shell/render-shells.tsx'), {
    configFile: false, root: ROOT, logLevel: 'error', plugins: [brandPlugin(brand)], oxc: JSX_OPTIONS, resolve: { alias: BUNDLE_ALIASES },
  });
  return module.shells;
}

let gate: Promise<string> | null = null;

/** The gate as one minified script; the same for every brand, so built once per process. */
export function gateScript(): Promise<string> {
  gate ??= build({
    configFile: false, root: ROOT, logLevel: 'error',
    build: {
      write: false, target: BUILD_TARGET, minify: true,
      lib: { entry: path.join(ROOT, 'src/shell/gate-entry.ts'), formats: ['iife'], name: 'shellGate' },
    },
  }).then((out) => {
    const outputs = Array.isArray(out) ? out : [out];
    const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((c) => c.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('shell gate: the build gave no script');
    return chunk.code.trim();
  });
  return gate;
}

/** JSON for inside a <script> element: no "</script>" or "<!--" can close or bend it. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** The one-line script after the shells: shows the current one (gate-entry.ts defines it in the head). */
export const SHOW_SHELL_SCRIPT = 'self.__shell&&__shell()';

/** What the head script knows of the brand, and the address → template table. */
export function shellConfig(brand: Brand, paths: Record<string, string>, routes: Record<string, string[]>): ShellConfig {
  const { id, languages, domainAreas, clientIdAreas, hosts: { api, demoApi } } = brand;
  return { id, languages: [...languages], domainAreas, ...(clientIdAreas ? { clientIdAreas } : {}), hosts: { api, demoApi }, paths, routes };
}

/**
 * index.html with, in the head after <title> (before the stylesheet, which an inline
 * script would wait for), the config and the gate; after #root, one <template> per
 * distinct shell and the call that shows one. Both scripts are allowed by their hashes.
 */
export function addShells(html: string, brand: Brand, shells: Record<string, string>, script: string, routes: Record<string, string[]> = {}): string {
  if (!html.includes(ROOT_DIV)) throw new Error(`index.html: no ${ROOT_DIV} to put the shells after`);
  if (!html.includes('</title>')) throw new Error('index.html: no </title> to put the shell gate after');
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
  const head = [`<script type="application/json" id="${CONFIG_ID}">${scriptJson(shellConfig(brand, paths, routes))}</script>`, `<script>${script}</script>`];
  const body = [...templates, `<script>${SHOW_SHELL_SCRIPT}</script>`];
  return allowScriptInCsp(allowScriptInCsp(html, script), SHOW_SHELL_SCRIPT)
    // Replaced by functions: a "$&" or "$'" in the minified script is not a pattern here.
    .replace('</title>', () => `</title>\n    ${head.join('\n    ')}`)
    .replace(ROOT_DIV, () => `${ROOT_DIV}\n    ${body.join('\n    ')}`);
}

/** Per later route, the chunks its page needs beyond the first load (route-preload.ts). */
function routeTable(files: readonly (OutputChunk | OutputAsset)[], brand: Brand): Record<string, string[]> {
  const chunks = files.filter((c): c is OutputChunk => c.type === 'chunk');
  const { entry, preloads } = firstLoadPreloads(chunks, defaultLocaleId(brand));
  return routeChunks(chunks, new Set([...preloads, ...(entry ? [entry] : [])]));
}

export function shellPlugin(brand: Brand): Plugin {
  return {
    name: 'storefront-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const [shells, script] = await Promise.all([renderShells(brand), gateScript()]);
        return addShells(html, brand, shells, script, ctx.bundle ? routeTable(Object.values(ctx.bundle), brand) : {});
      },
    },
  };
}
