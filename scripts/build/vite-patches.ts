/**
 * Every place the build reaches into Vite's internals (and those of Rolldown, its bundler),
 * in one file, each with why. vite-patches.test.ts runs each against the installed Vite and
 * fails, naming the patch and what changed, when an upgrade changes what it patches.
 *
 *   plainPreloadHelper   Vite's preload helper becomes a plain import()
 *   emptyPreloadTables   the table of files that helper read, emptied in every chunk
 *   lazyCssProblems      the build fails where a plain import() would lose a stylesheet
 *   esmReact             React's CommonJS entry points as ES modules
 *   BUNDLE_ALIASES       packages' imports of what the platform or a smaller module does
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROOT } from '../lib/brands.ts';

/** The id under which Vite loads its preload helper (preloadHelperId in vite/dist/node). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic import in a helper that preloads the chunk's dependencies (0.8 KB
 * in the first bundle). The HTML preloads the first page and later chunks are prefetched
 * when idle (boot-plugin.ts): the plain import is all that is needed.
 */
export function plainPreloadHelper(): Plugin {
  return {
    name: 'storefront-plain-preload-helper',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID ? 'export const __vitePreload = (load) => load();\n' : null;
    },
  };
}

/** The table of files Vite's preload helper would fetch beside each dynamic import. */
export const PRELOAD_DEPS = /(const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[)[^\]]*(\]\)\)\)=>i\.map\(i=>d\[i\]\);)/;

/**
 * A chunk's preload table emptied: the helper that read it is a plain import here, so the
 * table is dead code in each chunk with a lazy import, and it named the entry's stylesheet,
 * which is inline in index.html and not shipped.
 */
export function emptyPreloadDeps(code: string): string {
  return code.replace(PRELOAD_DEPS, '$1$2');
}

export function emptyPreloadTables(): Plugin {
  return {
    name: 'storefront-empty-preload-tables',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const c of Object.values(bundle)) if (c.type === 'chunk') c.code = emptyPreloadDeps(c.code);
      },
    },
  };
}

/**
 * The replaced preload helper would not load a stylesheet that a lazily loaded chunk imports
 * (Vite records it in the chunk's viteMetadata.importedCss): the build fails instead of
 * shipping a page without its styles.
 */
export function lazyCssProblems(files: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[]): string[] {
  return files.flatMap((c) => {
    if (c.type !== 'chunk' || c.isEntry) return [];
    const css = [...(c.viteMetadata?.importedCss ?? [])];
    return css.length ? [`${c.fileName} imports ${css.join(', ')}: a lazily loaded chunk's CSS would never load; import it from the entry (src/main.tsx)`] : [];
  });
}

const REACT_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;
const FACADE_PREFIX = '\0storefront:esm/';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const REACT_FILE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The facade's source: each export of the CommonJS module as a named constant, and the module as the default. */
export function facadeSource(specifier: string, names: readonly string[]): string {
  const named = names.filter((n) => n !== 'default' && n !== '__esModule' && IDENTIFIER.test(n));
  return `import * as m from '${specifier}';\nexport const ${named.map((n) => `${n} = m.${n}`).join(', ')};\nexport default m.default;\n`;
}

/**
 * React's entry points are CommonJS, and Rolldown converts them again in every chunk that
 * imports one (`var R = __toESM(require_react(), 1)`, helpers imported from the entry) and
 * calls through the namespace, `(0, R.useState)(…)`. The app's imports of them resolve to a
 * facade that converts each once and exports its functions by name, so chunks call them
 * directly (430 to 470 B gzip less for a whole purchase; docs/performance-log.md, issue 6).
 * React's own modules keep the original. Build only: the dev server prebundles React.
 */
export function esmReact(): Plugin {
  const require = createRequire(import.meta.url);
  const facade = (m: string) => FACADE_PREFIX + m;
  return {
    name: 'storefront-esm-react',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!(REACT_MODULES as readonly string[]).includes(id)) return null;
      // The facade's own import, and React's modules requiring each other, resolve as usual.
      if (importer === facade(id) || REACT_FILE.test(importer ?? '')) return null;
      return facade(id);
    },
    load(id) {
      if (!id.startsWith(FACADE_PREFIX)) return null;
      const specifier = id.slice(FACADE_PREFIX.length);
      return facadeSource(specifier, Object.keys(require(specifier) as object));
    },
  };
}

/** Module aliases that keep code the platform already has, or a smaller module does, out of the bundle. */
export const BUNDLE_ALIASES = [
  // wouter's shim of the hook for React before 18; React 19 has it (src/lib/use-sync-external-store.ts).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.join(ROOT, 'src/lib/use-sync-external-store.ts') },
  // rosetta's one dependency: its package's "browser" field names the UMD build, which the
  // bundle wraps as CommonJS (a module wrapper and an interop call); its ES build needs neither.
  { find: /^dlv$/, replacement: path.join(ROOT, 'node_modules/dlv/dist/dlv.es.js') },
  // @vkid/sdk's one use of crypto-js (its PKCE hash): a small ESM module, out of the first load (sha256.ts says why).
  { find: /^crypto-js\/(sha256|enc-base64)$/, replacement: path.join(ROOT, 'src/login/social/vkid-crypto/$1.ts') },
];
