/**
 * The Vite config for one brand. vite.config.ts (dev server, `vite build`) and
 * scripts/build-brands.ts (all brands in one process) both use it, so a brand builds the
 * same way whichever door it comes through.
 */
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { createHtmlPlugin } from 'vite-plugin-html';
import type { Brand } from '../../brands/brand.ts';
import { ROOT } from '../lib/brands.ts';
import { htmlData } from './html.ts';
import { firstLoadChunk } from './first-load-chunk.ts';
import { bootPlugin } from './boot-plugin.ts';
import { sharedChunks } from './shared-chunks.ts';
import { laterMessagesPlugin } from './first-screen-messages.ts';
import { localeFile, readLocale } from '../lib/locales.ts';
import { callbackPagePlugin } from './callback-page.ts';
import { BUILD_TARGET, JSX_OPTIONS } from './build-options.ts';
import { BUNDLE_ALIASES, emptyPreloadTables, esmReact, plainPreloadHelper } from './vite-patches.ts';
import { brandPlugin, chunkFileNames } from './vite-brand.ts';

/**
 * Rolldown inlines every imported constant where it is used (its default only does so in
 * conditions). With the API paths, codes and tracking events as one constant each, the
 * first page then carries only the ones it uses.
 */
export const OPTIMIZATION = { inlineConst: { mode: 'all', pass: 2 } } as const;


export function brandViteConfig(brand: Brand, opts: { command: 'build' | 'serve'; outDir?: string }): InlineConfig {
  const firstLoad = firstLoadChunk();
  const shared = sharedChunks(100, firstLoad.test);
  return {
    root: ROOT,
    plugins: [
      plainPreloadHelper(),
      brandPlugin(brand),
      bootPlugin(brand),
      emptyPreloadTables(),
      callbackPagePlugin(brand),
      firstLoad.plugin,
      shared.plugin,
      laterMessagesPlugin(Object.keys(readLocale(localeFile('en')) ?? {}), firstLoad.test),
      esmReact(),
      createHtmlPlugin({ minify: false, inject: { data: htmlData(brand, { dev: opts.command === 'serve' }) } }),
    ],
    oxc: JSX_OPTIONS,
    resolve: { alias: BUNDLE_ALIASES },
    build: {
      outDir: opts.outDir ?? path.join(ROOT, 'dist-brands', brand.id),
      emptyOutDir: true,
      target: BUILD_TARGET,
      // Every browser of that target preloads modules itself.
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        optimization: OPTIMIZATION,
        output: { chunkFileNames, codeSplitting: { groups: [{ name: 'index', test: firstLoad.test, priority: 100 }, ...shared.groups] } },
      },
    },
    server: {
      host: '127.0.0.1',
      port: Number(process.env.PORT) || 5173,
      // Build output of tests, bench and preview is not source: no reloads for it.
      watch: { ignored: ['**/dist-brands/**', '**/.e2e-dist*/**', '**/.bench/**', '**/.preview/**', '**/e2e/screenshots/**'] },
    },
    preview: { host: '127.0.0.1' },
  };
}
