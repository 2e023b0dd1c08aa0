/**
 * Builds or serves ONE brand, chosen by the BRAND environment variable (default watt).
 * scripts/build-brands.ts calls this for each brand; `npm start` serves one against the
 * sandbox. Staging host overrides (STORE_*_HOST[S]) are read in scripts/lib/brands.ts.
 */
import { defineConfig } from 'vite';
import { createHtmlPlugin } from 'vite-plugin-html';
import { DEFAULT_BRAND, loadBrand } from './scripts/lib/brands.ts';
import { htmlData } from './scripts/lib/html.ts';
import { brandPlugin, chunkFileNames } from './scripts/lib/vite-brand.ts';

export default defineConfig(({ command }) => {
  const brand = loadBrand(process.env.BRAND || DEFAULT_BRAND, process.env);
  return {
    plugins: [
      brandPlugin(brand),
      createHtmlPlugin({ minify: false, inject: { data: htmlData(brand, { dev: command === 'serve' }) } }),
    ],
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      outDir: process.env.OUT_DIR || `dist-brands/${brand.id}`,
      emptyOutDir: true,
      target: 'es2020',
      reportCompressedSize: false,
      rolldownOptions: { output: { chunkFileNames } },
    },
    server: { host: '127.0.0.1', port: Number(process.env.PORT) || 5173, strictPort: false },
    preview: { host: '127.0.0.1' },
  };
});
