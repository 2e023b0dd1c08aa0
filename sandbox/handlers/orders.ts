/**
 * Orders: placing one (with an idempotency key, the unpaid-order block and purchase limits)
 * and reading its status by billing number. Replenishment and gift-card orders are made by
 * their own handlers with `newOrder` and read here too.
 */
import { CODE, PATHS, type OrderInfo } from '../../src/api/contract.ts';
import { playerScope, requireChannel, requireGoods, requireRegion, requireRole, requireServer, requireSession } from '../guards.ts';
import { Fail } from '../http.ts';
import type { OrderRec } from '../model.ts';
import { ID } from '../params.ts';
import { apiRoute, type ApiHandler, type Origins, type Route } from '../router.ts';
import { CHANNELS, SERVERS, toMajor } from '../seed/catalogue.ts';
import { UNPAID_ORDER_TTL } from '../seed/commerce.ts';
import type { SandboxState } from '../state.ts';
import { goodsAnswer, payUrl } from './catalogue.ts';

export function orderInfo(state: SandboxState, origins: Origins, o: OrderRec): OrderInfo {
  const status = state.orderStatus(o);
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
    pay_url: state.isOpenUnpaid(o) ? payUrl(origins.payment, o.billingNo, o.ticket) : null,
    created_at: Math.floor(o.createdAt / 1000),
    expires_at: Math.floor(o.expiresAt / 1000),
  };
}

/** A new unpaid order, valid for UNPAID_ORDER_TTL. */
export function newOrder(state: SandboxState, fields: Omit<OrderRec, 'billingNo' | 'ticket' | 'state' | 'createdAt' | 'expiresAt' | 'paidAt' | 'doneAt'>): OrderRec {
  const now = state.now();
  const o: OrderRec = { ...fields, billingNo: state.newBillingNo(), ticket: state.secret(8), state: 'unpaid', createdAt: now, expiresAt: now + UNPAID_ORDER_TTL, paidAt: null, doneAt: null };
  state.orders.push(o);
  return o;
}

const createOrder: ApiHandler<typeof PATHS.createOrder, 'post'> = (ctx) => {
  const { game, brand, area, account } = playerScope(ctx);
  const server = requireServer(ctx);
  const role = requireRole(ctx, account, game, server);
  const goods = requireGoods(ctx, game);
  const region = requireRegion(ctx, area);
  const channelId = requireChannel(ctx, area, region, true);
  const returnUrl = ctx.p.url('return_url');
  const state = ctx.svc.state;

  const info = goodsAnswer(state, ctx.svc.origins.payment, account.username, game.clientId, role.roleId, goods);
  if (info.unpaid) throw new Fail(CODE.UNPAID_ORDER, 'There is an unpaid order for this product, go to the payment page first.', info.unpaid);
  if (info.limit && info.limit.remaining <= 0) throw new Fail(CODE.LIMIT_REACHED, 'Cannot buy, purchase limit reached.', info.limit);

  const o = newOrder(state, {
    kind: 'goods', username: account.username, brand: brand.id, clientId: game.clientId, serverId: server.server_id, roleId: role.roleId,
    goodsId: goods.goodsId, goodsName: goods.display, amountMinor: goods.priceMinor, currency: goods.currency,
    channelId, region, returnUrl, replenishId: null,
  });
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
];
