/**
 * Registers the brand's service worker (`/sw.js`, written by the build beside index.html:
 * scripts/build/service-worker.ts) once the app's first render is on screen and the browser is
 * idle, so it never competes with a first visit. Not in the dev server, which has no sw.js.
 */
import { firstPaint } from './first-paint.ts';
import { whenIdle } from '../lib/when-idle.ts';

export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(nav: Navigator = navigator): void {
  if (!import.meta.env.PROD || !('serviceWorker' in nav)) return;
  void firstPaint.then(() => whenIdle(() => {
    // A visit without the worker is a visit as before: nothing to tell the player.
    nav.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {});
  }));
}
