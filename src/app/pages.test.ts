import { describe, expect, it } from 'vitest';
import { NOT_FOUND, PATHS, ROUTES, type RouteDef, type RouteName } from '../routes.ts';
import { lazyPageModules, pageLoader, pageLoaderFor } from './pages.ts';
import { FIRST_LOAD_PAGES } from './routes.tsx';

describe('the route table\'s page modules', () => {
  it('every later page named by the table loads, with the export the table names', async () => {
    for (const r of [...Object.values(ROUTES) as RouteDef[], NOT_FOUND]) {
      const load = pageLoader(r);
      if (!r.page || r.firstLoad) { expect(load, r.path).toBeUndefined(); continue; }
      expect(typeof (await load!()), `${r.path}: ${r.page} ${r.export ?? 'default'}`).toBe('function');
    }
  });

  it('the first-load pages are exactly the ones the table marks', () => {
    const marked = (Object.keys(ROUTES) as RouteName[]).filter((k) => (ROUTES[k] as RouteDef).firstLoad);
    expect(Object.keys(FIRST_LOAD_PAGES).sort()).toEqual(marked.sort());
  });

  it('loads on demand every page the table names except the first-load ones, which the main chunk carries', () => {
    const routes = [...Object.values(ROUTES) as RouteDef[], NOT_FOUND];
    const lazy = new Set(routes.filter((r) => r.page && !r.firstLoad).map((r) => r.page!));
    expect(lazyPageModules().sort()).toEqual([...lazy].sort());
  });

  it('finds the loader of a later step\'s address, and none for the first page or unknown addresses', () => {
    expect(pageLoaderFor(PATHS.recharge)).toBe(pageLoader(ROUTES.recharge));
    expect(pageLoaderFor('/@S1')).toBe(pageLoader(ROUTES.gameCode));
    expect(pageLoaderFor(PATHS.selectGame)).toBeUndefined();
    expect(pageLoaderFor('/nowhere')).toBeUndefined();
  });
});
