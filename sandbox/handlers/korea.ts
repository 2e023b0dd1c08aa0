/**
 * The Korean brand's calls: the real-name status of the logged-in player, and the platform
 * token that opens customer service (brand ko only: -3002 elsewhere).
 */
import { CODE, PATHS } from '../../src/api/contract.ts';
import { KOREAN_BRAND, requireBrand, requireSession } from '../guards.ts';
import { Fail } from '../http.ts';
import { apiRoute, type ApiHandler, type Route } from '../router.ts';

const krUserInfo: ApiHandler<typeof PATHS.krUserInfo> = (ctx) => {
  const a = requireSession(ctx);
  return { real_name_status: a.real_name_status, years: a.years, real_name: a.real_name };
};

const platformToken: ApiHandler<typeof PATHS.platformToken> = (ctx) => {
  const a = requireSession(ctx);
  const brand = requireBrand(ctx);
  if (brand.id !== KOREAN_BRAND) throw new Fail(CODE.NO_PERMISSION, `The platform token is for the Korean brand only, not ${brand.name}.`);
  return { platform_token: `pt.${a.suid}.${ctx.svc.state.secret(8)}` };
};

export const koreaRoutes: Route[] = [
  apiRoute('GET', PATHS.krUserInfo, krUserInfo),
  apiRoute('GET', PATHS.platformToken, platformToken),
];
