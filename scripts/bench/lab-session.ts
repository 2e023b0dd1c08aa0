/**
 * The lab's returning player: logged in at the sandbox as a seeded test account, with a
 * game, server, role and goods item picked through the sandbox's own API, written into
 * localStorage the way the storefront stores them (src/lib/storage.ts: `{ value, expires }`
 * under the spec's keys). /selectGoods and /recharge can then be opened directly, as a
 * player returning to the storefront would, instead of clicking through pages whose
 * markup the lab should not depend on.
 */
import { type Brand, type DomainArea, type Language, defaultLanguage } from '../../brands/brand.ts';
import {
  type Area, type Channel, type Envelope, type Game, type Goods, type LoginResult, PATHS as API, type PayRegion, type PayRegionInfo, type Role, type Server,
} from '../../src/api/contract.ts';
import { ORDER_INFO_TTL_MS, SESSION_TTL_MS } from '../../src/lib/constants.ts';
import { CHANNELS_MEMO_KEY, GAMES_MEMO_KEY, STORAGE_KEYS } from '../../src/lib/storage.ts';
import { type ChannelsMemo, channelsListedFor } from '../../src/lib/channels-memo.ts';
import { GAMES_MEMO_TTL_MS, type GamesMemo, type KeptGame, keptGamesOf } from '../../src/lib/games-memo.ts';
import { obfuscatePassword } from '../../src/api/obfuscation.ts';

/** sandbox/seed/accounts.ts: player1 has roles on server 101 of every game. */
export const LAB_ACCOUNT = { username: 'player1', password: 'Password1!', serverId: 101 } as const;

export interface LabChoice { game: Game; area: Area; server: Server; role: Role; goods: Goods }
export interface LabSession { token: string; user: LoginResult; domainArea: DomainArea; lang: Language; games: KeptGame[]; choice: LabChoice; region: PayRegion; channelNames: string[] }

async function get<T>(api: string, path: string, params: Record<string, string | number>): Promise<T> {
  const url = new URL(path, api);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const res = await fetch(url);
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`sandbox ${path}: code ${body.code} ${body.msg}`);
  return body.content;
}

/** Logs in and picks the first game, area, server 101, a role there, a buyable goods item and its default payment region. */
export async function sandboxSession(api: string, brand: Brand): Promise<LabSession> {
  const domainArea = brand.domainAreas[0]!;
  const b = { brand: brand.id, domain_area: domainArea };
  const user = await get<LoginResult>(api, API.login, { brand: brand.id, username: obfuscatePassword(LAB_ACCOUNT.username), password: obfuscatePassword(LAB_ACCOUNT.password) });
  const t = { ...b, oauth_token: user.oauth_token };
  const lang = defaultLanguage(brand);
  const games = await get<Game[]>(api, API.gameList, { ...t, spec_lang: lang });
  const game = games[0];
  if (!game) throw new Error(`sandbox has no game for ${brand.id} in ${domainArea}`);
  const g = { ...t, client_id: game.client_id };
  const found = await get<{ area: Area; server: Server }>(api, API.searchServer, { ...g, server_id: LAB_ACCOUNT.serverId });
  const role = (await get<Role[]>(api, API.roleList, { ...g, server_id: found.server.server_id }))[0];
  if (!role) throw new Error(`${LAB_ACCOUNT.username} has no role on server ${LAB_ACCOUNT.serverId} of ${game.client_id}`);
  const goods = await get<Goods[]>(api, API.goodsList, { ...g, server_id: found.server.server_id, role_id: role.role_id });
  const item = goods.find((x) => !x.unpaid && (!x.limit || x.limit.remaining > 0)) ?? goods[0];
  if (!item) throw new Error(`no goods in ${game.client_id}`);
  // The payment region step 3 chose on the last visit (its default), which the app keeps in the order.
  const regions = await get<PayRegionInfo[]>(api, API.regionList, { ...g, goods_id: item.goods_id });
  const region = (regions.find((r) => r.default) ?? regions[0])?.region;
  if (!region) throw new Error(`no payment region for ${item.goods_id} in ${game.client_id}`);
  // Step 3's payment methods as the app keeps their names after a visit (src/lib/channels-memo.ts).
  const channels = await get<Channel[]>(api, API.channelList, { ...g, goods_id: item.goods_id, region, spec_lang: lang });
  // Step 1's list as the app keeps it after a visit: the logos with their bytes.
  const kept = await keptGamesOf(games, new Map(), (url) => fetch(url));
  return { token: user.oauth_token, user, domainArea, lang, games: kept, choice: { game, area: found.area, server: found.server, role, goods: item }, region, channelNames: channels.map((c) => c.name) };
}

/**
 * What a returning player's page finds in localStorage: the domain area, the session, the
 * game list step 1's shell kept with its logos' bytes (src/lib/games-memo.ts), the game, server and role
 * chosen, and on /recharge the goods item, the payment region and its methods' names
 * (src/lib/channels-memo.ts) too.
 */
export function storageFor(s: LabSession | null, step: 'selectGame' | 'selectGoods' | 'recharge', now = Date.now(), opts: { kept: boolean } = { kept: true }): Record<string, string> {
  const entry = (value: unknown, ttl?: number) => JSON.stringify(ttl === undefined ? { value } : { value, expires: now + ttl });
  const out: Record<string, string> = {};
  if (!s) return out;
  const { game, area, server, role, goods } = s.choice;
  out[STORAGE_KEYS.domainArea] = entry(s.domainArea);
  out[STORAGE_KEYS.token] = entry(s.token, SESSION_TTL_MS);
  out[STORAGE_KEYS.userInfo] = entry({
    suid: s.user.suid, username: s.user.username, platform_token: s.user.platform_token, oauth_token: s.token,
    real_name_status: s.user.real_name_status, years: s.user.years, real_name: s.user.real_name,
  }, SESSION_TTL_MS);
  // A first visit has not kept a list yet.
  if (opts.kept) out[GAMES_MEMO_KEY] = entry({ area: s.domainArea, lang: s.lang, games: s.games } satisfies GamesMemo, GAMES_MEMO_TTL_MS);
  out[STORAGE_KEYS.gameInfo] = entry({ gameName: game.name, clientId: game.client_id }, ORDER_INFO_TTL_MS);
  if (step === 'recharge' && opts.kept) {
    out[CHANNELS_MEMO_KEY] = entry({ of: channelsListedFor(s.domainArea, s.lang, game.client_id, goods.goods_id, s.region), names: s.channelNames } satisfies ChannelsMemo, ORDER_INFO_TTL_MS);
  }
  // /selectGame and /selectGoods: the returning player's server and role are remembered,
  // the goods item is not (the lab taps one); /recharge: the goods item too.
  out[STORAGE_KEYS.orderInfo] = entry({
    gameName: game.name, clientId: game.client_id, area, server, realServer: server.real_server, role,
    goods: step === 'recharge' ? goods : {}, region: step === 'recharge' ? s.region : '', rechargeInfo: {}, billing_no: '',
    // The account that chose it, as stores/order.ts saves it; step 3's shell shows no other's.
    owner: String(s.user.suid),
  }, ORDER_INFO_TTL_MS);
  return out;
}
