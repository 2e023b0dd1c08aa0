/**
 * Before the engines' journeys: the brands they visit (watt, ko) built against a sandbox
 * of their own, with every host pointed at it, the payment providers' too (a staging
 * build's STORE_PAYMENT_PROVIDER_ORIGIN: these drivers have no request routing such as the
 * Chromium tests answer the providers' real addresses with), and that sandbox started.
 * Without their service worker, as the Chromium tests block it (e2e/browser.ts): its
 * install fetches every chunk beside the journey's own requests.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBrands } from '../../scripts/build-brands.ts';
import { ROOT } from '../../scripts/lib/brands.ts';
import { sandboxHostEnv } from '../../sandbox/ports.ts';
import { startSandbox } from '../../sandbox/server.ts';

export const ENGINE_BRANDS = ['watt', 'ko'];

export default async function setup(project: TestProject) {
  const base = project.config.provide.sandboxPortBase as number;
  const env = sandboxHostEnv(base);
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  const out = path.join(ROOT, `.engines-dist-${base}`);
  try {
    await buildBrands({ ids: ENGINE_BRANDS, outRoot: out, force: false, quiet: true });
  } finally {
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]; else process.env[k] = v;
  }
  // The page's registration then fails quietly, as where a browser has no service workers.
  for (const id of ENGINE_BRANDS) fs.rmSync(path.join(out, id, 'sw.js'), { force: true });
  project.provide('e2eDist', out);
  const sb = await startSandbox({ portBase: base });
  return () => sb.close();
}
