/**
 * What a payment provider adds to the /result address when it sends the player back:
 *   - Toss Payments' success address: `paymentKey`, `orderId`, `amount` (and `paymentType`),
 *     which the publisher's backend needs to confirm the payment (confirm_payment);
 *   - its fail address: `code`, `message` (the provider's words for the player) and `orderId`;
 *   - Stripe's return_url (a payment method that redirects): `payment_intent`,
 *     `payment_intent_client_secret`, `redirect_status`; Stripe tells the backend itself.
 * None of it stays in the address: the page drops them once read.
 */
export type ProviderReturn =
  | { kind: 'paid'; paymentKey: string; orderId: string; amount: number }
  | { kind: 'failed'; message: string }
  /** Stripe's return: `redirect_status` succeeded, processing or failed (then the intent, read with its client secret, says why). */
  | { kind: 'card'; status: string; clientSecret: string };

/** The provider's answer in `search`, or null when the address carries none. */
export function providerReturn(search: string): ProviderReturn | null {
  const q = new URLSearchParams(search);
  const paymentKey = q.get('paymentKey');
  const amount = Number(q.get('amount'));
  if (paymentKey && q.get('orderId') && Number.isFinite(amount)) return { kind: 'paid', paymentKey, orderId: q.get('orderId')!, amount };
  if (q.has('code') && q.has('orderId')) return { kind: 'failed', message: q.get('message') ?? '' };
  if (q.has('payment_intent') || q.has('redirect_status')) return { kind: 'card', status: q.get('redirect_status') ?? '', clientSecret: q.get('payment_intent_client_secret') ?? '' };
  return null;
}
