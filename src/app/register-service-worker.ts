/**
 * Registers the brand's service worker (`/sw.js`, written by the build beside index.html:
 * scripts/build/service-worker.ts) once the browser is idle, which is after the app's first
 * render is on screen (src/main.tsx holds idle work until then): it never competes with a
 * first visit. Not in the dev server, which has no sw.js.
 */
import { whenIdle } from '../lib/when-idle.ts';

export function registerServiceWorker(): void {
  // A visit without the worker is a visit as before: nothing to tell the player.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) whenIdle(() => { navigator.serviceWorker.register('/sw.js').catch(() => {}); });
}
