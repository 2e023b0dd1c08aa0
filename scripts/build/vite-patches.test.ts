/**
 * Each patch of vite-patches.ts against the installed Vite: a tiny project built twice in a
 * temporary folder, once as Vite builds it and once patched. A failure says which patch an
 * upgrade broke and where to look.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { ROOT } from '../lib/brands.ts';
import { BUNDLE_ALIASES, PRELOAD_DEPS, PRELOAD_HELPER_ID, emptyPreloadTables, esmReact, facadeSource, lazyCssProblems, plainPreloadHelper } from './vite-patches.ts';

const PATCHES = 'scripts/build/vite-patches.ts';
const VITE_SOURCE = 'node_modules/vite/dist/node/chunks/node.js';

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><script type="module" src="./main.js"></script>',
  'main.js': [
    "import dlv from 'dlv';",
    "import sha256 from 'crypto-js/sha256';",
    "import base64 from 'crypto-js/enc-base64';",
    "import { useSyncExternalStore } from 'use-sync-external-store/shim/index.js';",
    'console.log(dlv, sha256, base64, useSyncExternalStore);',
    "document.body.onclick = () => Promise.all([import('./a.js'), import('./b.js')]);",
  ].join('\n'),
  // A lazy chunk with a stylesheet, and one that imports it lazily in turn: the preload table names the stylesheet.
  'a.js': "import './a.css'; import { s } from './shared.js'; export const a = s + 1;",
  'a.css': 'body { color: red }',
  'b.js': "import { useState } from 'react'; import { s } from './shared.js'; export const b = () => useState(s); export const l = () => import('./a.js');",
  'shared.js': 'export const s = Math.random();',
};

interface Built { chunks: Rolldown.OutputChunk[]; output: (Rolldown.OutputChunk | Rolldown.OutputAsset)[]; loaded: Set<string> }
let dir = '';
let plain: Built;
let patched: Built;

async function buildTiny(withPatches: boolean): Promise<Built> {
  const loaded = new Set<string>();
  const spy = { name: 'spy', enforce: 'pre' as const, load(id: string) { loaded.add(id); return null; } };
  const out = await build({
    root: dir, configFile: false, logLevel: 'error',
    plugins: [...(withPatches ? [plainPreloadHelper(), emptyPreloadTables(), esmReact()] : []), spy],
    resolve: { alias: withPatches ? BUNDLE_ALIASES : [] },
    // As scripts/build/vite-config.ts builds a brand.
    build: { write: false, target: 'es2022', modulePreload: false },
  });
  const output = (Array.isArray(out) ? out[0]! : out as Rolldown.RolldownOutput).output;
  return { output, chunks: output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk'), loaded };
}

const chunkOf = (b: Built, name: string) => b.chunks.find((c) => c.name === name)!;
/** The bundle's module ids, from the repository root; a package's from its node_modules (which may be a link). */
const fromRoot = (id: string) => {
  const at = id.lastIndexOf('/node_modules/');
  return at >= 0 ? id.slice(at + 1) : id.startsWith(ROOT) ? path.relative(ROOT, id) : id;
};
const modules = (b: Built) => b.chunks.flatMap((c) => c.moduleIds).map(fromRoot);
/** Every module the build loaded, whether or not its code stayed in the bundle. */
const loadedModules = (b: Built) => [...b.loaded].map(fromRoot);

beforeAll(async () => {
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  // Inside the repository, so the project resolves the installed packages.
  dir = fs.mkdtempSync(path.join(ROOT, '.bench', 'vite-patches-'));
  for (const [f, text] of Object.entries(FILES)) fs.writeFileSync(path.join(dir, f), text + '\n');
  plain = await buildTiny(false);
  patched = await buildTiny(true);
}, 60_000);
afterAll(() => { if (dir) fs.rmSync(dir, { recursive: true, force: true }); });

describe('plainPreloadHelper: Vite\'s preload helper as a plain import()', () => {
  it('finds the helper where Vite loads it, and leaves none of it in the bundle', () => {
    expect(plain.loaded.has(PRELOAD_HELPER_ID), `Vite no longer loads its preload helper as ${JSON.stringify(PRELOAD_HELPER_ID)}: plainPreloadHelper in ${PATCHES} no longer applies, and every bundle carries Vite's helper (0.8 KB) again. Find the helper's id now (preloadHelperId in ${VITE_SOURCE}) and set PRELOAD_HELPER_ID to it.`).toBe(true);
    const helperCode = (b: Built) => b.chunks.some((c) => c.code.includes('modulepreload'));
    expect(helperCode(plain), `Vite's preload helper no longer names "modulepreload", so this test cannot tell it is gone; name another mark of the helper here (its source: ${VITE_SOURCE}).`).toBe(true);
    expect(helperCode(patched), `plainPreloadHelper in ${PATCHES} loads ${JSON.stringify(PRELOAD_HELPER_ID)}, yet Vite's helper is still in the bundle: Vite now adds it another way. Look at buildImportAnalysisPlugin in ${VITE_SOURCE}.`).toBe(false);
  });
});

describe('emptyPreloadTables: the table the helper read, emptied', () => {
  it('matches the table Vite writes, and leaves it naming no file', () => {
    const table = chunkOf(plain, 'b').code.split('\n')[0];
    expect(PRELOAD_DEPS.test(chunkOf(plain, 'b').code), `Vite no longer writes its preload table as PRELOAD_DEPS in ${PATCHES} expects; it wrote: ${table}. emptyPreloadTables no longer applies, and each chunk with a lazy import keeps a dead table naming files (the entry's stylesheet, which is not shipped). Update PRELOAD_DEPS to what Vite writes (mapDepsCode in ${VITE_SOURCE}).`).toBe(true);
    for (const c of patched.chunks) {
      expect(c.code, `emptyPreloadTables left files in ${c.fileName}'s preload table`).not.toMatch(/m\.f=\["/);
    }
    expect(chunkOf(patched, 'b').code).toContain('m.f=[])');
  });
});

describe('lazyCssProblems: no lazily loaded stylesheet, which the plain import() would never load', () => {
  it('sees the stylesheet Vite records on a lazy chunk, and names it', () => {
    expect(lazyCssProblems(plain.output), `Vite no longer records a lazy chunk's stylesheet in viteMetadata.importedCss: lazyCssProblems in ${PATCHES} sees none, and a build would ship a page whose stylesheet never loads. Find where Vite keeps a chunk's CSS now (${VITE_SOURCE}).`)
      .toEqual([expect.stringMatching(/^assets\/a-[\w-]+\.js imports assets\/a-[\w-]+\.css: /)]);
  });
});

describe('esmReact: React\'s CommonJS entry points as ES modules', () => {
  it('is needed: without it, a chunk that imports React calls it through a converted namespace', () => {
    expect(chunkOf(plain, 'b').code, `Rolldown no longer calls React through a namespace converted in each importing chunk ((0, R.useState)(…)): esmReact in ${PATCHES} may no longer save anything. Build with and without it (npm run bench) and remove it if the bundle is no smaller.`)
      .toMatch(/\(0,\w+\.useState\)/);
  });

  it('applies: with it, the chunk imports useState by name and calls it', () => {
    expect(modules(patched), `Vite resolved the app's 'react' before esmReact in ${PATCHES} could: a resolveId of enforce "pre" no longer comes first.`).toContain('\0storefront:esm/react');
    expect(chunkOf(patched, 'b').code).not.toMatch(/\.useState\b/);
  });

  it('exports each of the module\'s functions by name and the module as the default, leaving out what is not a name', () => {
    expect(facadeSource('x', ['a', 'default', '__esModule', 'not-a-name', '$b'])).toBe("import * as m from 'x';\nexport const a = m.a, $b = m.$b;\nexport default m.default;\n");
  });
});

describe('BUNDLE_ALIASES: what the packages import, swapped for what the platform or a smaller module does', () => {
  it('sends each aliased import to its replacement, and none to the package', () => {
    const mods = loadedModules(patched);
    for (const want of ['src/lib/use-sync-external-store.ts', 'node_modules/dlv/dist/dlv.es.js', 'src/login/social/vkid-crypto/sha256.ts', 'src/login/social/vkid-crypto/enc-base64.ts']) {
      expect(mods, `Vite did not apply the alias to ${want} (BUNDLE_ALIASES in ${PATCHES}): does its file still exist, and does resolve.alias still take a RegExp with $1?`).toContain(want);
    }
    expect(mods.filter((m) => /node_modules\/(use-sync-external-store|crypto-js)\/|dlv\.umd\.js/.test(m))).toEqual([]);
  });

  it('each aliased import is still one the installed packages make (else the alias is dead: remove it)', () => {
    const says = (file: string, text: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8').includes(text);
    expect(says('wouter/src/use-sync-external-store.js', 'use-sync-external-store/shim'), 'wouter no longer imports use-sync-external-store/shim: remove its alias and src/lib/use-sync-external-store.ts').toBe(true);
    expect(says('rosetta/dist/index.mjs', "from 'dlv'"), "rosetta no longer imports dlv: remove dlv's alias").toBe(true);
    expect(says('dlv/package.json', '"browser": "dist/dlv.umd.js"'), "dlv's browser build is no longer its UMD file: the alias to its ES build may be needless").toBe(true);
    expect(says('@vkid/sdk/dist-sdk/esm/utils/oauth.js', 'crypto-js/sha256'), "@vkid/sdk no longer imports crypto-js/sha256: remove crypto-js's alias and src/login/social/vkid-crypto/").toBe(true);
  });
});
