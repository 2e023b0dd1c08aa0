/**
 * One bench run: build the brands and the React floor, weigh each brand's folder, check
 * the budgets and scan for forbidden content. `npm run bench` runs it over every brand;
 * scripts/bench/budgets.test.ts over a few, into a temporary folder. Same code, same figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { version as viteVersion } from 'vite';
import { type Brand, defaultLanguage } from '../../brands/brand.ts';
import { buildBrands } from '../build-brands.ts';
import { checkBudgets } from './budgets.ts';
import { buildFloor } from './floor.ts';
import { measureBundle, sizer } from './measure.ts';
import type { BenchResult, BrandBench } from './report.ts';
import { scanBundle } from './scan.ts';
import { ROOT, listBrandIds, loadBrand } from '../lib/brands.ts';

export interface BenchOptions {
  ids: string[];
  /** Brands go to <outRoot>/<id>/, the floors to <outRoot>/.floor-*. */
  outRoot: string;
  /** Rebuild every brand (fresh figures and build times); false reuses an up-to-date build. */
  force: boolean;
  /** Also build React with the app's small libraries (information only; the bench shows it). */
  command?: string;
  /** Called after each brand's build, for progress output. */
  onBuilt?: (id: string, ms: number | null) => void;
}

/** Weighs one built brand folder against the floor (gzip bytes of its initial JS). */
export function benchBrand(dir: string, brand: Brand, all: readonly Brand[], floorGzip: number, buildMs: number | null): BrandBench {
  const lang = defaultLanguage(brand);
  const bundle = measureBundle(dir, { defaultLanguage: lang });
  const html = sizer(dir)('index.html');
  return {
    brand: brand.id,
    languages: [...brand.languages],
    defaultLanguage: lang,
    buildMs,
    html: { bytes: html.bytes, gzip: html.gzip, brotli: html.brotli },
    bundle,
    ratio: {
      initialJs: Number((bundle.initialJs.total.gzip / floorGzip).toFixed(4)),
      firstPaintJs: Number((bundle.firstPaintJs.gzip / floorGzip).toFixed(4)),
    },
    budgets: checkBudgets(brand.id, bundle, floorGzip, html.gzip),
    findings: scanBundle(dir, brand, all),
  };
}

function packageVersion(name: string): string {
  try { return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version; } catch { return '?'; }
}

/**
 * Runs `fn` with NODE_ENV=production. Vite keeps a NODE_ENV it finds set, and vitest sets
 * it to "test": a build started from a test would then bundle React's development build
 * (the floor measures 124 KB gzip instead of 66 KB), and the figures would mean nothing.
 */
export async function asProduction<T>(fn: () => Promise<T>): Promise<T> {
  const had = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try { return await fn(); } finally {
    if (had === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = had;
  }
}

export function runBench(opts: BenchOptions): Promise<BenchResult> {
  return asProduction(() => run(opts));
}

async function run(opts: BenchOptions): Promise<BenchResult> {
  const ids = opts.ids.length ? opts.ids : listBrandIds();
  const t0 = performance.now();
  const times = new Map<string, number | null>();
  // One build call per brand, so each brand's build time is its own.
  for (const id of ids) {
    const t = performance.now();
    const { built } = await buildBrands({ ids: [id], outRoot: opts.outRoot, force: opts.force, quiet: true });
    const ms = built.includes(id) ? Math.round(performance.now() - t) : null;
    times.set(id, ms);
    opts.onBuilt?.(id, ms);
  }
  const totalMs = Math.round(performance.now() - t0);
  const floorDir = await buildFloor(path.join(opts.outRoot, '.floor-react'), 'react');
  const libsDir = await buildFloor(path.join(opts.outRoot, '.floor-libs'), 'react+libs');
  const floor = measureBundle(floorDir).initialJs;
  const libsFloor = measureBundle(libsDir).initialJs;
  const all = listBrandIds().map((id) => loadBrand(id));
  const brands = ids.map((id) => benchBrand(path.join(opts.outRoot, id), loadBrand(id, process.env), all, floor.total.gzip, times.get(id) ?? null));
  return {
    schema: 1,
    when: new Date().toISOString(),
    command: opts.command ?? 'npm run bench',
    versions: { node: process.version, vite: viteVersion, react: packageVersion('react') },
    floor: { react: floor, reactLibs: libsFloor },
    build: { dir: path.relative(ROOT, opts.outRoot) || '.', reused: ids.filter((id) => times.get(id) === null), totalMs: ids.every((id) => times.get(id) === null) ? null : totalMs },
    brands,
  };
}
