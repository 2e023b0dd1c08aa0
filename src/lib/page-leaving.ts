/**
 * Whether the page is on its way out. WebKit cancels the page's fetches (and module loads)
 * as a navigation starts: the reload after login, the redirect to pay, a link. A cancelled
 * call rejects like a dead network, and was failed over to every backup host, each
 * cancelled in turn. While the page is leaving, a failed call is not a failure: the API
 * client holds it (`whenPageStays`) instead of retrying, failing over or reporting.
 *
 * Signs: the app's own navigations (lib/redirect.ts, lib/reload.ts) and the browser's
 * beforeunload and pagehide (iOS Safari fires no beforeunload). A navigation that does not
 * happen after all (a download, a 204, a cancelled prompt) leaves the page here: after
 * LEAVE_GRACE_MS with no new sign the page counts as staying, and held calls go on.
 */
export const LEAVE_GRACE_MS = 5_000; // ms

/** When the last sign came (epoch ms). */
let since = -Infinity;

/** The page is starting to leave: the app is about to navigate, or the browser said so. */
export function markLeaving(): void {
  since = Date.now();
}

export const pageLeaving = (): boolean => Date.now() - since < LEAVE_GRACE_MS;

/** Resolves once the page is evidently still here (at once when it is not leaving); never, when it leaves. */
export function whenPageStays(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => { if (pageLeaving()) setTimeout(check, since + LEAVE_GRACE_MS - Date.now()); else resolve(); };
    check();
  });
}

/** Watches the browser's own signs; a page restored from the back-forward cache is here again. */
export function watchLeaving(win: Pick<Window, 'addEventListener'>): void {
  win.addEventListener('beforeunload', markLeaving);
  win.addEventListener('pagehide', markLeaving);
  win.addEventListener('pageshow', (e) => { if ((e as PageTransitionEvent).persisted) since = -Infinity; });
}

/** Tests: back to a page that stays. */
export function resetLeaving(): void {
  since = -Infinity;
}
