/**
 * What a logged-in player's page does once it is up (spec sections 4 and 7), loaded on
 * demand after the first render, never with the first page:
 *  - "login success": login reloads the page (session-actions.ts), so the message is shown
 *    by the page that reload brings, from a mark left on the history entry (it survives a
 *    reload, needs no storage, and goes with the entry it was left on);
 *  - the stored user info is refreshed from /util/login/get_user_info, so a name or a
 *    real-name status changed elsewhere since the login shows. A token the server no longer
 *    knows logs out quietly: the page may be one that needs no login (a replenishment).
 */
import { ApiError } from '../api/api-error.ts';
import { getUserInfo } from '../api/auth.ts';
import * as CODE from '../api/api-codes.ts';
import { clearSession, isLoggedIn, updateUserInfo } from './session.ts';
import { showToast } from './ui.ts';

const LOGIN_MARK = 'loginSuccess';

type EntryState = { [k: string]: unknown } | null;

/** Login succeeded and the page is about to reload: the next page says so. */
export function markLoginSuccess(): void {
  try {
    history.replaceState({ ...(history.state as EntryState), [LOGIN_MARK]: true }, '');
  } catch { /* no history (a sandboxed frame): the message is lost, the login is not */ }
}

/** Shows "login success" when this page is the reload a login made; once. */
function showLoginSuccess(): void {
  const state = history.state as EntryState;
  if (!state?.[LOGIN_MARK]) return;
  const { [LOGIN_MARK]: _, ...rest } = state;
  history.replaceState(rest, '');
  showToast({ key: 'login.success' });
}

/** Fetches the logged-in player's info again and keeps it. */
export async function refreshUserInfo(): Promise<void> {
  if (!isLoggedIn()) return;
  try {
    updateUserInfo(await getUserInfo({}, { silent: true }));
  } catch (e) {
    if (e instanceof ApiError && e.code === CODE.TOKEN_INVALID) clearSession();
    // Any other failure keeps what was stored: the next call tells the player if it matters.
  }
}

/** Once the first page is on screen. */
export function afterFirstRender(): void {
  showLoginSuccess();
  void refreshUserInfo();
}
