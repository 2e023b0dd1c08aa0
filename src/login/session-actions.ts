/**
 * What happens after a login succeeds and when the player logs out (spec section 4).
 * Every login method (account, card, social, in-game) ends in completeLogin; the header's
 * log-out button calls logout.
 */
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { LOGIN_TRACK_WAIT_MS } from '../lib/constants.ts';
import { navigate } from '../lib/navigate.ts';
import { reloadPage } from '../lib/reload.ts';
import { storageIsMemoryOnly } from '../lib/storage.ts';
import { takeLoginReturn } from '../stores/login-return.ts';
import { clearSavedGameInfo, order } from '../stores/order.ts';
import { isReplenishAuto, isReplenishMode, replenishId, rpClientId } from '../lib/replenish-mode.ts';
import { endSession } from '../stores/end-session.ts';
import { setSession, type UserInfoInput } from '../stores/session.ts';
import { track, trackingContext } from '../stores/tracking-context.ts';
import { closeLoginPopup, openLoginPopup, openPopup, remountPage, setAccountMenuOpen } from '../stores/ui.ts';
import { showToast } from '../stores/toast.ts';
import { trackEventWithin } from '../tracking/track.ts';
import { href, PATHS } from '../routes.ts';

/** A login answer: the token plus user info (contract.ts LoginResult fits). */
export type LoginAnswer = UserInfoInput & { oauth_token: string };

/**
 * Login success: clear the saved game info, store token and user info, send the login
 * event (waiting at most LOGIN_TRACK_WAIT_MS), close the popup and reload; the reloaded page
 * shows the login-success message (stores/login-notice.ts). Where storage cannot keep
 * the session across a reload, the page is mounted afresh instead. In automatic
 * replenish mode (rp_client_id) the reload lands on /replenishGoods?replenish_id=…;
 * `replenishId` is the one the caller looked up for the player, else the page's own.
 * After an expired session the reload lands on the page the player was on
 * (stores/login-return.ts).
 */
export async function completeLogin(answer: LoginAnswer, opts: { replenishId?: string } = {}): Promise<void> {
  const back = takeLoginReturn();
  clearSavedGameInfo();
  setSession(answer.oauth_token, answer);
  await trackEventWithin(TRACKING_EVENTS.login, trackingContext(), LOGIN_TRACK_WAIT_MS);
  closeLoginPopup();
  if (isReplenishAuto()) {
    const id = opts.replenishId || replenishId();
    navigate(href('replenishGoods', { replenish_id: id }));
  } else if (back) {
    navigate(back, { replace: true });
  }
  if (storageIsMemoryOnly()) {
    // Storage is blocked: a reload would lose the session it cannot keep. The page is
    // mounted afresh instead, its loads running again as the logged-in player.
    remountPage();
    showToast({ key: 'login.success' });
    return;
  }
  // The page the reload brings says "login success" (its own chunk: loaded now, not with the popup).
  await import('../stores/login-notice.ts').then((m) => m.markLoginSuccess(), () => { /* offline: no message, the login stands */ });
  reloadPage();
}

/**
 * Logout: send the logout event (built before the session is cleared, so it names the
 * player), clear the saved game info and the session, close the popups, then go to / when
 * no game was chosen, /selectGoods when one was, or back to /replenishGoods with
 * rp_client_id in replenishment mode (replenish_id or rp_client_id on the page).
 */
export function logout(): void {
  void track(TRACKING_EVENTS.logout);
  const gameChosen = order.gameName !== '';
  clearSavedGameInfo();
  endSession();
  closeLoginPopup();
  setAccountMenuOpen(false);
  if (isReplenishMode() || isReplenishAuto()) {
    const rp = rpClientId();
    navigate(href('replenishGoods', { rp_client_id: rp }));
  } else {
    navigate(gameChosen ? PATHS.selectGoods : PATHS.home);
  }
}

/** Changing account logs out (after asking), so the player can log in as the right one. */
export async function changeAccount(): Promise<void> {
  const ok = await openPopup({ content: { key: 'account.changeConfirm' }, cancelLabel: { key: 'common.cancel' } });
  if (!ok) return;
  logout();
  openLoginPopup();
}
