/** Apple: an authorization code with an identity token, redeemed with the brand's client id. */
import brandLogin from 'virtual:brand/login';
import { appleLogin } from '../../api/auth.ts';
import { ANSWER_BY_MESSAGE, pageUrl } from './popup.ts';
import { SILENT, type SocialAdapter } from './types.ts';

const clientId = () => brandLogin.apple!.clientId;

export const apple: SocialAdapter = {
  via: 'popup',
  authorizeUrl: (a) => pageUrl(a.endpoint, {
    client_id: clientId(), redirect_uri: a.redirectUri, response_type: 'code id_token', state: a.state, ...ANSWER_BY_MESSAGE,
  }),
  redeem: (v, a) => (v.code && v.id_token
    ? appleLogin({ authorization_code: v.code, identity_token: v.id_token, redirect_uri: a.redirectUri, client_id: clientId() }, SILENT)
    : null),
};
