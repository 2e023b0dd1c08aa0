/**
 * A brand is its file: in a scratch copy of the repository, adding one brand file (nova) and
 * nothing else is enough for `npm run check`, a build, the sandbox (a default catalogue for a
 * brand its seed does not name), `npm run conformance` and a purchase up to the payment site.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../scripts/lib/brands.ts';
import { serveStatic, type StaticServer } from '../scripts/lib/static-server.ts';
import { sandboxControl } from '../sandbox/control-client.ts';
import { sandboxHostEnv, sandboxOrigin } from '../sandbox/ports.ts';
import { launchBrowser } from './browser.ts';
import { chooseGame, chooseRoleAndGoods, chooseServer, logIn, payAndReachPaymentSite, toRecharge } from './journey-steps.ts';

const run = promisify(execFile);
const ID = 'nova';
/** A port base of its own, above the e2e sandbox's nine ports. */
const base = inject('sandboxPortBase') + 60;
let scratch = '';
let sandbox: ChildProcess | undefined;
let site: StaticServer | undefined;

/** watt's file as a new brand would start from it: its own id, name, domains, hosts and tracking id, no social keys. */
function novaFile(): string {
  const watt = fs.readFileSync(path.join(ROOT, 'brands', 'watt.json'), 'utf8').replaceAll('watt-games.example', 'nova-games.example');
  const b = JSON.parse(watt) as Record<string, any>;
  Object.assign(b, { id: ID, name: 'Nova Play', trackingEventId: 901, languages: ['en'], domainAreas: ['universal'], gameCodes: {} });
  b.legal = { en: b.legal.en };
  b.login = { clientNumber: 900 };
  delete b.clientIdAreas;
  delete b.$notes;
  return JSON.stringify(b, null, 2);
}

const tsx = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(path.join(scratch, 'node_modules/.bin/tsx'), args, { cwd: scratch, env: { ...process.env, ...env }, maxBuffer: 16 << 20 });

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'new-brand-'));
  const { stdout } = await run('git', ['ls-files', '-z'], { cwd: ROOT, maxBuffer: 16 << 20 });
  for (const f of stdout.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(ROOT, f))) continue;
    fs.mkdirSync(path.dirname(path.join(scratch, f)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, f), path.join(scratch, f));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
  fs.writeFileSync(path.join(scratch, 'brands', `${ID}.json`), novaFile());
  // A checkout, as a newcomer's would be, with the new file added.
  await run('git', ['init', '-q'], { cwd: scratch });
  await run('git', ['add', '-A'], { cwd: scratch });
  await tsx(['scripts/api-types.ts']); // the contract's generated types, which git ignores
}, 60_000);

afterAll(async () => {
  await site?.close();
  sandbox?.kill();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('a new brand is one file', () => {
  it('passes the brand and locale check', async () => {
    const { stdout } = await tsx(['scripts/check.ts']);
    expect(stdout).toContain('14 brand files');
  }, 60_000);

  it('builds, is served by the sandbox, passes conformance and buys up to the payment site', async () => {
    const out = path.join(scratch, 'dist');
    await tsx(['scripts/build-brands.ts', ID, '--out', out], sandboxHostEnv(base));
    expect(fs.readFileSync(path.join(out, ID, 'index.html'), 'utf8')).toContain('Nova Play');

    sandbox = spawn(path.join(scratch, 'node_modules/.bin/tsx'), ['sandbox/main.ts', '--port-base', String(base), '--pay-lag', '0'], { cwd: scratch, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      sandbox!.stdout!.on('data', (d: Buffer) => { if (d.toString().includes(sandboxOrigin('api', base))) resolve(); });
      sandbox!.on('exit', (code) => reject(new Error(`the sandbox exited (${code})`)));
    });

    // Conformance names the brand and checks its answers, an order and its replay included.
    const conf = await tsx(['scripts/conformance.ts', sandboxOrigin('api', base), '--brand', ID, '--account', 'player1:Password1!', '--write', '--stripe-api', sandboxOrigin('providers', base)],
      sandboxHostEnv(base))
      .catch((e: { stdout?: string }) => { throw new Error(`conformance failed for ${ID}:\n${(e.stdout ?? '').split('\n').filter((l) => l.includes('FAIL')).join('\n')}`); });
    expect(conf.stdout).toMatch(/\d+ checks: \d+ passed, 0 failed/);

    // The order conformance placed would block the same item (an unpaid order blocks it).
    await sandboxControl(base).reset();
    site = await serveStatic(path.join(out, ID));
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${site.url}/selectGame`);
      await logIn(page);
      await chooseGame(page, 'Aurora Online');
      await chooseServer(page, /S101 Aurora/);
      await chooseRoleAndGoods(page, 'Aria', '300 Gems');
      await toRecharge(page);
      await payAndReachPaymentSite(page);
      expect(new URL(page.url()).origin).toBe(sandboxOrigin('payment', base));
    } finally {
      await browser.close();
    }
  }, 180_000);
});
