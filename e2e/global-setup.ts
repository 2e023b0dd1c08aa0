/**
 * Before the browser tests: build every brand against the sandbox (staging host
 * overrides, the same mechanism a release manager uses for a staging build) into
 * .e2e-dist/, and start the sandbox on the e2e port base. Unchanged brands are not
 * rebuilt (the build skips them), so a second run starts fast.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBrands } from '../scripts/build-brands.ts';
import { ROOT } from '../scripts/lib/brands.ts';
import { sandboxHostEnv } from '../sandbox/ports.ts';
import { chromiumMissing } from './browser.ts';

export const E2E_DIST = path.join(ROOT, '.e2e-dist');

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxPortBase: number;
    e2eDist: string;
  }
}

export default async function setup(project: TestProject) {
  const missing = chromiumMissing();
  if (missing) throw new Error(missing);
  const base = project.config.provide.sandboxPortBase as number;
  const env = sandboxHostEnv(base);
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    await buildBrands({ ids: [], outRoot: E2E_DIST, force: false, quiet: true });
  } finally {
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]; else process.env[k] = v;
  }
  project.provide('e2eDist', E2E_DIST);

  let stop: (() => Promise<void>) | undefined;
  if (fs.existsSync(path.join(ROOT, 'sandbox', 'server.ts'))) {
    const { startSandbox } = await import('../sandbox/server.ts');
    const sb = await startSandbox({ portBase: base });
    stop = () => sb.close();
  }
  return async () => { await stop?.(); };
}
