import { createRoot } from 'react-dom/client';
import './app/app.css';
import { App } from './app/app.tsx';
import { pageLoaders, prefetchPagesWhenIdle } from './app/pages.ts';
import { setLanguage } from './i18n/i18n.ts';
import { initialLanguage } from './i18n/preference.ts';
import { handleTwitterReturn } from './login/twitter-return.ts';
import { whenIdle } from './lib/when-idle.ts';
import { captureEarlyErrors, takeEarlyErrors } from './tracking/early-errors.ts';
import { loadGamesOnce } from './stores/catalogue.ts';
import { pickDomainArea, setDomainArea } from './stores/domain-area.ts';

/**
 * What the first page shows should not wait for the first render: on a later step its
 * chunk, on the first step the game list (its largest paint) when the domain area is
 * already known, both asked for while the language loads. Otherwise the page's area
 * guard decides, as usual.
 */
function startFirstPageData(): void {
  // A later step opened straight away (reload, new tab): fetch its chunk now, not after
  // the first render asks for it.
  const page = ({ '/selectGoods': pageLoaders.selectGoods, '/recharge': pageLoaders.recharge, '/result': pageLoaders.result,
    '/replenishGoods': pageLoaders.replenishGoods } as Record<string, () => Promise<unknown>>)[window.location.pathname];
  if (page) { void page().catch(() => { /* React.lazy asks again */ }); return; }
  if (window.location.pathname !== '/' && window.location.pathname !== '/selectGame') return;
  const area = pickDomainArea(window.location.search);
  if (!area) return;
  setDomainArea(area);
  loadGamesOnce();
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
  // cannot load even on a second try, render anyway: keys beat a blank page.
  const lang = initialLanguage();
  await setLanguage(lang).catch(() => setLanguage(lang)).catch((e) => console.error(e));
  createRoot(document.getElementById('root')!).render(<App />);
  prefetchPagesWhenIdle();
}

void boot();
