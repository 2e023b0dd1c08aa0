/**
 * What a page does once it is up (spec sections 4, 7 and 8), loaded on demand after the
 * first render, never with the first page:
 *  - "login success" when the page is the reload a login made (login-notice.ts);
 *  - a logged-in player's user info is refreshed from /util/login/get_user_info, so a name
 *    or a real-name status changed elsewhere since the login shows. A token the server no
 *    longer knows logs out quietly (a background call: api/client.ts): the page may be one
 *    that needs no login (a replenishment).
 */
import { getUserInfo } from '../api/auth.ts';
import { showLoginSuccess } from './login-notice.ts';
import { isLoggedIn, updateUserInfo } from './session.ts';

/** Fetches the logged-in player's info again and keeps it. */
export async function refreshUserInfo(): Promise<void> {
  if (!isLoggedIn()) return;
  try {
    updateUserInfo(await getUserInfo({}, { quiet: 'background' }));
  } catch {
    // What was stored stays (unless the login expired): the next call tells the player if it matters.
  }
}

/** Once the first page is on screen. */
export function afterFirstRender(): void {
  showLoginSuccess();
  void refreshUserInfo();
}
