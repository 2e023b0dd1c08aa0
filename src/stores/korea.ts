/**
 * The Korean brand's extras (spec sections 2, 4 and 6):
 *  - the customer-service link needs a login and the player's platform token, which is
 *    fetched on load when logged in and kept in the user info (stores/session.ts);
 *  - /certifiedReal checks the real-name verification (loading, failed, not completed) and
 *    offers to start it: the publisher's verification page, whose address kr_user_info
 *    answers (`verify_url`, on one of the brand's API hosts: api/openapi.yaml), sends the
 *    player back to /certifiedReal, which asks again and goes on once verified.
 * 6001 (real name required) is app/api-effects.ts's: clear session, go to /certifiedReal
 * (features.realNameVerification; on other brands to /, as the spec says).
 */
import { proxy } from 'valtio/vanilla';
import { ApiError } from '../api/api-error.ts';
import { handleApiError } from '../lib/api-error-effects.ts';
import { CODE } from '../api/contract.ts';
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { configuredHosts } from '../api/client-hosts.ts';
import { getKrUserInfo, getPlatformToken } from '../api/korea.ts';
import { navigate } from '../lib/navigate.ts';
import { redirectTo } from '../lib/redirect.ts';
import { PATHS } from '../routes.ts';
import { gameIsChosen } from './catalogue.ts';
import { isLoggedIn, requireLogin, session, updateUserInfo } from './session.ts';
import { track } from './tracking-context.ts';
import { showToast } from './toast.ts';

export type RealNameStatus = 'idle' | 'login' | 'loading' | 'verified' | 'notCompleted' | 'failed';

export const korea = proxy({
  /** The platform-token fetch; the token itself is session.userInfo.platform_token. */
  token: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  realName: 'idle' as RealNameStatus,
  /** Where this player's verification starts, while not verified ('' otherwise). */
  verifyUrl: '',
});

/** The query parameter that hands the platform token to the customer-service site. */
export const PLATFORM_TOKEN_PARAM = 'platform_token';

let inFlight: Promise<string> | null = null;

/**
 * Fetches the platform token when logged in (once at a time) and stores it with the user
 * info; '' when it cannot be had. Fetched on load, it is a background call (api/client.ts):
 * a failure only leaves the token empty (the link fetches again when used), and a dead
 * login (-600) logs out. Fetched for the player's tap (`forTap`), a failure is section 8's
 * to show: the login popup for a dead login, the message for -3002.
 */
export function loadPlatformToken(forTap = false): Promise<string> {
  if (!isLoggedIn()) return Promise.resolve('');
  if (inFlight && !forTap) return inFlight;
  korea.token = 'loading';
  const p: Promise<string> = getPlatformToken({}, forTap ? {} : { quiet: 'background' }).then(
    ({ platform_token }) => {
      updateUserInfo({ platform_token });
      korea.token = 'ready';
      return platform_token;
    },
    () => {
      korea.token = 'error';
      return '';
    },
  ).finally(() => { if (inFlight === p) inFlight = null; });
  inFlight = p;
  return p;
}

/** The customer-service address with the player's platform token, or '' without one. */
export function customerServiceHref(baseUrl: string, token: string = session.userInfo.platform_token): string {
  if (!token) return '';
  const u = new URL(baseUrl);
  u.searchParams.set(PLATFORM_TOKEN_PARAM, token);
  return u.toString();
}

/** The click on the link: tracked (event 2). */
export function trackContactService(): void {
  void track(TRACKING_EVENTS.click_contactService);
}

/**
 * Customer service when the link cannot simply open (no login, or no token yet): the
 * login popup first, or fetch the token and go there in this tab (a new window opened
 * after waiting for the network would be blocked as a popup).
 */
export async function contactCustomerService(baseUrl: string): Promise<void> {
  await requireLogin(async () => {
    trackContactService();
    const token = session.userInfo.platform_token || await loadPlatformToken(true);
    const href = customerServiceHref(baseUrl, token);
    if (href) redirectTo(href, [new URL(baseUrl).origin]);
    // A failed fetch has said why (section 8); an empty token has not.
    else if (korea.token !== 'error') showToast({ key: 'error.network' });
  });
}

/**
 * /certifiedReal: asks for the logged-in player's real-name status, and where to verify.
 * A verified player goes on: to step 2 when a game is chosen, else home.
 */
export async function checkRealName(): Promise<void> {
  if (!isLoggedIn()) { korea.realName = 'login'; return; }
  korea.realName = 'loading';
  try {
    const r = await getKrUserInfo({ return_url: `${window.location.origin}${PATHS.certifiedReal}` }, { silent: true });
    updateUserInfo(r);
    korea.verifyUrl = r.verify_url;
    korea.realName = r.real_name_status === 1 ? 'verified' : 'notCompleted';
    if (korea.realName === 'verified') navigate(gameIsChosen() ? PATHS.selectGoods : PATHS.home, { replace: true });
  } catch (e) {
    if (e instanceof ApiError && e.code === CODE.TOKEN_INVALID) {
      void handleApiError(e);
      korea.realName = 'login';
      return;
    }
    korea.realName = 'failed';
  }
}

/**
 * "Verify now": to the publisher's verification page, which brings the player back here.
 * Only on one of the brand's API hosts (the contract says so): any other address is a
 * failed request, which the page says, with the way home.
 */
export function startVerification(): void {
  if (!korea.verifyUrl || !redirectTo(korea.verifyUrl, configuredHosts().map((h) => new URL(h).origin))) korea.realName = 'failed';
}
