/**
 * Step 4: the order's status by billing number. "Payment complete" refreshes it, and
 * while the order system lags (paid, but still pending) it keeps asking, a little less
 * often each time, for a bounded while; then the page says it is still processing.
 */
import { proxy } from 'valtio/vanilla';
import { getOrderInfo } from '../api/orders.ts';
import type { OrderInfo } from '../api/contract.ts';
import { POLL_DELAYS_MS } from '../lib/constants.ts';
import { loadInto, resource } from './resource.ts';

export const result = proxy({
  order: resource<OrderInfo | null>(null),
  /** "Payment complete" was pressed and the order is being polled. */
  polling: false,
  /** Polling ended with the order still pending. */
  stillPending: false,
});

let pollRun = 0;

export function loadResult(billingNo: string, replenishId?: string): Promise<OrderInfo | null | undefined> {
  return loadInto(result.order, () => getOrderInfo({ billing_no: billingNo, ...(replenishId ? { replenish_id: replenishId } : {}) }), { keep: true });
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Refreshes now, then backs off through POLL_DELAYS_MS while the order is still pending. */
export async function confirmPayment(billingNo: string, replenishId?: string): Promise<void> {
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
