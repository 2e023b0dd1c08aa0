/**
 * The pages loaded on demand: one loader each, used both by React.lazy and by the idle
 * prefetch, so a route's chunk is fetched once. /selectGame is the landing step and is in
 * the main chunk (see routes.tsx).
 */
export const pageLoaders = {
  selectGoods: () => import('../pages/select-goods/select-goods-page.tsx'),
  recharge: () => import('../pages/recharge/recharge-page.tsx'),
  result: () => import('../pages/result/result-page.tsx'),
  replenishGoods: () => import('../pages/replenish/replenish-page.tsx'),
  standalone: () => import('../pages/standalone/standalone-pages.tsx'),
} as const;

/** Fetches the next steps' chunks once the browser is idle, so a tap never waits on them. */
export function prefetchPagesWhenIdle(): void {
  if (typeof window === 'undefined') return;
  const run = () => { for (const load of Object.values(pageLoaders)) void load().catch(() => { /* retried on use */ }); };
  const ric = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (ric) ric(run, { timeout: 3000 }); else setTimeout(run, 1500);
}
