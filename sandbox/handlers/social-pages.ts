/**
 * The pages the social login stand-ins show and answer with: the approval page (two
 * identities and Cancel), a popup's message to its opener, a redirect with the provider's
 * parameters, and the error page of a bad request.
 */
import { CODE } from '../../src/api/contract.ts';
import { Fail, Reply, escapeHtml, htmlPage, redirect, scriptJson } from '../http.ts';
import { asPage, type Handler } from '../router.ts';
import { socialIdentities, type SocialProvider } from '../seed/accounts.ts';

export const TITLES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook', twitter: 'X (Twitter)', vk: 'VK ID', kakao: 'Kakao' };

export const pageFail = (msg: string) => new Fail(CODE.BAD_PARAM, msg, null, 400);

function hiddenFields(fields: Record<string, unknown>): string {
  return Object.entries(fields).filter(([, v]) => typeof v === 'string')
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v as string)}">`).join('');
}

export function approvalPage(provider: SocialProvider, appName: string, action: string, fields: Record<string, unknown>): Reply {
  const hidden = hiddenFields(fields);
  const who = socialIdentities(provider).map((i) =>
    `<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="identity" value="${escapeHtml(i.id)}"><input type="hidden" name="decision" value="approve"><button type="submit" class="primary">Continue as ${escapeHtml(i.label)}</button></form><br>`).join('');
  const cancel = `<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="decision" value="deny"><button type="submit">Cancel</button></form>`;
  return htmlPage(`Sign in with ${TITLES[provider]} (sandbox)`, `<h1>Sign in with ${escapeHtml(TITLES[provider])}</h1>
<p class="note">Sandbox stand-in for ${escapeHtml(TITLES[provider])}. No data leaves this machine.</p>
<p><strong>${escapeHtml(appName)}</strong> wants to sign you in.</p>
${who}${cancel}`);
}

/** A page that posts `message` to its opener at `targetOrigin` and closes, as the provider's popup does. */
export function messagePage(message: unknown, targetOrigin: string): Reply {
  return htmlPage('Signing in…', `<h1>Signing in…</h1><p class="note">This window closes by itself.</p><pre id="out"></pre>
<script>
const message = ${scriptJson(message)};
if (window.opener) { window.opener.postMessage(message, ${scriptJson(targetOrigin)}); window.close(); }
else document.getElementById('out').textContent = JSON.stringify(message, null, 2);
</script>`);
}

export function redirectWith(d: { uri: string; fragment: boolean }, values: Record<string, string | undefined>): Reply {
  const u = new URL(d.uri);
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) q.set(k, v);
  if (d.fragment) u.hash = q.toString(); else for (const [k, v] of q) u.searchParams.set(k, v);
  return redirect(u.toString());
}

/** A stand-in page: a bad request shows an error page, as a provider's does. */
export function page(h: Handler): Handler {
  return asPage('Sign-in error (sandbox)', h);
}
