/**
 * Apple: Sign in with Apple JS in popup mode (`AppleID.auth.init({ usePopup: true })`,
 * `signIn()` in the tap), which resolves with the authorization code and identity token,
 * redeemed with apple_auth and the same redirect URI (the callback page, registered as a
 * return URL of the Services ID).
 */
import brandLogin from 'virtual:brand/login';
import socialAuth from 'virtual:brand/socialAuth';
import { appleLogin } from '../../api/auth.ts';
import { inGame } from '../../lib/in-game.ts';
import { globalOf, loadSdk, type SdkScript, withReadySdk } from './sdk.ts';
import { QUIET, type SocialAdapter } from './types.ts';

/**
 * SignInResponseI; a failure (popup_closed_by_user, user_cancelled_authorize...) rejects
 * with { error }. `user` comes with the player's first authorization of the app only.
 */
interface SignInResponse {
  authorization?: { code?: string; id_token?: string; state?: string };
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
}

/** Apple's `user`, as apple_auth takes it; lost for good if not passed on that first time. */
function firstSignIn(user: SignInResponse['user']): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (k: string, v: unknown) => { if (typeof v === 'string' && v.trim()) out[k] = v.trim(); };
  put('first_name', user?.name?.firstName);
  put('last_name', user?.name?.lastName);
  put('email', user?.email);
  return out;
}
interface AuthI {
  init(config: { clientId: string; scope: string; redirectURI: string; state: string; usePopup: boolean }): void;
  signIn(): Promise<SignInResponse>;
}

const clientId = () => brandLogin.apple!.clientId;
const APPLE_JS: SdkScript<AuthI> = {
  script: socialAuth.apple?.script ?? '',
  global: () => globalOf<{ auth?: AuthI }>('AppleID')?.auth,
};

export const apple: SocialAdapter = {
  prepare: () => loadSdk(APPLE_JS),
  ready: () => APPLE_JS.global() !== undefined,
  authorize: (a) => withReadySdk(APPLE_JS, (auth) => {
    auth.init({ clientId: clientId(), scope: 'name email', redirectURI: a.callbackUrl, state: a.state, usePopup: true });
    return auth.signIn().then((r) => {
      const z = r?.authorization;
      return z?.code && z.id_token && z.state === a.state ? { code: z.code, id_token: z.id_token, ...firstSignIn(r.user) } : null;
    }, () => null);
  }),
  redeem: ({ code, id_token: idToken, first_name: firstName, last_name: lastName, email }, a) => (code && idToken
    ? appleLogin({
      authorization_code: code, identity_token: idToken, redirect_uri: a.callbackUrl, client_id: clientId(),
      ...(firstName ? { first_name: firstName } : {}), ...(lastName ? { last_name: lastName } : {}), ...(email ? { email } : {}), ...inGame(),
    }, QUIET)
    : null),
};
