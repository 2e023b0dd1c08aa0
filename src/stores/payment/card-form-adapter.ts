/**
 * What the card form needs from a card provider (the brand file's `payments.card.provider`):
 * its fields mounted in the page, a check before any order is placed, and the payment
 * confirmed with the order's client secret. One adapter per provider (stripe.ts); README,
 * "Payments", says how another plugs in.
 */
import type { PaymentProviders } from '../../../brands/brand.ts';

/**
 * What a confirmation came to, as the provider says it: paid (or being paid); declined (the
 * provider refused, the payment can be tried again); unknown (its answer was lost, or it
 * answered something the page cannot read as either): the backend is asked (pay.ts).
 */
export interface CardOutcome {
  outcome: 'paid' | 'declined' | 'unknown';
  /** The provider's words, for the player. */
  message: string | null;
}

export interface MountedCardForm {
  /** Checks the fields (before the order is placed): the provider's message, or null when ready. */
  check(): Promise<string | null>;
  /** Pays the order. */
  confirm(clientSecret: string, returnUrl: string): Promise<CardOutcome>;
  /** Focuses the first field (the card number): the page cannot reach into the provider's frame. */
  focus(): void;
  destroy(): void;
}

export interface CardFormAdapter {
  /** Loads the provider's script and mounts its card fields into `el`; resolves once they show. */
  mount(el: HTMLElement, opts: {
    provider: NonNullable<PaymentProviders['card']>;
    amount: number;
    currency: string;
    /** The currency's minor digits (2 for USD, 0 for KRW). */
    digits: number;
    locale: string;
    onChange(complete: boolean): void;
  }): Promise<MountedCardForm>;
  /** The provider's reason a payment failed (its last error), read with the payment's client secret; null when it has none. */
  paymentError(provider: NonNullable<PaymentProviders['card']>, clientSecret: string, locale: string): Promise<string | null>;
}
