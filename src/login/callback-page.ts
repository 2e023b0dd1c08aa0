/**
 * The script of the static callback page, auth/callback.html (built on its own by
 * scripts/build/callback-page.ts; no inline script, so the page's CSP is `script-src 'self'`).
 * See social/callback-protocol.ts for what it hands over, and to whom.
 */
import {
  CALLBACK_CHANNEL, type CallbackMessage, PENDING_REDIRECT_MAX_AGE_MS, PENDING_REDIRECT_PREFIX, type PendingRedirect,
  REDIRECT_RESULT_KEY, RESULT_MESSAGE, type RedirectReturn, isLocalPath,
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

/** The pending login with this state, taken out of localStorage (a return counts once); null when none is waiting, or it is too old. */
function takePending(state: string | undefined): PendingRedirect | null {
  if (state === undefined) return null;
  try {
    const key = PENDING_REDIRECT_PREFIX + state;
    const p = JSON.parse(localStorage.getItem(key) ?? 'null') as PendingRedirect | null;
    localStorage.removeItem(key);
    const fresh = p && typeof p.at === 'number' && Date.now() - p.at < PENDING_REDIRECT_MAX_AGE_MS;
    return fresh && p.state === state && isLocalPath(p.returnTo) ? p : null;
  } catch {
    return null;
  }
}

/** Removes attempts nobody came back for, once too old to be taken. */
function sweep(): void {
  try {
    for (const k of Object.keys(localStorage)) {
      if (!k.startsWith(PENDING_REDIRECT_PREFIX)) continue;
      const p = JSON.parse(localStorage.getItem(k) ?? 'null') as PendingRedirect | null;
      if (!(p && Date.now() - p.at < PENDING_REDIRECT_MAX_AGE_MS)) localStorage.removeItem(k);
    }
  } catch { /* nothing to sweep */ }
}

function handOver(r: RedirectReturn, to: string): void {
  try { sessionStorage.setItem(REDIRECT_RESULT_KEY, JSON.stringify(r)); } catch { /* the storefront starts without it */ }
  location.replace(to);
}

const params = answer();
// Codes and tokens leave the address (and the history entry) at once.
history.replaceState(null, '', location.pathname);
const pending = takePending(params.state);
sweep();
if (pending) {
  handOver({ pending, answer: params }, pending.returnTo);
} else if (!window.opener && params.state !== undefined) {
  // A full-page return (only those carry a state and no opener) that no login is waiting
  // for: forged, too old, or used already. The storefront says so.
  handOver({ unexpected: true }, '/');
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
