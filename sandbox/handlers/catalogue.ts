/**
 * The catalogue: games of a brand and their logos, recharge texts, areas and servers (all,
 * used, search by id), the player's roles, goods with their limits, payment regions and
 * channels.
 */
import { CODE, PATHS, RECHARGE_TYPE, type Channel, type Game, type Goods } from '../../src/api/contract.ts';
import { brandOf } from '../brands.ts';
import { checkArea, gameScope, playerScope, requireBrand, requireGame, requireGoods, requireRegion, requireRole, requireServer, requireServerArea } from '../guards.ts';
import { Fail, Reply, escapeHtml } from '../http.ts';
import type { GameRec, GoodsRec } from '../model.ts';
import { apiRoute, type ApiHandler, type Ctx, type Handler, type Route } from '../router.ts';
import { AREAS, AREA_REGIONS, CHANNELS, SERVERS, channelKind, channelsFor, toMajor } from '../seed/catalogue.ts';
import type { SandboxState } from '../state.ts';

export const LOGO_PATH = '/static/logo/:file';

export function logoUrl(ctx: Ctx, g: GameRec): string {
  return `${ctx.origin}/static/logo/${g.clientId}.svg`;
}

function game(ctx: Ctx, g: GameRec): Game {
  return { client_id: g.clientId, name: g.name, icon: logoUrl(ctx, g), domain_areas: [...g.domainAreas] };
}

const gameList: ApiHandler<typeof PATHS.gameList> = (ctx) => {
  const brand = requireBrand(ctx);
  const area = checkArea(ctx.p.str('domain_area', { max: 32 }), brand);
  return ctx.svc.state.games.filter((g) => g.brand === brand.id && g.domainAreas.includes(area)).map((g) => game(ctx, g));
};

const gameLogo: ApiHandler<typeof PATHS.gameLogo> = (ctx) => {
  const g = requireGame(ctx);
  const area = ctx.p.optStr('domain_area', { max: 32 });
  if (area !== undefined) checkArea(area, brandOf(g.brand), g);
  return { client_id: g.clientId, icon: logoUrl(ctx, g) };
};

const rechargeConfig: ApiHandler<typeof PATHS.rechargeConfig> = (ctx) => {
  const { game: g, brand } = gameScope(ctx);
  return {
    client_id: g.clientId,
    game_name: g.name,
    currency: brand.currency,
    recharge_explain: [
      `Top-ups for ${g.name} are credited to the role you choose.`,
      'A paid top-up reaches the game within 15 minutes. If it has not arrived by then, contact customer service with your billing number.',
    ],
    unlock_minutes: 15,
    customer_service_url: brand.features.koreaCompany?.customerServiceUrl ?? brand.legal[brand.languages[0]!]?.agreement ?? '',
  };
};

const areaList: ApiHandler<typeof PATHS.areaList> = (ctx) => { gameScope(ctx); return [...AREAS]; };

const serverList: ApiHandler<typeof PATHS.serverList> = (ctx) => {
  gameScope(ctx);
  const area = requireServerArea(ctx.p.int('area_id'));
  return SERVERS.filter((s) => s.area_id === area.area_id);
};

const searchServer: ApiHandler<typeof PATHS.searchServer> = (ctx) => {
  gameScope(ctx);
  const server = requireServer(ctx);
  return { area: requireServerArea(server.area_id), server };
};

const usedServerList: ApiHandler<typeof PATHS.usedServerList> = (ctx) => {
  const { game: g, account } = playerScope(ctx);
  const ids = new Set(ctx.svc.state.rolesOf(account.username, g.clientId).map((r) => r.serverId));
  return SERVERS.filter((s) => ids.has(s.server_id)).map((server) => ({ area: requireServerArea(server.area_id), server }));
};

const roleList: ApiHandler<typeof PATHS.roleList> = (ctx) => {
  const { game: g, account } = playerScope(ctx);
  const server = requireServer(ctx);
  return ctx.svc.state.rolesOf(account.username, g.clientId, server.server_id)
    .map((r) => ({ role_id: r.roleId, role_name: r.roleName, level: r.level, server_id: r.serverId }));
};

export function goodsAnswer(state: SandboxState, origin: string, username: string, clientId: string, roleId: string, g: GoodsRec): Goods {
  // Only an order sent to a payment site blocks; one paid in the page is taken over (create_order).
  const open = state.unpaidOrder(username, clientId, roleId, g.goodsId);
  const unpaid = open && (open.rechargeType ?? RECHARGE_TYPE.REDIRECT) === RECHARGE_TYPE.REDIRECT ? open : undefined;
  return {
    goods_id: g.goodsId, display: g.display, value: g.value, price: toMajor(g.priceMinor, g.currency), currency: g.currency,
    typeKey: g.typeKey, isLimit: g.limit !== null, description: g.description,
    limit: state.limitInfo(username, clientId, roleId, g),
    unpaid: unpaid ? { billing_no: unpaid.billingNo, pay_url: payUrl(origin, unpaid.billingNo, unpaid.ticket) } : null,
  };
}

export function payUrl(paymentOrigin: string, billingNo: string, ticket: string): string {
  return `${paymentOrigin}/checkout?billing_no=${encodeURIComponent(billingNo)}&ticket=${encodeURIComponent(ticket)}`;
}

const goodsList: ApiHandler<typeof PATHS.goodsList> = (ctx) => {
  const { game: g, account } = playerScope(ctx);
  const server = requireServer(ctx);
  const role = requireRole(ctx, account, g, server);
  const state = ctx.svc.state;
  return state.goodsOf(g).map((x) => goodsAnswer(state, ctx.svc.origins.payment, account.username, g.clientId, role.roleId, x));
};

const regionList: ApiHandler<typeof PATHS.regionList> = (ctx) => {
  const { game: g, area } = gameScope(ctx);
  requireGoods(ctx, g);
  return AREA_REGIONS[area].map((region, i) => ({ region, default: i === 0 }));
};

export function channelAnswer(id: Channel['channel_id'], priceMinor: number, currency: Channel['currency'], rechargeType = CHANNELS[id].rechargeType): Channel {
  const c = CHANNELS[id];
  return { channel_id: id, name: c.name, paywayId: c.paywayId, rechargeType, price: toMajor(priceMinor, currency), currency };
}

const channelList: ApiHandler<typeof PATHS.channelList> = (ctx) => {
  const { game: g, brand, area } = gameScope(ctx);
  const goods = requireGoods(ctx, g);
  const region = requireRegion(ctx, area);
  return channelsFor(area, region).map((id) => channelAnswer(id, goods.priceMinor, goods.currency, channelKind(brand, id)));
};

/** A small SVG logo: the game's initials on its colour. */
const logo: Handler = (ctx) => {
  const m = /^(\d{1,9})\.svg$/.exec(ctx.pathParams.file ?? '');
  const g = m ? ctx.svc.state.game(m[1]!) : undefined;
  if (!g) throw new Fail(CODE.NOT_FOUND, 'No such logo.', null, 404);
  const initials = g.name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(g.name)}">`
    + `<rect width="96" height="96" rx="20" fill="${g.color}"/>`
    + `<text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
  return new Reply(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' }, svg);
};

export const catalogueRoutes: Route[] = [
  apiRoute('GET', PATHS.gameList, gameList),
  apiRoute('GET', PATHS.gameLogo, gameLogo),
  apiRoute('GET', PATHS.rechargeConfig, rechargeConfig),
  apiRoute('GET', PATHS.areaList, areaList),
  apiRoute('GET', PATHS.serverList, serverList),
  apiRoute('GET', PATHS.searchServer, searchServer),
  apiRoute('GET', PATHS.usedServerList, usedServerList),
  apiRoute('GET', PATHS.roleList, roleList),
  apiRoute('GET', PATHS.goodsList, goodsList),
  apiRoute('GET', PATHS.regionList, regionList),
  apiRoute('GET', PATHS.channelList, channelList),
  // An image the game list points at, not a call of the document.
  { method: 'GET', path: LOGO_PATH, handler: logo },
];
