/**
 * What loads on demand: the pages after /selectGame (the landing step is in the main
 * chunk) and the popups. One loader each, used both by React.lazy and by the idle
 * prefetch, so a chunk is fetched once.
 */
import { whenIdle } from '../lib/when-idle.ts';

export const overlaysLoader = () => import('./overlays.tsx');

export const pageLoaders = {
  selectGoods: () => import('../pages/select-goods/select-goods-page.tsx'),
  recharge: () => import('../pages/recharge/recharge-page.tsx'),
  result: () => import('../pages/result/result-page.tsx'),
  replenishGoods: () => import('../pages/replenish/replenish-page.tsx'),
  standalone: () => import('../pages/standalone/standalone-pages.tsx'),
} as const;

/** Fetches the next steps' and the popups' chunks once the browser is idle, so a tap never waits on them. */
export function prefetchPagesWhenIdle(): void {
  whenIdle(() => {
    for (const load of [overlaysLoader, ...Object.values(pageLoaders)]) void load().catch(() => { /* retried on use */ });
  });
}
