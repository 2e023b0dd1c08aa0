/**
 * npm start [-- <brand>]   (or BRAND=ko npm start)
 *
 * The sandbox backend and Vite's dev server for one brand, with that brand's hosts
 * pointed at the sandbox. Open the printed address and click through a purchase with
 * a test account from docs/sandbox.md.
 */
import { createServer } from 'vite';
import { loadBrand } from './lib/brands.ts';
import { brandArg, onShutdown, sandboxPortBase } from './lib/cli.ts';
import { entryPath } from './lib/entry-url.ts';
import { brandViteConfig } from './build/vite-config.ts';
import { sandboxHostEnv } from '../sandbox/ports.ts';
import { startSandbox } from '../sandbox/server.ts';

const base = sandboxPortBase();
const brand = loadBrand(brandArg(process.argv.slice(2), 'npm start [-- <brand>]'), sandboxHostEnv(base));
const sandbox = await startSandbox({ portBase: base });
const vite = await createServer({ ...brandViteConfig(brand, { command: 'serve' }), configFile: false });
await vite.listen();
const url = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
console.log(`\n  ${brand.name} (${brand.id}) against the sandbox at ${sandbox.origins.api}`);
console.log(`  Open ${url}${entryPath(brand)}`);
console.log('  Test accounts: see docs/sandbox.md. Ctrl-C stops both.\n');
onShutdown(async () => { await vite.close(); await sandbox.close(); });
