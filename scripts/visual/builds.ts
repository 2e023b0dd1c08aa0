/**
 * What the visual diff compares: a brand id (built for production from this checkout, as
 * players get it) or a build folder: a release's (its <brand>/ folder, with the pictures
 * kept in the release's pictures/<brand>/), a production build, or an older `--sandbox`
 * build. Every one is served as built; hosts.ts answers its hosts from the sandbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildBrands } from '../build-brands.ts';
import { ROOT, STAGING_ENV_KEYS, listBrandIds } from '../lib/brands.ts';
import { readManifest, type BrandManifest } from '../build/manifest.ts';
import type { WalkBrand } from './journeys.ts';

/** Brand ids given to the visual diff are built here. */
export const VISUAL_DIST = path.join(ROOT, '.visual-dist');

export interface BuildUnderTest {
  /** As given on the command line. */
  arg: string;
  dir: string;
  manifest: BrandManifest;
  brand: WalkBrand;
  /** Where its pictures are kept (read when valid, written after): a release's pictures/<brand>/. */
  pictures?: string;
  /** Where it is served while pictured (set by the visual diff). */
  origin?: string;
}

export function isBrandId(arg: string): boolean {
  return !fs.existsSync(arg) && (listBrandIds() as string[]).includes(arg);
}

function walkBrand(m: BrandManifest): WalkBrand {
  const c = m.config as {
    id: string; languages: string[]; domainAreas: WalkBrand['domainAreas'];
    paymentProviders?: { card?: unknown; koreaWindow?: unknown }; login?: Record<string, unknown>;
  };
  return {
    id: c.id, languages: c.languages, domainAreas: c.domainAreas, cardForm: !!c.paymentProviders?.card, koreaWindow: !!c.paymentProviders?.koreaWindow,
    socialLogins: Object.keys(c.login ?? {}).some((k) => k !== 'clientNumber'),
  };
}

/** The pictures kept beside a release's build folder (<release>/<brand> → <release>/pictures/<brand>). */
export const picturesDirOf = (dir: string) => path.join(path.dirname(dir), 'pictures', path.basename(dir));

/** A build folder as the visual diff takes it. */
export function buildUnderTest(arg: string, dir: string, opts: { pictures?: string } = {}): BuildUnderTest {
  const manifest = readManifest(dir);
  if (!manifest) throw new Error(`${arg}: no manifest.json in ${dir}`);
  return { arg, dir, manifest, brand: walkBrand(manifest), pictures: opts.pictures };
}

/** Resolves both arguments to builds; brand ids are built (production, skipped when unchanged). Throws with every problem found. */
export async function resolveBuilds(args: [string, string], opts: { quiet?: boolean } = {}): Promise<[BuildUnderTest, BuildUnderTest]> {
  const problems = args.filter((a) => !isBrandId(a) && !readManifest(path.resolve(a)))
    .map((a) => `${a}: not a brand id (${listBrandIds().join(', ')}) nor a build folder with a manifest.json`);
  if (problems.length) throw new Error(problems.join('\n'));
  const ids = args.filter(isBrandId);
  if (ids.length) await productionBuild(ids, VISUAL_DIST, opts.quiet ?? true);
  return args.map((arg) => {
    const dir = isBrandId(arg) ? path.join(VISUAL_DIST, arg) : path.resolve(arg);
    return buildUnderTest(arg, dir, fs.existsSync(picturesDirOf(dir)) ? { pictures: picturesDirOf(dir) } : {}) ;
  }) as [BuildUnderTest, BuildUnderTest];
}

/** Builds brands as they ship: any staging host override in the environment is left out. */
export async function productionBuild(ids: string[], outRoot: string, quiet = true, force = false): Promise<string[]> {
  const saved = Object.fromEntries(STAGING_ENV_KEYS.map((k) => [k, process.env[k]]));
  for (const k of STAGING_ENV_KEYS) delete process.env[k];
  try {
    return (await buildBrands({ ids, outRoot, force, quiet })).built;
  } finally {
    for (const [k, v] of Object.entries(saved)) if (v !== undefined) process.env[k] = v;
  }
}
