/**
 * npm run preview [-- <brand>]
 *
 * The production bundle of one brand, built against the sandbox (a staging build) and
 * served the way a CDN serves it, with the sandbox beside it. What QA clicks through
 * before a release; the browser tests use the same pieces.
 */
import path from 'node:path';
import { buildBrands } from './build-brands.ts';
import { ROOT, loadBrand } from './lib/brands.ts';
import { entryPath } from './lib/entry-url.ts';
import { brandArg, onShutdown, sandboxPortBase } from './lib/cli.ts';
import { serveStatic } from './lib/static-server.ts';
import { sandboxHostEnv } from '../sandbox/ports.ts';
import { startSandbox } from '../sandbox/server.ts';

const base = sandboxPortBase();
const id = brandArg(process.argv.slice(2), 'npm run preview [-- <brand>]');
const outRoot = path.join(ROOT, '.preview');
Object.assign(process.env, sandboxHostEnv(base));
await buildBrands({ ids: [id], outRoot, force: false });
const sandbox = await startSandbox({ portBase: base });
const site = await serveStatic(path.join(outRoot, id), { port: Number(process.env.PORT) || 4173 });
console.log(`\n  ${id}: ${site.url}${entryPath(loadBrand(id))}  (sandbox at ${sandbox.origins.api}; Ctrl-C stops both)\n`);
onShutdown(async () => { await site.close(); await sandbox.close(); });
