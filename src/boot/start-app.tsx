/**
 * The app's start (src/main.tsx calls it): the language, the first page's data and its
 * module are settled together, and the first render waits for them (for a while), so it
 * shows the page rather than a fallback, and replaces index.html's frame with the same look.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/app.tsx';
import { prefetchPagesWhenIdle } from '../app/pages.ts';
import { loadPageFor } from '../app/routes.tsx';
import { setLanguage } from '../i18n/i18n.ts';
import { visitLanguage } from './visit-language.ts';
import { setApiErrorEffects, setApiFailureReporter } from '../lib/api-error-effects.ts';
import { watchLeaving } from '../lib/page-leaving.ts';
import { importRetrying } from '../lib/retry-import.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { ROOT_ERROR_OPTIONS } from '../app/render-errors.ts';
import { hasRedirectResult } from '../login/social/callback-protocol.ts';
import { captureEarlyErrors, takeEarlyErrors } from '../tracking/early-errors.ts';
import { startFirstPageData } from '../app/first-page-data.ts';

/**
 * ms: how long the first render waits at most for the page's module and its first data;
 * then it shows the layout and the page's fallback (its placeholders until the data is in).
 */
export const PAGE_WAIT_MS = 1000;

export async function startApp(root: HTMLElement): Promise<void> {
  // Spec section 8's effects of a failed call, loaded with the first failure.
  setApiErrorEffects((err) => import('../app/api-effects.ts').then((m) => m.applyApiError(err)));
  setApiFailureReporter((r) => { void import('../tracking/beacon.ts').then((m) => m.reportError(r)).catch(() => { /* never breaks a call */ }); });
  // The beacon loads when the page is idle and replays what went wrong before then.
  captureEarlyErrors(window);
  watchLeaving(window);
  whenIdle(() => { void importRetrying(() => import('../tracking/beacon.ts')).then((m) => m.installBeacon(window, takeEarlyErrors())); });
  // Safari's double-tap guard: nobody taps twice before the page is idle, and its checks stay out of the first load.
  whenIdle(() => { void importRetrying(() => import('../lib/double-tap.ts')).then((m) => m.blockDoubleTap()); });
  // Back from a provider the page left for (Kakao, Facebook's in-app dialog): the callback
  // page left its answer in this tab's sessionStorage; the social login code loads then.
  if (hasRedirectResult()) void import('../login/social-return.ts').then((m) => m.finishRedirectReturn());
  const lang = await visitLanguage(window);
  const firstData = startFirstPageData(window.location, lang);
  // The language (preloaded; on a second failure render anyway: keys beat a blank page) and the
  // first page's data (app/first-page-data.ts), so the first render shows the page, not blocks then cards.
  await Promise.all([
    setLanguage(lang).catch(() => setLanguage(lang)).catch((e) => console.error(e)),
    Promise.race([
      Promise.all([loadPageFor(window.location.pathname).catch(() => { /* the route's lazy page asks again */ }), firstData]),
      new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS)),
    ]),
  ]);
  // As a transition the first render yields every few ms instead of holding the main thread
  // for the whole tree: the frame stays painted and a tap is not kept waiting behind it.
  const reactRoot = createRoot(root, ROOT_ERROR_OPTIONS);
  startTransition(() => reactRoot.render(<App />));
  // "Login success" after the login's reload, and the user info fetched again: once the page is up.
  whenIdle(() => { void importRetrying(() => import('../stores/session-refresh.ts')).then((m) => m.afterFirstRender()); });
  prefetchPagesWhenIdle();
}
