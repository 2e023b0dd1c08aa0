/**
 * The brand's service worker, built per brand into /sw.js by scripts/build/service-worker.ts,
 * which writes the precache list (index.html and the purchase's chunks) in place of
 * `self.__WB_MANIFEST`. A repeat visit then needs no network before its first paint; online
 * or not, everything else goes to the network (and the HTTP cache) as if there were no
 * worker: the API, the collectors, the providers' scripts, the payment pages, any other
 * origin, and every address that is not one of the app's routes (the login callback pages).
 * A new release installs in the background and serves from the next navigation on.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isAppNavigation } from './app-navigation.ts';

interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', fn: () => void): void;
}
declare const self: WorkerScope;

self.addEventListener('install', () => { void self.skipWaiting(); });
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(({ request, url }) => isAppNavigation(request, url, self.location.origin), createHandlerBoundToURL('/index.html'));
