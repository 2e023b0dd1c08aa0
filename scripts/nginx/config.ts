/**
 * The nginx configuration of one brand, written by the build beside its bundle
 * (dist-brands/<brand>/nginx.conf): one `server` block that serves the folder as production
 * needs it (docs/nginx.md). Its Content-Security-Policy header is read from the
 * built index.html's meta tag, so it names exactly the hosts and inline-script hashes of
 * that build, plus `frame-ancestors 'none'`, which only a header can carry.
 *
 * The host-specific parts (listen and TLS, and the folder the bundle was uploaded to) sit
 * between PLACEHOLDER markers; `forLoopback` fills them for a local server (the browser test).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Brand } from '../../brands/brand.ts';
import { MANIFEST, NGINX_CONF } from '../build/manifest.ts';

const META_CSP = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The policy of index.html's CSP meta tag. */
export function metaCsp(html: string): string {
  const m = META_CSP.exec(html);
  if (!m) throw new Error('index.html: no Content-Security-Policy meta tag to copy into the nginx configuration');
  return m[1]!.replace(/&(amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e]!);
}

/** The header's policy: the meta tag's, and no framing by any page (a meta tag cannot say so). */
export function headerCsp(html: string): string {
  const csp = metaCsp(html);
  return /(^|;)\s*frame-ancestors\s/.test(csp) ? csp : `${csp}; frame-ancestors 'none'`;
}

const CSP = 'Content-Security-Policy';

/**
 * Headers of every answer, errors included (`always`), nginx's own 400 and 414 too. COOP keeps `window.opener` between
 * the page and the login popups it opens (Google's code flow needs it; `same-origin` would
 * cut it: ../shared/providers.md §0.4). HSTS without includeSubDomains or preload: the
 * brand's other subdomains are not this bundle's to decide.
 */
function securityHeaders(html: string): [string, string][] {
  return [
    [CSP, headerCsp(html)],
    ['Strict-Transport-Security', 'max-age=31536000'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A value inside nginx's double quotes: no quote, backslash, `$` (a variable) or line break can slip through. */
function quoted(value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`nginx: a header value holds a character nginx would read as syntax: ${value}`);
  return `"${value}"`;
}

const PLACEHOLDER = { listen: 'listen and TLS', root: 'root' } as const;
const open = (name: string) => `# >>> PLACEHOLDER: ${name}`;
const close = (name: string) => `# <<< PLACEHOLDER: ${name}`;

/** The server block for one brand, from its built index.html. */
export function nginxServerConf(brand: Brand, indexHtml: string): string {
  const notServed = [MANIFEST, NGINX_CONF].map((f) => f.replace(/\./g, '\\.')).join('|');
  // Every header is the server's, each location only choosing its Cache-Control: an
  // add_header in a location would replace the server's list there. Cache-Control only on
  // successful answers; the rest on every answer (`always`). The values are written out,
  // not taken from variables: nginx's own answers to a request it could not read (400, 414,
  // 494) never reach the rewrite phase where `set` runs, so a variable would be empty there.
  const headers = [
    'add_header Cache-Control $cache_control;',
    ...securityHeaders(indexHtml).map(([k, v]) => `add_header ${k} ${quoted(v)} always;`),
  ].map((l) => `    ${l}`).join('\n');
  const cache = (value: string) => `        set $cache_control ${quoted(value)};`;
  return `# nginx configuration of ${brand.name} (brand ${brand.id}), written by \`npm run build\` with the
# bundle beside it. Its Content-Security-Policy is index.html's meta tag, with the same
# hashes of the inline scripts, plus frame-ancestors: deploy this file with each release
# of the bundle, never an older one. How to install it: docs/nginx.md.
#
# Put it in the http context (Debian: /etc/nginx/sites-enabled/), fill in the PLACEHOLDER
# parts, then \`nginx -t && nginx -s reload\`. Needs gzip_static (in Debian's nginx) and
# brotli_static (Debian: apt-get install libnginx-mod-http-brotli-static, which loads itself
# through /etc/nginx/modules-enabled/). Without the brotli module, delete the brotli_static
# line: browsers then get the .gz copies. (To send the .br copies anyway, a map on
# $http_accept_encoding in the http context choosing ".br" and \`try_files $uri$br $uri\` with
# Content-Encoding: br and Vary: Accept-Encoding set in a location for *.br would do; the
# module is simpler and sets Content-Type from the original name.)
#
# The plain-http server that redirects to https (HSTS is honoured only over https) is the
# host's, one for all its sites.

server {
    ${open(PLACEHOLDER.listen)}
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    ssl_certificate     /etc/ssl/CHANGE-ME/${brand.id}/fullchain.pem;
    ssl_certificate_key /etc/ssl/CHANGE-ME/${brand.id}/privkey.pem;
    ${close(PLACEHOLDER.listen)}

    server_name ${brand.domains.join(' ')};

    ${open(PLACEHOLDER.root)}: the folder the contents of dist-brands/${brand.id}/ were uploaded to
    root /srv/storefront/${brand.id};
    ${close(PLACEHOLDER.root)}

    server_tokens off;
    charset utf-8;
    charset_types text/css application/javascript application/json image/svg+xml;

    # The build wrote x.br and x.gz beside each text file x: sent as they are, never
    # compressed on the fly (gzip and brotli at their highest levels, once, at build time).
    gzip off;
    gzip_static on;
    brotli_static on;
    gzip_vary on;

    # The headers of every answer, nginx's own included (400 for a malformed request, 414
    # for an address too long): always the server's, since no location adds one of its own
    # (one add_header in a location would drop all of these there). A location only sets
    # $cache_control, sent with successful answers.
    set $cache_control "no-cache";
${headers}

    # Files of the build that are not for players.
    location ~ ^/(${notServed})$ {
        return 404;
    }

    # Content-hashed names: a changed file gets a new name, so a year's cache cannot serve a
    # stale one. A missing asset is a real 404 (an old page asking for a deleted chunk must
    # fail loudly, not get index.html as JavaScript).
    location /assets/ {
${cache(IMMUTABLE)}
        try_files $uri =404;
    }

    # index.html (not hashed: revalidated on each load), and every other path is a route
    # of the app, answered with index.html.
    location / {
        try_files $uri /index.html;
    }
}
`;
}

/** Writes <dir>/nginx.conf from the index.html built there. */
export function writeNginxConf(dir: string, brand: Brand): string {
  const conf = nginxServerConf(brand, fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  fs.writeFileSync(path.join(dir, NGINX_CONF), conf);
  return conf;
}

/** Replaces the lines between a placeholder's markers. */
function fill(conf: string, name: string, lines: string): string {
  const start = conf.indexOf(open(name));
  const end = conf.indexOf(close(name));
  if (start < 0 || end < start) throw new Error(`nginx.conf: no "${open(name)}" … "${close(name)}" block to fill`);
  return conf.slice(0, start) + lines + conf.slice(end + close(name).length);
}

/** The brand's server block, listening on a loopback port over plain http and serving `root`. */
export function forLoopback(conf: string, opts: { port: number; root: string }): string {
  return fill(fill(conf, PLACEHOLDER.listen, `listen 127.0.0.1:${opts.port};`), PLACEHOLDER.root, `root ${quoted(path.resolve(opts.root))};`);
}
