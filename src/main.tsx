import { createRoot } from 'react-dom/client';
import './app/app.css';
import { App } from './app/app.tsx';
import { prefetchPagesWhenIdle } from './app/pages.ts';
import { setLanguage } from './i18n/i18n.ts';
import { initialLanguage } from './i18n/preference.ts';
import { handleTwitterReturn } from './login/twitter-return.ts';
import { blockDoubleTap } from './lib/double-tap.ts';
import { whenIdle } from './lib/when-idle.ts';
import { captureEarlyErrors, takeEarlyErrors } from './tracking/early-errors.ts';

async function boot() {
  // The beacon is not needed for the first paint: it loads when the page is idle and
  // replays what went wrong before then.
  captureEarlyErrors(window);
  whenIdle(() => { void import('./tracking/beacon.ts').then((m) => m.installBeacon(window, takeEarlyErrors())); });
  blockDoubleTap();
  void handleTwitterReturn();
  // The default language's chunk is preloaded by the HTML, so this rarely waits. If it
  // cannot load even on a second try, render anyway: keys beat a blank page.
  const lang = initialLanguage();
  await setLanguage(lang).catch(() => setLanguage(lang)).catch((e) => console.error(e));
  createRoot(document.getElementById('root')!).render(<App />);
  prefetchPagesWhenIdle();
}

void boot();
