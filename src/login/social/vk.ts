/** VK: an access token and the VK user id, from the popup window's message. */
import brandLogin from 'virtual:brand/login';
import { vkLogin } from '../../api/auth.ts';
import { ANSWER_BY_MESSAGE, pageUrl } from './popup.ts';
import { SILENT, type SocialAdapter } from './types.ts';

export const vk: SocialAdapter = {
  via: 'popup',
  authorizeUrl: (a) => pageUrl(a.endpoint, {
    client_id: brandLogin.vk!.appId, redirect_uri: a.redirectUri, display: 'popup', response_type: 'token', state: a.state, ...ANSWER_BY_MESSAGE,
  }),
  redeem: (v) => (v.access_token && v.user_id ? vkLogin({ vk_access_token: v.access_token, uid: v.user_id }, SILENT) : null),
};
