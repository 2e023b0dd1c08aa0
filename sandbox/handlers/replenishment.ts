/**
 * Replenishment (supplementary payment) from a support-issued link: its info and countdown,
 * the payment regions and channels for it, and `evoke`, which starts paying it. A done
 * replenishment order settles the replenishment (-3030 from then on).
 */
import { CODE, PATHS, RECHARGE_TYPE } from '../../src/api/contract.ts';
import { requireChannel, requireGame, requireRegion, requireSession } from '../guards.ts';
import { Fail } from '../http.ts';
import type { ReplenishRec } from '../model.ts';
import { ID } from '../params.ts';
import { apiRoute, type ApiHandler, type Ctx, type Route } from '../router.ts';
import { AREA_REGIONS, CHANNELS, channelsFor, toMajor } from '../seed/catalogue.ts';
import type { SandboxState } from '../state.ts';
import { channelAnswer } from './catalogue.ts';
import { newOrder, orderInfo } from './orders.ts';

/** Throws -3016 (unknown or expired) or -3030 (settled) unless the replenishment is open. */
function open(state: SandboxState, r: ReplenishRec | undefined): ReplenishRec {
  if (!r) throw new Fail(CODE.REPLENISH_INVALID, 'The link is invalid. Ask customer service for a new link.');
  const s = state.replenishState(r);
  if (s === 'expired') throw new Fail(CODE.REPLENISH_INVALID, 'Page expired. Contact customer service for a new link.');
  if (s === 'settled') throw new Fail(CODE.REPLENISH_SETTLED, 'No replenishment is needed: it has been paid.');
  return r;
}

function byId(ctx: Ctx): ReplenishRec {
  const id = ctx.p.str('replenish_id', { max: 64, ...ID });
  return open(ctx.svc.state, ctx.svc.state.replenishments.get(id));
}

/** The replenishment's domain area: the first its game is offered in. */
function areaOf(state: SandboxState, r: ReplenishRec) {
  return state.game(r.clientId)!.domainAreas[0]!;
}

const info: ApiHandler<typeof PATHS.replenishInfo> = (ctx) => {
  const state = ctx.svc.state;
  let r: ReplenishRec;
  if (ctx.p.has('replenish_id')) r = byId(ctx);
  else if (ctx.p.has('rp_client_id')) {
    const game = requireGame(ctx, 'rp_client_id');
    const account = requireSession(ctx);
    const mine = [...state.replenishments.values()].filter((x) => x.clientId === game.clientId && x.username === account.username);
    const live = mine.find((x) => state.replenishState(x) === 'open');
    r = open(state, live ?? mine.find((x) => state.replenishState(x) === 'settled'));
  } else throw new Fail(CODE.BAD_PARAM, 'replenish_id or rp_client_id is required.');
  return {
    replenish_id: r.replenishId,
    client_id: r.clientId,
    game_name: state.game(r.clientId)?.name ?? '',
    user_name: r.username,
    amount: toMajor(r.amountMinor, r.currency),
    currency_code: r.currency,
    valid_time: Math.max(0, Math.floor((r.expiresAt - state.now()) / 1000)),
  };
};

const countries: ApiHandler<typeof PATHS.replenishCountries> = (ctx) => {
  const r = byId(ctx);
  const area = areaOf(ctx.svc.state, r);
  return AREA_REGIONS[area].map((region, i) => ({
    region,
    default: i === 0,
    channels: channelsFor(area, region).filter((id) => CHANNELS[id].rechargeType === RECHARGE_TYPE.REDIRECT).map((id) => channelAnswer(id, r.amountMinor, r.currency)),
  }));
};

const evoke: ApiHandler<typeof PATHS.evoke> = (ctx) => {
  const state = ctx.svc.state;
  const r = byId(ctx);
  const area = areaOf(state, r);
  const region = requireRegion(ctx, area);
  const channelId = requireChannel(ctx, area, region, true);
  const returnUrl = ctx.p.url('return_url');
  const waiting = state.orders.filter((o) => o.replenishId === r.replenishId && state.isOpenUnpaid(o));
  const same = waiting.find((o) => o.channelId === channelId && o.region === region);
  if (same) return orderInfo(state, ctx.svc.origins, same);
  for (const o of waiting) o.state = 'failed'; // the player switched channel: the old order is dropped
  const o = newOrder(state, {
    kind: 'replenishment', username: r.username, brand: r.brand, clientId: r.clientId, serverId: null, roleId: '',
    goodsId: null, goodsName: 'Replenishment', amountMinor: r.amountMinor, currency: r.currency,
    channelId, region, returnUrl, replenishId: r.replenishId,
  });
  return orderInfo(state, ctx.svc.origins, o);
};

export const replenishmentRoutes: Route[] = [
  apiRoute('GET', PATHS.replenishInfo, info),
  apiRoute('GET', PATHS.replenishCountries, countries),
  apiRoute('GET', PATHS.evoke, evoke, 'optional'),
];
