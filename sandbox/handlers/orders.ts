/**
 * Orders: placing one (with an idempotency key, the unpaid-order block and purchase limits)
 * and reading its status by billing number; confirming a payment-window payment.
 * Replenishment and gift-card orders are made by their own handlers with `newOrder` and
 * read here too. A card-form order gets a PaymentIntent at the card provider stand-in, a
 * payment-window order a Toss payment at the window stand-in (card-provider.ts,
 * window-provider.ts): the order is paid only through them.
 */
import { CODE, PATHS, RECHARGE_TYPE, type OrderInfo, type RechargeType } from '../../src/api/contract.ts';
import { playerScope, requireChannel, requireGoods, requireRegion, requireRole, requireServer, requireSession } from '../guards.ts';
import { Fail } from '../http.ts';
import type { OrderRec } from '../model.ts';
import { ID } from '../params.ts';
import { apiRoute, type ApiHandler, type Origins, type Route } from '../router.ts';
import { CHANNELS, SERVERS, channelKind, toMajor } from '../seed/catalogue.ts';
import { UNPAID_ORDER_TTL } from '../seed/commerce.ts';
import type { SandboxState } from '../state.ts';
import { goodsAnswer, payUrl } from './catalogue.ts';
import { cancelIntent, newIntent } from './card-provider.ts';
import { tossConfirm } from './window-provider.ts';

export function orderInfo(state: SandboxState, origins: Origins, o: OrderRec): OrderInfo {
  const status = state.orderStatus(o);
  // Open for payment: unpaid, not expired, and no provider payment of it under way (a
  // succeeded intent whose webhook has not come, a Toss payment authorized in the window):
  // then the order offers no way to pay at all (the contract's takeover rule).
  const toss = o.window ? state.tossPayment(o.window.orderId) : undefined;
  const underWay = o.intent?.status === 'succeeded' || o.intent?.status === 'processing' || toss?.status === 'IN_PROGRESS';
  const open = state.isOpenUnpaid(o) && !underWay;
  const role = o.serverId === null ? undefined : state.rolesOf(o.username, o.clientId, o.serverId).find((r) => r.roleId === o.roleId);
  return {
    billing_no: o.billingNo,
    kind: o.kind,
    status,
    paid: state.isPaid(o),
    client_id: o.clientId,
    game_name: state.game(o.clientId)?.name ?? '',
    server_id: o.serverId,
    server_name: SERVERS.find((s) => s.server_id === o.serverId)?.server_name ?? '',
    role_id: o.roleId,
    role_name: role?.roleName ?? '',
    goods_id: o.goodsId,
    goods_name: o.goodsName,
    amount: toMajor(o.amountMinor, o.currency),
    currency: o.currency,
    channel_id: o.channelId,
    channel_name: CHANNELS[o.channelId].name,
    region: o.region,
    pay_url: open && o.rechargeType !== RECHARGE_TYPE.CARD_FORM ? payUrl(origins.payment, o.billingNo, o.ticket) : null,
    created_at: Math.floor(o.createdAt / 1000),
    expires_at: Math.floor(o.expiresAt / 1000),
    gems: o.gems ?? null,
    client_secret: open && o.intent && o.intent.status !== 'canceled' ? o.intent.clientSecret : null,
    payment_window: open && o.window ? { order_id: o.window.orderId, order_name: o.goodsName, customer_key: o.window.customerKey } : null,
  };
}

/**
 * Gives the order a new provider payment for its channel's kind: a PaymentIntent for the card
 * form, a Toss payment (a new orderId: Toss refuses one that was approved or cancelled) for
 * the window. Only for an order whose earlier payment is settled as replaceable
 * (priorPayment), which has cancelled it.
 */
function attachPayment(state: SandboxState, o: OrderRec, kind: RechargeType, customerKey: string): void {
  if (o.intent) (o.pastIntents ??= []).push(o.intent);
  o.rechargeType = kind;
  o.intent = null;
  const attempt = (o.windowAttempts ?? 0) + (kind === RECHARGE_TYPE.PAYMENT_WINDOW ? 1 : 0);
  o.window = null;
  if (kind === RECHARGE_TYPE.CARD_FORM) o.intent = newIntent(state);
  else if (kind === RECHARGE_TYPE.PAYMENT_WINDOW) {
    o.windowAttempts = attempt;
    // Naive (a test switch): the billing number every time, as a backend that never read Toss's rule would.
    const orderId = attempt === 1 || state.naive.has('takeover') ? o.billingNo : `${o.billingNo}-${attempt}`;
    o.window = { orderId, customerKey, paymentKey: null, confirmed: false };
  }
}

/**
 * The takeover rule (api/openapi.yaml, create_order): before an unpaid order gets a new
 * provider payment, the one it had is asked about at the provider. Paid there (a succeeded
 * PaymentIntent whose webhook has not come yet, a Toss payment approved) → 'paid': the
 * order is paid, as the webhook will say. Being paid (processing; a Toss payment the player
 * authorized, to be confirmed) → 'busy': no new payment. Otherwise it is cancelled for
 * certain (Stripe refuses to cancel one that succeeded meanwhile: then it is paid) →
 * 'replaceable'. Naive (a test switch): replaced without asking.
 */
function priorPayment(state: SandboxState, o: OrderRec): 'paid' | 'busy' | 'replaceable' {
  if (state.naive.has('takeover')) { if (o.intent && o.intent.status !== 'succeeded') o.intent.status = 'canceled'; return 'replaceable'; }
  if (o.intent) {
    const cancelled = cancelIntent(o.intent);
    if (!cancelled.ok) return o.intent.status === 'processing' ? 'busy' : 'paid';
  }
  const toss = o.window && state.tossPayment(o.window.orderId);
  if (toss?.status === 'DONE') return 'paid';
  if (toss?.status === 'IN_PROGRESS') return 'busy';
  return 'replaceable';
}

/** A new unpaid order, valid for UNPAID_ORDER_TTL. */
export function newOrder(state: SandboxState, fields: Omit<OrderRec, 'billingNo' | 'ticket' | 'state' | 'createdAt' | 'expiresAt' | 'paidAt' | 'doneAt'>): OrderRec {
  const now = state.now();
  const o: OrderRec = { ...fields, billingNo: state.newBillingNo(), ticket: state.secret(8), state: 'unpaid', createdAt: now, expiresAt: now + UNPAID_ORDER_TTL, paidAt: null, doneAt: null };
  state.orders.push(o);
  return o;
}

const createOrder: ApiHandler<typeof PATHS.createOrder, 'post'> = async (ctx) => {
  const { game, brand, area, account } = playerScope(ctx);
  const server = requireServer(ctx);
  const role = requireRole(ctx, account, game, server);
  const goods = requireGoods(ctx, game);
  const region = requireRegion(ctx, area);
  const channelId = requireChannel(ctx, area, region, false);
  const kind = channelKind(brand, channelId);
  if (kind === RECHARGE_TYPE.CARD) throw new Fail(CODE.PAYMENT_PARAMS, `Incorrect parameters for the selected payment method: channel ${channelId} is paid with a gift card (card_recharge).`);
  const returnUrl = ctx.p.url('return_url');
  const state = ctx.svc.state;
  // One role's orders for one item are read and written by one request at a time (a row
  // lock): two tabs' Pays at once meet one order, not two. Naive idempotency shows the race.
  const lockName = `order:${account.username}:${game.clientId}:${role.roleId}:${goods.goodsId}`;
  const run = async () => {
    const info = goodsAnswer(state, ctx.svc.origins.payment, account.username, game.clientId, role.roleId, goods);
    if (info.unpaid) throw new Fail(CODE.UNPAID_ORDER, 'There is an unpaid order for this product, go to the payment page first.', info.unpaid);
    if (info.limit && info.limit.remaining <= 0) throw new Fail(CODE.LIMIT_REACHED, 'Cannot buy, purchase limit reached.', info.limit);
    const customerKey = `c_${account.suid}`;
    // An unpaid order paid in the page (card form, window) is taken over, not doubled, and
    // never given a second payment while its first may be paid (priorPayment).
    const prior = state.unpaidOrder(account.username, game.clientId, role.roleId, goods.goodsId);
    // The database write takes time (writeLagMs): between what was read above and the order stored.
    await state.writeLag();
    if (prior) {
      const settled = priorPayment(state, prior);
      if (settled === 'paid') state.pay(prior);
      if (settled === 'replaceable') {
        Object.assign(prior, { channelId, region, returnUrl, ticket: state.secret(8) });
        attachPayment(state, prior, kind, customerKey);
      }
      return orderInfo(state, ctx.svc.origins, prior);
    }
    const o = newOrder(state, {
      kind: 'goods', username: account.username, brand: brand.id, clientId: game.clientId, serverId: server.server_id, roleId: role.roleId,
      goodsId: goods.goodsId, goodsName: goods.display, amountMinor: goods.priceMinor, currency: goods.currency,
      channelId, region, returnUrl, replenishId: null,
    });
    attachPayment(state, o, kind, customerKey);
    return orderInfo(state, ctx.svc.origins, o);
  };
  return state.naive.has('idempotency') ? run() : state.lock(lockName, run);
};

/**
 * The Korean window's success, handed on: an order already paid (this payment key again, or
 * another tab's payment) is answered as it is and nothing is confirmed; else the orderId and
 * amount must be the order's current payment's, and Toss confirms it (tossConfirm: its
 * refusal is -3022 with Toss's message).
 */
const confirmPayment: ApiHandler<typeof PATHS.confirmPayment, 'post'> = (ctx) => {
  const account = requireSession(ctx);
  const billingNo = ctx.p.str('billing_no', { max: 32, ...ID });
  const paymentKey = ctx.p.str('payment_key', { max: 200 });
  const orderId = ctx.p.str('order_id', { max: 64 });
  const amount = Number(ctx.p.str('amount', { max: 20, pattern: /^\d{1,12}(\.\d{1,4})?$/, expect: 'an amount' }));
  const state = ctx.svc.state;
  const o = state.order(billingNo);
  if (!o) throw new Fail(CODE.ORDER_NOT_FOUND, `Order ${billingNo} was not found.`);
  if (o.username !== account.username) throw new Fail(CODE.NO_PERMISSION, 'This order belongs to another account.');
  if (state.isPaid(o)) return orderInfo(state, ctx.svc.origins, o);
  const w = o.window;
  if (!w || w.orderId !== orderId || toMajor(o.amountMinor, o.currency) !== amount) {
    throw new Fail(CODE.PAYMENT_PARAMS, 'Incorrect parameters for the selected payment method: the order id or amount is not this order\'s.');
  }
  if (!state.isOpenUnpaid(o)) throw new Fail(CODE.PAYMENT_NOT_CONFIRMED, 'The payment could not be confirmed: the order has expired.');
  const confirmed = tossConfirm(state, { paymentKey, orderId, amount });
  if (!confirmed.ok) throw new Fail(CODE.PAYMENT_NOT_CONFIRMED, `${confirmed.message} (${confirmed.code})`);
  w.paymentKey = paymentKey;
  w.confirmed = true;
  state.pay(o);
  return orderInfo(state, ctx.svc.origins, o);
};

const getOrderInfo: ApiHandler<typeof PATHS.orderInfo> = (ctx) => {
  const billingNo = ctx.p.str('billing_no', { max: 32, ...ID });
  const replenishId = ctx.p.optStr('replenish_id', { max: 64, ...ID });
  const state = ctx.svc.state;
  const o = state.order(billingNo);
  const byReplenish = o && replenishId !== undefined && o.replenishId === replenishId;
  if (!byReplenish) {
    const account = requireSession(ctx);
    if (!o) throw new Fail(CODE.ORDER_NOT_FOUND, `Order ${billingNo} was not found.`);
    if (o.username !== account.username) throw new Fail(CODE.NO_PERMISSION, 'This order belongs to another account.');
  }
  return orderInfo(state, ctx.svc.origins, o!);
};

export const orderRoutes: Route[] = [
  apiRoute('POST', PATHS.createOrder, createOrder, 'required'),
  apiRoute('GET', PATHS.orderInfo, getOrderInfo),
  apiRoute('POST', PATHS.confirmPayment, confirmPayment),
];
