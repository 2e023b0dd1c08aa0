/**
 * Logins that leave the page for the provider and come back through the callback page
 * (Kakao, and Facebook in its own in-app browsers): before leaving, the attempt is noted in
 * localStorage under its state, where the callback page finds it in this tab or in a new
 * one (the KakaoTalk app may return in a new tab); the callback page takes it out, puts it
 * with the provider's answer in that tab's sessionStorage and returns to the page the
 * player left from, where the storefront takes it (social-return.ts; the hand-over:
 * callback-protocol.ts). The callback page also sweeps attempts nobody came back for.
 */
import { PENDING_REDIRECT_PREFIX, type PendingRedirect } from './callback-protocol.ts';
import type { Attempt } from './types.ts';

function store(): Storage | null {
  try { return window.localStorage; } catch { return null; }
}

/** Notes the attempt before the page leaves; false when it cannot be kept (no localStorage). */
export function rememberRedirect(a: Attempt): boolean {
  const { pathname, search, hash } = window.location;
  const pending: PendingRedirect = { provider: a.provider, state: a.state, returnTo: pathname + search + hash, at: Date.now() };
  const s = store();
  try {
    s!.setItem(PENDING_REDIRECT_PREFIX + a.state, JSON.stringify(pending));
    return true;
  } catch {
    return false;
  }
}

export function forgetRedirect(a: Attempt): void {
  try { store()?.removeItem(PENDING_REDIRECT_PREFIX + a.state); } catch { /* nothing kept */ }
}
