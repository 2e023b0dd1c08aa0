/**
 * VK: VK ID's SDK in a new window with the answer to a callback
 * (`Config.init({ mode: InNewWindow, responseMode: Callback })`, `Auth.login()` in the tap),
 * which gives a code; the SDK exchanges it (PKCE) for an access token and the user id,
 * redeemed with vk_auth. State and code verifier are passed in, not left to the SDK's
 * cookies, which fail on domains like .co.kr.
 *
 * The SDK is bundled (vkid-sdk.ts, its own chunk), loaded when the login popup opens. A
 * staging build (STORE_SOCIAL_AUTH_ORIGIN) loads the stand-in's script from that origin
 * instead (socialAuth.vk.script): the real SDK only talks to VK's own hosts.
 */
import brandLogin from 'virtual:brand/login';
import socialAuth from 'virtual:brand/socialAuth';
import { vkLogin } from '../../api/auth.ts';
import { inGame } from '../../lib/in-game.ts';
import { loadScript } from '../../lib/load-script.ts';
import { randomId } from '../../lib/random-id.ts';
import { globalOf } from './sdk.ts';
import type { Answer, SocialAdapter } from './types.ts';
import { QUIET } from './types.ts';

/** The part of VK ID's SDK used here (@vkid/sdk's Config, Auth and their enums). */
interface VkId {
  Config: { init(c: { app: number; redirectUrl: string; state: string; codeVerifier: string; mode: string; responseMode: string; scope?: string }): unknown };
  ConfigAuthMode: { InNewWindow: string };
  ConfigResponseMode: { Callback: string };
  Auth: {
    /** Opens the window at once; rejects with { code, error } when it could not open, was closed, or the state did not match. */
    login(): Promise<unknown>;
    exchangeCode(code: string, deviceId: string): Promise<{ access_token: string; user_id: number | string; state: string }>;
  };
}

let sdk: VkId | undefined;
let loading: Promise<void> | null = null;

function load(): Promise<void> {
  if (sdk) return Promise.resolve();
  const standIn = socialAuth.vk?.script;
  loading ??= (standIn ? loadScript(standIn).then(() => globalOf<VkId>('VKIDSDK')) : import('./vkid-sdk.ts').then((m) => m.vkid as unknown as VkId))
    .then((v) => { if (!v) throw new Error('VK ID SDK missing'); sdk = v; })
    .finally(() => { loading = null; });
  return loading;
}

/** Tests only: the SDK as if loaded (a fake); undefined forgets it. */
export function setVkIdForTests(fake: unknown): void {
  sdk = fake as VkId | undefined;
}

export const vk: SocialAdapter = {
  prepare: load,
  ready: () => sdk !== undefined,
  authorize(a) {
    const VKID = sdk;
    if (!VKID) return Promise.resolve(null);
    VKID.Config.init({
      app: Number(brandLogin.vk!.appId), redirectUrl: a.callbackUrl, state: a.state,
      // PKCE: 64 characters of [0-9a-f], within RFC 7636's 43 to 128.
      codeVerifier: randomId() + randomId() + randomId() + randomId(),
      mode: VKID.ConfigAuthMode.InNewWindow, responseMode: VKID.ConfigResponseMode.Callback,
    });
    // login() opens the window synchronously (its PKCE challenge is hashed synchronously too).
    return VKID.Auth.login()
      .then((r) => {
        const { code, state, device_id: deviceId } = (r ?? {}) as { code?: string; state?: string; device_id?: string };
        return code && deviceId && state === a.state ? VKID.Auth.exchangeCode(code, deviceId) : null;
      })
      .then((t): Answer | null => (t?.access_token && t.user_id ? { access_token: t.access_token, user_id: String(t.user_id) } : null), () => null);
  },
  redeem: (v) => (v.access_token && v.user_id ? vkLogin({ vk_access_token: v.access_token, uid: v.user_id, ...inGame() }, QUIET) : null),
};
