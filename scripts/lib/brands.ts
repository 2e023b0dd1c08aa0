/**
 * Reading brand files from disk, for the build, the checks, the sandbox and the tests.
 * The browser never sees this module: it gets one brand baked in by the Vite plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Brand, type BrandId, BrandFileError } from '../../brands/brand.ts';
import { validateBrand } from '../../brands/brand-check.ts';
import { SCHEMA_COMMAND, SCHEMA_FILE, brandSchemaJson } from '../../brands/brand-schema.ts';
import { SOCIAL_AUTH_OVERRIDE, type SocialAuth, socialAuthFor } from './social-auth.ts';
import { PAYMENT_PROVIDER_OVERRIDE, type PaymentProviders, paymentProvidersFor } from './payment-providers.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BRANDS_DIR = path.join(ROOT, 'brands');
export const DEFAULT_BRAND: BrandId = 'watt';

/** The brands: every brands/<id>.json (the schema aside), by id. A brand is its file. */
export function listBrandIds(): BrandId[] {
  const schema = path.basename(SCHEMA_FILE);
  return fs.readdirSync(BRANDS_DIR).filter((f) => f.endsWith('.json') && f !== schema).map((f) => f.slice(0, -5)).sort();
}

/** Rules across brand files: each brand its own tracking event id. */
export function brandSetProblems(brands: readonly Pick<Brand, 'id' | 'trackingEventId'>[]): string[] {
  const byId = new Map<number, string[]>();
  for (const b of brands) byId.set(b.trackingEventId, [...(byId.get(b.trackingEventId) ?? []), b.id]);
  return [...byId].filter(([, ids]) => ids.length > 1)
    .map(([n, ids]) => `brands/: ${ids.map((i) => `${i}.json`).join(' and ')} share trackingEventId ${n}: each brand has its own`);
}

/**
 * Staging overrides, read from the environment. Each replaces the brand file's value for
 * one build; `npm start` and the browser tests use them to point a bundle at the sandbox.
 * Comma-separated lists keep their order (the first API host is the primary).
 */
export const HOST_OVERRIDES = {
  STORE_API_HOSTS: 'hosts.api (comma-separated, primary first)',
  STORE_DEMO_API_HOST: 'hosts.demoApi',
  STORE_PAYMENT_HOSTS: 'hosts.payment (comma-separated)',
  STORE_TRACKING_HOST: 'hosts.tracking',
  STORE_ERRORLOG_HOST: 'hosts.errorLog',
} as const;

/** Every variable a build reads (the host overrides and the social-login origin): the build's input hash covers them. */
export const STAGING_ENV_KEYS: readonly string[] = [...Object.keys(HOST_OVERRIDES), SOCIAL_AUTH_OVERRIDE, PAYMENT_PROVIDER_OVERRIDE];

export type Env = Record<string, string | undefined>;

/** A brand as loaded for a build: the file's fields plus the social login pages (social-auth.ts) and payment scripts (payment-providers.ts). */
export type LoadedBrand = Brand & { socialAuth: SocialAuth; paymentProviders: PaymentProviders };

export function hasHostOverrides(env: Env): boolean {
  return Object.keys(HOST_OVERRIDES).some((k) => env[k]);
}

function applyHostOverrides(raw: Record<string, any>, env: Env): void {
  const list = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);
  const h = (raw.hosts ??= {});
  if (env.STORE_API_HOSTS) h.api = list(env.STORE_API_HOSTS);
  if (env.STORE_DEMO_API_HOST) h.demoApi = env.STORE_DEMO_API_HOST;
  if (env.STORE_PAYMENT_HOSTS) h.payment = list(env.STORE_PAYMENT_HOSTS);
  if (env.STORE_TRACKING_HOST) h.tracking = env.STORE_TRACKING_HOST;
  if (env.STORE_ERRORLOG_HOST) h.errorLog = env.STORE_ERRORLOG_HOST;
}

export function brandFile(id: string): string {
  return path.join(BRANDS_DIR, `${id}.json`);
}

/**
 * Reads, overrides and validates one brand; throws BrandFileError naming file and fields.
 * The social logins' addresses follow STORE_SOCIAL_AUTH_ORIGIN in `env` (social-auth.ts).
 */
export function loadBrand(id: string, env: Env = {}): LoadedBrand {
  const file = path.relative(ROOT, brandFile(id));
  if (!fs.existsSync(brandFile(id))) throw new BrandFileError(file, [`(file): no brand "${id}" (brands: ${listBrandIds().join(', ')})`]);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(brandFile(id), 'utf8'));
  } catch (e) {
    throw new BrandFileError(file, [`(file): ${(e as Error).message}`]);
  }
  const staged = hasHostOverrides(env);
  if (staged && raw && typeof raw === 'object') applyHostOverrides(raw as Record<string, any>, env);
  const brand = validateBrand(raw, file, { expectedId: id, allowHttp: staged });
  const logo = path.join(BRANDS_DIR, 'logos', brand.logo);
  if (!fs.existsSync(logo)) throw new BrandFileError(file, [`logo: brands/logos/${brand.logo} does not exist`]);
  let socialAuth: SocialAuth;
  try { socialAuth = socialAuthFor(brand.login, env); } catch (e) { throw new BrandFileError(file, [(e as Error).message]); }
  let paymentProviders: PaymentProviders;
  try { paymentProviders = paymentProvidersFor(brand.payments, env); } catch (e) { throw new BrandFileError(file, [(e as Error).message]); }
  return { ...brand, socialAuth, paymentProviders };
}

/**
 * The editor checks brand files against the committed brands/brand.schema.json, the build
 * against brands/brand-schema.ts: a stale file would let the two disagree unnoticed.
 */
export function brandSchemaFileProblem(): string | null {
  const file = path.join(ROOT, SCHEMA_FILE);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (committed === brandSchemaJson()) return null;
  return `${SCHEMA_FILE} ${committed === null ? 'is missing' : 'is not what brands/brand-schema.ts says'}: run ${SCHEMA_COMMAND} and commit it`;
}
