/**
 * Build options shared by the brand's Vite config (vite-config.ts) and the boot plugin's
 * own builds (boot-plugin.ts: the head script, the shells rendered in Node), so the three
 * compile the same way.
 */

/**
 * es2022 (Chrome 94, Safari 16.4, Firefox 93): class fields and the rest need no helpers.
 * The phones we serve run an evergreen Chrome or a recent Safari.
 */
export const BUILD_TARGET = 'es2022';

export const JSX_OPTIONS = { jsx: { runtime: 'automatic', importSource: 'react' } } as const;
