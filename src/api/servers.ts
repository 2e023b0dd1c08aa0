/** Step 2's lists: a game's areas and servers, server search, and the player's roles. */
import type { CallOptions } from './client.ts';
import { PATHS, type Area, type AreaListParams, type Role, type RoleListParams, type SearchServerParams, type Server, type ServerListParams, type ServerSearchResult, type UsedServerListParams } from './contract.ts';
import { brandGet, type Req } from './brand-call.ts';

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
