/**
 * What the player reads when a call fails (spec sections 5 and 8). Every code the
 * storefront knows has its own words, in the page's language, from the locale files; the
 * server's `msg` is shown only for a code it does not know (as text, never as HTML), and
 * the generic text when there is not even that. Loaded with the first failure, never with
 * the first page: app/api-effects.ts turns reported codes into toasts with it, and the
 * flows that keep a failure in their own popup (logins, gift card) ask it too.
 */
import { ApiError, CLIENT_CODE } from '../api/api-error.ts';
import * as CODE from '../api/api-codes.ts';
import type { Message } from './ui.ts';

/** The storefront's own message for each code it knows. */
const CODE_MESSAGES: { readonly [code: number]: string } = {
  [CODE.LOGIN_FAILED]: 'login.failed',
  [CODE.SOCIAL_FAILED]: 'login.socialFailed',
  [CODE.NO_PERMISSION]: 'error.noPermission',
  [CODE.SERVER_NOT_FOUND]: 'goods.serverNotFound',
  [CODE.ROLE_NOT_FOUND]: 'goods.noRole',
  [CODE.GOODS_NOT_FOUND]: 'error.goodsNotFound',
  // Spec section 8's "Channel ID does not exist, try again" and "Incorrect parameters
  // for the selected payment method", in the words players use (docs/translators.md).
  [CODE.CHANNEL_NOT_FOUND]: 'recharge.channelMissing',
  [CODE.PAYMENT_PARAMS]: 'recharge.badParams',
  [CODE.ORDER_NOT_FOUND]: 'error.query',
  [CODE.UNPAID_ORDER]: 'goods.unpaid',
  [CODE.LIMIT_REACHED]: 'goods.limit.reached',
  [CODE.CARD_INVALID]: 'card.invalid',
  [CODE.CARD_USED]: 'card.used',
  [CODE.REPLENISH_INVALID]: 'error.linkInvalid',
  [CODE.REPLENISH_SETTLED]: 'replenish.notNeeded',
  [CODE.REWARD_LOCKED]: 'promo.locked',
  [CODE.REWARD_CLAIMED]: 'promo.alreadyClaimed',
  [CODE.PROMOTION_NOT_RUNNING]: 'promo.ended',
  // Request problems and a server failure are ours or the backend's, never the player's:
  // their msg is written for developers.
  [CODE.BAD_PARAM]: 'error.generic',
  [CODE.BAD_JSON]: 'error.generic',
  [CODE.TOO_LARGE]: 'error.generic',
  [CODE.NOT_FOUND]: 'error.generic',
  [CODE.METHOD_NOT_ALLOWED]: 'error.generic',
  [CODE.IDEMPOTENCY_CONFLICT]: 'error.generic',
  [CODE.INTERNAL]: 'error.generic',
};

/** The client's own codes (no reply, or not the contract's): their text is the client's, for the error log. */
const CLIENT_CODES: readonly number[] = Object.values(CLIENT_CODE);

/** The message for an answer with `code` and the server's `msg`. */
export function codeMessage(code: number, msg: string): Message {
  if (CLIENT_CODES.includes(code)) return { key: code === CLIENT_CODE.network ? 'error.network' : 'error.generic' };
  const key = Object.prototype.hasOwnProperty.call(CODE_MESSAGES, code) ? CODE_MESSAGES[code] : undefined;
  if (key) return { key };
  return msg ? { text: msg } : { key: 'error.generic' };
}

/** The message for whatever a failed call threw. */
export function failureMessage(e: unknown): Message {
  return e instanceof ApiError ? codeMessage(e.code, e.message) : { key: 'error.generic' };
}
