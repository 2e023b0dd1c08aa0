/**
 * Builds or serves ONE brand, chosen by the BRAND environment variable (default watt).
 * To build several, use `npm run build`; `npm start` serves one against the sandbox.
 * Staging host overrides (STORE_*) are read in scripts/lib/brands.ts.
 */
import { defineConfig } from 'vite';
import { DEFAULT_BRAND, loadBrand } from './scripts/lib/brands.ts';
import { brandViteConfig } from './scripts/build/vite-config.ts';

export default defineConfig(({ command }) =>
  brandViteConfig(loadBrand(process.env.BRAND || DEFAULT_BRAND, process.env), { command, outDir: process.env.OUT_DIR }),
);
