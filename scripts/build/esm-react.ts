/**
 * React's entry points as ES modules, for the production bundle.
 *
 * react, react-dom and react/jsx-runtime are CommonJS. Every chunk that imports one then
 * converts it again (`var R = __toESM(require_react(), 1)`, two helpers of Rolldown's
 * runtime imported from the entry) and calls through the namespace, `(0, R.useState)(…)`.
 * Here the app's imports of them resolve to a module that converts each once and exports
 * its functions by name: chunks import what they use and call it directly.
 *  - The JSX runtime alone (550 calls in watt's bundle): about 30 B gzip less initial JS and
 *    200 to 430 B less for a whole purchase (`npm run bench`).
 *  - react and react-dom too: initial JS the same (±3 B), 430 to 470 B gzip less for a whole
 *    purchase, up to 52 B less for a later page's chunk group (watt, ko, ru).
 *
 * React's own modules (react-dom requiring react) keep the CommonJS original. Build only:
 * the dev server compiles JSX for react/jsx-dev-runtime and serves React as Vite
 * prebundles it.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;
const FACADE_PREFIX = '\0storefront:esm/';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const REACT_FILE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The facade's source: each export of the CommonJS module as a named constant, and the module as the default. */
export function facadeSource(specifier: string, names: readonly string[]): string {
  const named = names.filter((n) => n !== 'default' && n !== '__esModule' && IDENTIFIER.test(n));
  return `import * as m from '${specifier}';\nexport const ${named.map((n) => `${n} = m.${n}`).join(', ')};\nexport default m.default;\n`;
}

export function esmReact(): Plugin {
  const require = createRequire(import.meta.url);
  const facade = (m: string) => FACADE_PREFIX + m;
  return {
    name: 'storefront-esm-react',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!(MODULES as readonly string[]).includes(id)) return null;
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
