/**
 * manifest.json, written into each brand folder after its build: every file with its
 * size raw, gzip and brotli, a hash of the baked brand config, and a hash of the build's
 * inputs (used to skip a brand whose inputs have not changed). No dates, so building
 * twice gives the same bytes.
 *
 * The build also writes each text file's precompressed copies beside it (`x.js.br`,
 * `x.js.gz`), which a static host sends as they are (nginx's brotli_static, gzip_static):
 * they are the same file in another encoding, so the manifest's sizes are theirs and they
 * are not listed as files of their own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Brand } from '../../brands/brand.ts';
import { mergedMessages } from '../lib/locales.ts';
import { bakedBrand } from './vite-brand.ts';

export interface FileEntry { path: string; bytes: number; gzip: number; brotli: number }
export interface BrandManifest {
  brand: string;
  configHash: string;
  inputHash: string;
  languages: string[];
  /** The baked brand config, so a build can be compared with another without its sources. */
  config: Record<string, unknown>;
  /** Per language, a short hash of each key's text: enough to tell which texts changed. */
  locales: Record<string, Record<string, string>>;
  files: FileEntry[];
  totals: { bytes: number; gzip: number; brotli: number };
}

export const MANIFEST = 'manifest.json';
/** Written beside the bundle for the static host (scripts/nginx/config.ts); not served to players. */
export const NGINX_CONF = 'nginx.conf';
const NOT_SERVED = new Set([MANIFEST, NGINX_CONF]);
export const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Gzip at level 9 and brotli at 11: what a CDN serves for static files. */
function compress(buf: Buffer): { gzip: Buffer; brotli: Buffer } {
  return {
    gzip: zlib.gzipSync(buf, { level: 9 }),
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

export function compressedSizes(buf: Buffer): { gzip: number; brotli: number } {
  const c = compress(buf);
  return { gzip: c.gzip.length, brotli: c.brotli.length };
}

/** The suffix of each precompressed copy, as nginx's gzip_static and brotli_static look for it. */
const PRECOMPRESSED = { gzip: '.gz', brotli: '.br' } as const;
/** Text that compresses; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** Every file of a build folder except the precompressed copies, manifest.json and nginx.conf, sorted. */
export function listFiles(dir: string, base = dir): string[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const names = new Set(entries.map((e) => e.name));
  const isCopy = (name: string) => Object.values(PRECOMPRESSED).some((ext) => name.endsWith(ext) && names.has(name.slice(0, -ext.length)));
  return entries
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : isCopy(e.name) ? [] : [path.relative(base, path.join(dir, e.name))]))
    .filter((f) => !NOT_SERVED.has(f))
    .sort();
}

type Sizes = Map<string, { gzip: number; brotli: number }>;

/**
 * Writes `<file>.gz` and `<file>.br` beside each text file of the folder, each only where
 * it is smaller than the file. Returns every file's compressed sizes (path with forward
 * slashes), so the manifest does not compress the same bytes twice.
 */
export function writePrecompressed(dir: string): Sizes {
  const sizes: Sizes = new Map();
  for (const p of listFiles(dir)) {
    const file = path.join(dir, p);
    const buf = fs.readFileSync(file);
    const c = compress(buf);
    if (COMPRESSIBLE.test(p)) {
      for (const k of ['gzip', 'brotli'] as const) if (c[k].length < buf.length) fs.writeFileSync(file + PRECOMPRESSED[k], c[k]);
    }
    sizes.set(p.split(path.sep).join('/'), { gzip: c.gzip.length, brotli: c.brotli.length });
  }
  return sizes;
}

export function configHash(brand: Brand): string {
  return sha256(JSON.stringify(bakedBrand(brand)));
}

export function writeManifest(dir: string, brand: Brand, inputHash: string, sizes: Sizes = new Map()): BrandManifest {
  const files = listFiles(dir).map((p) => {
    const buf = fs.readFileSync(path.join(dir, p));
    const rel = p.split(path.sep).join('/');
    return { path: rel, bytes: buf.length, ...(sizes.get(rel) ?? compressedSizes(buf)) };
  });
  const sum = (k: 'bytes' | 'gzip' | 'brotli') => files.reduce((n, f) => n + f[k], 0);
  const manifest: BrandManifest = {
    brand: brand.id,
    configHash: configHash(brand),
    inputHash,
    languages: brand.languages,
    config: bakedBrand(brand) as Record<string, unknown>,
    locales: Object.fromEntries(brand.languages.map((l) => [l, Object.fromEntries(
      Object.entries(mergedMessages(l, brand.id)).map(([k, v]) => [k, sha256(v).slice(0, 10)]),
    )])),
    files,
    totals: { bytes: sum('bytes'), gzip: sum('gzip'), brotli: sum('brotli') },
  };
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

export function readManifest(dir: string): BrandManifest | null {
  try { return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as BrandManifest; } catch { return null; }
}
