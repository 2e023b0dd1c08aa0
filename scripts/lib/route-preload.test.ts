import crypto from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './brands.ts';
import { allowScriptInCsp, firstLoadPreloads, lazyRoutePages, routeChunks } from './route-preload.ts';

const ROUTE_PAGES = lazyRoutePages();

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

  it('preloads from the HTML what the first page needs beside the entry: its static imports, deep ones too, and the default language', () => {
    const all = [
      { ...chunk('assets/index.js', ['assets/shared.js']), isEntry: true },
      { ...chunk('assets/shared.js', ['assets/deep.js']), isEntry: false },
      { ...chunk('assets/deep.js'), isEntry: false },
      { ...chunk('assets/locale-en.js', [], '\0virtual:locale/en'), isEntry: false },
      { ...chunk('assets/locale-de.js', [], '\0virtual:locale/de'), isEntry: false },
    ];
    const { entry, preloads } = firstLoadPreloads(all, '\0virtual:locale/en');
    expect(entry).toBe('assets/index.js');
    expect([...preloads].sort()).toEqual(['assets/deep.js', 'assets/locale-en.js', 'assets/shared.js']);
  });

  it('allows exactly a given inline script in the Content-Security-Policy', () => {
    const script = 'preload()';
    const html = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; object-src 'none'" />`;
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    expect(allowScriptInCsp(html, script)).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(() => allowScriptInCsp(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`, script)).toThrow(/script-src/);
  });
});
