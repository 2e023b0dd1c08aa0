/**
 * What the visual diff compares: a brand id (built from this checkout against the diff's
 * sandbox, as `npm run preview` builds) or a build folder kept from before (a release),
 * which must have been built against a sandbox too: its API and payment hosts are read from
 * its manifest, and a folder that points elsewhere is refused, naming the hosts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildBrands } from '../build-brands.ts';
import { ROOT, listBrandIds } from '../lib/brands.ts';
import { readManifest, type BrandManifest } from '../lib/manifest.ts';
import { PORT_OFFSETS, VISUAL_PORT_BASE, sandboxHostEnv, sandboxOrigin, type SandboxHost } from '../../sandbox/ports.ts';
import type { WalkBrand } from './journeys.ts';

/** Brand ids given to the visual diff are built here, against its sandbox. */
export const VISUAL_DIST = path.join(ROOT, '.visual-dist');

export interface BuildUnderTest {
  /** As given on the command line. */
  arg: string;
  dir: string;
  manifest: BrandManifest;
  brand: WalkBrand;
  /** Addresses the build would call that the sandbox does not answer (social logins, payment providers): states that need them may not render. */
  notes: string[];
}

export function isBrandId(arg: string): boolean {
  return !fs.existsSync(arg) && (listBrandIds() as string[]).includes(arg);
}

const urlsIn = (v: unknown): string[] =>
  typeof v === 'string' ? (/^https?:\/\//.test(v) ? [v] : []) : v && typeof v === 'object' ? Object.values(v).flatMap(urlsIn) : [];

/** The sandbox port base a build's API hosts point at, or null with why. */
export function sandboxBaseOf(m: BrandManifest): { base: number } | { problem: string } {
  const hosts = (m.config.hosts ?? {}) as Record<string, unknown>;
  const api = ((hosts.api as string[] | undefined) ?? [])[0] ?? '';
  let u: URL | null = null;
  try { u = new URL(api); } catch { /* reported below */ }
  if (!u || u.hostname !== '127.0.0.1') return { problem: `its API host is ${api || '(none)'}, not a sandbox on 127.0.0.1 (a production build?)` };
  const base = Number(u.port) - PORT_OFFSETS.api;
  const wrong = (['api', 'payment'] as const).flatMap((h) => {
    const want = sandboxOrigin(h, base);
    const got = h === 'api' ? (hosts.api as string[]) : (hosts.payment as string[] | undefined) ?? [];
    return got.includes(want) ? [] : [`hosts.${h} ${JSON.stringify(got)} does not include ${want}`];
  });
  return wrong.length ? { problem: wrong.join('; ') } : { base };
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

/** Addresses outside the sandbox at `base` that the build names (provider scripts, social logins). */
function outsideSandbox(m: BrandManifest, base: number): string[] {
  const ours = Object.keys(PORT_OFFSETS).map((h) => sandboxOrigin(h as SandboxHost, base));
  const c = m.config as Record<string, unknown>;
  // What the page calls: API, payment site, collectors, provider scripts, social logins (not links a player follows).
  const { bannerLinks: _links, customerService: _cs, ...called } = (c.hosts ?? {}) as Record<string, unknown>;
  const urls = [...urlsIn(called), ...urlsIn(c.paymentProviders), ...urlsIn(c.socialAuth)];
  return [...new Set(urls.map((u) => new URL(u).origin))].filter((o) => !ours.includes(o)).sort();
}

/** A build folder as the visual diff takes it; `base`: the sandbox it is served against. */
export function buildUnderTest(arg: string, dir: string, base: number): BuildUnderTest {
  const manifest = readManifest(dir);
  if (!manifest) throw new Error(`${arg}: no manifest.json in ${dir}`);
  const outside = outsideSandbox(manifest, base);
  return {
    arg, dir, manifest, brand: walkBrand(manifest),
    notes: outside.length ? [`${arg} calls ${outside.join(', ')}, which the sandbox does not answer: the card form and social logins may not render`] : [],
  };
}

/**
 * Resolves both arguments to builds served against one sandbox: the base comes from the
 * folders given (they must agree), else VISUAL_PORT_BASE; brand ids are built at it.
 * Throws with every problem found.
 */
export async function resolveBuilds(args: [string, string], opts: { portBase?: number; quiet?: boolean } = {}): Promise<{ builds: [BuildUnderTest, BuildUnderTest]; base: number }> {
  const problems: string[] = [];
  const bases = new Map<string, number>();
  for (const arg of args) {
    if (isBrandId(arg)) continue;
    const dir = path.resolve(arg);
    const m = readManifest(dir);
    if (!m) { problems.push(`${arg}: not a brand id (${listBrandIds().join(', ')}) nor a build folder with a manifest.json`); continue; }
    const b = sandboxBaseOf(m);
    if ('problem' in b) problems.push(`${arg}: ${b.problem}. The visual diff serves both builds against the sandbox; keep a release's build made for it: npm run build -- ${m.brand} --sandbox --out <folder>`);
    else bases.set(arg, b.base);
  }
  const distinct = [...new Set(bases.values())];
  if (distinct.length > 1) problems.push(`the folders point at different sandboxes (port bases ${[...bases].map(([a, n]) => `${a}: ${n}`).join(', ')}): rebuild one with --sandbox`);
  if (opts.portBase !== undefined && distinct.length && distinct[0] !== opts.portBase) problems.push(`--port-base ${opts.portBase}, but the folders were built against ${distinct[0]}`);
  if (problems.length) throw new Error(problems.join('\n'));
  const base = distinct[0] ?? opts.portBase ?? VISUAL_PORT_BASE;

  const ids = args.filter(isBrandId);
  if (ids.length) await buildAgainstSandbox(ids, VISUAL_DIST, base, opts.quiet ?? true);
  const builds = args.map((arg) => buildUnderTest(arg, isBrandId(arg) ? path.join(VISUAL_DIST, arg) : path.resolve(arg), base));
  return { builds: builds as [BuildUnderTest, BuildUnderTest], base };
}

/** Builds brands from this checkout pointed at the sandbox at `base` (staging host overrides, docs/shipping.md, "Staging builds"). */
export async function buildAgainstSandbox(ids: string[], outRoot: string, base: number, quiet = true): Promise<void> {
  const env = sandboxHostEnv(base);
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    await buildBrands({ ids, outRoot, force: false, quiet });
  } finally {
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]; else process.env[k] = v;
  }
}
