/**
 * Google: Google Identity Services' authorization code flow in popup mode
 * (`google.accounts.oauth2.initCodeClient({ ux_mode: 'popup' })`, `requestCode()` in the
 * tap). The code is redeemed with google_auth, with the redirect URI Google's guide gives
 * for popup mode: the origin of the page that called initCodeClient.
 */
import brandLogin from 'virtual:brand/login';
import socialAuth from 'virtual:brand/socialAuth';
import { googleLogin } from '../../api/auth.ts';
import { inGame } from '../../lib/in-game.ts';
import { globalOf, loadSdk, type SdkScript, withReadySdk } from './sdk.ts';
import { type Answer, QUIET, type SocialAdapter } from './types.ts';

/** What GIS hands the callback (CodeResponse). */
interface CodeResponse { code?: string; state?: string; error?: string }
interface Oauth2 {
  initCodeClient(config: {
    client_id: string; scope: string; ux_mode: 'popup'; state: string;
    callback: (r: CodeResponse) => void;
    /** popup_failed_to_open, popup_closed, unknown. */
    error_callback: (e: { type: string }) => void;
  }): { requestCode(): void };
}

const keys = () => brandLogin.google!;
const GIS: SdkScript<Oauth2> = {
  script: socialAuth.google?.script ?? '',
  global: () => globalOf<{ accounts?: { oauth2?: Oauth2 } }>('google')?.accounts?.oauth2,
};

export const google: SocialAdapter = {
  prepare: () => loadSdk(GIS),
  ready: () => GIS.global() !== undefined,
  authorize: (a) => withReadySdk(GIS, (oauth2) => new Promise<Answer | null>((resolve) => {
    oauth2.initCodeClient({
      client_id: keys().clientId,
      scope: 'openid email profile',
      ux_mode: 'popup',
      state: a.state,
      callback: (r) => resolve(r.code && !r.error && r.state === a.state ? { code: r.code } : null),
      error_callback: () => resolve(null),
    }).requestCode();
  })),
  redeem: (v) => (v.code
    ? googleLogin({ authorization_code: v.code, pkg: keys().package, client_id: keys().clientId, redirect_uri: window.location.origin, ...inGame() }, QUIET)
    : null),
};
