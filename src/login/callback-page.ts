/**
 * The script of the static callback page, auth/callback.html (built on its own by
 * scripts/lib/callback-page.ts; no inline script, so the page's CSP is `script-src 'self'`).
 * See social/callback-protocol.ts for what it hands over, and to whom.
 */
import {
  CALLBACK_CHANNEL, type CallbackMessage, PENDING_REDIRECT_KEY, PENDING_REDIRECT_MAX_AGE_MS, type PendingRedirect,
  REDIRECT_RESULT_KEY, RESULT_MESSAGE, isLocalPath,
} from './social/callback-protocol.ts';

/** ms: a window the page cannot close (a tab an in-app browser opened) goes to the storefront after this. */
const NOT_CLOSED_MS = 1000;

function answer(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of [location.search.slice(1), location.hash.slice(1)]) {
    for (const [k, v] of new URLSearchParams(part)) out[k] = v;
  }
  return out;
}

function pendingRedirect(state: string | undefined): PendingRedirect | null {
  try {
    const p = JSON.parse(sessionStorage.getItem(PENDING_REDIRECT_KEY) ?? 'null') as PendingRedirect | null;
    const fresh = p && typeof p.at === 'number' && Date.now() - p.at < PENDING_REDIRECT_MAX_AGE_MS;
    return fresh && state !== undefined && p.state === state && isLocalPath(p.returnTo) ? p : null;
  } catch {
    return null;
  }
}

const params = answer();
// Codes and tokens leave the address (and the history entry) at once.
history.replaceState(null, '', location.pathname);
const back = pendingRedirect(params.state);
if (back) {
  sessionStorage.setItem(REDIRECT_RESULT_KEY, JSON.stringify(params));
  location.replace(back.returnTo);
} else {
  const message: CallbackMessage = { type: RESULT_MESSAGE, params };
  try { window.opener?.postMessage(message, location.origin); } catch { /* no opener, or not ours */ }
  try {
    const channel = new BroadcastChannel(CALLBACK_CHANNEL);
    channel.postMessage(message);
    channel.close();
  } catch { /* no BroadcastChannel: the opener's message is the way */ }
  window.close();
  setTimeout(() => location.replace('/'), NOT_CLOSED_MS);
}
