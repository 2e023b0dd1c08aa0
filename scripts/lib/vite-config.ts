/**
 * The Vite config for one brand. vite.config.ts (dev server, `vite build`) and
 * scripts/build-brands.ts (all brands in one process) both use it, so a brand builds the
 * same way whichever door it comes through.
 */
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { createHtmlPlugin } from 'vite-plugin-html';
import type { Brand } from '../../brands/brand.ts';
import { ROOT } from './brands.ts';
import { htmlData } from './html.ts';
import { brandPlugin, chunkFileNames } from './vite-brand.ts';

export const JSX_OPTIONS = { jsx: { runtime: 'automatic', importSource: 'react' } } as const;

export function brandViteConfig(brand: Brand, opts: { command: 'build' | 'serve'; outDir?: string }): InlineConfig {
  return {
    root: ROOT,
    plugins: [
      brandPlugin(brand),
      createHtmlPlugin({ minify: false, inject: { data: htmlData(brand, { dev: opts.command === 'serve' }) } }),
    ],
    oxc: JSX_OPTIONS,
    build: {
      outDir: opts.outDir ?? path.join(ROOT, 'dist-brands', brand.id),
      emptyOutDir: true,
      target: 'es2020',
      reportCompressedSize: false,
      rolldownOptions: { output: { chunkFileNames } },
    },
    server: { host: '127.0.0.1', port: Number(process.env.PORT) || 5173 },
    preview: { host: '127.0.0.1' },
  };
}
