/** Facebook: an access token for the brand's app. */
import brandLogin from 'virtual:brand/login';
import { facebookLogin } from '../../api/auth.ts';
import { ANSWER_BY_MESSAGE, pageUrl } from './popup.ts';
import { SILENT, type SocialAdapter } from './types.ts';

export const facebook: SocialAdapter = {
  via: 'popup',
  authorizeUrl: (a) => pageUrl(a.endpoint, {
    client_id: brandLogin.facebook!.appId, redirect_uri: a.redirectUri, response_type: 'token', state: a.state, ...ANSWER_BY_MESSAGE,
  }),
  redeem: (v) => (v.access_token ? facebookLogin({ fb_access_token: v.access_token }, SILENT) : null),
};
