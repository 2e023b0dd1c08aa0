/**
 * The checks calls share, each answering its one error code: login (-600), game (-3001),
 * domain area (-3014), real name (6001), server (-3003), role (-3004), goods (-3005),
 * channel (-3006 / -3007). Handlers compose them; none of this logic is repeated.
 */
import { DOMAIN_AREAS, type Brand, type BrandId, type DomainArea } from '../brands/brand.ts';
import { CODE, RECHARGE_TYPE, type Area, type ChannelId, type PayRegion, type Server } from '../src/api/contract.ts';
import { deobfuscatePassword } from '../src/api/obfuscation.ts';
import { CHANNEL_IDS, PAY_REGIONS } from './seed/spec-lists.ts';
import { BRANDS, brandOf } from './brands.ts';
import { Fail } from './http.ts';
import type { AccountRec, GameRec, GoodsRec, RoleRec } from './model.ts';
import { ID } from './params.ts';
import type { Ctx } from './router.ts';
import { AREAS, AREA_REGIONS, CHANNELS, SERVERS, channelsFor } from './seed/catalogue.ts';

export const KOREAN_BRAND: BrandId = 'ko';

/** The logged-in account (oauth_token in the query, or in a POST body). */
export function requireSession(ctx: Ctx): AccountRec {
  const a = optionalSession(ctx);
  if (!a) throw new Fail(CODE.TOKEN_INVALID, ctx.p.has('oauth_token') ? 'Your login has expired, please log in again.' : 'Please log in first.');
  return a;
}

export function optionalSession(ctx: Ctx): AccountRec | null {
  return ctx.svc.state.accountOfToken(ctx.p.optStr('oauth_token', { max: 128 }));
}

/** The `brand` parameter; required here because no game names the brand. */
export function requireBrand(ctx: Ctx): Brand {
  return brandOf(ctx.p.oneOf('brand', [...BRANDS.keys()]));
}

export function optionalBrand(ctx: Ctx): Brand | undefined {
  const id = ctx.p.optOneOf('brand', [...BRANDS.keys()]);
  return id ? brandOf(id) : undefined;
}

/** The game named by `client_id` (or `game_id`); its brand is the call's brand. */
export function requireGame(ctx: Ctx, name: 'client_id' | 'game_id' | 'rp_client_id' = 'client_id'): GameRec {
  optionalBrand(ctx); // a malformed brand is still a bad parameter
  const id = ctx.p.str(name, { max: 32, ...ID });
  const g = ctx.svc.state.game(id);
  if (!g) throw new Fail(CODE.GAME_NOT_FOUND, `Game ${id} was not found.`);
  return g;
}

/** `domain_area`: one of the brand's areas, and one the game is offered in. */
export function requireArea(ctx: Ctx, brand: Brand, game?: GameRec): DomainArea {
  const v = ctx.p.str('domain_area', { max: 32 });
  return checkArea(v, brand, game);
}

export function checkArea(v: string, brand: Brand, game?: GameRec): DomainArea {
  const area = DOMAIN_AREAS.find((a) => a === v);
  if (!area || !brand.domainAreas.includes(area)) throw new Fail(CODE.WRONG_DOMAIN_AREA, `Domain area "${v.slice(0, 32)}" is not served by ${brand.name}.`);
  if (game && !game.domainAreas.includes(area)) throw new Fail(CODE.WRONG_DOMAIN_AREA, `${game.name} is not offered in domain area "${area}".`);
  return area;
}

/** Korean accounts must have passed real-name verification to buy on the Korean brand. */
export function requireRealName(account: AccountRec, brand: BrandId): void {
  if (brand === KOREAN_BRAND && account.real_name_status !== 1) throw new Fail(CODE.REAL_NAME_REQUIRED, 'Real-name verification is required.');
}

/** A game call: the game, its brand and the checked domain area. */
export function gameScope(ctx: Ctx): { game: GameRec; brand: Brand; area: DomainArea } {
  const game = requireGame(ctx);
  const brand = brandOf(game.brand);
  return { game, brand, area: requireArea(ctx, brand, game) };
}

/** A game call by a logged-in player: login first, then game and area, then real name. */
export function playerScope(ctx: Ctx): { game: GameRec; brand: Brand; area: DomainArea; account: AccountRec } {
  const account = requireSession(ctx);
  const scope = gameScope(ctx);
  requireRealName(account, scope.brand.id);
  return { ...scope, account };
}

export function requireServerArea(areaId: number): Area {
  const a = AREAS.find((x) => x.area_id === areaId);
  if (!a) throw new Fail(CODE.SERVER_NOT_FOUND, `Area ${areaId} was not found.`);
  return a;
}

export function requireServer(ctx: Ctx): Server {
  const id = ctx.p.int('server_id');
  const s = SERVERS.find((x) => x.server_id === id);
  if (!s) throw new Fail(CODE.SERVER_NOT_FOUND, `Server ${id} was not found.`);
  return s;
}

export function requireRole(ctx: Ctx, account: AccountRec, game: GameRec, server: Server): RoleRec {
  const id = ctx.p.str('role_id', { max: 32, ...ID });
  const r = ctx.svc.state.rolesOf(account.username, game.clientId, server.server_id).find((x) => x.roleId === id);
  if (!r) throw new Fail(CODE.ROLE_NOT_FOUND, 'Fail to find the character, please re-select or change the account.');
  return r;
}

export function requireGoods(ctx: Ctx, game: GameRec): GoodsRec {
  const id = ctx.p.int('goods_id');
  const g = ctx.svc.state.goodsOf(game).find((x) => x.goodsId === id);
  if (!g) throw new Fail(CODE.GOODS_NOT_FOUND, `Goods ${id} was not found in ${game.name}.`);
  return g;
}

/** `region`: a region name of the spec, offered in this domain area. */
export function requireRegion(ctx: Ctx, area: DomainArea): PayRegion {
  const region = ctx.p.oneOf('region', PAY_REGIONS);
  if (!AREA_REGIONS[area].includes(region)) throw new Fail(CODE.PAYMENT_PARAMS, `Incorrect parameters for the selected payment method: region ${region} is not offered here.`);
  return region;
}

/**
 * `channel_id`: a known channel (-3006), offered in the region (-3007), and paid the way
 * the call pays (a gift-card channel only through card_recharge).
 */
export function requireChannel(ctx: Ctx, area: DomainArea, region: PayRegion, redirectOnly: boolean): ChannelId {
  const raw = ctx.p.int('channel_id', { min: 1, max: 999_999 });
  const id = CHANNEL_IDS.find((c) => c === raw);
  if (id === undefined) throw new Fail(CODE.CHANNEL_NOT_FOUND, `Channel ID ${raw} does not exist, try again.`);
  if (!channelsFor(area, region).includes(id)) throw new Fail(CODE.PAYMENT_PARAMS, `Incorrect parameters for the selected payment method: channel ${id} is not offered in ${region}.`);
  if (redirectOnly && CHANNELS[id].rechargeType !== RECHARGE_TYPE.REDIRECT) throw new Fail(CODE.PAYMENT_PARAMS, `Incorrect parameters for the selected payment method: channel ${id} is paid with a gift card (card_recharge).`);
  return id;
}

/** An obfuscated parameter (a password, the account name), decoded (-1000 when it is not obfuscated as the contract says). */
export function requireObfuscated(ctx: Ctx, name: string): string {
  const wire = ctx.p.str(name, { max: 512 });
  const v = deobfuscatePassword(wire);
  if (v === null) throw new Fail(CODE.BAD_PARAM, `${name} is not obfuscated as the contract says (3 hex characters, then base64 of them and the value).`);
  return v;
}

/** Each provider's client id in a brand file (Kakao: the JavaScript app key). */
const PROVIDER_CLIENT_ID = {
  google: (l: Brand['login']) => l.google?.clientId,
  apple: (l: Brand['login']) => l.apple?.clientId,
  facebook: (l: Brand['login']) => l.facebook?.appId,
  vk: (l: Brand['login']) => l.vk?.appId,
  kakao: (l: Brand['login']) => l.kakao?.appKey,
} as const;

/** The brand a provider client id (Google, Apple, Facebook, VK, Kakao) belongs to. */
export function brandOfProviderClient(provider: keyof typeof PROVIDER_CLIENT_ID, clientId: string): Brand | undefined {
  for (const b of BRANDS.values()) if (PROVIDER_CLIENT_ID[provider](b.login) === clientId) return b;
  return undefined;
}
