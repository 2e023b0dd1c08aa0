/**
 * A replenishment (supplementary payment) link, spec sections 2 and 4: which link is open
 * and what state it is in. Each state carries what the page shows in it, so a page
 * cannot read the info of a link that has none, or the server's words of one that is
 * fine. open.ts moves it from state to state; countdown.ts and payment.ts report back.
 */
import { proxy } from 'valtio/vanilla';
import { ApiError } from '../../api/api-error.ts';
import { CODE, type OrderInfo, type ReplenishInfo } from '../../api/contract.ts';
import { type FailureKey, failureOf } from '../resource.ts';

export type LinkState =
  /** Nothing asked yet. */
  | { status: 'idle' }
  /** Neither replenish_id nor rp_client_id: a parameter error. */
  | { status: 'missing' }
  /** Automatic replenish without a login: the login popup is open. */
  | { status: 'login' }
  | { status: 'loading' }
  /** Info shown, payment possible; `failedOrder` when the player is back from a payment that failed. */
  | { status: 'ready'; info: ReplenishInfo; failedOrder: OrderInfo | null }
  /** The countdown ran out and the server confirmed the link has expired. */
  | { status: 'expired'; info: ReplenishInfo }
  /** -3030: nothing (more) to pay; `message` is the server's words, shown as text. */
  | { status: 'settled'; message: string }
  /** Back from the payment site with the replenishment paid. */
  | { status: 'paid'; order: OrderInfo }
  /** -3016: the link is unknown or expired; the API client has moved to /errorReplenish, which shows `message`. */
  | { status: 'invalid'; message: string }
  /** The info could not be loaded: why (network, a wrong answer, or another code the client has shown). */
  | { status: 'error'; failure: FailureKey };

export const replenishLink = proxy({
  /** The replenish_id of the open link ('' when none, or while an rp_client_id is looked up). */
  replenishId: '',
  state: { status: 'idle' } as LinkState,
});

/** The link's info where its state has one (the header names its account). */
export function linkInfo(s: LinkState): ReplenishInfo | null {
  return s.status === 'ready' || s.status === 'expired' ? s.info : null;
}

export function setLinkState(state: LinkState): void {
  replenishLink.state = state;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The info the server gave, over what was shown: a field is overwritten only with a
 * non-empty value (spec section 4).
 */
export function mergeInfo(old: ReplenishInfo | null, next: ReplenishInfo): ReplenishInfo {
  return old ? { ...old, ...Object.fromEntries(Object.entries(next).filter(([, v]) => !isEmpty(v))) } : next;
}

/** Shows the link's (new) info; a link that was ready keeps its failed-payment notice. */
export function showInfo(info: ReplenishInfo): void {
  const s = replenishLink.state;
  setLinkState({ status: 'ready', info: mergeInfo(linkInfo(s), info), failedOrder: s.status === 'ready' ? s.failedOrder : null });
}

/** What the page shows after a failed call the API client has already handled. */
export function linkFailed(e: unknown): void {
  if (e instanceof ApiError && (e.code === CODE.REPLENISH_SETTLED || e.code === CODE.REPLENISH_INVALID)) {
    setLinkState({ status: e.code === CODE.REPLENISH_SETTLED ? 'settled' : 'invalid', message: e.message });
  } else {
    setLinkState({ status: 'error', failure: failureOf(e) });
  }
}
