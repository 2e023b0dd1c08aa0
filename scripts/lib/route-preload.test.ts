import crypto from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from '../../src/app/route-pages.ts';
import { ROOT } from './brands.ts';
import { addRoutePreload, allowScriptInCsp, routeChunks, routePreloadScript } from './route-preload.ts';

const chunk = (fileName: string, imports: string[] = [], facade: string | null = null) =>
  ({ type: 'chunk' as const, fileName, imports, facadeModuleId: facade });
const pages = Object.entries(ROUTE_PAGES).map(([route, file], i) =>
  chunk(`assets/page${i}.js`, route === '/recharge' ? ['assets/shared.js', 'assets/index.js'] : ['assets/index.js'], path.join(ROOT, file)));

describe('the HTML\'s preload of the route a page opens on', () => {
  it('names each later route\'s page chunk and what it imports, leaving out the first load', () => {
    const all = [chunk('assets/index.js'), chunk('assets/shared.js', ['assets/deep.js']), chunk('assets/deep.js'), ...pages];
    const routes = routeChunks(all, new Set(['assets/index.js']));
    const i = Object.keys(ROUTE_PAGES).indexOf('/recharge');
    expect(routes['/recharge']).toEqual([`assets/page${i}.js`, 'assets/shared.js', 'assets/deep.js']);
    expect(Object.keys(routes)).toEqual(Object.keys(ROUTE_PAGES));
  });

  it('stops the build when a route\'s page is not a chunk (the page moved)', () => {
    expect(() => routeChunks([chunk('assets/index.js')], new Set())).toThrow(/no chunk for \/selectGoods/);
  });

  it('allows exactly its script in the Content-Security-Policy', () => {
    const script = routePreloadScript({ '/recharge': ['assets/a.js'] });
    const html = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; object-src 'none'" />`;
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    expect(allowScriptInCsp(html, script)).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(() => allowScriptInCsp(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`, script)).toThrow(/script-src/);
  });

  it('goes before the stylesheet, and stops the build when the page has no <title> to follow', () => {
    const script = routePreloadScript({ '/result': ['assets/r.js'] });
    const csp = `<meta http-equiv="Content-Security-Policy" content="script-src 'self'" />`;
    const out = addRoutePreload(`${csp}<title>T</title><link rel="stylesheet" href="/a.css">`, script);
    expect(out.indexOf(`<script>${script}</script>`)).toBeGreaterThan(out.indexOf('</title>'));
    expect(out.indexOf(`<script>${script}</script>`)).toBeLessThan(out.indexOf('rel="stylesheet"'));
    expect(() => addRoutePreload(`${csp}<link rel="stylesheet" href="/a.css">`, script)).toThrow(/<\/title>/);
  });
});
