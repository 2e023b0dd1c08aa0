import { createRoot } from 'react-dom/client';
import './app/app.css';
import { App } from './app/app.tsx';
import { startFirstPageData } from './app/first-page-data.ts';
import { loadPageFor } from './app/routes.tsx';
import { prefetchPagesWhenIdle } from './app/pages.ts';
import { setLanguage } from './i18n/i18n.ts';
import { initialLanguage } from './i18n/preference.ts';
import { handleTwitterReturn } from './login/twitter-return.ts';
import { whenIdle } from './lib/when-idle.ts';
import { captureEarlyErrors, takeEarlyErrors } from './tracking/early-errors.ts';

/** ms: how long the first render waits at most for a later step's page; then it shows the layout and the page's fallback. */
const PAGE_WAIT_MS = 1000;

async function boot() {
  // The beacon is not needed for the first paint: it loads when the page is idle and
  // replays what went wrong before then.
  captureEarlyErrors(window);
  whenIdle(() => { void import('./tracking/beacon.ts').then((m) => m.installBeacon(window, takeEarlyErrors())); });
  // Safari's double-tap zoom: nobody taps twice before the page is up and idle (at most
  // 1.5 s there, lib/when-idle.ts), and the user-agent checks stay out of the first load.
  whenIdle(() => { void import('./lib/double-tap.ts').then((m) => m.blockDoubleTap()); });
  void handleTwitterReturn();
  const lang = initialLanguage();
  startFirstPageData(window.location, lang);
  // The default language's chunk is preloaded by the HTML, so this rarely waits. If it
  // cannot load even on a second try, render anyway: keys beat a blank page. A later
  // step's page, its chunks preloaded by the HTML too, is waited for beside it (for a
  // while), so the first render shows the page rather than a fallback.
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
