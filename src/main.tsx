import { createRoot } from 'react-dom/client';
import './app/app.css';
import { App } from './app/app.tsx';
import { PATHS } from './app/paths.ts';
import { loadPageFor } from './app/routes.tsx';
import { prefetchPagesWhenIdle } from './app/pages.ts';
import { setLanguage } from './i18n/i18n.ts';
import { initialLanguage } from './i18n/preference.ts';
import { handleTwitterReturn } from './login/twitter-return.ts';
import { whenIdle } from './lib/when-idle.ts';
import { captureEarlyErrors, takeEarlyErrors } from './tracking/early-errors.ts';
import { loadGamesOnce } from './stores/catalogue.ts';
import { pickDomainArea, setDomainArea } from './stores/domain-area.ts';

/** The routes AreaGuard keeps (app/routes.tsx); `/` forwards to step 1. */
const AREA_ROUTES: string[] = [PATHS.home, PATHS.selectGame, PATHS.selectGoods, PATHS.recharge, PATHS.result];
/** ms: how long the first render waits at most for a later step's page; then it shows the layout and the page's fallback. */
const PAGE_WAIT_MS = 1000;

/**
 * What the first page needs should not wait for the first render. On a purchase route
 * the domain area is set at once when the address or storage gives it (otherwise the
 * page's area guard decides, as usual, and may send the player to /notArea); on the first
 * step the game list, its largest paint, is asked for while the language loads.
 */
function startFirstPageData(): void {
  const path = window.location.pathname;
  if (!AREA_ROUTES.includes(path)) return;
  const area = pickDomainArea(window.location.search);
  if (!area) return;
  setDomainArea(area);
  if (path === PATHS.home || path === PATHS.selectGame) loadGamesOnce();
}

async function boot() {
  // The beacon is not needed for the first paint: it loads when the page is idle and
  // replays what went wrong before then.
  captureEarlyErrors(window);
  whenIdle(() => { void import('./tracking/beacon.ts').then((m) => m.installBeacon(window, takeEarlyErrors())); });
  // Safari's double-tap zoom: nobody taps twice before the page is up and idle (at most
  // 1.5 s there, lib/when-idle.ts), and the user-agent checks stay out of the first load.
  whenIdle(() => { void import('./lib/double-tap.ts').then((m) => m.blockDoubleTap()); });
  void handleTwitterReturn();
  startFirstPageData();
  // The default language's chunk is preloaded by the HTML, so this rarely waits. If it
  // cannot load even on a second try, render anyway: keys beat a blank page. A later
  // step's page, its chunks preloaded by the HTML too, is waited for beside it (for a
  // while), so the first render shows the page rather than a fallback.
  const lang = initialLanguage();
  await Promise.all([
    setLanguage(lang).catch(() => setLanguage(lang)).catch((e) => console.error(e)),
    Promise.race([
      loadPageFor(window.location.pathname).catch(() => { /* the route's lazy page asks again */ }),
      new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS)),
    ]),
  ]);
  createRoot(document.getElementById('root')!).render(<App />);
  prefetchPagesWhenIdle();
}

void boot();
