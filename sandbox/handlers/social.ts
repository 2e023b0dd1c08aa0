/**
 * Stand-ins for the social login providers (social host). Each shows an approval page with
 * two identities (one linked to player1, one that makes a new account) and a Cancel
 * button, then hands back what the real provider would: a code (Google), a code and an
 * identity token (Apple), an access token (Facebook, VK with the user id), or a verifier
 * (Twitter). The storefront redeems it with the matching /util/login/*_auth call.
 *
 * Delivery: `mode=redirect` sends the browser to redirect_uri with the values in the query;
 * `mode=popup` renders a page that posts { source: 'sandbox-social', provider, ...values }
 * to window.opener (target origin: redirect_uri's origin, or `origin`) and closes itself.
 * Twitter always returns to the callback given to twitter_auth. See sandbox/README.md.
 */
import { CODE } from '../../src/api/contract.ts';
import type { Brand } from '../../brands/brand.ts';
import { brandOfProviderClient } from '../guards.ts';
import { Fail, escapeHtml, htmlPage, redirect, scriptJson, type Reply } from '../http.ts';
import { ID } from '../params.ts';
import { asPage, type Ctx, type Handler, type Route } from '../router.ts';
import { socialIdentities, type SocialProvider } from '../seed/accounts.ts';
import { SOCIAL_GRANT_TTL, type TwitterRequest } from '../state.ts';

type OAuthProvider = Exclude<SocialProvider, 'twitter'>;

const TITLES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook', twitter: 'Twitter', vk: 'VK' };

/** The authorization request, read from the page's query or from the decision form. */
interface AuthRequest {
  provider: OAuthProvider;
  brand: Brand;
  clientId: string;
  redirectUri: string | undefined;
  state: string | undefined;
  mode: 'redirect' | 'popup';
  /** Where a popup posts its message. */
  targetOrigin: string | undefined;
}

const pageFail = (msg: string) => new Fail(CODE.BAD_PARAM, msg, null, 400);

function readRequest(ctx: Ctx, provider: OAuthProvider): AuthRequest {
  const clientId = ctx.p.str('client_id', { max: 200 });
  const brand = brandOfProviderClient(provider, clientId);
  if (!brand) throw pageFail(`client_id ${clientId} is not a ${TITLES[provider]} client of any brand.`);
  const redirectUri = ctx.p.has('redirect_uri') ? ctx.p.url('redirect_uri') : undefined;
  if ((provider === 'google' || provider === 'apple') && !redirectUri) throw pageFail('redirect_uri is required.');
  const mode = ctx.p.optOneOf('mode', ['redirect', 'popup'] as const) ?? (provider === 'vk' ? 'popup' : 'redirect');
  if (mode === 'redirect' && !redirectUri) throw pageFail('mode=redirect needs a redirect_uri.');
  const origin = ctx.p.has('origin') ? new URL(ctx.p.url('origin')).origin : undefined;
  const targetOrigin = redirectUri ? new URL(redirectUri).origin : origin;
  if (mode === 'popup' && !targetOrigin) throw pageFail('mode=popup needs a redirect_uri or an origin to post the answer to.');
  return { provider, brand, clientId, redirectUri, state: ctx.p.optStr('state', { max: 512 }), mode, targetOrigin };
}

function hiddenFields(fields: Record<string, string | undefined>): string {
  return Object.entries(fields).filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v!)}">`).join('');
}

function approvalPage(provider: SocialProvider, appName: string, action: string, fields: Record<string, string | undefined>): Reply {
  const hidden = hiddenFields(fields);
  const who = socialIdentities(provider).map((i) =>
    `<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="identity" value="${escapeHtml(i.id)}"><input type="hidden" name="decision" value="approve"><button type="submit" class="primary">Continue as ${escapeHtml(i.label)}</button></form><br>`).join('');
  const cancel = `<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="decision" value="deny"><button type="submit">Cancel</button></form>`;
  return htmlPage(`Sign in with ${TITLES[provider]} (sandbox)`, `<h1>Sign in with ${escapeHtml(TITLES[provider])}</h1>
<p class="note">Sandbox stand-in for ${escapeHtml(TITLES[provider])}. No data leaves this machine.</p>
<p><strong>${escapeHtml(appName)}</strong> wants to sign you in.</p>
${who}${cancel}`);
}

/** Sends the provider's answer back by redirect or by a message to the opener. */
function deliver(req: AuthRequest, values: Record<string, string | undefined>): Reply {
  const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<string, string>;
  if (req.mode === 'redirect') {
    const u = new URL(req.redirectUri!);
    for (const [k, v] of Object.entries(clean)) u.searchParams.set(k, v);
    return redirect(u.toString());
  }
  const message = { source: 'sandbox-social', provider: req.provider, ...clean };
  return htmlPage('Signing in…', `<h1>Signing in…</h1><p class="note">This window closes by itself.</p><pre id="out"></pre>
<script>
const message = ${scriptJson(message)};
if (window.opener) { window.opener.postMessage(message, ${scriptJson(req.targetOrigin)}); window.close(); }
else document.getElementById('out').textContent = JSON.stringify(message, null, 2);
</script>`);
}

/** The fields a request page passes on to its decision form. */
function requestFields(req: AuthRequest): Record<string, string | undefined> {
  return { client_id: req.clientId, redirect_uri: req.redirectUri, state: req.state, mode: req.mode, origin: req.targetOrigin };
}

const authorize = (provider: OAuthProvider): Handler => page((ctx) => {
  const req = readRequest(ctx, provider);
  return approvalPage(provider, req.brand.name, `/${provider}/decide`, requestFields(req));
});

const decide = (provider: OAuthProvider): Handler => page((ctx) => {
  const req = readRequest(ctx, provider);
  const decision = ctx.p.oneOf('decision', ['approve', 'deny'] as const);
  if (decision === 'deny') return deliver(req, { error: 'access_denied', state: req.state });
  const identity = ctx.p.oneOf('identity', socialIdentities(provider).map((i) => i.id));
  const state = ctx.svc.state;
  const grant = (key: string, bind: Record<string, string>) => state.socialGrants.set(key, { provider, identityId: identity, bind, expiresAt: state.now() + SOCIAL_GRANT_TTL, used: false });
  switch (provider) {
    case 'google': {
      const code = `g.${state.secret()}`;
      grant(code, { client_id: req.clientId, redirect_uri: req.redirectUri! });
      return deliver(req, { code, state: req.state });
    }
    case 'apple': {
      const code = `a.${state.secret()}`;
      const idToken = `ait.${state.secret(24)}`;
      grant(code, { client_id: req.clientId, redirect_uri: req.redirectUri!, identity_token: idToken });
      return deliver(req, { code, id_token: idToken, state: req.state });
    }
    case 'facebook': {
      const token = `fb.${state.secret()}`;
      grant(token, {});
      return deliver(req, { access_token: token, state: req.state });
    }
    case 'vk': {
      const token = `vk.${state.secret()}`;
      grant(token, { uid: identity });
      return deliver(req, { access_token: token, user_id: identity, state: req.state });
    }
  }
});

function twitterRequest(ctx: Ctx): { token: string; r: TwitterRequest } {
  const token = ctx.p.str('oauth_token', { max: 128, ...ID });
  const state = ctx.svc.state;
  const r = state.twitterRequests.get(token);
  if (!r || r.used || r.expiresAt <= state.now()) throw pageFail('This Twitter request token is not valid or has expired; fetch a new one with twitter_auth.');
  return { token, r };
}

const twitterAuthorize: Handler = page((ctx) => {
  const { token } = twitterRequest(ctx);
  return approvalPage('twitter', 'The storefront', '/twitter/decide', { oauth_token: token });
});

const twitterDecide: Handler = page((ctx) => {
  const { token, r } = twitterRequest(ctx);
  const u = new URL(r.callback);
  if (ctx.p.oneOf('decision', ['approve', 'deny'] as const) === 'deny') {
    u.searchParams.set('denied', token);
    return redirect(u.toString());
  }
  r.identityId = ctx.p.oneOf('identity', socialIdentities('twitter').map((i) => i.id));
  r.verifier = `tv.${ctx.svc.state.secret(8)}`;
  u.searchParams.set('oauth_token', token);
  u.searchParams.set('oauth_verifier', r.verifier);
  return redirect(u.toString());
});

function page(h: Handler): Handler {
  return asPage('Sign-in error (sandbox)', h);
}

const index: Handler = () => htmlPage('Sandbox social login', `<h1>Sandbox social login</h1><ul>
<li>/google/authorize?client_id&amp;redirect_uri&amp;state&amp;mode</li>
<li>/apple/authorize?client_id&amp;redirect_uri&amp;state&amp;mode</li>
<li>/facebook/dialog/oauth?client_id&amp;redirect_uri&amp;state&amp;mode&amp;origin</li>
<li>/vk/authorize?client_id&amp;redirect_uri&amp;state&amp;mode&amp;origin</li>
<li>/twitter/oauth/authenticate?oauth_token (from twitter_auth)</li></ul>`);

export const socialRoutes: Route[] = [
  { method: 'GET', path: '/', handler: index },
  { method: 'GET', path: '/google/authorize', handler: authorize('google') },
  { method: 'POST', path: '/google/decide', handler: decide('google') },
  { method: 'GET', path: '/apple/authorize', handler: authorize('apple') },
  { method: 'POST', path: '/apple/decide', handler: decide('apple') },
  { method: 'GET', path: '/facebook/dialog/oauth', handler: authorize('facebook') },
  { method: 'POST', path: '/facebook/decide', handler: decide('facebook') },
  { method: 'GET', path: '/vk/authorize', handler: authorize('vk') },
  { method: 'POST', path: '/vk/decide', handler: decide('vk') },
  { method: 'GET', path: '/twitter/oauth/authenticate', handler: twitterAuthorize },
  { method: 'POST', path: '/twitter/decide', handler: twitterDecide },
];
