/**
 * A payment of an item that is being confirmed: paid in the page (card form, Korea's
 * window) or paid and the order system lags, with the backend not yet saying done or
 * failed. While it is, step 3 offers no way to pay for the same item (the same game,
 * server, character and goods item) again, in this tab after Back or in another tab: a new
 * order would carry a new idempotency key, and only the backend's takeover rule would stand
 * between the player and a second charge (issue 40).
 *
 * Kept in localStorage (CONFIRMING_KEY) for PAY_INTENT_TTL_MS, so that every tab sees it;
 * step 3 asks the backend for the order, and keeps asking, until it answers done or failed.
 * Step 3 loads this module as it opens and as Pay is pressed (its route chunk has no room):
 * it draws from confirming-state.ts.
 */
import type { OrderInfo } from '../api/contract.ts';
import { getOrderInfo } from '../api/orders.ts';
import { PAY_INTENT_TTL_MS } from '../lib/constants.ts';
import { CONFIRMING_KEY, readStored, removeStored, writeStored } from '../lib/storage.ts';
import { order } from './order.ts';
import { confirmingPayment } from './confirming-state.ts';

export { confirmingPayment };

interface Confirming { item: string; billing_no: string }
const isConfirming = (v: unknown): v is Confirming =>
  typeof (v as Confirming | null)?.item === 'string' && typeof (v as Confirming).billing_no === 'string';

/** The item being bought, as the order was placed for it; empty while one is not chosen. */
function itemNow(): string {
  const { clientId, server, role, goods } = order;
  return server && role && goods ? JSON.stringify([clientId, server.server_id, role.role_id, goods.goods_id]) : '';
}

/**
 * A payment of the order just placed for the chosen item is under way (pay() leaves for
 * /result with it), or the order step 3 placed reads paid and pending (stores/result.ts).
 */
export function noteConfirming(billingNo: string): void {
  const item = itemNow();
  if (!item) return;
  writeStored(CONFIRMING_KEY, { item, billing_no: billingNo } satisfies Confirming, PAY_INTENT_TTL_MS);
  confirmingPayment.billingNo = billingNo;
}

/** The order no longer holds its item: the backend answered done or failed, or the provider refused its payment. */
export function confirmationEnded(billingNo: string): void {
  if (readStored(CONFIRMING_KEY, isConfirming)?.billing_no === billingNo) removeStored(CONFIRMING_KEY);
  if (confirmingPayment.billingNo === billingNo) confirmingPayment.billingNo = null;
}

/** What the backend said of an order, wherever it was read. */
export function orderRead(o: Pick<OrderInfo, 'billing_no' | 'status'>): void {
  if (o.status !== 'pending') confirmationEnded(o.billing_no);
}

let following = false;
/** Ends the checks under way (a newer confirmation, or step 3 closing). */
let stopChecks = () => {};

/** The stored confirmation for the chosen item, now (another tab may have written or ended it). */
export function confirmingNow(): string | null {
  const kept = readStored(CONFIRMING_KEY, isConfirming);
  const billingNo = kept && kept.item === itemNow() ? kept.billing_no : null;
  if (billingNo !== confirmingPayment.billingNo) {
    confirmingPayment.billingNo = billingNo;
    if (billingNo && following) void checkUntilAnswered(billingNo);
  }
  return billingNo;
}

/** The waits between step 3's checks of the order: soon at first, then every 20 s while it stays. */
const CHECK_DELAYS_MS = [2000, 3000, 5000, 8000, 13_000, 20_000] as const; // ms

/** Asks for the order at once, then again and again, until the backend answers or the hold ends otherwise. */
async function checkUntilAnswered(billingNo: string): Promise<void> {
  stopChecks();
  let stopped = false;
  stopChecks = () => { stopped = true; };
  const held = () => !stopped && confirmingPayment.billingNo === billingNo;
  for (let i = 0; held(); i++) {
    const o = await getOrderInfo({ billing_no: billingNo }, { quiet: true }).catch(() => null);
    if (o && held()) orderRead(o);
    if (held()) await new Promise((r) => setTimeout(r, CHECK_DELAYS_MS[Math.min(i, CHECK_DELAYS_MS.length - 1)]));
  }
}

const onStorage = (e: StorageEvent) => { if (e.key === CONFIRMING_KEY || e.key === null) confirmingNow(); };

/**
 * Step 3 is open: whether its item has a payment being confirmed, followed until the backend
 * answers, and what other tabs store meanwhile. Returns the stop, for when step 3 closes.
 */
export function followConfirming(): () => void {
  following = true;
  confirmingPayment.billingNo = null;
  confirmingNow(); // and, when there is one, checks it until the backend answers
  window.addEventListener('storage', onStorage);
  return () => {
    following = false;
    stopChecks();
    window.removeEventListener('storage', onStorage);
  };
}
