// @vitest-environment node
/**
 * The nginx configuration the build writes per brand: its CSP follows the built page's meta
 * tag whatever hosts and hashes it holds, and only the marked placeholders change for a host.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, loadBrand } from './brands.ts';
import { IMMUTABLE, forLoopback, headerCsp, metaCsp, nginxServerConf } from './nginx.ts';

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

  it('names the brand\'s domains, carries the policy once and every header in each location', () => {
    const brand = loadBrand('ko');
    const conf = nginxServerConf(brand, page());
    expect(conf).toContain(`server_name ${brand.domains.join(' ')};`);
    expect(conf).toContain(`set $csp "${POLICY}; frame-ancestors 'none'";`);
    expect(conf.match(/add_header Content-Security-Policy \$csp always;/g)).toHaveLength(3);
    expect(conf.match(/add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;/g)).toHaveLength(3);
    expect(conf).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(conf).toMatch(/location \/assets\/ \{\s+try_files \$uri =404;/);
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
    const policy = /set \$csp "(.*)";/.exec(example)![1]!.replace(/; frame-ancestors 'none'$/, '');
    expect(nginxServerConf(loadBrand('ko'), page(policy)), 'stale: npm run build -- ko && cp dist-brands/ko/nginx.conf deploy/nginx/').toBe(example);
  });
});
