/**
 * The Korean brand's calls: the real-name status of the logged-in player, and the platform
 * token that opens customer service (brand ko only: -3002 elsewhere).
 */
import { CODE, PATHS, type KrUserInfo, type PlatformToken } from '../../src/api/contract.ts';
import { KOREAN_BRAND, requireBrand, requireSession } from '../guards.ts';
import { Fail } from '../http.ts';
import type { Handler, Route } from '../router.ts';

const krUserInfo: Handler = (ctx): KrUserInfo => {
  const a = requireSession(ctx);
  return { real_name_status: a.real_name_status, years: a.years, real_name: a.real_name };
};

const platformToken: Handler = (ctx): PlatformToken => {
  const a = requireSession(ctx);
  const brand = requireBrand(ctx);
  if (brand.id !== KOREAN_BRAND) throw new Fail(CODE.NO_PERMISSION, `The platform token is for the Korean brand only, not ${brand.name}.`);
  return { platform_token: `pt.${a.suid}.${ctx.svc.state.secret(8)}` };
};

export const koreaRoutes: Route[] = [
  { method: 'GET', path: PATHS.krUserInfo, handler: krUserInfo },
  { method: 'GET', path: PATHS.platformToken, handler: platformToken },
];
