// @vitest-environment node
/**
 * The nginx configuration the build writes per brand: its CSP follows the built page's meta
 * tag whatever hosts and hashes it holds, and only the marked placeholders change for a host.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, loadBrand } from '../lib/brands.ts';
import { IMMUTABLE, forLoopback, headerCsp, metaCsp, nginxServerConf } from './config.ts';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; connect-src 'self' https://api.x.example";
const page = (policy = POLICY) => `<!doctype html><html><head><meta charset="UTF-8" />
<meta http-equiv="Content-Security-Policy" content="${policy}" /><title>x</title></head><body></body></html>`;

describe('nginx.conf of a brand', () => {
  it('sends the meta tag\'s policy as a header, with frame-ancestors \'none\' added', () => {
    expect(headerCsp(page())).toBe(`${POLICY}; frame-ancestors 'none'`);
    expect(headerCsp(page("default-src 'self'; frame-ancestors 'self'"))).toBe("default-src 'self'; frame-ancestors 'self'");
    expect(metaCsp(page("img-src &#39;self&#39; data:"))).toBe("img-src 'self' data:");
  });

  it('refuses a page without a CSP meta tag, and a policy nginx would read as syntax', () => {
    expect(() => headerCsp('<html><head></head></html>')).toThrow(/no Content-Security-Policy meta tag/);
    const brand = loadBrand('watt');
    expect(() => nginxServerConf(brand, page("connect-src 'self' https://$host"))).toThrow(/character nginx would read as syntax/);
  });

  it('names the brand\'s domains; every header is the server\'s, written out, and no location adds one (it would drop them all there)', () => {
    const brand = loadBrand('ko');
    const conf = nginxServerConf(brand, page());
    expect(conf).toContain(`server_name ${brand.domains.join(' ')};`);
    // Written out, not a variable set by `set`: nginx's own 400 and 414 never run `set`.
    expect(conf.match(/add_header Content-Security-Policy .* always;/g)).toEqual([`add_header Content-Security-Policy "${POLICY}; frame-ancestors 'none'" always;`]);
    expect(conf.match(/add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;/g)).toHaveLength(1);
    expect(conf.match(/^ *add_header /gm)).toHaveLength(7);
    const locations = conf.slice(conf.indexOf('    location'));
    expect(locations).not.toMatch(/^ *add_header /m);
    expect(conf.slice(0, conf.indexOf('    location'))).toMatch(/^ {4}add_header Cache-Control \$cache_control;$/m);
    expect(conf).toMatch(/^ {4}set \$cache_control "no-cache";$/m);
    expect(conf).toContain(`location /assets/ {\n        set $cache_control "${IMMUTABLE}";\n        try_files $uri =404;`);
    expect(conf).toMatch(/location \/ \{\s+try_files \$uri \/index\.html;/);
    expect(conf).toContain('gzip_static on;');
    expect(conf).toContain('brotli_static on;');
    expect(conf).toContain('root /srv/storefront/ko;');
    expect(conf).toContain('listen 443 ssl http2;');
  });

  it('fills only the placeholders for a loopback server', () => {
    const conf = nginxServerConf(loadBrand('watt'), page());
    const local = forLoopback(conf, { port: 18999, root: '/tmp/site/watt' });
    expect(local).toContain('listen 127.0.0.1:18999;');
    expect(local).toContain('root "/tmp/site/watt";');
    expect(local).not.toMatch(/ssl_certificate|listen 443|PLACEHOLDER:|\/srv\/storefront/);
    const rest = (s: string) => s.replace(/# >>> PLACEHOLDER[\s\S]*?# <<< PLACEHOLDER: [\w ]+/g, '');
    expect(rest(conf)).toBe(local.replace('listen 127.0.0.1:18999;', '').replace('root "/tmp/site/watt";', ''));
    expect(() => forLoopback('server {}', { port: 1, root: '/x' })).toThrow(/PLACEHOLDER/);
  });

  it('deploy/nginx/example-ko.conf is what the generator writes (its policy is one build\'s)', () => {
    const example = fs.readFileSync(path.join(ROOT, 'deploy/nginx/example-ko.conf'), 'utf8');
    const policy = /add_header Content-Security-Policy "(.*)" always;/.exec(example)![1]!.replace(/; frame-ancestors 'none'$/, '');
    expect(nginxServerConf(loadBrand('ko'), page(policy)), 'stale: npm run build -- ko && cp dist-brands/ko/nginx.conf deploy/nginx/').toBe(example);
  });
});
