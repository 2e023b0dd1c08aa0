/**
 * React's JSX runtime as an ES module, for the production bundle.
 *
 * react/jsx-runtime is CommonJS. Every chunk with JSX then converts it again
 * (`var j = __toESM(require_jsx_runtime(), 1)`, two helpers imported from the entry) and
 * calls each element through the namespace, `(0, j.jsx)(…)`, 550 times in watt's bundle.
 * Here the app's imports of it resolve to a module that converts it once and exports the
 * three functions as constants: chunks import them by name and call `h(…)`. About 30 B
 * gzip less initial JS and 200 to 430 B less for a whole purchase (`npm run bench`); a later
 * chunk group changes by a few bytes either way (the names it imports from the entry grow).
 *
 * Build only: the dev server compiles JSX for react/jsx-dev-runtime, which this leaves alone.
 */
import type { Plugin } from 'vite';

const RUNTIME = 'react/jsx-runtime';
const ESM_RUNTIME = '\0storefront:jsx-runtime';

export function esmJsxRuntime(): Plugin {
  return {
    name: 'storefront-esm-jsx-runtime',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      // The module's own import of the runtime resolves as usual.
      return id === RUNTIME && importer !== ESM_RUNTIME ? ESM_RUNTIME : null;
    },
    load(id) {
      if (id !== ESM_RUNTIME) return null;
      return `import * as runtime from '${RUNTIME}';\nexport const jsx = runtime.jsx, jsxs = runtime.jsxs, Fragment = runtime.Fragment;\n`;
    },
  };
}
