/**
 * Every route of spec section 2. Pages after the first load on demand (src/app/pages.ts);
 * their fallback keeps the page's space so nothing jumps when they arrive.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import SelectGamePage from '../pages/select-game/select-game-page.tsx';
import { navigate } from '../lib/navigate.ts';
import { AreaGuard } from './area-guard.tsx';
import { pageLoaderFor, pageLoaders, type PageLoader } from './pages.ts';
import { PATHS } from './paths.ts';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** Later steps' pages whose module is in: boot waits for the one the app opens on. */
const loadedPages = new Map<PageLoader, ComponentType>();

/**
 * Fetches the page `pathname` shows (index.html has preloaded its chunks) so that the
 * first render has it. React.lazy suspends even for a module that is already there, and
 * React then holds the page behind its fallback for its reveal delay (300 ms).
 */
export async function loadPageFor(pathname: string): Promise<void> {
  const load = pageLoaderFor(pathname);
  if (load) loadedPages.set(load, (await load()).default);
}

/** A later step's page: rendered at once when loaded, like React.lazy otherwise. */
function lazyPage(load: PageLoader): ComponentType {
  const Lazy = lazy(load);
  return function Page() {
    // Fixed for the page's life: switching from Lazy to the module would remount it.
    const [Loaded] = useState(() => loadedPages.get(load));
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

const SelectGoodsPage = lazyPage(pageLoaders.selectGoods);
const RechargePage = lazyPage(pageLoaders.recharge);
const ResultPage = lazyPage(pageLoaders.result);
const ReplenishPage = lazyPage(pageLoaders.replenishGoods);
const ErrorReplenishPage = named(pageLoaders.standalone, 'ErrorReplenishPage');
const NotAreaPage = named(pageLoaders.standalone, 'NotAreaPage');
const CertifiedRealPage = named(pageLoaders.standalone, 'CertifiedRealPage');
const ShowErrorPage = named(pageLoaders.standalone, 'ShowErrorPage');
const ParamErrorPage = named(pageLoaders.standalone, 'ParamErrorPage');
const GameCodePage = named(pageLoaders.standalone, 'GameCodePage');
const NotFoundPage = named(pageLoaders.standalone, 'NotFoundPage');

/** `/` is the layout's own address: it forwards to step 1, keeping the query (client_id). */
function HomeRedirect() {
  useEffect(() => { navigate(PATHS.selectGame + window.location.search, { replace: true }); }, []);
  return null;
}

export function PageFallback() {
  return <div className="page-fallback" aria-busy="true" />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path={PATHS.home} component={HomeRedirect} />
        <Route path={PATHS.selectGame}><AreaGuard><SelectGamePage /></AreaGuard></Route>
        <Route path={PATHS.selectGoods}><AreaGuard><SelectGoodsPage /></AreaGuard></Route>
        <Route path={PATHS.recharge}><AreaGuard><RechargePage /></AreaGuard></Route>
        <Route path={PATHS.result}><AreaGuard><ResultPage /></AreaGuard></Route>
        {/* A support link names the replenishment, and its calls need no domain area. */}
        <Route path={PATHS.replenishGoods} component={ReplenishPage} />
        <Route path={PATHS.errorReplenish} component={ErrorReplenishPage} />
        <Route path={PATHS.notArea} component={NotAreaPage} />
        <Route path={PATHS.certifiedReal} component={CertifiedRealPage} />
        <Route path={PATHS.showError} component={ShowErrorPage} />
        <Route path={PATHS.paramError} component={ParamErrorPage} />
        <Route path={/^\/@(?<code>[^/]+)$/} component={GameCodePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
