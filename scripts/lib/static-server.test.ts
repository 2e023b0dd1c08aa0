// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from './static-server.ts';

// The lab serves a brand and the bare React page from one server: the bare one mounted under a prefix.
describe('serveStatic with a mounted folder', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  let site: StaticServer;
  beforeAll(async () => {
    for (const [dir, html] of [['brand', 'brand page'], ['bare', 'bare page']] as const) {
      fs.mkdirSync(path.join(tmp, dir, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(tmp, dir, 'index.html'), html);
      fs.writeFileSync(path.join(tmp, dir, 'assets', 'a.js'), `/* ${dir} */`);
    }
    site = await serveStatic(path.join(tmp, 'brand'), { mounts: { '/__bare/': path.join(tmp, 'bare') } });
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  const get = async (p: string) => { const r = await fetch(site.url + p); return `${r.status} ${await r.text()}`; };

  it('answers under the prefix from the mounted folder, with the same rules, and elsewhere from the site', async () => {
    expect(await get('/__bare/index.html')).toBe('200 bare page');
    expect(await get('/__bare/assets/a.js')).toBe('200 /* bare */');
    expect(await get('/__bare/assets/missing.js')).toBe('404 ');
    expect(await get('/assets/a.js')).toBe('200 /* brand */');
    expect(await get('/selectGame')).toBe('200 brand page');
  });
});
