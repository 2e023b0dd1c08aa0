/**
 * The hosts a build calls, answered at the network boundary by one sandbox, as the browser
 * tests answer the payment and login providers: a production build keeps its real API,
 * payment, tracking and error-log hosts, and Playwright routes each to the sandbox host
 * that stands in for it; the sandbox's own addresses in what it answers (a pay_url, a
 * payment page's form) are turned back into the brand's, so the page sees only the hosts
 * it was built for. A build made against a sandbox (`--sandbox`, any port base) is routed
 * the same way, so any build can be walked against any sandbox. Nothing else leaves the
 * browser: a request to any other host is refused.
 */
import type { BrowserContext, Route } from 'playwright-core';
import { PORT_OFFSETS, sandboxOrigin, type SandboxHost } from '../../sandbox/ports.ts';
import type { BrandManifest } from '../build/manifest.ts';
import { PROVIDER_ORIGINS } from '../../e2e/payment-providers.ts';
import { LOGIN_PROVIDER_HOSTS } from '../../e2e/login-providers.ts';

/** Build origin → the sandbox host answering it. */
export type HostMap = Map<string, SandboxHost>;

const originOf = (u: string): string | null => { try { return new URL(u).origin; } catch { return null; } };
const KIND_BY_OFFSET = new Map<number, SandboxHost>(Object.entries(PORT_OFFSETS).map(([k, v]) => [v, k as SandboxHost]));

/** A build's own sandbox origin (127.0.0.1:base+offset) names its kind by its offset from the API's port. */
function sandboxKind(origin: string, apiPort: number): SandboxHost | null {
  const u = new URL(origin);
  if (u.hostname !== '127.0.0.1') return null;
  return KIND_BY_OFFSET.get(Number(u.port) - apiPort + PORT_OFFSETS.api) ?? null;
}

/** Which sandbox host answers each origin the build calls (its manifest's baked config). */
export function hostMap(m: BrandManifest): HostMap {
  const hosts = (m.config.hosts ?? {}) as { api?: string[]; demoApi?: string; payment?: string[]; tracking?: string; errorLog?: string };
  const map: HostMap = new Map();
  const add = (u: string | undefined, kind: SandboxHost) => { const o = u && originOf(u); if (o && !map.has(o)) map.set(o, kind); };
  const apiKinds: SandboxHost[] = ['api', 'apiBackup1', 'apiBackup2'];
  (hosts.api ?? []).forEach((u, i) => add(u, apiKinds[i] ?? 'apiBackup2'));
  add(hosts.demoApi, 'api');
  for (const u of hosts.payment ?? []) add(u, 'payment');
  add(hosts.tracking, 'tracking');
  add(hosts.errorLog, 'errorLog');
  for (const o of PROVIDER_ORIGINS) add(o, 'providers');
  for (const h of LOGIN_PROVIDER_HOSTS) add(`https://${h}`, 'social');
  // A sandbox build: its providers and social origins are the sandbox's too.
  const api = originOf(hosts.api?.[0] ?? '');
  const apiPort = api && new URL(api).hostname === '127.0.0.1' ? Number(new URL(api).port) : null;
  if (apiPort) {
    const c = m.config as { socialAuth?: unknown; paymentProviders?: unknown };
    for (const u of JSON.stringify([c.socialAuth, c.paymentProviders]).match(/https?:\/\/127\.0\.0\.1:\d+/g) ?? []) {
      const kind = sandboxKind(u, apiPort);
      if (kind) add(u, kind);
    }
  }
  return map;
}

/** For answers: the sandbox's origin of each kind → the first origin of the build answered by it. */
function backMap(map: HostMap, base: number): [string, string][] {
  const out = new Map<string, string>();
  for (const [o, kind] of map) if (kind !== 'providers' && kind !== 'social' && !out.has(sandboxOrigin(kind, base))) out.set(sandboxOrigin(kind, base), o);
  return [...out];
}

const TEXT = /^(text\/|application\/(json|javascript|x-www-form-urlencoded))/;

/**
 * Routes every request of `ctx` that leaves loopback, or goes to a sandbox origin of the
 * build's, to the sandbox at `base`; refuses the rest (`refused` lists them, for the report).
 */
export async function routeToSandbox(ctx: BrowserContext, m: BrandManifest, base: number, refused: string[] = []): Promise<void> {
  const map = hostMap(m);
  const back = backMap(map, base);
  const rewrite = (s: string) => back.reduce((t, [from, to]) => t.split(from).join(to), s);
  const handle = async (route: Route) => {
    const u = new URL(route.request().url());
    const kind = map.get(u.origin);
    if (!kind) { refused.push(u.origin); await route.abort('blockedbyclient'); return; }
    // Redirects go back to the browser as they are: a redirect is the browser's to follow.
    const res = await route.fetch({ url: sandboxOrigin(kind, base) + u.pathname + u.search, maxRedirects: 0 });
    const headers = { ...res.headers() };
    if (headers.location) headers.location = rewrite(headers.location);
    if (!TEXT.test(headers['content-type'] ?? '')) { await route.fulfill({ response: res, headers }); return; }
    delete headers['content-length'];
    delete headers['content-encoding'];
    await route.fulfill({ status: res.status(), headers, body: rewrite(await res.text()) });
  };
  await ctx.route((url) => url.hostname !== '127.0.0.1' || map.has(url.origin), (route) => handle(route).catch(() => route.abort().catch(() => {})));
}
