import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from './paths.ts';
import { pageLoaderFor, pageLoaders } from './pages.ts';
import { ROUTE_PAGES } from './route-pages.ts';

describe('later steps\' pages', () => {
  it('the build\'s table (route-pages.ts) names the module the app loads for each route', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'pages.ts'), 'utf8');
    for (const [route, file] of Object.entries(ROUTE_PAGES)) {
      const key = (Object.keys(PATHS) as (keyof typeof PATHS)[]).find((k) => PATHS[k] === route)!;
      expect(key in pageLoaders, `${route} has a page loader`).toBe(true);
      expect(source, `pages.ts loads ${file} for ${route}`).toContain(`${key}: () => import('../${file.slice('src/'.length)}')`);
    }
  });

  it('finds the loader of a later step\'s route, and none for other paths', () => {
    expect(pageLoaderFor(PATHS.recharge)).toBe(pageLoaders.recharge);
    expect(pageLoaderFor(PATHS.replenishGoods)).toBe(pageLoaders.replenishGoods);
    expect(pageLoaderFor(PATHS.selectGame)).toBeUndefined();
    expect(pageLoaderFor('/nowhere')).toBeUndefined();
  });
});
