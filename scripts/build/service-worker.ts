/**
 * The brand's service worker, /sw.js beside index.html: src/sw/service-worker.ts (Workbox's
 * precaching and routing) bundled once per build run, with this brand's precache list
 * written in place of `self.__WB_MANIFEST`, as Workbox's injectManifest does.
 *
 * What it precaches: index.html and every chunk but other languages' messages, which a
 * player of the default language never loads and one of another language keeps in the HTTP
 * cache (hashed, a year). Hashed files carry no revision: their name is their version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { defaultLanguage, type Brand } from '../../brands/brand.ts';
import { LANGUAGES } from '../../brands/brand-lists.ts';
import { ROOT } from '../lib/brands.ts';
import { sha256 } from './manifest.ts';
import { localeChunkName } from './vite-brand.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
const SOURCE = path.join(ROOT, 'src', 'sw', 'service-worker.ts');
const MANIFEST_SLOT = 'self.__WB_MANIFEST';

export interface PrecacheEntry { url: string; revision: string | null }

/** The language whose messages `file` (relative to the bundle) holds, if it is a locale chunk (chunkFileNames: an 8-character hash). */
function languageOf(file: string): string | undefined {
  return LANGUAGES.find((l) => [localeChunkName(l), localeChunkName(l, 'later')].some((n) => new RegExp(`^assets/${n}-[\\w-]{8}\\.js$`).test(file)));
}

/** The precache list of a built brand folder: index.html (revisioned by its content) and its chunks. */
export function precacheEntries(dir: string, brand: Pick<Brand, 'languages'>): PrecacheEntry[] {
  const lang = defaultLanguage(brand);
  const assets = fs.readdirSync(path.join(dir, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `assets/${f}`)
    .filter((f) => (languageOf(f) ?? lang) === lang)
    .sort();
  return [
    { url: '/index.html', revision: sha256(fs.readFileSync(path.join(dir, 'index.html'))).slice(0, 16) },
    ...assets.map((f) => ({ url: `/${f}`, revision: null })),
  ];
}

let bundled: Promise<string> | undefined;

/** The worker's code, the same for every brand: bundled on first use, then reused by the run's other brands. */
function workerCode(): Promise<string> {
  bundled ??= build({
    configFile: false, logLevel: 'warn',
    // Workbox's development logging is behind process.env.NODE_ENV.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false, minify: true, target: 'es2020',
      lib: { entry: SOURCE, formats: ['iife'], name: 'sw', fileName: () => SERVICE_WORKER_FILE },
    },
  }).then((out) => {
    const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((c) => c.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk' || !chunk.code.includes(MANIFEST_SLOT)) throw new Error(`service worker: the bundle of ${SOURCE} has no ${MANIFEST_SLOT} to fill`);
    return chunk.code;
  });
  return bundled;
}

/** Writes <dir>/sw.js for the brand built there (after index.html and the chunks, before the compressed copies). */
export async function writeServiceWorker(dir: string, brand: Pick<Brand, 'languages'>): Promise<PrecacheEntry[]> {
  const entries = precacheEntries(dir, brand);
  const code = (await workerCode()).replace(MANIFEST_SLOT, JSON.stringify(entries));
  fs.writeFileSync(path.join(dir, SERVICE_WORKER_FILE), code);
  return entries;
}
