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
import { SHARED_BROWSER_ENV, chromiumMissing, startSharedBrowser } from './browser.ts';

/** The default port base builds into .e2e-dist/; another (TEST_PORT_BASE) into its own folder, so parallel runs do not share builds. */
const e2eDist = (base: number) => path.join(ROOT, base === 17200 ? '.e2e-dist' : `.e2e-dist-${base}`);

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
  // The payment and login providers keep their production addresses: the tests answer them
  // with Playwright routing (e2e/payment-providers.ts, e2e/login-providers.ts), as they
  // would be reached in production.
  const { STORE_PAYMENT_PROVIDER_ORIGIN: _providers, STORE_SOCIAL_AUTH_ORIGIN: _social, ...env } = sandboxHostEnv(base);
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    await buildBrands({ ids: [], outRoot: e2eDist(base), force: false, quiet: true });
  } finally {
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]; else process.env[k] = v;
  }
  project.provide('e2eDist', e2eDist(base));

  const chromium = await startSharedBrowser();
  process.env[SHARED_BROWSER_ENV] = chromium.wsEndpoint();

  let stop: (() => Promise<void>) | undefined;
  if (fs.existsSync(path.join(ROOT, 'sandbox', 'server.ts'))) {
    const { startSandbox } = await import('../sandbox/server.ts');
    // twitter_auth names X's own page, which the tests answer like every provider's.
    const sb = await startSandbox({ portBase: base, twitterPageOrigin: 'https://api.x.com' });
    stop = () => sb.close();
  }
  return async () => {
    delete process.env[SHARED_BROWSER_ENV];
    await chromium.close();
    await stop?.();
  };
}
