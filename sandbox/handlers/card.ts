/**
 * Gift (point) cards: card login (as the account the card is registered to), the card's
 * value in a game before confirming, and the top-up itself, which uses the card up and
 * makes a done order at once.
 */
import { CODE, PATHS, RECHARGE_TYPE, type CardInfo } from '../../src/api/contract.ts';
import { playerScope, requireObfuscated, requireRole, requireServer } from '../guards.ts';
import { Fail } from '../http.ts';
import type { CardRec, GameRec } from '../model.ts';
import { ID } from '../params.ts';
import { apiRoute, type ApiHandler, type Ctx, type Route } from '../router.ts';
import { gemsForCard, toMajor } from '../seed/catalogue.ts';
import { loginResult } from './auth.ts';
import { newOrder } from './orders.ts';

/** The card with this number and password, or undefined. Card numbers are trimmed and case-insensitive. */
function findCard(ctx: Ctx): CardRec | undefined {
  const cardNo = ctx.p.str('card_no', { max: 40 }).trim().toUpperCase();
  if (!ID.pattern.test(cardNo)) throw new Fail(CODE.BAD_PARAM, `card_no is malformed (expected ${ID.expect}).`);
  const password = requireObfuscated(ctx, 'card_pwd');
  const c = ctx.svc.state.cards.get(cardNo);
  return c && c.password === password ? c : undefined;
}

/** A usable card of the game's brand: -3020 unknown, wrong password or other brand; -3021 used. */
function usableCard(ctx: Ctx, game: GameRec): CardRec {
  const c = findCard(ctx);
  if (!c || c.brand !== game.brand) throw new Fail(CODE.CARD_INVALID, 'The card number or password is not correct.');
  if (c.used) throw new Fail(CODE.CARD_USED, 'This card has been used already.');
  return c;
}

function cardInfo(c: CardRec): CardInfo {
  return { card_no: c.cardNo, face_value: toMajor(c.faceMinor, c.currency), currency: c.currency, gems: gemsForCard(c.faceMinor, c.currency) };
}

const cardLogin: ApiHandler<typeof PATHS.cardLogin> = (ctx) => {
  const c = findCard(ctx);
  if (!c || !c.owner) throw new Fail(CODE.LOGIN_FAILED, 'Login failed: wrong card number or password, or the card is not registered to an account.');
  return loginResult(ctx.svc.state, ctx.svc.state.accounts.get(c.owner)!);
};

const getCardInfo: ApiHandler<typeof PATHS.cardInfo> = (ctx) => {
  const { game } = playerScope(ctx);
  return cardInfo(usableCard(ctx, game));
};

const cardRecharge: ApiHandler<typeof PATHS.cardRecharge, 'post'> = (ctx) => {
  const { game, account } = playerScope(ctx);
  const server = requireServer(ctx);
  const role = requireRole(ctx, account, game, server);
  const c = usableCard(ctx, game);
  const state = ctx.svc.state;
  const info = cardInfo(c);
  const o = newOrder(state, {
    kind: 'card', username: account.username, brand: game.brand, clientId: game.clientId, serverId: server.server_id, roleId: role.roleId,
    goodsId: null, goodsName: `${info.gems} Gems (gift card)`, amountMinor: c.faceMinor, currency: c.currency,
    channelId: 10901, region: 'Global', returnUrl: 'http://127.0.0.1/result', replenishId: null, rechargeType: RECHARGE_TYPE.CARD, gems: info.gems,
  });
  c.used = true;
  state.forceState(o, 'done');
  return { ...info, billing_no: o.billingNo, status: 'done' };
};

export const cardRoutes: Route[] = [
  apiRoute('GET', PATHS.cardLogin, cardLogin),
  apiRoute('GET', PATHS.cardInfo, getCardInfo),
  apiRoute('POST', PATHS.cardRecharge, cardRecharge, 'optional'),
];
