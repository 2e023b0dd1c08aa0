/**
 * Login calls (spec section 7, and kakao_auth, which the storefront adds). Each takes
 * `game_id` optionally: with it, the in-game variant under /api/ingame/ is called instead.
 * The account's name and password go in obfuscated (obfuscation.ts); these functions send
 * what they are given.
 */
import type { CallOptions } from './client.ts';
import { PATHS, type AccountLoginParams, type AppleLoginParams, type CardLoginParams, type FacebookLoginParams, type GoogleLoginParams, type KakaoLoginParams, type LoginResult, type TwitterAuthParams, type TwitterAuthResult, type TwitterRedirectParams, type UserInfo, type VkLoginParams } from './contract.ts';
import { brandGet, type Req } from './brand-call.ts';

type MaybeInGame<P> = Req<P> & { game_id?: string };

function login<T>(path: string, inGamePath: string, params: { game_id?: string }, opts?: CallOptions): Promise<T> {
  return brandGet<T>(params.game_id ? inGamePath : path, params, opts);
}

export const accountLogin = (p: MaybeInGame<AccountLoginParams>, opts?: CallOptions) =>
  login<LoginResult>(PATHS.login, PATHS.inGameLogin, p, opts);

export const googleLogin = (p: MaybeInGame<GoogleLoginParams>, opts?: CallOptions) =>
  login<LoginResult>(PATHS.googleLogin, PATHS.inGameGoogleLogin, p, opts);

export const appleLogin = (p: MaybeInGame<AppleLoginParams>, opts?: CallOptions) =>
  login<LoginResult>(PATHS.appleLogin, PATHS.inGameAppleLogin, p, opts);

export const facebookLogin = (p: MaybeInGame<FacebookLoginParams>, opts?: CallOptions) =>
  login<LoginResult>(PATHS.facebookLogin, PATHS.inGameFacebookLogin, p, opts);

/** Fetches a Twitter request token and the address to open for it. */
export const twitterAuth = (p: MaybeInGame<TwitterAuthParams>, opts?: CallOptions) =>
  login<TwitterAuthResult>(PATHS.twitterAuth, PATHS.inGameTwitterAuth, p, opts);

export const twitterRedirect = (p: MaybeInGame<TwitterRedirectParams>, opts?: CallOptions) =>
  login<LoginResult>(PATHS.twitterRedirect, PATHS.inGameTwitterRedirect, p, opts);

export const vkLogin = (p: MaybeInGame<VkLoginParams>, opts?: CallOptions) =>
  login<LoginResult>(PATHS.vkLogin, PATHS.inGameVkLogin, p, opts);

export const kakaoLogin = (p: MaybeInGame<KakaoLoginParams>, opts?: CallOptions) =>
  login<LoginResult>(PATHS.kakaoLogin, PATHS.inGameKakaoLogin, p, opts);

/** Gift-card login: logs in as the account the card is registered to. */
export const cardLogin = (p: Req<CardLoginParams>, opts?: CallOptions) =>
  brandGet<LoginResult>(PATHS.cardLogin, p, opts);

export const getUserInfo = (p: Req<object> = {}, opts?: CallOptions) =>
  brandGet<UserInfo>(PATHS.userInfo, p, opts);
