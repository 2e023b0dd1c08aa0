/**
 * Kakao (brand ko): the JavaScript SDK, loaded with the integrity Kakao publishes.
 * `Kakao.Auth.authorize` takes the page itself to Kakao (SDK v2 has no popup login), which
 * sends it to the callback page with `code` and `state` (redirect-return.ts); the code is
 * redeemed with kakao_auth and the same redirect URI.
 */
import brandLogin from 'virtual:brand/login';
import socialAuth from 'virtual:brand/socialAuth';
import { kakaoLogin } from '../../api/auth.ts';
import { inGame } from '../../lib/in-game.ts';
import { forgetRedirect, rememberRedirect } from './redirect-return.ts';
import { globalOf, loadSdk, type SdkScript } from './sdk.ts';
import { LEFT, QUIET, type SocialAdapter } from './types.ts';

interface Kakao {
  init(appKey: string): void;
  isInitialized(): boolean;
  Auth: { authorize(settings: { redirectUri: string; state: string }): void };
}

const appKey = () => brandLogin.kakao!.appKey;
const SDK: SdkScript<Kakao> = {
  script: socialAuth.kakao?.script ?? '',
  integrity: socialAuth.kakao?.integrity,
  global: () => globalOf<Kakao>('Kakao'),
};

export const kakao: SocialAdapter = {
  prepare: () => loadSdk(SDK),
  ready: () => SDK.global() !== undefined,
  authorize(a) {
    const k = SDK.global();
    if (!k || !rememberRedirect(a)) return Promise.resolve(null);
    try {
      if (!k.isInitialized()) k.init(appKey());
      k.Auth.authorize({ redirectUri: a.callbackUrl, state: a.state });
      return Promise.resolve(LEFT);
    } catch (e) {
      forgetRedirect(a);
      return Promise.reject(e);
    }
  },
  redeem: (v, a) => (v.code
    ? kakaoLogin({ authorization_code: v.code, redirect_uri: a.callbackUrl, client_id: appKey(), ...inGame() }, QUIET)
    : null),
};
