/**
 * The one place where API error codes turn into what the player sees (spec section 8).
 * Endpoint modules and pages never repeat this; a caller that must handle a code itself
 * passes `silent: true` and gets the ApiError untouched.
 */
import { navigate } from '../lib/navigate.ts';
import { currentPath } from '../lib/page-address.ts';
import { clearDomainArea } from '../stores/domain-area.ts';
import { clearOrder } from '../stores/order.ts';
import { clearSession } from '../stores/session.ts';
import { openLoginPopup, showToast } from '../stores/ui.ts';

/** Server codes (spec section 8) and the client's own two for calls that got no envelope. */
export const API_CODE = {
  success: 1,
  notLoggedIn: -600,
  gameNotFound: -3001,
  noPermission: -3002,
  wrongDomainArea: -3014,
  replenishError: -3016,
  noReplenishNeeded: -3030,
  realNameRequired: 6001,
  /** Client-side: no reply from any host after every retry. */
  network: -1,
  /** Client-side: a reply that is not a `{ code, msg, content }` envelope (e.g. a proxy's 502 page). */
  badReply: -2,
} as const;

/** Message keys this module shows. */
export const ERROR_KEYS = {
  network: 'error.network',
  /** A reply without an envelope, or an error envelope with an empty msg. */
  generic: 'error.generic',
} as const;

export class ApiError extends Error {
  /** Set once the global handling below has run, so a caller does not show a second message. */
  handled = false;
  constructor(public code: number, msg: string, public path: string, options?: { cause?: unknown }) {
    super(msg, options);
    this.name = 'ApiError';
  }
}

/** The server's own words as a plain-text toast; an empty msg falls back to the generic text. */
function showServerMessage(err: ApiError): void {
  showToast(err.message ? { text: err.message } : { key: ERROR_KEYS.generic });
}

/** Applies spec section 8 to `err` (the caller then rejects with it). */
export function handleApiError(err: ApiError): void {
  switch (err.code) {
    case API_CODE.notLoggedIn:
      clearSession();
      openLoginPopup();
      navigate('/');
      break;
    case API_CODE.gameNotFound:
      clearOrder();
      if (currentPath() !== '/notArea') navigate('/');
      break;
    case API_CODE.noPermission:
    case API_CODE.noReplenishNeeded:
      showServerMessage(err);
      break;
    case API_CODE.wrongDomainArea:
      // Silent: the /notArea page itself explains.
      clearDomainArea();
      navigate('/notArea');
      break;
    case API_CODE.realNameRequired:
      clearSession();
      navigate('/');
      break;
    case API_CODE.replenishError:
      navigate('/errorReplenish');
      showServerMessage(err);
      break;
    case API_CODE.network:
      showToast({ key: ERROR_KEYS.network });
      break;
    case API_CODE.badReply:
      showToast({ key: ERROR_KEYS.generic });
      break;
    default:
      showServerMessage(err);
  }
  err.handled = true;
}
