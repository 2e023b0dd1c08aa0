/**
 * Logins that leave the page for the provider and come back through the callback page
 * (Kakao, and Facebook in its own in-app browsers): before leaving, this tab notes the
 * attempt in sessionStorage; the callback page puts the provider's answer beside it and
 * returns to the page the player left from, where the storefront takes both out.
 */
import {
  PENDING_REDIRECT_KEY, PENDING_REDIRECT_MAX_AGE_MS, type PendingRedirect, REDIRECT_RESULT_KEY, isLocalPath,
} from './callback-protocol.ts';
import type { Answer, Attempt } from './types.ts';

function session(): Storage | null {
  try { return window.sessionStorage; } catch { return null; }
}

/** Notes the attempt before the page leaves; false when this tab cannot keep it (no sessionStorage). */
export function rememberRedirect(a: Attempt): boolean {
  const { pathname, search, hash } = window.location;
  const pending: PendingRedirect = { provider: a.provider, state: a.state, returnTo: pathname + search + hash, at: Date.now() };
  try {
    session()!.setItem(PENDING_REDIRECT_KEY, JSON.stringify(pending));
    return true;
  } catch {
    return false;
  }
}

export function forgetRedirect(): void {
  try { session()?.removeItem(PENDING_REDIRECT_KEY); } catch { /* nothing kept */ }
}

/** The attempt that left and the answer it came back with, removed (each return is acted on once); null when there is none. */
export function takeRedirectReturn(): { pending: PendingRedirect; answer: Answer } | null {
  const s = session();
  if (!s) return null;
  try {
    const pending = JSON.parse(s.getItem(PENDING_REDIRECT_KEY) ?? 'null') as PendingRedirect | null;
    const raw = JSON.parse(s.getItem(REDIRECT_RESULT_KEY) ?? 'null') as unknown;
    s.removeItem(PENDING_REDIRECT_KEY);
    s.removeItem(REDIRECT_RESULT_KEY);
    if (!pending || typeof pending.state !== 'string' || !isLocalPath(pending.returnTo)) return null;
    if (!(Date.now() - pending.at < PENDING_REDIRECT_MAX_AGE_MS) || !raw || typeof raw !== 'object') return null;
    const answer: Answer = {};
    for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') answer[k] = v;
    return { pending, answer };
  } catch {
    return null;
  }
}
