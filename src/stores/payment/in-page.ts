/**
 * Paying a placed order in the page (the card form, Korea's window), and what the page does
 * with what came of it (DESIGN.md, "Money"): a payment is settled by the backend and the
 * provider, never guessed. The provider's clear answers are taken as they are (paid; a card
 * declined, to try again; the window closed). Anything else (a lost answer, Stripe's "this
 * intent already succeeded" or "was cancelled", a provider window still open after
 * PAYMENT_WAIT_MS) goes to /result, which asks the backend for the order and shows that:
 * done, being confirmed (no other way to pay is offered while it is), or failed.
 * Loaded with the payment, not with step 3.
 */
import type { OrderInfo } from '../../api/contract.ts';
import { getOrderInfo } from '../../api/orders.ts';
import { PAYMENT_WAIT_MS } from '../../lib/constants.ts';
import type { Message } from '../ui.ts';

/** Where Pay ends: on /result, or still on /recharge with why. */
export type InPageEnd = { go: 'result' } | { stay: Message };

const TIMED_OUT = Symbol('timed out');

/** `p`, or TIMED_OUT once `ms` have passed without it: no wait on a provider's window lasts for ever. */
function within<T>(p: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => { timer = setTimeout(() => resolve(TIMED_OUT), ms); });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * The card form confirms the order's payment. A declined card stays here with the provider's
 * words, unless the backend says the order is no longer waiting (another tab paid it).
 */
export async function payCardForm(placed: OrderInfo, returnUrl: string): Promise<InPageEnd> {
  const { confirmCardForm } = await import('./card-form.ts');
  const r = await within(confirmCardForm(placed.client_secret!, returnUrl), PAYMENT_WAIT_MS);
  if (r === TIMED_OUT || r.outcome !== 'declined') return { go: 'result' };
  const now = await getOrderInfo({ billing_no: placed.billing_no }, { quiet: true }).catch(() => null);
  if (now && (now.paid || now.status !== 'pending')) return { go: 'result' };
  return { stay: r.message ? { text: r.message } : { key: 'error.generic' } };
}

/**
 * Korea's window pays the order; it leaves the page itself when the payment goes through or
 * fails. Closed by the player, or refused by the SDK: here with why. Still open after
 * PAYMENT_WAIT_MS: /result says what the backend knows.
 */
export async function payWindow(placed: OrderInfo, returnUrl: string): Promise<InPageEnd> {
  const { payInKoreaWindow } = await import('./korea-window.ts');
  const r = await within(payInKoreaWindow(placed, returnUrl), PAYMENT_WAIT_MS);
  if (r === TIMED_OUT) return { go: 'result' };
  return { stay: r === 'cancelled' ? { key: 'recharge.paymentCancelled' } : r.message ? { text: r.message } : { key: 'error.generic' } };
}
