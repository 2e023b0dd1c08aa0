/**
 * Registers the brand's service worker (`/sw.js`, written by the build beside index.html:
 * scripts/build/service-worker.ts) once the page has loaded and the browser is idle, which is
 * after the app's first render too (src/main.tsx holds idle work until then): its install,
 * which fetches what it precaches, never competes with a first visit's own requests. Not in
 * the dev server, which has no sw.js.
 */
import { whenIdle } from '../lib/when-idle.ts';

export function registerServiceWorker(): void {
  const sw = navigator.serviceWorker;
  if (!import.meta.env.PROD || !sw) return;
  // A visit without the worker is a visit as before: nothing to tell the player.
  const register = () => whenIdle(() => { sw.register('/sw.js').catch(() => {}); });
  if (document.readyState === 'complete') register(); else addEventListener('load', register);
}
