/**
 * Login: account (name and password obfuscated), the six social providers (redeeming what
 * the stand-in providers on the social host handed out), user info, and the in-game
 * variants under /api/ingame/ that also name the game.
 */
import { CODE, PATHS, type LoginResult, type UserInfo } from '../../src/api/contract.ts';
import { loginClientNumbers, BRANDS } from '../brands.ts';
import { optionalBrand, requireGame, requireObfuscated, requireSession, brandOfProviderClient } from '../guards.ts';
import { Fail } from '../http.ts';
import type { AccountRec } from '../model.ts';
import { faultApplies } from '../faults.ts';
import { EMAIL, ID, PROVIDER_TOKEN, STRICT_CHARSET_TOKEN } from '../params.ts';
import { apiRoute, type ApiHandler, type Ctx, type Route } from '../router.ts';
import { SOCIAL_PROVIDERS, socialIdentities, type SocialProvider } from '../seed/accounts.ts';
import { SOCIAL_GRANT_TTL } from '../social-grants.ts';
import { TOKEN_TTL, type SandboxState } from '../state.ts';

export function userInfo(a: AccountRec): UserInfo {
  return { suid: a.suid, username: a.username, real_name_status: a.real_name_status, years: a.years, real_name: a.real_name };
}

/** Issues a token and answers like every login call. */
export function loginResult(state: SandboxState, a: AccountRec): LoginResult {
  const t = state.issueToken(a.username);
  return { ...userInfo(a), oauth_token: t.token, platform_token: '', expires_in: TOKEN_TTL / 1000 };
}

const socialFail = (msg: string) => new Fail(CODE.SOCIAL_FAILED, msg);

/** The account a provider identity logs in as (made on first use for a new identity). */
export function accountOfIdentity(state: SandboxState, identityId: string): AccountRec {
  for (const p of SOCIAL_PROVIDERS) {
    const id = socialIdentities(p).find((i) => i.id === identityId);
    if (id?.account) return state.accounts.get(id.account)!;
  }
  return state.accountForNewIdentity(identityId);
}

/**
 * Redeems a grant: it must exist, be the provider's, be live, be unused (single-use ones),
 * and match what the login call presents.
 */
function redeem(ctx: Ctx, provider: SocialProvider, key: string, present: Record<string, string>, singleUse: boolean): AccountRec {
  const state = ctx.svc.state;
  const g = state.socialGrants.get(key);
  if (!g || g.provider !== provider) throw socialFail(`The ${provider} authorization is not valid.`);
  if (g.expiresAt <= state.now()) throw socialFail(`The ${provider} authorization has expired.`);
  if (singleUse && g.used) throw socialFail(`The ${provider} authorization has been used already.`);
  for (const [k, v] of Object.entries(present)) {
    if (g.bind[k] !== v) throw socialFail(`The ${provider} authorization does not match ${k}.`);
  }
  g.used = true;
  return accountOfIdentity(state, g.identityId);
}

/**
 * A provider's credential (code, token, verifier) as the contract takes it; under the
 * `strict-charset` fault, by the contract's old rule, as a backend that kept it would.
 */
function credential(ctx: Ctx, name: string): string {
  const strict = ctx.svc.faults().some((f) => faultApplies(f, 'strict-charset', ctx.host, ctx.path));
  return ctx.p.str(name, strict ? STRICT_CHARSET_TOKEN : PROVIDER_TOKEN);
}

const accountLogin: ApiHandler<typeof PATHS.login> = (ctx) => {
  // Both obfuscated (spec section 5): a name in clear is refused like a password in clear.
  const username = requireObfuscated(ctx, 'username').trim();
  const password = requireObfuscated(ctx, 'password');
  const a = ctx.svc.state.accounts.get(username);
  if (!a || a.password !== password) throw new Fail(CODE.LOGIN_FAILED, 'Login failed: wrong username or password.');
  return loginResult(ctx.svc.state, a);
};

const googleLogin: ApiHandler<typeof PATHS.googleLogin> = (ctx) => {
  const clientId = ctx.p.str('client_id', { max: 200 });
  const pkg = ctx.p.str('pkg', { max: 200 });
  const redirectUri = ctx.p.url('redirect_uri');
  const b = brandOfProviderClient('google', clientId);
  if (!b) throw socialFail(`Unknown Google client ${clientId}.`);
  if (b.login.google?.package !== pkg) throw socialFail(`pkg ${pkg} is not the package of Google client ${clientId}.`);
  return loginResult(ctx.svc.state, redeem(ctx, 'google', credential(ctx, 'authorization_code'), { client_id: clientId, redirect_uri: redirectUri }, true));
};

const appleLogin: ApiHandler<typeof PATHS.appleLogin> = (ctx) => {
  const clientId = ctx.p.str('client_id', { max: 200 });
  const redirectUri = ctx.p.url('redirect_uri');
  const identityToken = credential(ctx, 'identity_token');
  // Apple's `user` (name, email): sent with a player's first authorization only, kept with the account.
  const profile = { first_name: ctx.p.optStr('first_name', { max: 256 }), last_name: ctx.p.optStr('last_name', { max: 256 }), email: ctx.p.optStr('email', EMAIL) };
  if (!brandOfProviderClient('apple', clientId)) throw socialFail(`Unknown Apple client ${clientId}.`);
  const account = redeem(ctx, 'apple', credential(ctx, 'authorization_code'), { client_id: clientId, redirect_uri: redirectUri, identity_token: identityToken }, true);
  if (profile.first_name || profile.last_name || profile.email) ctx.svc.state.appleProfiles.set(account.username, profile);
  return loginResult(ctx.svc.state, account);
};

const facebookLogin: ApiHandler<typeof PATHS.facebookLogin> = (ctx) =>
  loginResult(ctx.svc.state, redeem(ctx, 'facebook', credential(ctx, 'fb_access_token'), {}, false));

const vkLogin: ApiHandler<typeof PATHS.vkLogin> = (ctx) => {
  const uid = ctx.p.str('uid', { max: 64, ...ID });
  return loginResult(ctx.svc.state, redeem(ctx, 'vk', credential(ctx, 'vk_access_token'), { uid }, false));
};

const kakaoLogin: ApiHandler<typeof PATHS.kakaoLogin> = (ctx) => {
  const clientId = ctx.p.str('client_id', { max: 200 });
  const redirectUri = ctx.p.url('redirect_uri');
  if (!brandOfProviderClient('kakao', clientId)) throw socialFail(`Unknown Kakao app ${clientId}.`);
  return loginResult(ctx.svc.state, redeem(ctx, 'kakao', credential(ctx, 'authorization_code'), { client_id: clientId, redirect_uri: redirectUri }, true));
};

/** `client_id` is a login client number: of the named brand, or of any brand when none is named. */
function checkLoginClient(ctx: Ctx): string {
  const clientId = ctx.p.str('client_id', { max: 16, pattern: /^\d+$/, expect: 'the login client number' });
  const brand = optionalBrand(ctx);
  const known = (brand ? [brand] : [...BRANDS.values()]).some((b) => loginClientNumbers(b).includes(Number(clientId)));
  if (!known) throw socialFail(`${clientId} is not a login client number${brand ? ` of ${brand.name}` : ''}.`);
  return clientId;
}

const twitterAuth: ApiHandler<typeof PATHS.twitterAuth> = (ctx) => {
  const clientId = checkLoginClient(ctx);
  const callback = ctx.p.url('callback');
  const state = ctx.svc.state;
  const token = `tw.${state.secret(12)}`;
  state.twitterRequests.set(token, { callback, clientId, verifier: null, identityId: null, expiresAt: state.now() + SOCIAL_GRANT_TTL, used: false });
  return { url: `${ctx.svc.twitterPageOrigin}/oauth/authenticate?oauth_token=${encodeURIComponent(token)}`, oauth_token: token };
};

const twitterRedirect: ApiHandler<typeof PATHS.twitterRedirect> = (ctx) => {
  const clientId = checkLoginClient(ctx);
  const token = credential(ctx, 'oauth_token');
  const verifier = credential(ctx, 'oauth_verifier');
  const state = ctx.svc.state;
  const r = state.twitterRequests.get(token);
  if (!r || r.expiresAt <= state.now()) throw socialFail('The Twitter request token is not valid or has expired.');
  if (r.used) throw socialFail('The Twitter request token has been used already.');
  if (r.clientId !== clientId) throw socialFail('The Twitter request token was made for another client_id.');
  if (!r.verifier || r.verifier !== verifier || !r.identityId) throw socialFail('The Twitter verifier does not match.');
  r.used = true;
  return loginResult(state, accountOfIdentity(state, r.identityId));
};

const getUserInfo: ApiHandler<typeof PATHS.userInfo> = (ctx) => userInfo(requireSession(ctx));

/** The /api/ingame/ variant: the same login, for a named game (-3001 when unknown). */
const inGame = <R>(h: (ctx: Ctx) => R) => (ctx: Ctx): R => {
  requireGame(ctx, 'game_id');
  return h(ctx);
};

export const authRoutes: Route[] = [
  apiRoute('GET', PATHS.login, accountLogin),
  apiRoute('GET', PATHS.googleLogin, googleLogin),
  apiRoute('GET', PATHS.appleLogin, appleLogin),
  apiRoute('GET', PATHS.facebookLogin, facebookLogin),
  apiRoute('GET', PATHS.twitterAuth, twitterAuth),
  apiRoute('GET', PATHS.twitterRedirect, twitterRedirect),
  apiRoute('GET', PATHS.vkLogin, vkLogin),
  apiRoute('GET', PATHS.kakaoLogin, kakaoLogin),
  apiRoute('GET', PATHS.userInfo, getUserInfo),
  apiRoute('GET', PATHS.inGameLogin, inGame(accountLogin)),
  apiRoute('GET', PATHS.inGameGoogleLogin, inGame(googleLogin)),
  apiRoute('GET', PATHS.inGameAppleLogin, inGame(appleLogin)),
  apiRoute('GET', PATHS.inGameFacebookLogin, inGame(facebookLogin)),
  apiRoute('GET', PATHS.inGameTwitterAuth, inGame(twitterAuth)),
  apiRoute('GET', PATHS.inGameTwitterRedirect, inGame(twitterRedirect)),
  apiRoute('GET', PATHS.inGameVkLogin, inGame(vkLogin)),
  apiRoute('GET', PATHS.inGameKakaoLogin, inGame(kakaoLogin)),
];
