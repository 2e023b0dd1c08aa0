/**
 * The real static host (issue 17): brand watt's build served by Debian's nginx with the
 * nginx.conf the build wrote beside it (scripts/nginx/config.ts), its placeholders filled for
 * a loopback port. Checks what production relies on from the host (security headers, the
 * CSP header matching the page's own, caching, precompressed brotli and gzip, app routes
 * and a real 404), then runs a purchase, a popup and a framing attempt in Chromium
 * through it. nginx comes from scripts/ensure-nginx.sh (npm test's pretest).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { sandboxControl } from '../sandbox/control-client.ts';
import { NGINX_CONF } from '../scripts/build/manifest.ts';
import { IMMUTABLE, forLoopback, metaCsp } from '../scripts/nginx/config.ts';
import { type LocalNginx, checkNginxConf, freePort, nginxMissing, startNginx } from '../scripts/nginx/local.ts';
import { serveStatic } from '../scripts/lib/static-server.ts';
import { launchBrowser } from './browser.ts';
import { WATT_ENTRY, payAndReachPaymentSite, resultTitle, upToRecharge } from './journey-steps.ts';

const sandbox = sandboxControl(inject('sandboxPortBase'));
const dir = path.join(inject('e2eDist'), 'watt');
const indexHtml = () => fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const entryChunk = () => /<link rel="modulepreload" crossorigin href="\/(assets\/index-[\w-]+\.js)"/.exec(indexHtml())![1]!;

let nginx: LocalNginx;
let browser: Browser | undefined;

beforeAll(async () => {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const port = await freePort();
  nginx = await startNginx(forLoopback(fs.readFileSync(path.join(dir, NGINX_CONF), 'utf8'), { port, root: dir }), port);
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A GET as sent, without decoding: the bytes and headers nginx answered with. */
function get(pathname: string, acceptEncoding = 'identity'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http.get(nginx.url + pathname, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).once('error', reject);
  });
}

/**
 * The status and headers nginx answers to `request` sent as it is, bytes on a socket: the
 * malformed requests an HTTP client would refuse to send.
 */
function rawHead(request: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const s = net.connect(nginx.port, '127.0.0.1', () => s.write(request));
    let text = '';
    s.setEncoding('latin1');
    s.on('data', (d: string) => { text += d; });
    s.once('error', reject);
    s.once('close', () => {
      const [statusLine = '', ...lines] = text.split('\r\n\r\n')[0]!.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) { const i = l.indexOf(':'); headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim(); }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

/** A page in a fresh context that fails the test on an uncaught error and records CSP violations. */
async function newPage(): Promise<{ page: Page; violations: string[] }> {
  browser ??= await launchBrowser();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await ctx.newPage();
  const violations: string[] = [];
  page.on('pageerror', (e) => { throw e; });
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  return { page, violations };
}

const sha256 = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;

describe('nginx serving a built brand with the nginx.conf the build wrote', () => {
  it('sends index.html\'s own CSP as a header, with frame-ancestors \'none\' and the hashes of exactly its inline scripts', async () => {
    const html = indexHtml();
    const res = await get('/');
    expect(res.status).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(`${metaCsp(html)}; frame-ancestors 'none'`);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    for (const code of inline) expect(scriptSrc).toContain(sha256(code));
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(inline.length);
  });

  it('sends HSTS, Referrer-Policy, nosniff and a COOP that keeps popups, on the page, an asset and a 404 alike', async () => {
    for (const p of ['/', '/selectGoods', `/${entryChunk()}`, '/assets/missing.js']) {
      const { headers } = await get(p);
      expect(Number(/max-age=(\d+)/.exec(String(headers['strict-transport-security']))?.[1]), p).toBeGreaterThanOrEqual(31_536_000);
      expect(headers['referrer-policy'], p).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options'], p).toBe('nosniff');
      // same-origin would cut the login popups' window.opener (providers.md §0.4).
      expect(headers['cross-origin-opener-policy'], p).toBe('same-origin-allow-popups');
      expect(headers['content-security-policy'], p).toContain("frame-ancestors 'none'");
    }
  });

  it('sends the security headers on nginx\'s own answers too: 400 for a malformed request or header, 414 for an address too long, 405 for TRACE', async () => {
    const answers = {
      400: 'GARBAGE\r\n\r\n',
      '400 (two Host headers)': 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
      '400 (a header too large)': `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      414: `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
      405: 'TRACE / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
    };
    const csp = String((await get('/')).headers['content-security-policy']);
    for (const [what, request] of Object.entries(answers)) {
      const head = await rawHead(request);
      expect(head.status, what).toBe(Number(what.slice(0, 3)));
      expect(head.headers['content-security-policy'], what).toBe(csp);
      expect(head.headers['strict-transport-security'], what).toBe('max-age=31536000');
      expect(head.headers['x-frame-options'], what).toBe('DENY');
      expect(head.headers['x-content-type-options'], what).toBe('nosniff');
      expect(head.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(head.headers['cross-origin-opener-policy'], what).toBe('same-origin-allow-popups');
      expect(head.headers['cache-control'], what).toBeUndefined();
    }
  });

  it('caches hashed assets for a year, immutable, and revalidates index.html and the service worker on each load', async () => {
    expect((await get(`/${entryChunk()}`)).headers['cache-control']).toBe(IMMUTABLE);
    // A cached sw.js would keep an old release's worker, and its precache, past a deploy.
    const sw = await get('/sw.js');
    expect([sw.status, sw.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(sw.headers['content-type']).toMatch(/^application\/javascript/);
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await get('/recharge?billing_no=1')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the build\'s precompressed brotli or gzip copy by Accept-Encoding, and the file itself otherwise', async () => {
    for (const file of ['index.html', entryChunk()]) {
      const raw = fs.readFileSync(path.join(dir, file));
      const br = await get(`/${file}`, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(br.body.equals(fs.readFileSync(path.join(dir, `${file}.br`))), `${file}: the .br file's bytes`).toBe(true);
      expect(zlib.brotliDecompressSync(br.body).equals(raw), `${file}.br decodes to the file`).toBe(true);
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      const gz = await get(`/${file}`, 'gzip');
      expect(gz.headers['content-encoding'], file).toBe('gzip');
      expect(gz.body.equals(fs.readFileSync(path.join(dir, `${file}.gz`))), `${file}: the .gz file's bytes`).toBe(true);
      expect(zlib.gunzipSync(gz.body).equals(raw)).toBe(true);
      const plain = await get(`/${file}`);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.body.equals(raw)).toBe(true);
    }
    expect((await get(`/${entryChunk()}`)).headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
  });

  it('answers index.html for app routes, a real 404 for a missing asset, and keeps the build\'s own files to itself', async () => {
    const html = fs.readFileSync(path.join(dir, 'index.html'));
    for (const route of ['/selectGoods', '/recharge', '/result?billing_no=B1', '/no/such/page']) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type'], route).toMatch(/^text\/html/);
      expect(res.body.equals(html), route).toBe(true);
    }
    const missing = await get('/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('boot-config');
    for (const p of ['/manifest.json', `/${NGINX_CONF}`]) expect((await get(p)).status, p).toBe(404);
  });

  it('the file as the build wrote it, TLS and all, passes nginx -t once its certificate exists', async () => {
    const conf = fs.readFileSync(path.join(dir, NGINX_CONF), 'utf8');
    const certs = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-cert-'));
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=pay.watt-games.example',
        '-keyout', path.join(certs, 'privkey.pem'), '-out', path.join(certs, 'fullchain.pem')], { stdio: 'ignore' });
      expect(conf).toContain('/etc/ssl/CHANGE-ME/watt/');
      await checkNginxConf(conf.replaceAll('/etc/ssl/CHANGE-ME/watt/', `${certs}/`));
    } finally {
      fs.rmSync(certs, { recursive: true, force: true });
    }
  });

  describe('in Chromium', () => {
    beforeEach(async () => {
      await sandbox.reset();
      await sandbox.setPayLag(0);
    });

    it('a full purchase through nginx ends in a done result, with no CSP violation', async () => {
      const { page, violations } = await newPage();
      const first = await page.goto(nginx.url + WATT_ENTRY);
      expect((await first!.allHeaders())['content-security-policy']).toContain("frame-ancestors 'none'");
      await upToRecharge(page);
      await payAndReachPaymentSite(page);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((u) => u.origin === nginx.url && u.pathname === '/result');
      expect(await resultTitle(page)).toBe('Payment successful');
      const orders = (await sandbox.orders('player1')).filter((o) => o.goods_name === '300 Gems');
      expect(orders.filter((o) => o.status === 'done')).toHaveLength(1);
      expect(violations).toEqual([]);
      await page.context().close();
    });

    it('a popup on another origin keeps its opener under the COOP header, as the login providers\' windows need', async () => {
      const { page } = await newPage();
      await page.goto(nginx.url + WATT_ENTRY);
      // A provider's window: another origin, no COOP of its own, answering its opener.
      await page.context().route('http://provider.test/authorize', (r) => r.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>provider</title><script>window.opener && window.opener.postMessage("from-provider", "*")</script>',
      }));
      const heard = page.evaluate(() => new Promise<string>((resolve) => addEventListener('message', (e) => resolve(String(e.data)), { once: true })));
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        page.evaluate(() => { window.open('http://provider.test/authorize', 'provider', 'popup'); }),
      ]);
      expect(await heard).toBe('from-provider');
      expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
      await page.context().close();
    });

    it('another site cannot frame the storefront (frame-ancestors), where a host without the header could be framed', async () => {
      const plain = await serveStatic(dir);
      // The other site, on loopback too: Chromium refuses a public page's frames of loopback anyway.
      const other = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>other site</title>
        <iframe name="nginx" src="${nginx.url}${WATT_ENTRY}"></iframe>
        <iframe name="plain" src="${plain.url}${WATT_ENTRY}"></iframe>`));
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      try {
        const { page } = await newPage();
        await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`);
        // The same bundle from a host without the header loads in a frame: the setup can frame.
        await page.frameLocator('iframe[name=plain]').getByRole('heading', { level: 1 }).first().waitFor();
        // Chromium puts its error page in place of a refused frame.
        await expect.poll(() => page.frame({ name: 'nginx' })?.url()).toBe('chrome-error://chromewebdata/');
        await page.context().close();
      } finally {
        other.closeAllConnections();
        await new Promise((resolve) => other.close(resolve));
        await plain.close();
      }
    });
  });
});
