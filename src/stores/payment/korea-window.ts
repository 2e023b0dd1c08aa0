/**
 * Korea's desktop payment window (rechargeType 4): for a brand whose file names one
 * (`payments.koreaWindow`, ko) on a device the platform detector calls a desktop ('web').
 * On a phone the channel is paid as a redirect to the order's pay_url, as before.
 */
import paymentProviders from 'virtual:brand/paymentProviders';
import type { OrderInfo } from '../../api/contract.ts';
import { koreaWindowHere } from './availability.ts';

/** When the player picks the channel: the SDK starts loading, so Pay opens the window at once. */
export function preloadKoreaWindow(): void {
  const provider = paymentProviders.koreaWindow;
  if (provider && koreaWindowHere()) void import('./toss.ts').then((m) => m.loadTossWindow(provider)).catch(() => {});
}

/**
 * Opens the window for a placed order. It leaves the page when the payment goes through or
 * fails (both come back to `returnUrl`); it returns when the player closed it ('cancelled')
 * or the provider refused to open it (its message).
 */
export async function payInKoreaWindow(o: OrderInfo, returnUrl: string): Promise<'cancelled' | { message: string }> {
  const provider = paymentProviders.koreaWindow;
  if (!provider || !o.payment_window) return { message: '' };
  const { openTossWindow } = await import('./toss.ts');
  return openTossWindow(provider, { amount: o.amount, currency: o.currency, window: o.payment_window }, returnUrl).catch(() => ({ message: '' }));
}
