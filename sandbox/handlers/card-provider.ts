/**
 * The card provider stand-in (providers host): Stripe.js as the storefront uses it, at
 * Stripe's paths. Its script has Stripe's calls and answers (docs.stripe.com/js: `Stripe(pk,
 * { locale })`, `stripe.elements({ mode: 'payment', amount, currency, ... })`,
 * `elements.create('payment')`, `element.mount/on/destroy`, `elements.submit()`,
 * `stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url }, redirect })`
 * resolving `{ paymentIntent }` or `{ error: { type, code, message } }`); the card fields
 * live in a frame of the provider's origin, as Stripe's do, so the page never sees a card
 * number; a card that asks for 3-D Secure opens the provider's own challenge over the page.
 *
 * Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined
 * (card_declined), 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 asks for
 * 3-D Secure (Complete pays, Fail leaves it unpaid); any other number is "incorrect".
 *
 * Served at its own origin (a staging build's STORE_PAYMENT_PROVIDER_ORIGIN), or answering
 * https://js.stripe.com, api.stripe.com and hooks.stripe.com in a browser test that routes
 * them here: the script finds its API and 3-D Secure hosts from its own address. A payment
 * that succeeds pays the order (Stripe's payment_intent.succeeded webhook, in effect).
 */
import { CODE } from '../../src/api/contract.ts';
import { Fail, Reply, escapeHtml, htmlPage, jsonReply, scriptJson } from '../http.ts';
import type { CardIntentRec, OrderRec } from '../model.ts';
import type { Ctx, Handler, Route } from '../router.ts';
import { CURRENCY_DIGITS, toMajor } from '../seed/catalogue.ts';
import type { SandboxState } from '../state.ts';
import { type Lang, SCRIPT, STRIPE_PATHS, TEST_CARDS, TEST_PAYMENT_METHODS, WORDS, framePage, lang } from './card-provider-pages.ts';

/** A new PaymentIntent, as the backend creates it for an order (`requires_payment_method`). */
export function newIntent(state: SandboxState): CardIntentRec {
  const id = `pi_${state.secret(12)}`;
  return { id, clientSecret: `${id}_secret_${state.secret(12)}`, status: 'requires_payment_method', lastError: null, webhookAt: null };
}

/** Stripe's statuses a PaymentIntent may be cancelled in (docs.stripe.com/api/payment_intents/cancel); never succeeded or processing. */
const CANCELABLE: readonly CardIntentRec['status'][] = ['requires_payment_method', 'requires_action', 'canceled'];

/** Cancels an intent as Stripe does: refused (payment_intent_unexpected_state) once it succeeded or is processing. */
export function cancelIntent(pi: CardIntentRec): { ok: true } | { ok: false; error: Record<string, unknown> } {
  if (!CANCELABLE.includes(pi.status)) {
    return { ok: false, error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action.` } };
  }
  pi.status = 'canceled';
  return { ok: true };
}

/** An intent by id: the order's current one, or one a takeover replaced (Stripe keeps every intent). */
function intentOf(state: SandboxState, id: string): { o: OrderRec; pi: CardIntentRec } {
  for (const o of state.orders) {
    const pi = o.intent?.id === id ? o.intent : o.pastIntents?.find((x) => x.id === id);
    if (pi) return { o, pi };
  }
  throw new Fail(CODE.NOT_FOUND, `No such payment_intent: '${id}'`, null, 404);
}

/**
 * The intent succeeded: Stripe's webhook reaches the backend after the webhook lag (the
 * order reads paid from then on, state.ts), at once without one.
 */
function succeed(state: SandboxState, o: OrderRec, pi: CardIntentRec): void {
  pi.status = 'succeeded';
  pi.lastError = null;
  pi.webhookAt = state.now() + state.webhookLagMs;
  if (state.webhookLagMs === 0 && o.intent === pi) state.pay(o);
}

/** A PaymentIntent as Stripe's API shows it to the page (client secret, not the secret key). */
function intentJson(o: OrderRec, pi: CardIntentRec, l: Lang) {
  return {
    id: pi.id, object: 'payment_intent', status: pi.status, amount: o.amountMinor, currency: o.currency.toLowerCase(),
    client_secret: pi.clientSecret, payment_method_types: ['card'],
    last_payment_error: pi.lastError ? { type: 'card_error', code: pi.lastError, message: WORDS[l][pi.lastError] ?? pi.lastError } : null,
  };
}

function stripeError(status: number, error: Record<string, unknown>): Reply {
  return jsonReply(status, { error });
}

const script: Handler = () => new Reply(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }, SCRIPT);

const frame: Handler = (ctx) => new Reply(200, { 'content-type': 'text/html; charset=utf-8' }, framePage(lang(ctx.p.optStr('locale'))));

const confirm: Handler = (ctx) => {
  const { o, pi } = intentOf(ctx.svc.state, ctx.pathParams.id!);
  const state = ctx.svc.state;
  const l = lang(ctx.p.optStr('locale'));
  const secret = ctx.p.optStr('client_secret', { max: 256 });
  if (secret !== pi.clientSecret) return stripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'The client_secret provided does not match the client_secret associated with the PaymentIntent.' });
  // Stripe refuses to confirm an intent that succeeded (or is processing, or was cancelled),
  // with the intent in the error: the page must not read it as a failed payment.
  if (pi.status === 'succeeded' || pi.status === 'processing') {
    return stripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.', payment_intent: intentJson(o, pi, l) });
  }
  if (pi.status === 'canceled' || !state.isOpenUnpaid(o)) {
    return stripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent\'s payment_method could not be updated because it has a status of canceled. You may only update the payment_method of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.', payment_intent: intentJson(o, pi, l) });
  }
  const card = (ctx.p.raw().payment_method_data as { card?: { number?: unknown } } | undefined)?.card;
  // Stripe's test PaymentMethods, for a confirm sent without Stripe.js (npm run conformance).
  const number = TEST_PAYMENT_METHODS[ctx.p.optStr('payment_method', { max: 64 }) ?? ''] ?? String(card?.number ?? '');
  const decline = (code: 'card_declined' | 'insufficient_funds' | 'incorrect_number') => {
    pi.status = 'requires_payment_method';
    pi.lastError = code;
    return stripeError(402, {
      type: 'card_error', code: code === 'insufficient_funds' ? 'card_declined' : code,
      ...(code === 'incorrect_number' ? {} : { decline_code: code === 'card_declined' ? 'generic_decline' : code }),
      message: WORDS[l][code], payment_intent: intentJson(o, pi, l),
    });
  };
  switch (number) {
    case TEST_CARDS.success:
      succeed(state, o, pi);
      return jsonReply(200, intentJson(o, pi, l));
    case TEST_CARDS.threeDSecure:
      pi.status = 'requires_action';
      return jsonReply(200, { ...intentJson(o, pi, l), next_action: { type: 'use_stripe_sdk' } });
    case TEST_CARDS.declined: return decline('card_declined');
    case TEST_CARDS.insufficientFunds: return decline('insufficient_funds');
    default: return decline('incorrect_number');
  }
};

/** POST /v1/payment_intents/:id/cancel, with the secret key (the backend's call, `Authorization: Bearer sk_test_…`). */
const cancel: Handler = (ctx) => {
  const auth = String(ctx.req.headers.authorization ?? '');
  if (!/^Bearer sk_(test|live)_[A-Za-z0-9]+$/.test(auth)) return stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
  const { o, pi } = intentOf(ctx.svc.state, ctx.pathParams.id!);
  const r = cancelIntent(pi);
  return r.ok ? jsonReply(200, intentJson(o, pi, 'en')) : stripeError(400, { ...r.error, payment_intent: intentJson(o, pi, 'en') });
};

const retrieve: Handler = (ctx) => {
  const { o, pi } = intentOf(ctx.svc.state, ctx.pathParams.id!);
  if (ctx.p.optStr('client_secret', { max: 256 }) !== pi.clientSecret) return stripeError(400, { type: 'invalid_request_error', message: 'The client_secret provided does not match.' });
  return jsonReply(200, intentJson(o, pi, 'en'));
};

function challengeIntent(ctx: Ctx) {
  const found = intentOf(ctx.svc.state, ctx.p.str('payment_intent', { max: 64 }));
  if (ctx.p.str('client_secret', { max: 256 }) !== found.pi.clientSecret || (found.pi.status !== 'requires_action' && found.pi.status !== 'canceled')) throw new Fail(CODE.BAD_PARAM, 'This authentication is not pending.', null, 400);
  const origin = new URL(ctx.p.url('origin')).origin;
  return { ...found, origin };
}

/** Stripe's test 3-D Secure page: the bank asks, the player completes or fails it. */
const challengePage: Handler = (ctx) => {
  const { o, pi, origin } = challengeIntent(ctx);
  const hidden = ['payment_intent', 'client_secret', 'origin'].map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(n === 'payment_intent' ? pi.id : n === 'client_secret' ? pi.clientSecret : origin)}">`).join('');
  return htmlPage('3D Secure test payment', `<h1>3D Secure 2 test page</h1>
<p class="note">A stand-in for the card issuer's authentication, shown by the card provider.</p>
<p>Amount: ${escapeHtml(toMajor(o.amountMinor, o.currency).toFixed(CURRENCY_DIGITS[o.currency]))} ${escapeHtml(o.currency)}</p>
<form method="post" action="${STRIPE_PATHS.challenge}/complete">${hidden}<button type="submit" class="primary" autofocus>Complete authentication</button></form>
<form method="post" action="${STRIPE_PATHS.challenge}/fail">${hidden}<button type="submit">Fail authentication</button></form>`);
};

const challengeAct = (ok: boolean): Handler => (ctx) => {
  const { o, pi, origin } = challengeIntent(ctx);
  const state = ctx.svc.state;
  // An intent cancelled while its challenge was open (another tab took the order over) stays cancelled.
  if (pi.status === 'canceled') { /* the challenge ends; the intent says canceled */ }
  else if (ok && state.isOpenUnpaid(o)) succeed(state, o, pi);
  else { pi.status = 'requires_payment_method'; pi.lastError = 'authentication_failure'; }
  return htmlPage('3D Secure', `<p>${ok ? 'Authenticated.' : 'Authentication failed.'}</p>
<script>parent.postMessage({ type: 'stripe-3ds-complete' }, ${scriptJson(origin)});</script>`);
};

export const cardProviderRoutes: Route[] = [
  { method: 'GET', path: STRIPE_PATHS.script, handler: script },
  { method: 'GET', path: STRIPE_PATHS.frame, handler: frame },
  { method: 'POST', path: '/v1/payment_intents/:id/confirm', handler: confirm },
  { method: 'GET', path: '/v1/payment_intents/:id', handler: retrieve },
  { method: 'POST', path: '/v1/payment_intents/:id/cancel', handler: cancel },
  { method: 'GET', path: STRIPE_PATHS.challenge, handler: challengePage },
  { method: 'POST', path: `${STRIPE_PATHS.challenge}/complete`, handler: challengeAct(true) },
  { method: 'POST', path: `${STRIPE_PATHS.challenge}/fail`, handler: challengeAct(false) },
];
