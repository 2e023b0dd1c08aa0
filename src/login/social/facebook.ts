/**
 * Facebook: the JavaScript SDK's `FB.login` in the tap, whose popup hands back an access
 * token. Facebook's and Instagram's own in-app browsers break that popup, so there the page
 * itself goes to Facebook's login dialog (`response_type=token`), which returns the token
 * in the callback page's address fragment (redirect-return.ts).
 */
import brandLogin from 'virtual:brand/login';
import socialAuth from 'virtual:brand/socialAuth';
import { facebookLogin } from '../../api/auth.ts';
import { inGame } from '../../lib/in-game.ts';
import { isFacebookApp } from '../../lib/platform.ts';
import { redirectTo } from '../../lib/redirect.ts';
import { forgetRedirect, rememberRedirect } from './redirect-return.ts';
import { forgetSdkLoad, globalOf, loadSdk, type SdkScript, withReadySdk } from './sdk.ts';
import { type Answer, LEFT, QUIET, type SocialAdapter } from './types.ts';

interface LoginResponse { status?: string; authResponse?: { accessToken?: string } | null }
interface FB {
  init(params: { appId: string; version: string; cookie: boolean; xfbml: boolean; status: boolean }): void;
  login(cb: (r: LoginResponse) => void, opts: { scope: string }): void;
}

const SCOPE = 'public_profile,email';
const config = () => socialAuth.facebook!;
const appId = () => brandLogin.facebook!.appId;
/** The Graph API version: the one in the dialog's address (…/v25.0/dialog/oauth), so the two cannot differ. */
const version = () => new URL(config().dialog).pathname.split('/')[1]!;

/** FB.init has run in fbAsyncInit: the SDK has all of itself. */
let complete = false;
const SDK: SdkScript<FB> = {
  script: socialAuth.facebook?.script ?? '',
  global: () => (complete ? globalOf<FB>('FB') : undefined),
  // sdk.js is a small loader that fetches the SDK's main bundle; until that arrives FB.login
  // only queues, and its window would open late, outside the tap. Facebook calls
  // fbAsyncInit once the whole SDK is there (its quickstart): only then is it ready.
  whenComplete: () => new Promise<void>((resolve) => {
    (window as unknown as { fbAsyncInit: () => void }).fbAsyncInit = () => {
      globalOf<FB>('FB')!.init({ appId: appId(), version: version(), cookie: false, xfbml: false, status: false });
      complete = true;
      resolve();
    };
  }),
};

function dialogUrl(state: string, callbackUrl: string): string {
  const u = new URL(config().dialog);
  u.search = new URLSearchParams({ client_id: appId(), redirect_uri: callbackUrl, state, response_type: 'token', scope: SCOPE }).toString();
  return u.toString();
}

export const facebook: SocialAdapter = {
  // In Facebook's own in-app browsers the page goes to the dialog: no SDK.
  prepare: () => (isFacebookApp() ? Promise.resolve() : loadSdk(SDK)),
  ready: () => isFacebookApp() || SDK.global() !== undefined,
  authorize(a) {
    if (isFacebookApp()) {
      if (!rememberRedirect(a)) return Promise.resolve(null);
      if (redirectTo(dialogUrl(a.state, a.callbackUrl), [new URL(config().dialog).origin])) return Promise.resolve(LEFT);
      forgetRedirect(a);
      return Promise.resolve(null);
    }
    return withReadySdk(SDK, (fb) => new Promise<Answer | null>((resolve) => {
      fb.login((r) => {
        const token = r.status === 'connected' ? r.authResponse?.accessToken : undefined;
        resolve(token ? { access_token: token } : null);
      }, { scope: SCOPE });
    }));
  },
  redeem: (v) => (v.access_token ? facebookLogin({ fb_access_token: v.access_token, ...inGame() }, QUIET) : null),
};

/** Tests only: forget that the SDK arrived, or (true) take the page's FB as arrived and initialised. */
export function resetFacebookForTests(arrived = false): void {
  complete = arrived;
  forgetSdkLoad(SDK);
}
