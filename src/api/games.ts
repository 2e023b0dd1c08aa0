/** Games, their logos, step 1's banners and recharge texts (areas, servers and roles: servers.ts, step 2's). */
import type { CallOptions } from './client.ts';
import { PATHS, type Banner, type BannerParams, type Game, type GameListParams, type GameLogo, type GameLogoParams, type GameParams, type RechargeConfig } from './contract.ts';
import { brandGet, type Req } from './brand-call.ts';

export const getGameList = (p: Req<GameListParams>, opts?: CallOptions) =>
  brandGet<Game[]>(PATHS.gameList, p, opts);

export const getGameLogo = (p: Req<GameLogoParams>, opts?: CallOptions) =>
  brandGet<GameLogo>(PATHS.gameLogo, p, opts);

export const getBanners = (p: Req<BannerParams>, opts?: CallOptions) =>
  brandGet<Banner[]>(PATHS.banner, p, opts);

export const getRechargeConfig = (p: Req<GameParams>, opts?: CallOptions) =>
  brandGet<RechargeConfig>(PATHS.rechargeConfig, p, opts);
