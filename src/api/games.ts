/** Games, logos, recharge texts, areas, servers and the player's roles. */
import type { CallOptions } from './client.ts';
import { PATHS, type Area, type AreaListParams, type Game, type GameListParams, type GameLogo, type GameLogoParams, type GameParams, type RechargeConfig, type Role, type RoleListParams, type SearchServerParams, type Server, type ServerListParams, type ServerSearchResult, type UsedServerListParams } from './contract.ts';
import { brandGet, type Req } from './brand-call.ts';

export const getGameList = (p: Req<GameListParams>, opts?: CallOptions) =>
  brandGet<Game[]>(PATHS.gameList, p, opts);

export const getGameLogo = (p: Req<GameLogoParams>, opts?: CallOptions) =>
  brandGet<GameLogo>(PATHS.gameLogo, p, opts);

export const getRechargeConfig = (p: Req<GameParams>, opts?: CallOptions) =>
  brandGet<RechargeConfig>(PATHS.rechargeConfig, p, opts);

export const getAreaList = (p: Req<AreaListParams>, opts?: CallOptions) =>
  brandGet<Area[]>(PATHS.areaList, p, opts);

export const getServerList = (p: Req<ServerListParams>, opts?: CallOptions) =>
  brandGet<Server[]>(PATHS.serverList, p, opts);

/** Finds a server by its id, with its area. */
export const searchServer = (p: Req<SearchServerParams>, opts?: CallOptions) =>
  brandGet<ServerSearchResult>(PATHS.searchServer, p, opts);

/** Servers where the logged-in player has roles. */
export const getUsedServerList = (p: Req<UsedServerListParams>, opts?: CallOptions) =>
  brandGet<ServerSearchResult[]>(PATHS.usedServerList, p, opts);

/** The logged-in player's roles on a server (empty when none). */
export const getRoleList = (p: Req<RoleListParams>, opts?: CallOptions) =>
  brandGet<Role[]>(PATHS.roleList, p, opts);
