/**
 * Twitter (OAuth 1.0a): a request token from the API (twitter_auth), fetched ahead when
 * the login popup opens and again after each use, so the click leaves at once. The
 * storefront itself goes to Twitter's page and Twitter sends it back to the page it left
 * with oauth_token and oauth_verifier (twitter-return.ts), which twitter_redirect redeems.
 *
 * OAuth 1.0a has no `state`: the request token plays its part. The one the player left
 * with is kept in sessionStorage (this tab only) and the return must bring back that one.
 */
import brandLogin from 'virtual:brand/login';
import { twitterAuth, twitterRedirect } from '../../api/auth.ts';
import type { TwitterAuthResult } from '../../api/contract.ts';
import { domainArea } from '../../stores/domain-area.ts';
import { SILENT, type SocialAdapter, TWITTER_RETURN_PARAMS as RETURN_PARAMS } from './types.ts';

/** A request token older than this is fetched again before use (Twitter's live about 15 minutes). */
export const REQUEST_TOKEN_MAX_AGE_MS = 5 * 60_000; // ms
/** sessionStorage key of the request token the player left with. */
export const PENDING_KEY = 'twitter_oauth_token';

/** The login client number (spec section 9), per domain area where the brand has several. */
export function loginClientNumber(): string {
  const cn = brandLogin.clientNumber;
  if (typeof cn === 'number') return String(cn);
  return String((domainArea.area && cn[domainArea.area]) || cn.default);
}

/** Twitter returns to the page the player is on, without a previous return's parameters. */
export function callbackUrl(): string {
  const u = new URL(window.location.href);
  for (const k of RETURN_PARAMS) u.searchParams.delete(k);
  u.hash = '';
  return u.toString();
}

let ahead: { at: number; request: Promise<TwitterAuthResult> } | null = null;

/** Fetches a request token for later, unless a fresh one is already on its way. */
export function prefetchRequestToken(): void {
  if (ahead && Date.now() - ahead.at < REQUEST_TOKEN_MAX_AGE_MS) return;
  const request = twitterAuth({ callback: callbackUrl(), client_id: loginClientNumber() }, SILENT);
  const mine = { at: Date.now(), request };
  ahead = mine;
  // A failed fetch is forgotten; the click fetches again and reports the failure.
  request.catch(() => { if (ahead === mine) ahead = null; });
}

export function resetTwitterForTests(): void {
  ahead = null;
}

function session(): Storage | null {
  try { return window.sessionStorage; } catch { return null; }
}

/** The request token the player left with, removed: each return is checked once. */
function takePending(): string | null {
  const s = session();
  try {
    const v = s?.getItem(PENDING_KEY) ?? null;
    s?.removeItem(PENDING_KEY);
    return v;
  } catch {
    return null;
  }
}

export const twitter: SocialAdapter = {
  via: 'redirect',
  async authorizeUrl() {
    prefetchRequestToken();
    const { url, oauth_token } = await ahead!.request;
    ahead = null;
    const s = session();
    if (!s) throw new Error('no sessionStorage to check the return against');
    s.setItem(PENDING_KEY, oauth_token);
    prefetchRequestToken();
    return url;
  },
  redeem(v) {
    const pending = takePending();
    if (!v.oauth_token || !v.oauth_verifier || v.oauth_token !== pending) return null;
    return twitterRedirect({ client_id: loginClientNumber(), oauth_token: v.oauth_token, oauth_verifier: v.oauth_verifier }, SILENT);
  },
};
