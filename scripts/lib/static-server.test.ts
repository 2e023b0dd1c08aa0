// @vitest-environment node
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from './static-server.ts';
import { type LocalTls, localTls } from './local-tls.ts';

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

// The lab serves as the brands' hosts do (scripts/nginx/config.ts: HTTP/2 over TLS), so its
// model sees every chunk on one connection rather than six.
describe('serveStatic over HTTP/2', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-h2-'));
  let site: StaticServer;
  let tls: LocalTls;
  beforeAll(async () => {
    fs.mkdirSync(path.join(tmp, 'site', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'site', 'index.html'), 'brand page');
    fs.writeFileSync(path.join(tmp, 'site', 'assets', 'a.js'), '/* chunk */');
    tls = localTls(path.join(tmp, 'tls'));
    site = await serveStatic(path.join(tmp, 'site'), { tls });
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('answers over HTTP/2 with its certificate, the same rules as over HTTP/1.1, and closes with a session open', async () => {
    expect(site.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = http2.connect(site.url, { ca: tls.cert });
    const get = (p: string) => new Promise<string>((resolve, reject) => {
      const req = session.request({ ':path': p, 'accept-encoding': 'br' });
      let status = 0;
      let encoding = '';
      const parts: Buffer[] = [];
      req.on('response', (h) => { status = Number(h[':status']); encoding = String(h['content-encoding'] ?? ''); });
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => { const b = Buffer.concat(parts); resolve(`${status} ${encoding === 'br' ? zlib.brotliDecompressSync(b).toString() : b.toString()}`); });
      req.on('error', reject);
    });
    expect(await get('/assets/a.js')).toBe('200 /* chunk */');
    expect(await get('/assets/missing.js')).toBe('404 ');
    expect(await get('/recharge')).toBe('200 brand page');
    expect(tls.spki).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});
