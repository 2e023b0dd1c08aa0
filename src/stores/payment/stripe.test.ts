import { afterEach, describe, expect, it, vi } from 'vitest';
import { stripeCardForm } from './stripe.ts';

vi.mock('../../lib/load-script.ts', () => ({ loadScript: async () => {} }));

type Answer = { error?: Record<string, unknown>; paymentIntent?: Record<string, unknown> };

/** A Stripe.js whose confirmPayment and retrievePaymentIntent answer as given (docs.stripe.com/js). */
function fakeStripe(confirm: Answer, retrieve: Answer | 'network') {
  const element = { mount: () => {}, on: (ev: string, cb: (e?: unknown) => void) => { if (ev === 'ready') setTimeout(() => cb(), 0); }, destroy: () => {} };
  window.Stripe = () => ({
    elements: () => ({ create: () => element, submit: async () => ({}) }),
    confirmPayment: async () => confirm,
    retrievePaymentIntent: async () => { if (retrieve === 'network') throw new TypeError('Failed to fetch'); return retrieve; },
  }) as never;
}

async function confirmWith(confirm: Answer, retrieve: Answer | 'network' = 'network') {
  fakeStripe(confirm, retrieve);
  const form = await stripeCardForm.mount(document.createElement('div'), {
    provider: { provider: 'stripe', publishableKey: 'pk_test_1', script: 'https://js.stripe.com/dahlia/stripe.js' } as never,
    amount: 4.99, currency: 'USD', digits: 2, locale: 'en', onChange: () => {},
  });
  return form.confirm('pi_1_secret_2', 'https://x/result');
}

afterEach(() => { delete window.Stripe; });

describe('what a Stripe confirmation came to (issue 21): read from Stripe, never guessed', () => {
  it('payment_intent_unexpected_state for an intent that succeeded earlier is paid, not an error', async () => {
    expect(await confirmWith({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'already succeeded', payment_intent: { status: 'succeeded' } } }))
      .toEqual({ outcome: 'paid', message: null });
  });
  it('a card error is Stripe\'s refusal, with its words', async () => {
    expect(await confirmWith({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }))
      .toEqual({ outcome: 'declined', message: 'Your card was declined.' });
  });
  it('a lost answer: the intent is read again; succeeded is paid, declined is a refusal with its reason', async () => {
    const lost = { error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } };
    expect(await confirmWith(lost, { paymentIntent: { status: 'succeeded' } })).toEqual({ outcome: 'paid', message: null });
    expect(await confirmWith(lost, { paymentIntent: { status: 'requires_payment_method', last_payment_error: { message: 'Your card has insufficient funds.' } } }))
      .toEqual({ outcome: 'declined', message: 'Your card has insufficient funds.' });
  });
  it('a lost answer that cannot be read again, or an intent cancelled by another tab, is unknown: the backend is asked', async () => {
    const lost = { error: { type: 'api_connection_error', message: 'lost' } };
    expect((await confirmWith(lost, 'network')).outcome).toBe('unknown');
    expect((await confirmWith({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', payment_intent: { status: 'canceled' } } })).outcome).toBe('unknown');
  });
});
