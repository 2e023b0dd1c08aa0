/**
 * The card form's Stripe adapter: Stripe.js from Stripe's own host (never bundled: PCI),
 * loaded when the player picks a card-form channel, and its Payment Element in the
 * "collect payment details before creating an Intent" flow (docs.stripe.com/payments/
 * accept-a-payment-deferred): the element is mounted with the amount alone; Pay checks it
 * with `elements.submit()`, then the order is placed (its client secret) and confirmed with
 * `stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url }, redirect:
 * 'if_required' })`. A card needs no redirect; 3-D Secure opens Stripe's own window.
 */
import type { CardFormAdapter } from './card-form-adapter.ts';
import { loadScript } from '../../lib/load-script.ts';

/** The part of Stripe.js this adapter uses (docs.stripe.com/js). */
interface StripeError { type: string; code?: string; message?: string }
interface StripeElement {
  mount(el: HTMLElement): void;
  on(event: 'change', cb: (e: { complete: boolean }) => void): void;
  on(event: 'ready' | 'loaderror', cb: () => void): void;
  focus(): void;
  destroy(): void;
}
interface StripeElements {
  create(type: 'payment', opts?: object): StripeElement;
  submit(): Promise<{ error?: StripeError }>;
}
interface StripeJs {
  elements(opts: object): StripeElements;
  confirmPayment(opts: object): Promise<{ error?: StripeError; paymentIntent?: { status: string } }>;
}
declare global {
  interface Window { Stripe?: (key: string, opts?: object) => StripeJs }
}

export const stripeCardForm: CardFormAdapter = {
  async mount(el, { provider, amount, currency, digits, locale, onChange }) {
    await loadScript(provider.script);
    if (!window.Stripe) throw new Error('Stripe.js did not load');
    const stripe = window.Stripe(provider.publishableKey, { locale });
    // Stripe counts in the currency's smallest unit (cents; won and yen as they are).
    const elements = stripe.elements({ mode: 'payment', amount: Math.round(amount * 10 ** digits), currency: currency.toLowerCase(), paymentMethodTypes: ['card'], locale });
    const element = elements.create('payment', { layout: 'tabs' });
    await new Promise<void>((resolve, reject) => {
      element.on('ready', () => resolve());
      element.on('loaderror', () => reject(new Error('the card form did not load')));
      element.on('change', (e) => onChange(e.complete));
      element.mount(el);
    });
    return {
      async check() {
        const { error } = await elements.submit();
        return error ? error.message ?? null : null;
      },
      async confirm(clientSecret, returnUrl) {
        const { error, paymentIntent } = await stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
        if (error) return { paid: false, message: error.message ?? null };
        return { paid: paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing', message: null };
      },
      // docs.stripe.com/js/element/other_methods/focus (not on iOS, Stripe says: focus stays on Pay there).
      focus() { element.focus(); },
      destroy() { element.destroy(); },
    };
  },
};
