/**
 * manifest.json, written into each brand folder after its build: every file with its
 * size raw, gzip and brotli, a hash of the baked brand config, and a hash of the build's
 * inputs (used to skip a brand whose inputs have not changed). No dates, so building
 * twice gives the same bytes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Brand } from '../../brands/brand.ts';
import { mergedMessages } from './locales.ts';
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
export const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Gzip at level 9 and brotli at 11: what a CDN serves for static files. */
export function compressedSizes(buf: Buffer): { gzip: number; brotli: number } {
  return {
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))]))
    .filter((f) => f !== MANIFEST)
    .sort();
}

export function configHash(brand: Brand): string {
  return sha256(JSON.stringify(bakedBrand(brand)));
}

export function writeManifest(dir: string, brand: Brand, inputHash: string): BrandManifest {
  const files = listFiles(dir).map((p) => {
    const buf = fs.readFileSync(path.join(dir, p));
    return { path: p.split(path.sep).join('/'), bytes: buf.length, ...compressedSizes(buf) };
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
