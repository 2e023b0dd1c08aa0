/**
 * Whether step 3's item has a payment being confirmed (confirming-payment.ts keeps it): the
 * state alone, which step 3 draws from; the code that keeps and checks it loads later.
 */
import { proxy } from 'valtio/vanilla';

export const confirmingPayment = proxy({
  /** The order whose payment is being confirmed for step 3's item, or null: step 3 may take a payment. */
  billingNo: null as string | null,
});

