/**
 * Stand-ins for the social login providers (social host), at each provider's own paths, so
 * that a staging build whose provider origins all point here (STORE_SOCIAL_AUTH_ORIGIN), or
 * a browser test that answers the providers' hosts with this host, runs the storefront's
 * real flows unchanged:
 *   - the SDK scripts (social-scripts.ts): Google Identity Services, Sign in with Apple JS,
 *     Facebook's SDK, VK ID's SDK, Kakao's SDK;
 *   - the authorization pages those scripts (or a redirect) open, which show two identities
 *     (one linked to player1, one that makes a new account) and Cancel, then answer as the
 *     provider does: by message to the opener for a popup (each SDK's own message, to the
 *     origin the request names), or by redirect to redirect_uri with the provider's
 *     parameters (query; Facebook's token in the fragment);
 *   - VK ID's code exchange (POST /oauth2/auth, PKCE), and X's authentication page for a
 *     request token from twitter_auth.
 * What they hand out is redeemed with the matching /util/login/*_auth call. See
 * docs/sandbox.md, "Social login stand-ins".
 */
import crypto from 'node:crypto';
import { realisticCredential } from '../../api/provider-credentials.ts';
import type { Brand } from '../../brands/brand.ts';
import { brandOfProviderClient } from '../guards.ts';
import { Reply, escapeHtml, htmlPage, jsonReply } from '../http.ts';
import { ID } from '../params.ts';
import { asPage, type Ctx, type Handler, type Route } from '../router.ts';
import { socialIdentities, type SocialProvider } from '../seed/accounts.ts';
import { SOCIAL_GRANT_TTL } from '../social-grants.ts';
import { TITLES, approvalPage, messagePage, page, pageFail, redirectWith } from './social-pages.ts';
import { twitterAuthorize, twitterDecide } from './social-twitter.ts';
import { APPLE_JS, FACEBOOK_LOADER, FACEBOOK_SDK, GIS, KAKAO_SDK, VK_ID } from './social-scripts.ts';

type OAuthProvider = Exclude<SocialProvider, 'twitter'>;

/** How the answer goes back. */
type Delivery =
  | { kind: 'redirect'; uri: string; fragment: boolean }
  /** To window.opener, at `targetOrigin`; `relay` is what the SDK matches its answer by (GIS id, Apple frame_id). */
  | { kind: 'message'; targetOrigin: string; relay: string };

/** An authorization request, read from the page's query or, with the player's choice, from the form. */
interface AuthRequest {
  provider: OAuthProvider;
  brand: Brand;
  clientId: string;
  state: string | undefined;
  delivery: Delivery;
  /** The redirect_uri the *_auth call must present with the code (Google popup: the page's origin). */
  boundUri: string;
  /** VK ID: the PKCE challenge the exchange's verifier must match. */
  codeChallenge?: string;
}

function originOf(ctx: Ctx, name: string): string {
  return new URL(ctx.p.url(name)).origin;
}

/** Google's storagerelay://<scheme>/<host>?id=<id>, which GIS sends as redirect_uri in popup mode. */
const STORAGE_RELAY = /^storagerelay:\/\/(https?)\/([A-Za-z0-9.-]+(?::\d{1,5})?)\?id=([A-Za-z0-9]{1,64})$/;

function readRequest(ctx: Ctx, provider: OAuthProvider): AuthRequest {
  const clientId = ctx.p.str('client_id', { max: 200 });
  const brand = brandOfProviderClient(provider, clientId);
  if (!brand) throw pageFail(`client_id ${clientId} is not a ${TITLES[provider]} client of any brand.`);
  const state = ctx.p.optStr('state', { max: 512 });
  const base = { provider, brand, clientId, state };
  const redirectTo = (fragment = false): AuthRequest => {
    const uri = ctx.p.url('redirect_uri');
    return { ...base, delivery: { kind: 'redirect', uri, fragment }, boundUri: uri };
  };
  switch (provider) {
    case 'google': {
      const relay = STORAGE_RELAY.exec(ctx.p.str('redirect_uri', { max: 2048 }));
      if (!relay) return redirectTo();
      // Popup mode: the code is exchanged with the page's origin as redirect_uri (Google's guide).
      const origin = `${relay[1]}://${relay[2]}`;
      // As google_auth reads it (an absolute URL, normalised).
      return { ...base, delivery: { kind: 'message', targetOrigin: origin, relay: relay[3]! }, boundUri: new URL(origin).toString() };
    }
    case 'apple': {
      const mode = ctx.p.optOneOf('response_mode', ['web_message', 'query', 'fragment', 'form_post'] as const) ?? 'query';
      if (mode === 'form_post') throw pageFail('response_mode=form_post posts the answer to a server; the stand-in answers web_message, query or fragment.');
      if (mode !== 'web_message') return redirectTo(mode === 'fragment');
      // Apple answers only a page of redirect_uri's origin.
      const uri = ctx.p.url('redirect_uri');
      return { ...base, delivery: { kind: 'message', targetOrigin: new URL(uri).origin, relay: ctx.p.str('frame_id', { max: 64, ...ID }) }, boundUri: uri };
    }
    case 'facebook':
      if (ctx.p.has('redirect_uri')) return redirectTo(/token/.test(ctx.p.optStr('response_type') ?? 'code'));
      return { ...base, delivery: { kind: 'message', targetOrigin: originOf(ctx, 'origin'), relay: '' }, boundUri: '' };
    case 'vk': {
      const codeChallenge = ctx.p.str('code_challenge', { max: 128, ...ID });
      // The SDK's window modes name the opener's origin; its redirect mode does not.
      if (!ctx.p.has('origin')) return { ...redirectTo(), codeChallenge };
      return { ...base, delivery: { kind: 'message', targetOrigin: vkOpenerOrigin(ctx), relay: '' }, boundUri: '', codeChallenge };
    }
    case 'kakao':
      return redirectTo();
  }
}

/**
 * The origin VK ID's page answers: `origin`, which VK's SDK sends without the port
 * (location.hostname; production domains have none). On loopback the storefront has a
 * port, which the stand-in takes from redirect_uri (the app's trusted redirect URL, on the
 * same host) when scheme and host agree.
 */
function vkOpenerOrigin(ctx: Ctx): string {
  const origin = originOf(ctx, 'origin');
  if (!ctx.p.has('redirect_uri')) return origin;
  const redirect = new URL(ctx.p.url('redirect_uri'));
  const named = new URL(origin);
  return !named.port && redirect.protocol === named.protocol && redirect.hostname === named.hostname ? redirect.origin : origin;
}

/** The provider's answer: `values` for a redirect, and the message its SDK expects for a popup. */
function deliver(req: AuthRequest, values: Record<string, string | undefined>, message: unknown): Reply {
  return req.delivery.kind === 'redirect' ? redirectWith(req.delivery, values) : messagePage(message, req.delivery.targetOrigin);
}

/** Apple's `user` object (SignInResponseI.user) for a stand-in identity: the label's name, a private relay address. */
function appleUser(identityId: string): { name: { firstName: string; lastName: string }; email: string } {
  const [firstName = 'Player', lastName = 'One'] = socialIdentities('apple').find((i) => i.id === identityId)!.label.split(' (')[0]!.split(' ');
  return { name: { firstName, lastName }, email: `${identityId.replace(/[^a-z0-9]/g, '')}@privaterelay.appleid.com` };
}

/** VK ID's numeric user id of a stand-in identity. */
const vkUserId = (identityId: string) => String(100_000_000 + socialIdentities('vk').findIndex((i) => i.id === identityId) + 1);

function refuse(req: AuthRequest): Reply {
  const { state } = req;
  const relay = req.delivery.kind === 'message' ? req.delivery.relay : '';
  switch (req.provider) {
    case 'google': return deliver(req, { error: 'access_denied', state }, { type: 'gsi-standin', id: relay, response: { error: 'access_denied', state } });
    case 'apple': return deliver(req, { error: 'user_cancelled_authorize', state }, { type: 'appleid-standin', frame_id: relay, data: { error: 'user_cancelled_authorize' } });
    case 'facebook': {
      // Facebook's refusal comes in the query, whatever the response_type (its manual-flow guide).
      const query = req.delivery.kind === 'redirect' ? { ...req, delivery: { ...req.delivery, fragment: false } } : req;
      return deliver(query, { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied', state },
        { type: 'fb-standin', response: { status: 'not_authorized', authResponse: null } });
    }
    case 'vk': return deliver(req, { error: 'access_denied', error_description: 'User denied access', state }, { action: `oauth2_authorize_response${state ?? ''}`, payload: { error: 'access_denied', state } });
    case 'kakao': return deliver(req, { error: 'access_denied', error_description: 'User denied access', state }, null);
  }
}

function grant(ctx: Ctx, req: AuthRequest, identity: string): Reply {
  const st = ctx.svc.state;
  const give = (key: string, bind: Record<string, string>) =>
    st.socialGrants.set(key, { provider: req.provider, identityId: identity, bind, expiresAt: st.now() + SOCIAL_GRANT_TTL, used: false });
  const { state } = req;
  const relay = req.delivery.kind === 'message' ? req.delivery.relay : '';
  switch (req.provider) {
    case 'google': {
      const code = realisticCredential.googleCode();
      give(code, { client_id: req.clientId, redirect_uri: req.boundUri });
      const scope = 'openid email profile';
      return deliver(req, { code, scope, state }, { type: 'gsi-standin', id: relay, response: { code, scope, state } });
    }
    case 'apple': {
      const code = realisticCredential.appleCode();
      const idToken = realisticCredential.appleIdToken({ aud: req.clientId, sub: identity });
      give(code, { client_id: req.clientId, redirect_uri: req.boundUri, identity_token: idToken });
      // Apple sends the player's name and email (`user`) with the first authorization of the app only.
      const first = !st.appleAuthorized.has(`${identity} ${req.clientId}`);
      st.appleAuthorized.add(`${identity} ${req.clientId}`);
      const user = first ? appleUser(identity) : undefined;
      // (Only its popup answers with `user`: a redirect with name or email scope must be form_post, which the stand-in does not do.)
      return deliver(req, { code, id_token: idToken, state },
        { type: 'appleid-standin', frame_id: relay, data: { authorization: { code, id_token: idToken, state }, ...(user ? { user } : {}) } });
    }
    case 'facebook': {
      const token = realisticCredential.facebookToken();
      give(token, {});
      const expiresIn = '5183999';
      return deliver(req, { access_token: token, expires_in: expiresIn, state },
        { type: 'fb-standin', response: { status: 'connected', authResponse: { accessToken: token, expiresIn: Number(expiresIn), userID: identity, signedRequest: 'sandbox', graphDomain: 'facebook' } } });
    }
    case 'vk': {
      const code = `vkc.${st.secret()}`;
      const deviceId = `dev.${st.secret(8)}`;
      give(code, { client_id: req.clientId, code_challenge: req.codeChallenge!, device_id: deviceId });
      const payload = { code, state, device_id: deviceId, type: 'code_v2', expires_in: 600 };
      return deliver(req, { ...payload, expires_in: '600' }, { action: `oauth2_authorize_response${state ?? ''}`, payload });
    }
    case 'kakao': {
      const code = realisticCredential.kakaoCode();
      give(code, { client_id: req.clientId, redirect_uri: req.boundUri });
      return deliver(req, { code, state }, null);
    }
  }
}

const authorize = (provider: OAuthProvider): Handler => page((ctx) => {
  const req = readRequest(ctx, provider);
  return approvalPage(provider, req.brand.name, `/${provider}/decide`, ctx.p.raw());
});

const decide = (provider: OAuthProvider): Handler => page((ctx) => {
  const req = readRequest(ctx, provider);
  if (ctx.p.oneOf('decision', ['approve', 'deny'] as const) === 'deny') return refuse(req);
  return grant(ctx, req, ctx.p.oneOf('identity', socialIdentities(provider).map((i) => i.id)));
});

// ─── VK ID's code exchange (the SDK's Auth.exchangeCode) ──────────────────────────────────

const base64url = (b: Buffer) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const vkExchange: Handler = (ctx) => {
  const state = ctx.query.optStr('state', { max: 512 });
  const fail = (error: string, description: string) => jsonReply(400, { error, error_description: description, state });
  if (ctx.query.optStr('grant_type') !== 'authorization_code') return fail('unsupported_grant_type', 'grant_type must be authorization_code.');
  const code = ctx.p.optStr('code', { max: 4096 }) ?? '';
  const st = ctx.svc.state;
  const g = st.socialGrants.get(code);
  if (!g || g.provider !== 'vk' || !g.bind.code_challenge || g.used || g.expiresAt <= st.now()) return fail('invalid_grant', 'The code is not valid, used or expired.');
  if (g.bind.client_id !== ctx.query.optStr('client_id') || g.bind.device_id !== ctx.query.optStr('device_id', { max: 128 })) return fail('invalid_grant', 'client_id or device_id does not match the code.');
  const verifier = ctx.query.optStr('code_verifier', { max: 128 }) ?? '';
  if (base64url(crypto.createHash('sha256').update(verifier).digest()) !== g.bind.code_challenge) return fail('invalid_grant', 'code_verifier does not match the code_challenge.');
  g.used = true;
  const token = realisticCredential.vkIdToken();
  const userId = vkUserId(g.identityId);
  st.socialGrants.set(token, { provider: 'vk', identityId: g.identityId, bind: { uid: userId }, expiresAt: st.now() + SOCIAL_GRANT_TTL, used: false });
  return jsonReply(200, { access_token: token, refresh_token: `vkr.${st.secret()}`, expires_in: 3600, token_type: 'Bearer', user_id: Number(userId), state, scope: 'vkid.personal_info' });
};

/**
 * VK ID's SDK's own calls to id.vk.ru (its statistics, and whether to add its tracker): a
 * credentialed CORS request, answered as VK does, tracker off.
 */
const vkStats = (answer: unknown): Handler => (ctx) =>
  jsonReply(200, answer, ctx.req.headers.origin ? { 'access-control-allow-credentials': 'true' } : {});

const script = (source: string): Handler => () =>
  new Reply(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }, source);

/** The stand-in's own page: its routes, read from the table below, so the list cannot go stale. */
const index: Handler = () => htmlPage('Sandbox social login', `<h1>Sandbox social login</h1>
<p>Stand-ins at each provider's own paths (docs/sandbox.md).</p><ul>${socialRoutes.filter((r) => r.path !== '/').map((r) => `<li>${r.method} ${escapeHtml(r.path)}</li>`).join('')}</ul>`);

export const socialRoutes: Route[] = [
  { method: 'GET', path: '/', handler: index },
  // Google Identity Services
  { method: 'GET', path: '/gsi/client', handler: script(GIS) },
  { method: 'GET', path: '/o/oauth2/v2/auth', handler: authorize('google') },
  { method: 'POST', path: '/google/decide', handler: decide('google') },
  // Sign in with Apple JS
  { method: 'GET', path: '/appleauth/static/jsapi/appleid/1/:locale/appleid.auth.js', handler: script(APPLE_JS) },
  { method: 'GET', path: '/auth/authorize', handler: authorize('apple') },
  { method: 'POST', path: '/apple/decide', handler: decide('apple') },
  // Facebook
  // sdk.js is a loader; with ?hash= it is the main bundle the loader fetches.
  { method: 'GET', path: '/:locale/sdk.js', handler: (ctx) => script(ctx.query.has('hash') ? FACEBOOK_SDK : FACEBOOK_LOADER)(ctx) },
  { method: 'GET', path: '/:version/dialog/oauth', handler: authorize('facebook') },
  { method: 'POST', path: '/facebook/decide', handler: decide('facebook') },
  // VK ID
  { method: 'GET', path: '/@vkid/:pkg/dist-sdk/umd/index.js', handler: script(VK_ID) },
  { method: 'GET', path: '/authorize', handler: authorize('vk') },
  { method: 'POST', path: '/vk/decide', handler: decide('vk') },
  { method: 'POST', path: '/oauth2/auth', handler: vkExchange },
  { method: 'POST', path: '/stat_events_vkid_sdk', handler: vkStats({ response: 1 }) },
  { method: 'POST', path: '/vkid_sdk_get_config', handler: vkStats({ response: { active: 0 } }) },
  // Kakao
  { method: 'GET', path: '/kakao_js_sdk/:version/kakao.min.js', handler: script(KAKAO_SDK) },
  { method: 'GET', path: '/oauth/authorize', handler: authorize('kakao') },
  { method: 'POST', path: '/kakao/decide', handler: decide('kakao') },
  // X (Twitter)
  { method: 'GET', path: '/oauth/authenticate', handler: twitterAuthorize },
  { method: 'POST', path: '/twitter/decide', handler: twitterDecide },
];
