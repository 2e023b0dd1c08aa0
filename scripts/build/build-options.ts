/**
 * Build options shared by the brand's Vite config (vite-config.ts) and the boot plugin's
 * own builds (boot-plugin.ts: the head script, the shells rendered in Node), so the three
 * compile the same way.
 */
import path from 'node:path';
import { ROOT } from '../lib/brands.ts';

/**
 * es2022 (Chrome 94, Safari 16.4, Firefox 93): class fields and the rest need no helpers.
 * The phones we serve run an evergreen Chrome or a recent Safari.
 */
export const BUILD_TARGET = 'es2022';

/** Module aliases that keep code the platform already has out of the bundle. */
export const BUNDLE_ALIASES = [
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.join(ROOT, 'src/lib/use-sync-external-store.ts') },
  // rosetta's one dependency: its package's "browser" field names the UMD build, which the
  // bundle wraps as CommonJS (a module wrapper and an interop call); its ES build needs neither.
  { find: /^dlv$/, replacement: path.join(ROOT, 'node_modules/dlv/dist/dlv.es.js') },
  // @vkid/sdk's one use of crypto-js (its PKCE hash): a small ESM module, out of the first load (sha256.ts says why).
  { find: /^crypto-js\/(sha256|enc-base64)$/, replacement: path.join(ROOT, 'src/login/social/vkid-crypto/$1.ts') },
];

export const JSX_OPTIONS = { jsx: { runtime: 'automatic', importSource: 'react' } } as const;
