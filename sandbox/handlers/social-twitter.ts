/**
 * X (Twitter)'s stand-in: the authentication page for a request token from twitter_auth,
 * which answers the brand's redirect page with oauth_token and oauth_verifier (or denied).
 */
import { redirect } from '../http.ts';
import { ID } from '../params.ts';
import type { Ctx, Handler } from '../router.ts';
import { socialIdentities } from '../seed/accounts.ts';
import type { TwitterRequest } from '../social-grants.ts';
import { approvalPage, page, pageFail } from './social-pages.ts';

function twitterRequest(ctx: Ctx): { token: string; r: TwitterRequest } {
  const token = ctx.p.str('oauth_token', { max: 128, ...ID });
  const state = ctx.svc.state;
  const r = state.twitterRequests.get(token);
  if (!r || r.used || r.expiresAt <= state.now()) throw pageFail('This request token is not valid or has expired; fetch a new one with twitter_auth.');
  return { token, r };
}

export const twitterAuthorize: Handler = page((ctx) => {
  const { token } = twitterRequest(ctx);
  return approvalPage('twitter', 'The storefront', '/twitter/decide', { oauth_token: token });
});

export const twitterDecide: Handler = page((ctx) => {
  const { token, r } = twitterRequest(ctx);
  const u = new URL(r.callback);
  if (ctx.p.oneOf('decision', ['approve', 'deny'] as const) === 'deny') {
    u.searchParams.set('denied', token);
    return redirect(u.toString());
  }
  r.identityId = ctx.p.oneOf('identity', socialIdentities('twitter').map((i) => i.id));
  r.verifier = `tv.${ctx.svc.state.secret(8)}`;
  u.searchParams.set('oauth_token', token);
  u.searchParams.set('oauth_verifier', r.verifier);
  return redirect(u.toString());
});
