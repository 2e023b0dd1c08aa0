/**
 * Logins that leave the page for the provider and come back through the callback page
 * (Kakao, and Facebook in its own in-app browsers): before leaving, the attempt is noted in
 * localStorage under its state, where the callback page finds it in this tab or in a new
 * one (the KakaoTalk app may return in a new tab); the callback page takes it out, puts it
 * with the provider's answer in that tab's sessionStorage and returns to the page the
 * player left from, where the storefront takes it (callback-protocol.ts).
 */
import {
  PENDING_REDIRECT_MAX_AGE_MS, PENDING_REDIRECT_PREFIX, type PendingRedirect, REDIRECT_RESULT_KEY, type RedirectReturn, isLocalPath,
} from './callback-protocol.ts';
import type { Answer, Attempt } from './types.ts';

function store(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try { return window[kind]; } catch { return null; }
}

/** Removes pending logins older than they may be (left by players who never came back). */
function sweep(s: Storage): void {
  for (let i = s.length - 1; i >= 0; i--) {
    const k = s.key(i);
    if (!k?.startsWith(PENDING_REDIRECT_PREFIX)) continue;
    try {
      const p = JSON.parse(s.getItem(k) ?? 'null') as PendingRedirect | null;
      if (!p || !(Date.now() - p.at < PENDING_REDIRECT_MAX_AGE_MS)) s.removeItem(k);
    } catch { s.removeItem(k); }
  }
}

/** Notes the attempt before the page leaves; false when it cannot be kept (no localStorage). */
export function rememberRedirect(a: Attempt): boolean {
  const { pathname, search, hash } = window.location;
  const pending: PendingRedirect = { provider: a.provider, state: a.state, returnTo: pathname + search + hash, at: Date.now() };
  const s = store('localStorage');
  try {
    sweep(s!);
    s!.setItem(PENDING_REDIRECT_PREFIX + a.state, JSON.stringify(pending));
    return true;
  } catch {
    return false;
  }
}

export function forgetRedirect(a: Attempt): void {
  try { store('localStorage')?.removeItem(PENDING_REDIRECT_PREFIX + a.state); } catch { /* nothing kept */ }
}

/** What the callback page handed over to this tab, removed (each return is acted on once); null when there is none. */
export function takeRedirectReturn(): { pending: PendingRedirect; answer: Answer } | { unexpected: true } | null {
  const s = store('sessionStorage');
  if (!s) return null;
  try {
    const raw = JSON.parse(s.getItem(REDIRECT_RESULT_KEY) ?? 'null') as Partial<RedirectReturn> | null;
    s.removeItem(REDIRECT_RESULT_KEY);
    if (!raw || typeof raw !== 'object') return null;
    if ('unexpected' in raw) return { unexpected: true };
    const { pending, answer: given } = raw as { pending?: PendingRedirect; answer?: unknown };
    if (!pending || typeof pending.state !== 'string' || !isLocalPath(pending.returnTo) || !given || typeof given !== 'object') return { unexpected: true };
    const answer: Answer = {};
    for (const [k, v] of Object.entries(given)) if (typeof v === 'string') answer[k] = v;
    return { pending, answer };
  } catch {
    return { unexpected: true };
  }
}
