/** The Korean brand's calls: real-name status and the customer-service platform token. */
import type { CallOptions } from './client.ts';
import { PATHS, type BrandParams, type KrUserInfo, type KrUserInfoParams, type PlatformToken } from './contract.ts';
import { brandGet, type Req } from './brand-call.ts';

/** With `return_url`, a player who is not verified gets the page that starts the verification (`verify_url`). */
export const getKrUserInfo = (p: Req<KrUserInfoParams> = {}, opts?: CallOptions) =>
  brandGet<KrUserInfo>(PATHS.krUserInfo, p, opts);

/** Brand ko only (-3002 for any other brand). */
export const getPlatformToken = (p: Req<BrandParams> = {}, opts?: CallOptions) =>
  brandGet<PlatformToken>(PATHS.platformToken, p, opts);
