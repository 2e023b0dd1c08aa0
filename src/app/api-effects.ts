/**
 * The one place where API error codes turn into what the player sees (spec section 8):
 * the API client and the stores report a failed call (lib/api-error-effects.ts), and this
 * applies its effects. Loaded with the first failure, not with the first page. A caller
 * that must handle a code itself passes `silent: true` and gets the ApiError untouched.
 */
import { CLIENT_CODE } from '../api/api-error.ts';
import { CODE } from '../api/contract.ts';
import type { ReportedError } from '../lib/api-error-effects.ts';
import { navigate } from '../lib/navigate.ts';
import { currentPath, currentSearch } from '../lib/page-address.ts';
import { codeMessage } from '../stores/api-messages.ts';
import { clearDomainArea } from '../stores/domain-area.ts';
import { returnAfterLogin } from '../stores/login-return.ts';
import { clearOrder } from '../stores/order.ts';
import { clearSession } from '../stores/session.ts';
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
  switch (err.code) {
    case CODE.TOKEN_INVALID:
      clearSession();
      openLoginPopup();
      returnAfterLogin(currentPath() + currentSearch());
      navigate(PATHS.home);
      break;
    case CODE.GAME_NOT_FOUND:
      clearOrder();
      if (currentPath() !== PATHS.notArea) navigate(PATHS.home);
      break;
    case CODE.NO_PERMISSION:
    case CODE.REPLENISH_SETTLED:
      showCodeMessage(err);
      break;
    case CODE.WRONG_DOMAIN_AREA:
      // Silent: the /notArea page itself explains.
      clearDomainArea();
      navigate(PATHS.notArea);
      break;
    case CODE.REAL_NAME_REQUIRED:
      // Spec: clear the session, no message. Not "go to /", where nothing would lead the
      // player to verification: /certifiedReal says why and offers it (after a login).
      clearSession();
      navigate(PATHS.certifiedReal);
      break;
    case CODE.REPLENISH_INVALID:
      navigate(PATHS.errorReplenish);
      showCodeMessage(err);
      break;
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
      showCodeMessage(err);
  }
}
