/** Placing an order and reading its status. */
import type { CallOptions, PostOptions } from './client.ts';
import { PATHS, type ConfirmPaymentBody, type CreateOrderBody, type OrderInfo, type OrderInfoParams } from './contract.ts';
import { brandGet, brandPost, type Req } from './brand-call.ts';
import { requestContext } from '../lib/request-context.ts';

/**
 * Places an order. The idempotency key is required: make one per purchase attempt (e.g.
 * randomId()) and reuse it for every retry of that attempt; the same key never makes a
 * second order and answers with the first.
 */
export const createOrder = (body: Req<CreateOrderBody>, opts: PostOptions & { idempotencyKey: string }) =>
  // spec_lang: the Korean window shows the order's name, written by the backend in this language.
  brandPost<OrderInfo>(PATHS.createOrder, { spec_lang: requestContext.lang, ...body }, opts);

/** Order status by billing number (needs the owner's login, or the replenish_id it pays). */
export const getOrderInfo = (p: Req<OrderInfoParams>, opts?: CallOptions) =>
  brandGet<OrderInfo>(PATHS.orderInfo, p, opts);

/**
 * Hands the Korean payment window's success address (its paymentKey, orderId and amount) to
 * the backend, which confirms the payment with the provider; answers the order, paid.
 */
export const confirmPayment = (body: Req<ConfirmPaymentBody>, opts?: PostOptions) =>
  brandPost<OrderInfo>(PATHS.confirmPayment, body, opts);
