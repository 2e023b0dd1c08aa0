/**
 * Back to where the player was after an expired session. Spec section 8 sends a -600 to /
 * with the login popup open (the page in view may need the login it no longer has); once
 * the player logs in again from that popup, they go back to the page they were on, whose
 * choices come back with them (the stored order is theirs: stores/order.ts). Closing the
 * popup without logging in gives the way back up: a later login starts where the player
 * then is.
 */
import { subscribe } from 'valtio/vanilla';
import { ui } from './ui.ts';

let back = '';

/**
 * The session ran out on `address` (path and query) and the login popup is open. The first
 * address stands: a later call refused the same way while the popup is open (the page it
 * moved to asking again) must not turn the way back into that page.
 */
export function returnAfterLogin(address: string): void {
  back ||= address;
}

/** The address a login now completing goes back to, once; '' when none. */
export function takeLoginReturn(): string {
  const to = back;
  back = '';
  return to;
}

subscribe(ui, () => { if (!ui.loginPopupOpen) back = ''; });
