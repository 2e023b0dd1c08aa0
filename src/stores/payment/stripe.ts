/**
 * The card form's Stripe adapter: Stripe.js from Stripe's own host (never bundled: PCI),
 * loaded when the player picks a card-form channel, and its Payment Element in the
 * "collect payment details before creating an Intent" flow (docs.stripe.com/payments/
 * accept-a-payment-deferred): the element is mounted with the amount alone; Pay checks it
 * with `elements.submit()`, then the order is placed (its client secret) and confirmed with
 * `stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url }, redirect:
 * 'if_required' })`. A card needs no redirect; 3-D Secure opens Stripe's own window.
 */
import type { CardFormAdapter, CardOutcome } from './card-form-adapter.ts';
import { loadScript } from '../../lib/load-script.ts';

/** The part of Stripe.js this adapter uses (docs.stripe.com/js). */
interface StripeIntent { status: string; last_payment_error?: { message?: string } | null }
interface StripeError { type: string; code?: string; message?: string; payment_intent?: StripeIntent }
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
  confirmPayment(opts: object): Promise<{ error?: StripeError; paymentIntent?: StripeIntent }>;
  retrievePaymentIntent(clientSecret: string): Promise<{ error?: StripeError; paymentIntent?: StripeIntent }>;
}
declare global {
  interface Window { Stripe?: (key: string, opts?: object) => StripeJs }
}

/** Paid, or being paid: Stripe takes a `processing` intent to `succeeded` (or tells the backend otherwise). */
const PAID = ['succeeded', 'processing'];

/** Stripe.js for the brand's key, loaded from Stripe's host on first use. */
async function stripeFor(provider: { script: string; publishableKey: string }, locale: string): Promise<StripeJs> {
  await loadScript(provider.script);
  if (!window.Stripe) throw new Error('Stripe.js did not load');
  return window.Stripe(provider.publishableKey, { locale });
}

/**
 * What a confirm error comes to. A card error is Stripe's refusal (the intent is back to
 * requires_payment_method). Anything else (a lost answer, `payment_intent_unexpected_state`
 * for an intent that succeeded earlier or was cancelled) is settled by the intent's own
 * status: the one in the error, else the intent read again.
 */
async function settleError(stripe: StripeJs, clientSecret: string, error: StripeError): Promise<CardOutcome> {
  if (error.type === 'card_error' || error.type === 'validation_error') return { outcome: 'declined', message: error.message ?? null };
  const pi = error.payment_intent ?? (await stripe.retrievePaymentIntent(clientSecret).catch(() => ({ paymentIntent: undefined }))).paymentIntent;
  if (pi && PAID.includes(pi.status)) return { outcome: 'paid', message: null };
  if (pi?.status === 'requires_payment_method' && pi.last_payment_error) return { outcome: 'declined', message: pi.last_payment_error.message ?? error.message ?? null };
  return { outcome: 'unknown', message: error.message ?? null };
}

export const stripeCardForm: CardFormAdapter = {
  async paymentError(provider, clientSecret, locale) {
    const { paymentIntent } = await (await stripeFor(provider, locale)).retrievePaymentIntent(clientSecret);
    return paymentIntent?.last_payment_error?.message ?? null;
  },
  async mount(el, { provider, amount, currency, digits, locale, onChange }) {
    const stripe = await stripeFor(provider, locale);
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
        if (error) return settleError(stripe, clientSecret, error);
        return PAID.includes(paymentIntent?.status ?? '') ? { outcome: 'paid', message: null } : { outcome: 'unknown', message: null };
      },
      // docs.stripe.com/js/element/other_methods/focus (not on iOS, Stripe says: focus stays on Pay there).
      focus() { element.focus(); },
      destroy() { element.destroy(); },
    };
  },
};
