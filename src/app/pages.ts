/**
 * What loads on demand: each route's page module (named by the route table, src/routes.ts)
 * and the popups. One loader per module, used by the router, by the idle prefetch and by
 * boot (the page the app opens on), so a chunk is fetched once. The build preloads the
 * same modules from index.html for the address a page opens on (src/boot/). Each waits for
 * the language's later messages too: only step 1's first screen comes without them (i18n.ts).
 */
import type { ComponentType } from 'react';
import { withLaterMessages } from '../i18n/i18n.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { ROUTES, type RouteDef, routeOf } from '../routes.ts';

/** A page module: its page component(s), and the data it may start before its first render. */
type PageModule = Record<string, ComponentType> & { startData?: () => void };
export type PageLoader = () => Promise<ComponentType>;

export const overlaysLoader = withLaterMessages(() => import('./overlays.tsx'));

/**
 * Every later page module, lazily, keyed as the route table names them ('pages/x/x-page.tsx').
 * Step 1's page is left out: it is in the main chunk (app/routes.tsx imports it), and a
 * lazy import of it beside the static one only earned a build warning on every brand
 * (INEFFECTIVE_DYNAMIC_IMPORT). pages.test.ts checks this list against the table's `firstLoad`.
 */
const modules = Object.fromEntries(
  Object.entries(import.meta.glob<PageModule>(['../pages/*/*-page{,s}.tsx', '!../pages/select-game/select-game-page.tsx']))
    .map(([file, load]) => [file.slice('../'.length), load]),
);

/** The page modules that load on demand (for the test against the route table). */
export const lazyPageModules = (): string[] => Object.keys(modules);

const loaders = new Map<RouteDef, PageLoader>();

/** The loader of a route's page (its module, then its export); undefined for the first-load page and for `/`. */
export function pageLoader(r: RouteDef): PageLoader | undefined {
  if (!r.page || r.firstLoad) return undefined;
  let load = loaders.get(r);
  if (!load) {
    const module = modules[r.page];
    if (!module) throw new Error(`routes.ts: no page module ${r.page} for ${r.path}`);
    const exported = r.export ?? 'default';
    load = withLaterMessages(() => module().then((m) => m[exported]!));
    loaders.set(r, load);
  }
  return load;
}

/** The loader of the page `pathname` shows, when it loads on demand. */
export function pageLoaderFor(pathname: string): PageLoader | undefined {
  const name = routeOf(pathname);
  return name && pageLoader(ROUTES[name]);
}

/**
 * Asks for the data of the page `pathname` shows as the app starts, before that page's
 * first render, when its module exports `startData` (step 2: stores/goods-choice.ts).
 * From the page's own module, which loads now anyway: a module of its own for the store
 * would be one more chunk to fetch, and the route's chunks were at their budget.
 */
export function startPageData(pathname: string): void {
  const name = routeOf(pathname);
  const load = name && ROUTES[name].page ? modules[ROUTES[name].page!] : undefined;
  void load?.().then((m) => m.startData?.(), () => { /* the route's lazy page asks again */ });
}

/** Fetches the later pages' and the popups' chunks once the browser is idle, so a tap never waits on them. */
export function prefetchPagesWhenIdle(): void {
  whenIdle(() => {
    for (const load of [overlaysLoader, ...Object.values(modules)]) void load().catch(() => { /* retried on use */ });
  });
}
