/**
 * What loads on demand: the pages after /selectGame (the landing step is in the main
 * chunk) and the popups. One loader each, used by the routes, by the idle prefetch and by
 * boot (the page the app opens on), so a chunk is fetched once. A page's key is its
 * route's in PATHS; route-pages.ts names the same modules for the build, which preloads
 * them from the HTML (pages.test.ts holds the two together).
 */
import type { ComponentType } from 'react';
import { whenIdle } from '../lib/when-idle.ts';
import { PATHS } from './paths.ts';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export const overlaysLoader = () => import('./overlays.tsx');

export const pageLoaders = {
  selectGoods: () => import('../pages/select-goods/select-goods-page.tsx'),
  recharge: () => import('../pages/recharge/recharge-page.tsx'),
  result: () => import('../pages/result/result-page.tsx'),
  replenishGoods: () => import('../pages/replenish/replenish-page.tsx'),
  standalone: () => import('../pages/standalone/standalone-pages.tsx'),
} as const;

/** The loader of the page `pathname` shows, when it is a later step's. */
export function pageLoaderFor(pathname: string): PageLoader | undefined {
  const key = (Object.keys(PATHS) as (keyof typeof PATHS)[]).find((k) => PATHS[k] === pathname && k in pageLoaders);
  return key && (pageLoaders as unknown as Record<string, PageLoader>)[key];
}

/** Fetches the next steps' and the popups' chunks once the browser is idle, so a tap never waits on them. */
export function prefetchPagesWhenIdle(): void {
  whenIdle(() => {
    for (const load of [overlaysLoader, ...Object.values(pageLoaders)]) void load().catch(() => { /* retried on use */ });
  });
}
