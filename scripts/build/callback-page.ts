/**
 * The static callback page of the social logins (src/login/social/callback-protocol.ts),
 * part of every brand's build: `auth/callback.html` and its script `auth/callback.js`
 * (src/login/callback-page.ts, built here as one minified script, the same for every
 * brand), and the same page at the path of the brand's `login.twitter.redirectPage` when
 * that is another. The page has no inline script: its own CSP allows only its script.
 * The dev server (npm start) serves the same files.
 */
import path from 'node:path';
import { type Plugin, build } from 'vite';
import { type Brand, defaultLanguage } from '../../brands/brand.ts';
import { CALLBACK_PATH } from '../../src/login/social/callback-protocol.ts';
import { ROOT } from '../lib/brands.ts';
import { BUILD_TARGET } from './build-options.ts';

export const CALLBACK_SCRIPT_PATH = '/auth/callback.js';

let script: Promise<string> | null = null;
/** The callback page's script; the same for every brand, so built once per process. */
export function callbackScript(): Promise<string> {
  script ??= build({
    configFile: false, root: ROOT, logLevel: 'error',
    build: {
      write: false, target: BUILD_TARGET, minify: true,
      lib: { entry: path.join(ROOT, 'src/login/callback-page.ts'), formats: ['iife'], name: 'socialCallback' },
    },
  }).then((out) => {
    const outputs = Array.isArray(out) ? out : [out];
    const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((c) => c.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('callback page: the build of its script gave no script');
    return chunk.code;
  });
  return script;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page: nothing to see (it hands the answer over and goes), its script by address, a CSP that allows only that. */
export function callbackHtml(brand: Brand): string {
  return `<!doctype html>
<html lang="${defaultLanguage(brand)}">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(brand.name)}</title>
    <script src="${CALLBACK_SCRIPT_PATH}"></script>
  </head>
  <body></body>
</html>
`;
}

/** Paths (without the leading slash) the page is written at: the callback page, and the brand's Twitter redirect page. */
export function callbackPagePaths(brand: Brand): string[] {
  const paths = [CALLBACK_PATH.slice(1)];
  const twitter = brand.login.twitter?.redirectPage;
  if (twitter) {
    const p = decodeURIComponent(new URL(twitter).pathname).slice(1);
    if (!p || p.endsWith('/') || p === 'index.html' || p.startsWith('assets/')) throw new Error(`${brand.id}: login.twitter.redirectPage ${twitter} must name a page of its own (not /, index.html or assets/)`);
    if (!paths.includes(p)) paths.push(p);
  }
  return paths;
}

export function callbackPagePlugin(brand: Brand): Plugin {
  const pages = new Set(callbackPagePaths(brand).map((p) => '/' + p));
  return {
    name: 'storefront-callback-page',
    // Before vite-plugin-html's dev middleware, which answers every page request with index.html.
    enforce: 'pre',
    async generateBundle() {
      const html = callbackHtml(brand);
      for (const p of pages) this.emitFile({ type: 'asset', fileName: p.slice(1), source: html });
      this.emitFile({ type: 'asset', fileName: CALLBACK_SCRIPT_PATH.slice(1), source: await callbackScript() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const p = (req.url ?? '').split(/[?#]/)[0]!;
        const send = (type: string, body: string) => { res.setHeader('content-type', `${type}; charset=utf-8`); res.setHeader('cache-control', 'no-store'); res.end(body); };
        if (pages.has(p)) send('text/html', callbackHtml(brand));
        else if (p === CALLBACK_SCRIPT_PATH) callbackScript().then((s) => send('text/javascript', s), next);
        else next();
      });
    },
  };
}
