/**
 * Step 4 (spec sections 2 and 4): the order's status by billing number, and what the
 * player does from there. Arriving from /recharge with the order pending takes the player
 * on to the payment site once. "Payment complete" refreshes the status, and while the
 * order system lags (paid, but still pending) it keeps asking, a little less often each
 * time, for a bounded while; then the page says it is still processing. An order paid in
 * the page (card form) arrives paid and is followed the same way without a tap; Korea's
 * payment window comes back here with the provider's answer in the address, handed to the
 * backend to confirm (payment/provider-return.ts).
 */
import { proxy } from 'valtio/vanilla';
import brand from 'virtual:brand';
import { ApiError, CLIENT_CODE } from '../api/api-error.ts';
import { CODE, PATHS as PATHS_API, type OrderInfo, type TrackingEventNumber } from '../api/contract.ts';
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { confirmPayment as confirmWindowPayment, getOrderInfo } from '../api/orders.ts';
import { navigate } from '../lib/navigate.ts';
import { redirectTo } from '../lib/redirect.ts';
import { href, PATHS } from '../routes.ts';
import { order } from './order.ts';
import { loadInto, resource } from './resource.ts';
import { reloadOnLanguageChange } from './language-reloads.ts';
import { providerReturn } from './payment/provider-return.ts';
import { koreaWindowHere } from './payment/availability.ts';
import { track } from './tracking-context.ts';
import { showToast } from './toast.ts';
import { confirmationEnded, noteConfirming, orderRead } from './confirming-payment.ts';

/**
 * After "Payment complete", the waits between order-status checks while the order still
 * reads pending. About 30 s in all, then the page says it is still processing and the
 * player can check again.
 */
const POLL_DELAYS_MS = [1000, 2000, 3000, 5000, 8000, 11000] as const; // ms

export const result = proxy({
  order: resource<OrderInfo | null>(null),
  /** "Payment complete" was pressed and the order is being polled. */
  polling: false,
  /** Polling ended with the order still pending. */
  stillPending: false,
  /** The payment provider's words when it sent the player back with a failure, or refused to confirm. */
  providerMessage: null as string | null,
});

/**
 * An order paid in the page (card form, Korea's window), or one with nothing left to pay
 * while a payment of it is under way (the contract's takeover rule): pending means its
 * payment is being confirmed, not that a payment page waits for the player.
 */
export function paidInPage(o: Pick<OrderInfo, 'pay_url' | 'client_secret' | 'payment_window'>): boolean {
  // Korea's window order is paid at its pay_url on a phone (stores/checkout.ts payPath).
  return !o.pay_url || o.client_secret !== null || (o.payment_window !== null && koreaWindowHere());
}

/** Korea's window success, kept while confirm_payment has not answered: "Payment complete" sends it again. */
let unconfirmed: { billingNo: string; body: Parameters<typeof confirmWindowPayment>[0] } | null = null;

let pollRun = 0;

/** The replenishment the shown order pays, if any (its order is read with it). */
let shownReplenishId: string | undefined;

/** Reads the order (also Try again when that failed). */
export function loadResult(billingNo: string, replenishId?: string): Promise<OrderInfo | null | undefined> {
  shownReplenishId = replenishId;
  return loadInto(result.order, async () => {
    const o = await getOrderInfo({ billing_no: billingNo, ...(replenishId ? { replenish_id: replenishId } : {}) });
    // Another order than the one asked for is an answer the page cannot read (not this order's truth).
    if (o.billing_no !== billingNo) throw new ApiError(CLIENT_CODE.badReply, `order_info for ${billingNo} answered ${o.billing_no}`, PATHS_API.orderInfo);
    holdItemWhileConfirming(o);
    return o;
  }, { keep: true });
}

/**
 * Step 3 takes no other payment of the item while this order's is being confirmed
 * (confirming-payment.ts): held once the order step 3 placed reads paid and pending (a
 * redirect payment, Korea's window), let go once it is done or failed.
 */
function holdItemWhileConfirming(o: OrderInfo): void {
  orderRead(o);
  if (o.status === 'pending' && o.paid && order.billing_no === o.billing_no) noteConfirming(o.billing_no);
}

// Another language: the order's item and payment method in it (stores/server-text.ts).
reloadOnLanguageChange(() => { const o = result.order.data; return o ? loadResult(o.billing_no, shownReplenishId) : undefined; });

/** The order read for this billing number, if it has been (an earlier one may still be held). */
function shownOrder(billingNo: string): OrderInfo | null {
  const o = result.order.data;
  return o?.billing_no === billingNo ? o : null;
}

/**
 * The order's payment page as step 3 kept it when it placed the order (stores/order.ts):
 * "Go to pay" while the order itself cannot be read.
 */
export function knownPayUrl(billingNo: string): string | null {
  const info = order.rechargeInfo;
  return info?.billing_no === billingNo ? info.pay_url ?? null : null;
}

/** The order's payment page, on a host the brand lists; a toast otherwise. */
export function goToPay(o: Pick<OrderInfo, 'pay_url'>): void {
  if (!o.pay_url || !redirectTo(o.pay_url, brand.hosts.payment)) showToast({ key: 'recharge.badPaymentHost' });
}

/**
 * The page opens on an order. Straight from /recharge with the order unpaid: on to the
 * payment site, once; the origin mark is dropped from the address first, so a reload or a
 * return from the payment site does not send the player back.
 */
export async function openResult(billingNo: string, opts: { fromRecharge?: boolean; replenishId?: string; search?: string } = {}): Promise<void> {
  const back = providerReturn(opts.search ?? '');
  result.providerMessage = back?.kind === 'failed' ? back.message : null;
  // The provider refused this payment: the order may be paid another way (Try again).
  if (back?.kind === 'failed') confirmationEnded(billingNo);
  unconfirmed = null;
  if (back) navigate(href('result', { billing_no: billingNo }), { replace: true });
  if (back?.kind === 'paid') {
    unconfirmed = { billingNo, body: { billing_no: billingNo, payment_key: back.paymentKey, order_id: back.orderId, amount: back.amount } };
    await confirmWindow();
  } else if (back?.kind === 'card' && back.status === 'failed' && back.clientSecret) {
    // Stripe's return after a payment that failed on the provider's page: the intent says why.
    const { cardPaymentError } = await import('./payment/card-form.ts');
    result.providerMessage = (await cardPaymentError(back.clientSecret).catch(() => null)) ?? '';
    confirmationEnded(billingNo);
  }
  const o = await loadResult(billingNo, opts.replenishId);
  if (opts.fromRecharge && o?.status === 'pending' && !o.paid && o.pay_url) {
    navigate(href('result', { billing_no: billingNo }), { replace: true });
    goToPay(o);
  } else if (o?.status === 'pending' && (o.paid || (paidInPage(o) && result.providerMessage === null))) {
    // Paid and the order system lags, or a payment in the page being confirmed: followed without a tap.
    void pollWhilePending(billingNo, opts.replenishId);
  }
}

/**
 * Hands Korea's window success to the backend to confirm. Its refusal (-3022) is the
 * provider's reason, shown with a way to try again; no answer (or another failure) leaves
 * the success kept, so "Payment complete" sends it again (the same payment key never
 * confirms twice), and the order read next says what is known.
 */
async function confirmWindow(): Promise<void> {
  const c = unconfirmed;
  if (!c) return;
  try {
    await confirmWindowPayment(c.body);
    unconfirmed = null;
  } catch (e) {
    const err = e as ApiError;
    if (err.code === CODE.PAYMENT_NOT_CONFIRMED) { unconfirmed = null; result.providerMessage = err.message; confirmationEnded(c.billingNo); }
  }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The order's billing fields for the events of this page. */
function billing(o: OrderInfo | null) {
  return { billing_no: o?.billing_no, billing_status: o?.status };
}

/** "Payment complete": refreshes now, then backs off through POLL_DELAYS_MS while the order is still pending. */
export async function confirmPayment(billingNo: string, replenishId?: string): Promise<void> {
  void track(TRACKING_EVENTS.click_result_payDone, { billing_no: billingNo, billing_status: shownOrder(billingNo)?.status });
  if (unconfirmed?.billingNo === billingNo) await confirmWindow();
  await pollWhilePending(billingNo, replenishId);
}

async function pollWhilePending(billingNo: string, replenishId?: string): Promise<void> {
  const run = ++pollRun;
  result.polling = true;
  result.stillPending = false;
  try {
    let o = await loadResult(billingNo, replenishId);
    for (const delay of POLL_DELAYS_MS) {
      if (run !== pollRun || !o || o.status !== 'pending') break;
      await wait(delay);
      if (run !== pollRun) return;
      o = await loadResult(billingNo, replenishId);
    }
    if (run === pollRun) result.stillPending = result.order.data?.status === 'pending';
  } finally {
    if (run === pollRun) result.polling = false;
  }
}

/** Stops polling (leaving the page). */
export function stopPolling(): void {
  pollRun++;
  result.polling = false;
}

function leaveFor(path: string, event: TrackingEventNumber): void {
  void track(event, billing(result.order.data));
  navigate(path);
}

/** "Change payment method", for a pending order or a failed one. */
export function changePaymentMethod(): void {
  const failed = result.order.data?.status === 'failed';
  leaveFor(PATHS.recharge, failed ? TRACKING_EVENTS.click_resultFail_changePayway : TRACKING_EVENTS.click_resultPending_changePayway);
}

/** "Continue recharging" after a done order. */
export function continueRecharge(): void {
  leaveFor(PATHS.selectGoods, TRACKING_EVENTS.click_continueRecharge);
}

/** "Reselect goods" after a failed order. */
export function reselectGoods(): void {
  leaveFor(PATHS.selectGoods, TRACKING_EVENTS.click_result_reselectGoods);
}

