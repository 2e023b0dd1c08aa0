/**
 * VK: VK ID's SDK (its UMD build, global VKIDSDK) in a new window with the answer to a
 * callback (`Config.init({ mode: InNewWindow, responseMode: Callback })`, `Auth.login()` in
 * the tap), which gives a code; the SDK exchanges it (PKCE) for an access token and the
 * user id, redeemed with vk_auth. State and code verifier are passed in, not left to the
 * SDK's cookies, which fail on domains like .co.kr.
 */
import brandLogin from 'virtual:brand/login';
import socialAuth from 'virtual:brand/socialAuth';
import { vkLogin } from '../../api/auth.ts';
import { inGame } from '../../lib/in-game.ts';
import { randomId } from '../../lib/random-id.ts';
import { globalOf, prepareSdk, type SdkScript, withSdk } from './sdk.ts';
import { QUIET, type SocialAdapter } from './types.ts';

interface VkId {
  Config: { init(c: { app: number; redirectUrl: string; state: string; codeVerifier: string; mode: string; responseMode: string }): unknown };
  ConfigAuthMode: { InNewWindow: string };
  ConfigResponseMode: { Callback: string };
  Auth: {
    /** Rejects with { code, error } when the window could not open, was closed, or the state did not match. */
    login(): Promise<{ code: string; state: string; device_id: string }>;
    exchangeCode(code: string, deviceId: string): Promise<{ access_token: string; user_id: number | string; state: string }>;
  };
}

const SDK: SdkScript<VkId> = { script: socialAuth.vk?.script ?? '', global: () => globalOf<VkId>('VKIDSDK') };

export const vk: SocialAdapter = {
  prepare: () => prepareSdk(SDK),
  authorize: (a) => withSdk(SDK, (VKID) => {
    VKID.Config.init({
      app: Number(brandLogin.vk!.appId), redirectUrl: a.callbackUrl, state: a.state,
      // PKCE: 64 characters of [0-9a-f], within RFC 7636's 43 to 128.
      codeVerifier: randomId() + randomId() + randomId() + randomId(),
      mode: VKID.ConfigAuthMode.InNewWindow, responseMode: VKID.ConfigResponseMode.Callback,
    });
    return VKID.Auth.login()
      .then((r) => (r.state === a.state ? VKID.Auth.exchangeCode(r.code, r.device_id) : null))
      .then((t) => (t?.access_token && t.user_id ? { access_token: t.access_token, user_id: String(t.user_id) } : null), () => null);
  }),
  redeem: (v) => (v.access_token && v.user_id ? vkLogin({ vk_access_token: v.access_token, uid: v.user_id, ...inGame() }, QUIET) : null),
};
