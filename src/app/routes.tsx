/**
 * The router: one <Route> per row of the route table (src/routes.ts). Pages after the
 * first load on demand (app/pages.ts); their fallback keeps the page's space so nothing
 * jumps when they arrive.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import SelectGamePage from '../pages/select-game/select-game-page.tsx';
import { navigate } from '../lib/navigate.ts';
import { GAME_CODE_PATTERN, NOT_FOUND, PATHS, ROUTES, type RouteDef, type RouteName } from '../routes.ts';
import { AreaGuard } from './area-guard.tsx';
import { pageLoader, pageLoaderFor, type PageLoader } from './pages.ts';

/** The pages the table marks `firstLoad`: imported here so they are in the first chunk (routes.test.ts holds the two together). */
export const FIRST_LOAD_PAGES: Partial<Record<RouteName, ComponentType>> = { selectGame: SelectGamePage };

/** Later pages whose module is in: boot waits for the one the app opens on. */
const loadedPages = new Map<PageLoader, ComponentType>();

/**
 * Fetches the page `pathname` shows (index.html has preloaded its chunks) so that the
 * first render has it. React.lazy suspends even for a module that is already there, and
 * React then holds the page behind its fallback for its reveal delay (300 ms).
 */
export async function loadPageFor(pathname: string): Promise<void> {
  const load = pageLoaderFor(pathname);
  if (load) loadedPages.set(load, await load());
}

/** A later page: rendered at once when loaded, like React.lazy otherwise. */
function lazyPage(load: PageLoader): ComponentType {
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  return function Page() {
    // Fixed for the page's life: switching from Lazy to the module would remount it.
    const [Loaded] = useState(() => loadedPages.get(load));
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

/** `/` is the layout's own address: it forwards to step 1, keeping the query (client_id). */
function HomeRedirect() {
  useEffect(() => { navigate(PATHS.selectGame + window.location.search, { replace: true }); }, []);
  return null;
}

function pageOf(name: RouteName, r: RouteDef): ComponentType {
  if (!r.page) return HomeRedirect;
  return FIRST_LOAD_PAGES[name] ?? lazyPage(pageLoader(r)!);
}

const PAGES = (Object.keys(ROUTES) as RouteName[]).map((name) => {
  const r: RouteDef = ROUTES[name];
  const Page = pageOf(name, r);
  const element: ReactNode = r.area && r.page ? <AreaGuard><Page /></AreaGuard> : <Page />;
  return { name, path: name === 'gameCode' ? GAME_CODE_PATTERN : r.path, element };
});
const NotFoundPage = lazyPage(pageLoader(NOT_FOUND)!);
/**
 * Any address, as a regexp: wouter decodes the address before matching, and the pattern of
 * a path-less route ("*", i.e. `.*`) stops at a decoded line break or separator (`/1001%0A`,
 * `/x%E2%80%A8y`), so such an address matched no route and showed an empty page.
 */
const ANY_ADDRESS = /[^]*/;

export function PageFallback() {
  return <div className="page-fallback" aria-busy="true" />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {PAGES.map((p) => <Route key={p.name} path={p.path}>{p.element}</Route>)}
        <Route path={ANY_ADDRESS} component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
