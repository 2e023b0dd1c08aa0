/**
 * Serves a built brand folder the way a CDN would: brotli or gzip when the browser
 * accepts it, a year's immutable cache on hashed assets, no cache on index.html, and
 * index.html for any path that is not a file (the app routes itself). Loopback only.
 * Used by `npm run preview`, the browser tests and the bench. With `tls`, over HTTP/2 as
 * the brands' hosts serve it (`npm run lab`: every chunk on one connection, not six).
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LocalTls } from './local-tls.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2',
};

export interface StaticServer { url: string; port: number; close(): Promise<void> }

/**
 * `mounts` serves other folders under a path prefix (`{ '/__bare/': dir }`), with the same
 * rules: `npm run lab` serves the bare React page beside the brand this way, from one server.
 */
export async function serveStatic(dir: string, opts: { port?: number; host?: string; mounts?: Record<string, string>; tls?: LocalTls } = {}): Promise<StaticServer> {
  const mounts = Object.entries(opts.mounts ?? {}).map(([prefix, d]) => [prefix, path.resolve(d)] as const);
  // Compress each file once; a CDN keeps the compressed copies too.
  const cache = new Map<string, { br: Buffer; gz: Buffer; raw: Buffer }>();
  const encoded = (file: string) => {
    let c = cache.get(file);
    if (!c) {
      const raw = fs.readFileSync(file);
      c = { raw, br: zlib.brotliCompressSync(raw), gz: zlib.gzipSync(raw, { level: 9 }) };
      cache.set(file, c);
    }
    return c;
  };
  type Answer = { status: number; headers?: http.OutgoingHttpHeaders; body: Buffer };
  // One answer for HTTP/1.1 and HTTP/2's compatibility API, whose requests share these members.
  const answer = (req: Pick<http.IncomingMessage, 'url' | 'method' | 'headers'>): Answer => {
    const fail = (status: number): Answer => ({ status, body: Buffer.alloc(0) });
    let pathname: string;
    try { pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname); } catch { return fail(400); }
    const mount = mounts.find(([prefix]) => pathname.startsWith(prefix));
    const root = mount ? mount[1] : path.resolve(dir);
    if (mount) pathname = '/' + pathname.slice(mount[0].length);
    let file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) && file !== root) return fail(403);
    const isFile = fs.existsSync(file) && fs.statSync(file).isFile();
    if (!isFile) {
      // A missing asset is a 404; any other path is a route of the app.
      if (pathname.startsWith('/assets/')) return fail(404);
      file = path.join(root, 'index.html');
    }
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    const body = encoded(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const [enc, data] = accept.includes('br') ? ['br', body.br] : accept.includes('gzip') ? ['gzip', body.gz] : [null, body.raw];
    return { status: 200, headers: {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(enc ? { 'content-encoding': enc } : {}),
      'content-length': data.length,
    }, body: req.method === 'HEAD' ? Buffer.alloc(0) : data };
  };
  const sessions = new Set<http2.ServerHttp2Session>();
  const server = opts.tls
    ? http2.createSecureServer({ key: opts.tls.key, cert: opts.tls.cert, allowHTTP1: true }, (req, res) => { const a = answer(req); res.writeHead(a.status, a.headers); res.end(a.body); })
      .on('session', (s) => { sessions.add(s); s.on('close', () => sessions.delete(s)); })
    : http.createServer((req, res) => { const a = answer(req); res.writeHead(a.status, a.headers); res.end(a.body); });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${opts.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      for (const s of sessions) s.destroy();
      server.close(() => resolve());
    }),
  };
}
