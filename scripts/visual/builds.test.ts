// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrandManifest } from '../lib/manifest.ts';
import { resolveBuilds, sandboxBaseOf } from './builds.ts';

const manifest = (hosts: Record<string, unknown>): BrandManifest => ({
  brand: 'watt', configHash: 'x', inputHash: 'x', languages: ['en'],
  config: { id: 'watt', languages: ['en'], domainAreas: ['universal'], hosts },
  locales: {}, files: [], totals: { bytes: 0, gzip: 0, brotli: 0 },
});
const made: string[] = [];
afterAll(() => { for (const d of made) fs.rmSync(d, { recursive: true, force: true }); });
const folder = (m: BrandManifest) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-build-'));
  made.push(dir);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(m));
  return dir;
};

describe('which sandbox a kept build points at', () => {
  it('reads the port base from a sandbox build\'s API and payment hosts', () => {
    expect(sandboxBaseOf(manifest({ api: ['http://127.0.0.1:17601', 'http://127.0.0.1:17602'], payment: ['http://127.0.0.1:17604'] }))).toEqual({ base: 17600 });
  });

  it('names the hosts of a production build, or a payment host elsewhere', () => {
    expect(sandboxBaseOf(manifest({ api: ['https://api.watt-games.example'], payment: ['https://pay.watt-games.example'] })))
      .toEqual({ problem: 'its API host is https://api.watt-games.example, not a sandbox on 127.0.0.1 (a production build?)' });
    expect(sandboxBaseOf(manifest({ api: ['http://127.0.0.1:17601'], payment: ['https://pay.watt-games.example'] })))
      .toEqual({ problem: 'hosts.payment ["https://pay.watt-games.example"] does not include http://127.0.0.1:17604' });
  });

  it('refuses a production folder, and two folders built against different sandboxes, saying how to keep a usable build', async () => {
    const prod = folder(manifest({ api: ['https://api.watt-games.example'], payment: ['https://pay.watt-games.example'] }));
    await expect(resolveBuilds([prod, 'watt'])).rejects.toThrow(/a production build\?\)\. .*npm run build -- watt --sandbox --out <folder>/);
    const at = (base: number) => folder(manifest({ api: [`http://127.0.0.1:${base + 1}`], payment: [`http://127.0.0.1:${base + 4}`] }));
    await expect(resolveBuilds([at(17600), at(17200)])).rejects.toThrow(/different sandboxes \(port bases .*: 17600, .*: 17200\)/);
  });
});
