/**
 * The one place where API error codes turn into what the player sees (spec section 8):
 * the API client and the stores report a failed call (lib/api-error-effects.ts), and this
 * applies its effects. Loaded with the first failure, not with the first page. A caller
 * that must handle a code itself passes `silent: true` and gets the ApiError untouched; one
 * that words the failure itself passes `quiet: true` and gets only the moves.
 */
import brand from 'virtual:brand';
import { CLIENT_CODE } from '../api/api-error.ts';
import { CODE } from '../api/contract.ts';
import type { ReportedError } from '../lib/api-error-effects.ts';
import { navigate } from '../lib/navigate.ts';
import { currentPath, currentSearch } from '../lib/page-address.ts';
import { codeMessage } from '../stores/api-messages.ts';
import { clearDomainArea } from '../stores/domain-area.ts';
import { returnAfterLogin } from '../stores/login-return.ts';
import { clearOrder } from '../stores/order.ts';
import { endSession } from '../stores/end-session.ts';
import { openLoginPopup } from '../stores/ui.ts';
import { showToast } from '../stores/toast.ts';
import { PATHS } from '../routes.ts';

/** Message keys this module shows. */
export const ERROR_KEYS = {
  network: 'error.network',
  /** A reply without an envelope, or an error envelope with an empty msg. */
  generic: 'error.generic',
  /** A success whose content is not what the contract says (spec section 8's "Query error"). */
  query: 'error.query',
} as const;

/** The storefront's own words for a code it knows; the server's (as text) only for one it does not. */
function showCodeMessage(err: ReportedError): void {
  showToast(codeMessage(err.code, err.message));
}

/** Applies spec section 8 to `err` (the caller then rejects with it). */
export function applyApiError(err: ReportedError): void {
  err.handled = true;
  switch (err.code) {
    case CODE.TOKEN_INVALID:
      endSession();
      // Found by a call the page made on its own: logged out where the player is, and the
      // header offers "Log in"; the player's next act that needs the login opens the popup.
      if (err.quiet === 'background') return;
      openLoginPopup();
      returnAfterLogin(currentPath() + currentSearch());
      navigate(PATHS.home);
      return;
    case CODE.GAME_NOT_FOUND:
      clearOrder();
      if (currentPath() !== PATHS.notArea) navigate(PATHS.home);
      return;
    case CODE.WRONG_DOMAIN_AREA:
      // Silent: the /notArea page itself explains.
      clearDomainArea();
      navigate(PATHS.notArea);
      return;
    case CODE.REAL_NAME_REQUIRED:
      // Spec: clear the session, go to /, no message. A brand with real-name verification
      // (ko) goes to /certifiedReal instead, where / would lead the player nowhere near it:
      // that page says why and offers it, after a login (a departure the contract states).
      endSession();
      navigate(brand.features.realNameVerification ? PATHS.certifiedReal : PATHS.home);
      return;
    case CODE.REPLENISH_INVALID:
      // The message goes with the move, quiet or not: it says why the page changed.
      navigate(PATHS.errorReplenish);
      showCodeMessage(err);
      return;
  }
  // The rest only say something, which a quiet call's caller does itself.
  if (err.quiet) {
    err.handled = false;
    return;
  }
  switch (err.code) {
    case CLIENT_CODE.network:
      showToast({ key: ERROR_KEYS.network });
      break;
    case CLIENT_CODE.badShape:
      showToast({ key: ERROR_KEYS.query });
      break;
    case CLIENT_CODE.badReply:
      showToast({ key: ERROR_KEYS.generic });
      break;
    default:
      // -3002 and -3030 (message only), and every code section 8 calls "other".
      showCodeMessage(err);
  }
}
