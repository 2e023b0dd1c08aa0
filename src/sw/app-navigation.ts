/** Which requests the service worker answers with the precached index.html. */
import { routeOf } from '../routes.ts';

/** A navigation to one of the app's routes (src/routes.ts) on the worker's own origin; never a callback page or another site. */
export function isAppNavigation(request: Pick<Request, 'mode'>, url: URL, origin: string): boolean {
  return request.mode === 'navigate' && url.origin === origin && routeOf(url.pathname) !== undefined;
}
