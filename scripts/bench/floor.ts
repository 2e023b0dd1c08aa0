/**
 * The React floor: react + react-dom alone, an entry that does
 * `createRoot(el).render(createElement('div'))`, built by Vite with the brand builds'
 * options (target, minifier, chunk names) and weighed by the same code. The budget
 * compares the storefront's initial JS with it, measured in the same run, so a React or
 * Vite upgrade moves both sides at once.
 *
 * The sources are written under <repo>/.bench/ (ignored) so that `react` resolves from
 * the repository's node_modules; the output goes wherever the caller says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { ROOT } from '../lib/brands.ts';
import { chunkFileNames } from '../build/vite-brand.ts';
import { BUILD_TARGET } from '../build/build-options.ts';
import { BUNDLE_ALIASES } from '../build/vite-patches.ts';
import { OPTIMIZATION } from '../build/vite-config.ts';

const HTML = '<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><title>floor</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.js"></script>\n  </body>\n</html>\n';

/**
 * The bare page's head: the viewport a phone page has, and an icon of its own, inline as
 * the storefront's pages have theirs. Without one the browser asks for /favicon.ico, and
 * Lighthouse's model counted that request against the bare page's largest paint in the runs
 * where it ended before the paint, not in the others: its simulated mobile LCP fell at
 * about 1110 or about 1260 ms from run to run, and every ratio to it with it.
 */
const BARE_PAGE_HEAD = '<meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="data:," />';

/** The entries: React alone, and React with the app's chosen libraries. */
export const FLOOR_ENTRIES = {
  react: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('div'));
`,
  /**
   * React with the libraries the project chose (wouter, valtio, rosetta, redaxios): the
   * floor the size budget is measured against (budgets.ts says why).
   */
  'react+libs': `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Router, Route, Switch, Link } from 'wouter';
import { proxy, useSnapshot } from 'valtio';
import rosetta from 'rosetta';
import redaxios from 'redaxios';
const state = proxy({ n: 0 });
const http = redaxios.create({});
const i18n = rosetta();
function App() { const s = useSnapshot(state); return createElement(Router, null, createElement(Switch, null, createElement(Route, { path: '/' }, createElement(Link, { href: '/' }, i18n.t('x') + s.n)))); }
globalThis.__keep = http;
createRoot(document.getElementById('root')).render(createElement(App));
`,
  /**
   * The bare React page `npm run lab` measures beside the storefront: react + react-dom
   * rendering a heading and a button, styled as the app's step 1, and nothing else.
   */
  'react-page': `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('main', { style: { padding: '16px', fontFamily: 'system-ui, sans-serif' } },
  createElement('h1', { style: { fontSize: '1.35rem', lineHeight: 1.3 } }, 'Select game'),
  createElement('button', { type: 'button', style: { font: 'inherit', padding: '12px 24px' } }, 'Next')));
`,
} as const;
export type FloorKind = keyof typeof FLOOR_ENTRIES;

/** Builds one floor into `outDir` (emptied first) and returns it; `base` is the path it is served under (default /). */
export async function buildFloor(outDir: string, kind: FloorKind = 'react', base = '/'): Promise<string> {
  const benchDir = path.join(ROOT, '.bench');
  fs.mkdirSync(benchDir, { recursive: true });
  const src = fs.mkdtempSync(path.join(benchDir, `floor-src-${kind.replace(/\W/g, '-')}-`));
  try {
    fs.writeFileSync(path.join(src, 'index.html'), kind === 'react-page' ? HTML.replace('<head>', `<head>${BARE_PAGE_HEAD}`) : HTML);
    fs.writeFileSync(path.join(src, 'main.js'), FLOOR_ENTRIES[kind]);
    await build({
      root: src,
      base,
      configFile: false,
      logLevel: 'warn',
      // As scripts/build/vite-config.ts builds a brand: same target, aliases, minifier, optimization, chunk names.
      resolve: { alias: BUNDLE_ALIASES },
      build: {
        outDir, emptyOutDir: true, target: BUILD_TARGET, reportCompressedSize: false,
        rolldownOptions: { optimization: OPTIMIZATION, output: { chunkFileNames } },
      },
    });
  } finally {
    fs.rmSync(src, { recursive: true, force: true });
  }
  return outDir;
}
