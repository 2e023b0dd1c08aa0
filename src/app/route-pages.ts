/**
 * The page module each later step's route shows. pages.ts loads them on demand; the build
 * reads this table to preload, from index.html, the chunks of the route a page opens on
 * (scripts/lib/route-preload.ts), so a reload or a shared link of /recharge does not wait
 * for the main chunk to ask for its page, and then for the page to ask for its imports.
 * Data only: the build imports it in Node.
 */
export const ROUTE_PAGES = {
  '/selectGoods': 'src/pages/select-goods/select-goods-page.tsx',
  '/recharge': 'src/pages/recharge/recharge-page.tsx',
  '/result': 'src/pages/result/result-page.tsx',
  '/replenishGoods': 'src/pages/replenish/replenish-page.tsx',
} as const;
