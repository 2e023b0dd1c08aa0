/**
 * Stoplight Prism (a dev dependency) for the browser tests of e2e/prism.e2e.test.ts: the
 * API document read by a tool we did not write, as a publisher's team would use it, as a
 * static mock or as a validating proxy in front of the sandbox, and the Playwright routing
 * that sends the page's API and collector calls through it.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { contractOperations } from '../api/openapi-document.ts';
import { ROOT } from '../scripts/lib/brands.ts';
import { freePort } from '../scripts/nginx/local.ts';

const PRISM = path.join(ROOT, 'node_modules', '.bin', 'prism');
const DOCUMENT = path.join(ROOT, 'api', 'openapi.yaml');
/** Prism reads and dereferences the document before it listens: about 3 s on the 2-core CI machine. */
const START_TIMEOUT_MS = 30_000;

export interface Prism { url: string; stop(): Promise<void> }

/** `prism mock` (static: each answer its first example) or `prism proxy <upstream>` on a free loopback port. */
export async function startPrism(mode: 'mock' | { proxy: string }): Promise<Prism> {
  const port = await freePort();
  const args = mode === 'mock' ? ['mock', DOCUMENT] : ['proxy', DOCUMENT, mode.proxy];
  const child = spawn(PRISM, [...args, '-h', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d: Buffer) => { log += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { log += d.toString(); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start within ${START_TIMEOUT_MS} ms:\n${log}`)), START_TIMEOUT_MS);
    const check = () => {
      if (/Prism is listening/.test(log)) { clearTimeout(timer); resolve(); return; }
      if (child.exitCode !== null) { clearTimeout(timer); reject(new Error(`prism exited:\n${log}`)); return; }
      setTimeout(check, 50);
    };
    check();
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill();
      await exited;
    },
  };
}

/**
 * One upstream for Prism's proxy (it takes one) in front of the sandbox's hosts: the
 * collectors' paths go to their hosts, the rest to the API host, each with its own Host
 * header; the X-Forwarded-Host the page's request carried passes through.
 */
export async function sandboxUpstream(targets: { api: string; tracking: string; errorLog: string }): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const p = (req.url ?? '/').split('?')[0]!;
    const target = new URL(p.startsWith('/ptcs/collector/') ? targets.errorLog : p === '/service/recharge/api.php' ? targets.tracking : targets.api);
    const out = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    out.once('error', () => { res.writeHead(502); res.end(); });
    req.pipe(out);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The document's paths, to tell its calls from the hosts' other files (logos, banner images). */
const DOCUMENT_PATHS = new Set(contractOperations().map((o) => o.path));

export interface PrismExchange { call: string; status: number; violations: string[] }

/**
 * Sends the page's requests to the document's paths on `origins` through Prism (the rest
 * through `other`, default as they are), and records each exchange with the violations
 * Prism reported for it (its `sl-violations` header: the request's and the answer's).
 */
export async function routeThroughPrism(ctx: BrowserContext, origins: string[], prism: Prism, other?: (url: URL) => { status: number; body: string } | null): Promise<PrismExchange[]> {
  const seen: PrismExchange[] = [];
  for (const origin of origins) {
    await ctx.route(`${origin}/**`, async (route) => {
      const request = route.request();
      const u = new URL(request.url());
      if (!DOCUMENT_PATHS.has(u.pathname)) {
        const stub = other?.(u);
        await (stub ? route.fulfill(stub) : route.continue());
        return;
      }
      const response = await route.fetch({ url: prism.url + u.pathname + u.search, headers: { ...request.headers(), 'x-forwarded-host': u.host } });
      const raw = response.headers()['sl-violations'];
      const violations = raw ? (JSON.parse(raw) as { location: string[]; message: string }[]).map((v) => `${v.location.join('.')}: ${v.message}`) : [];
      seen.push({ call: `${request.method()} ${u.pathname}`, status: response.status(), violations });
      await route.fulfill({ response });
    });
  }
  return seen;
}
