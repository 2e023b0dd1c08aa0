/** Google: an authorization code, redeemed with the brand's client id and package. */
import brandLogin from 'virtual:brand/login';
import { googleLogin } from '../../api/auth.ts';
import { ANSWER_BY_MESSAGE, pageUrl } from './popup.ts';
import { SILENT, type SocialAdapter } from './types.ts';

const keys = () => brandLogin.google!;

export const google: SocialAdapter = {
  via: 'popup',
  authorizeUrl: (a) => pageUrl(a.endpoint, {
    client_id: keys().clientId, redirect_uri: a.redirectUri, response_type: 'code', scope: 'openid profile', state: a.state, ...ANSWER_BY_MESSAGE,
  }),
  redeem: (v, a) => (v.code
    ? googleLogin({ authorization_code: v.code, pkg: keys().package, client_id: keys().clientId, redirect_uri: a.redirectUri }, SILENT)
    : null),
};
