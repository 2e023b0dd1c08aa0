/**
 * Twitter (X), OAuth 1.0a as spec section 4 says: a request token from the API
 * (twitter_auth, with the brand's callback page), fetched ahead when the login popup opens
 * and again after each use. The tap opens the storefront's popup window at once and points
 * it at Twitter's authentication page when the token is there; Twitter sends that window
 * to the callback page with oauth_token and oauth_verifier (or `denied`), which hands them
 * to this page (popup.ts). OAuth 1.0a has no `state`: the answer must carry the request
 * token this attempt asked for. twitter_redirect redeems it.
 */
import brandLogin from 'virtual:brand/login';
import socialAuth from 'virtual:brand/socialAuth';
import { twitterAuth, twitterRedirect } from '../../api/auth.ts';
import type { TwitterAuthResult } from '../../api/contract.ts';
import { inGame } from '../../lib/in-game.ts';
import { allowedHref } from '../../lib/redirect.ts';
import { domainArea } from '../../stores/domain-area.ts';
import { awaitCallback, openAuthWindow } from './popup.ts';
import { QUIET, type SocialAdapter } from './types.ts';

/** A request token older than this is fetched again before use (Twitter's live about 15 minutes). */
export const REQUEST_TOKEN_MAX_AGE_MS = 5 * 60_000; // ms

/** The login client number (spec section 9), per domain area where the brand has several. */
export function loginClientNumber(): string {
  const cn = brandLogin.clientNumber;
  if (typeof cn === 'number') return String(cn);
  return String((domainArea.area && cn[domainArea.area]) || cn.default);
}

/**
 * Where Twitter sends the window back: the brand's redirect page (login.twitter.redirectPage,
 * on one of its domains, where the build writes the callback page), on the domain the
 * player is on, since only a page of this origin can hand the answer over.
 */
export function callbackUrl(): string {
  const page = new URL(brandLogin.twitter!.redirectPage);
  return window.location.origin + page.pathname + page.search;
}

let ahead: { at: number; request: Promise<TwitterAuthResult> } | null = null;

/** Fetches a request token for later, unless a fresh one is already on its way. */
export function prefetchRequestToken(): void {
  if (ahead && Date.now() - ahead.at < REQUEST_TOKEN_MAX_AGE_MS) return;
  const request = twitterAuth({ callback: callbackUrl(), client_id: loginClientNumber(), ...inGame() }, QUIET);
  const mine = { at: Date.now(), request };
  ahead = mine;
  // A failed fetch is forgotten; the tap fetches again and reports the failure.
  request.catch(() => { if (ahead === mine) ahead = null; });
}

export function resetTwitterForTests(): void {
  ahead = null;
}

/** The request token to use now; the next one is fetched at once. */
function takeRequestToken(): Promise<TwitterAuthResult> {
  prefetchRequestToken();
  const { request } = ahead!;
  ahead = null;
  void request.then(prefetchRequestToken, () => {});
  return request;
}

export const twitter: SocialAdapter = {
  authorize() {
    const win = openAuthWindow();
    if (!win) return Promise.resolve(null);
    return takeRequestToken().then(({ url, oauth_token }) => {
      // Only Twitter's own page, whatever the API answered.
      const page = allowedHref(url, socialAuth.twitter!.pageOrigins);
      if (!page) { win.close(); return null; }
      return awaitCallback(win, page, (v) => v.oauth_token === oauth_token || v.denied === oauth_token)
        .then((v) => (v?.oauth_token && v.oauth_verifier ? v : null));
    }, (e: unknown) => { win.close(); throw e; });
  },
  redeem: (v) => (v.oauth_token && v.oauth_verifier
    ? twitterRedirect({ client_id: loginClientNumber(), oauth_token: v.oauth_token, oauth_verifier: v.oauth_verifier, ...inGame() }, QUIET)
    : null),
};
