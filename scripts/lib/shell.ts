/**
 * The build's part of the HTML shell (src/shell/shell.tsx): renders each purchase step's
 * shell from the app's components in the brand's default language, and writes into
 * index.html, after #root, one <template> per distinct shell, the gate's config as JSON,
 * and the gate itself (src/shell/gate.ts) as an inline script allowed by its hash in the
 * Content-Security-Policy.
 *
 * Lab, watt, harsh profile (300 ms, 700 Kbps, 10× CPU): the heading of /selectGoods and
 * /recharge paints once the HTML and the stylesheet are in, instead of after the main
 * chunk has arrived and run.
 */
import path from 'node:path';
import { type Plugin, build, runnerImport } from 'vite';
import type { Brand } from '../../brands/brand.ts';
import type { ShellConfig } from '../../src/shell/gate.ts';
import { ROOT } from './brands.ts';
import { allowScriptInCsp } from './route-preload.ts';
import { BUILD_TARGET, BUNDLE_ALIASES, JSX_OPTIONS } from './vite-config.ts';
import { brandPlugin } from './vite-brand.ts';

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

/** index.html with the shells, their config and the gate after #root. */
export function addShells(html: string, brand: Brand, shells: Record<string, string>, script: string): string {
  if (!html.includes(ROOT_DIV)) throw new Error(`index.html: no ${ROOT_DIV} to put the shells after`);
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
  const config: ShellConfig = { languages: [...brand.languages], paths };
  const block = [...templates, `<script type="application/json" id="shell-config">${scriptJson(config)}</script>`, `<script>${script}</script>`];
  return allowScriptInCsp(html, script).replace(ROOT_DIV, `${ROOT_DIV}\n    ${block.join('\n    ')}`);
}

export function shellPlugin(brand: Brand): Plugin {
  return {
    name: 'storefront-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const [shells, script] = await Promise.all([renderShells(brand), gateScript()]);
        return addShells(html, brand, shells, script);
      },
    },
  };
}
