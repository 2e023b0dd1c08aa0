/**
 * The Korean payment window (Toss Payments' JavaScript SDK v2), loaded from Toss's own host
 * when a ko player on desktop picks a payment-window channel. `requestPayment` opens Toss's
 * window over the page; a payment that goes through, or fails, leaves the page for the
 * success or fail address (/result, which hands the success to confirm_payment); closing
 * the window rejects with `USER_CANCEL`, and the player stays on /recharge.
 */
import type { PaymentProviders } from '../../../brands/brand.ts';
import type { OrderInfo, PaymentWindow } from '../../api/contract.ts';
import { loadScript } from '../../lib/load-script.ts';

interface TossPayments {
  payment(o: { customerKey: string }): { requestPayment(req: object): Promise<void> };
}
declare global {
  interface Window { TossPayments?: (clientKey: string) => TossPayments }
}

export function loadTossWindow(provider: NonNullable<PaymentProviders['koreaWindow']>): Promise<void> {
  return loadScript(provider.script);
}

/** Opens the window; resolves 'cancelled' when the player closes it, or the SDK's message when it refuses. */
export async function openTossWindow(
  provider: NonNullable<PaymentProviders['koreaWindow']>,
  order: Pick<OrderInfo, 'amount' | 'currency'> & { window: PaymentWindow },
  returnUrl: string,
): Promise<'cancelled' | { message: string }> {
  await loadTossWindow(provider);
  if (!window.TossPayments) return { message: '' };
  try {
    await window.TossPayments(provider.clientKey).payment({ customerKey: order.window.customer_key }).requestPayment({
      method: 'CARD',
      amount: { currency: order.currency, value: order.amount },
      orderId: order.window.order_id,
      orderName: order.window.order_name,
      successUrl: returnUrl,
      failUrl: returnUrl,
    });
    // The SDK leaves the page on success and failure; resolving here means nothing happened.
    return 'cancelled';
  } catch (e) {
    const err = e as { code?: string; message?: string };
    return err.code === 'USER_CANCEL' ? 'cancelled' : { message: err.message ?? '' };
  }
}
