/**
 * What the card form needs from a card provider (the brand file's `payments.card.provider`):
 * its fields mounted in the page, a check before any order is placed, and the payment
 * confirmed with the order's client secret. One adapter per provider (stripe.ts); README,
 * "Payments", says how another plugs in.
 */
import type { PaymentProviders } from '../../../brands/brand.ts';

export interface MountedCardForm {
  /** Checks the fields (before the order is placed): the provider's message, or null when ready. */
  check(): Promise<string | null>;
  /** Pays the order: paid, or the provider's message (a declined card...) to show. */
  confirm(clientSecret: string, returnUrl: string): Promise<{ paid: boolean; message: string | null }>;
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
}
