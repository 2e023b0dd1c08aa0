/**
 * What the static callback page (auth/callback.html, its script callback-page.ts) and the
 * storefront agree on. Every provider that comes back by redirect comes back to that page
 * on the brand's own origin: Twitter in the popup window, Kakao and Facebook's in-app
 * dialog in the page itself. The page hands the provider's answer over and goes away:
 *   - in a popup: a message to its opener (target: its own origin) and the same message on
 *     a BroadcastChannel (a provider page that sent COOP has cut window.opener), then it closes;
 *   - after a full-page redirect (a pending login with the same state, kept in
 *     localStorage, which a new tab of this origin reads too: the KakaoTalk app may return
 *     in one): the pending login and the answer in this tab's sessionStorage, and back to
 *     the address the player left from. The pending login is taken out as it is used, so a
 *     return counts once;
 *   - a return with a `state` that no pending login has (forged, stale, already used) and
 *     no window to answer: a note in sessionStorage that says so, and the storefront shows
 *     it, rather than a silent home page.
 */

/** The callback page; each provider registers it (docs/shipping.md, "Social logins"). */
export const CALLBACK_PATH = '/auth/callback.html';

/** `type` of the message the callback page posts and broadcasts. */
export const RESULT_MESSAGE = 'social-login-result';
export const CALLBACK_CHANNEL = 'social-login';

export interface CallbackMessage {
  type: typeof RESULT_MESSAGE;
  /** The provider's answer: its query and fragment values (code, state, oauth_token, error...). */
  params: Record<string, string>;
}

/** localStorage, + the attempt's state: a login that left the page for the provider (PendingRedirect). */
export const PENDING_REDIRECT_PREFIX = 'social_login_pending:';
/** sessionStorage: the return the storefront acts on when it starts (RedirectReturn). */
export const REDIRECT_RESULT_KEY = 'social_login_result';

/** The callback page's hand-over to the storefront after a full-page return. */
export type RedirectReturn =
  /** The pending login and what the provider sent back to it. */
  | { pending: PendingRedirect; answer: Record<string, string> }
  /** A return no pending login was waiting for (forged, stale, cancelled too late, already used). */
  | { unexpected: true };

export interface PendingRedirect {
  provider: string;
  state: string;
  /** Path, query and hash of the page the player left from. */
  returnTo: string;
  /** ms since the epoch: an old record is not acted on. */
  at: number;
}

/** How long a login that left the page may take to come back: a few minutes, as its code lives (Kakao's, 10). */
export const PENDING_REDIRECT_MAX_AGE_MS = 5 * 60_000; // ms

/** A same-origin path to go back to (no scheme, no other host). */
export function isLocalPath(p: unknown): p is string {
  return typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\');
}

/** True when this tab came back from a provider with an answer to redeem (read at start, cheaply). */
export function hasRedirectResult(): boolean {
  try { return sessionStorage.getItem(REDIRECT_RESULT_KEY) !== null; } catch { return false; }
}
