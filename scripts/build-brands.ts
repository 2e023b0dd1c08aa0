/**
 * npm run build [-- <brand> ...] [--out DIR] [--force] [--sandbox]
 *
 * Builds each brand (all, or the ones named) into <out>/<brand>/ (default dist-brands/).
 * Every brand file is checked first, and all problems are printed before anything is
 * built. A brand whose inputs (sources, its brand file and logo, locales, build config,
 * lockfile, host and social-login overrides) have not changed since its last build is skipped; --force
 * rebuilds it anyway. Staging host overrides: see docs/shipping.md, "Staging builds".
 * Beside the bundle: sw.js (scripts/build/service-worker.ts), manifest.json, a .br and .gz copy
 * of each text file, and the brand's nginx.conf (scripts/nginx/config.ts), whose CSP header carries this build's script hashes.
 * --sandbox: a staging build pointed at the sandbox on VISUAL_PORT_BASE (the visual diff no
 * longer needs one: it routes a production build's hosts to its sandbox; docs/qa.md). Progress: brands built of all, time elapsed and left.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { type Brand, BrandFileError } from '../brands/brand.ts';
import { type LoadedBrand, ROOT, STAGING_ENV_KEYS, listBrandIds, loadBrand } from './lib/brands.ts';
import { brandPalette } from './build/brand-colors.ts';
import { type BrandManifest, readManifest, sha256, writeManifest, writePrecompressed } from './build/manifest.ts';
import { writeNginxConf } from './nginx/config.ts';
import { writeServiceWorker } from './build/service-worker.ts';
import { progress } from './lib/progress.ts';
import { UsageError, isCommand, parseCommandLine, withUsage } from './lib/cli.ts';
import { VISUAL_PORT_BASE, sandboxHostEnv } from '../sandbox/ports.ts';
import { brandViteConfig } from './build/vite-config.ts';

/** Files and folders whose content changes what any brand's bundle holds. */
const SHARED_INPUTS = ['src', 'locales', 'index.html', 'brands/brand.ts', 'brands/brand-lists.ts', 'scripts/lib', 'scripts/build', 'scripts/nginx', 'scripts/build-brands.ts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function hashTree(p: string, h: crypto.Hash): void {
  const abs = path.join(ROOT, p);
  if (!fs.existsSync(abs)) return;
  if (fs.statSync(abs).isDirectory()) {
    for (const e of fs.readdirSync(abs).sort()) {
      if (/\.test\.tsx?$/.test(e)) continue; // tests do not reach the bundle
      hashTree(path.join(p, e), h);
    }
  } else {
    h.update(p).update('\0').update(fs.readFileSync(abs)).update('\0');
  }
}

function inputHash(brand: Brand, shared: string): string {
  const own = [
    fs.readFileSync(path.join(ROOT, 'brands', `${brand.id}.json`), 'utf8'),
    fs.readFileSync(path.join(ROOT, 'brands', 'logos', brand.logo), 'utf8'),
    JSON.stringify(STAGING_ENV_KEYS.map((k) => process.env[k] ?? '')),
  ];
  return sha256([shared, ...own].join('\0'));
}

/**
 * Vite makes a production bundle only when NODE_ENV is unset or "production"; under
 * vitest it is "test", which would bake in React's development build and switch off
 * what production turns on (tracking). A bundle is a bundle, whoever asks for it.
 */
async function productionBuild<T>(run: () => Promise<T>): Promise<T> {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved;
  }
}

export interface BuildOptions {
  ids: string[]; outRoot: string; force: boolean; quiet?: boolean;
  /** The CLI's --sandbox: every host pointed at the visual diff's sandbox (set into the environment by the CLI). */
  sandbox?: boolean;
}

const USAGE = 'npm run build [-- <brand ...>] [--out DIR] [--force] [--sandbox]';

/** `npm run build`'s arguments; an option missing its value, or an empty --out, is a UsageError (never the repository root). */
export function parseBuildArgs(argv: string[]): BuildOptions {
  const { values: v, positionals: ids } = parseCommandLine(argv, { out: { type: 'string' }, force: { type: 'boolean' }, sandbox: { type: 'boolean' } });
  if (v.out === '') throw new UsageError('--out needs a folder');
  return { ids, outRoot: v.out === undefined ? path.join(ROOT, 'dist-brands') : path.resolve(v.out), force: v.force ?? false, sandbox: v.sandbox ?? false };
}

/** One brand, as loaded (or edited: the visual diff's test changes a colour), into `outDir`: bundle, service worker, precompressed copies, manifest.json, nginx.conf. */
export async function buildBrand(brand: LoadedBrand, outDir: string, hash = ''): Promise<BrandManifest> {
  await productionBuild(() => build({ ...brandViteConfig(brand, { command: 'build', outDir }), configFile: false, logLevel: 'warn' }));
  await writeServiceWorker(outDir, brand);
  const m = writeManifest(outDir, brand, hash, writePrecompressed(outDir));
  writeNginxConf(outDir, brand);
  return m;
}

export async function buildBrands(opts: BuildOptions): Promise<{ built: string[]; skipped: string[] }> {
  const all = listBrandIds();
  const ids = opts.ids.length ? opts.ids : all;
  const problems: string[] = [];
  const brands: LoadedBrand[] = [];
  for (const id of ids) {
    try { brands.push(loadBrand(id, process.env)); } catch (e) {
      if (e instanceof BrandFileError) problems.push(e.message); else throw e;
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));

  const h = crypto.createHash('sha256');
  for (const p of SHARED_INPUTS) hashTree(p, h);
  const shared = h.digest('hex');

  const built: string[] = [];
  const skipped: string[] = [];
  const todo = brands.map((brand) => ({ brand, outDir: path.join(opts.outRoot, brand.id), hash: inputHash(brand, shared) }))
    .filter(({ brand, outDir, hash }) => {
      const fresh = !opts.force && readManifest(outDir)?.inputHash === hash && fs.existsSync(path.join(outDir, 'index.html'));
      if (fresh) skipped.push(brand.id);
      return !fresh;
    });
  const bar = progress('build:', 'brands', todo.length, (line) => { if (!opts.quiet) console.log(line); });
  for (const { brand, outDir, hash } of todo) {
    const t0 = performance.now();
    const m = await buildBrand(brand, outDir, hash);
    built.push(brand.id);
    bar.tick(1, `${brand.id} ${m.files.length} files, ${(m.totals.gzip / 1024).toFixed(1)} KB gzip, ${Math.round(performance.now() - t0)} ms`);
    // A colour the brand file names that misses a contrast floor is used as derived; say so.
    if (!opts.quiet) for (const note of brandPalette(brand.theme.color).notes) console.log(`${''.padEnd(11)} colour: ${note}`);
  }
  return { built, skipped };
}

if (isCommand(import.meta.url)) {
  const t0 = performance.now();
  const opts = withUsage(USAGE, () => parseBuildArgs(process.argv.slice(2)));
  try {
    if (opts.sandbox) Object.assign(process.env, sandboxHostEnv(VISUAL_PORT_BASE));
    const { built, skipped } = await buildBrands(opts);
    const rel = path.relative(process.cwd(), opts.outRoot) || '.';
    console.log(`built ${built.length} brand(s) into ${rel}/` + (skipped.length ? `, ${skipped.length} unchanged (${skipped.join(', ')}; --force to rebuild)` : '') + ` in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } catch (e) {
    console.error(`build failed:\n${(e as Error).message}`);
    process.exit(1);
  }
}
