/**
 * Back from a provider the page left for (Kakao, Facebook's dialog in its own in-app
 * browsers): the callback page handed this tab the attempt and the provider's answer in
 * sessionStorage (social/callback-protocol.ts). Loaded only then (boot/start-app.tsx), so
 * none of it is in the login popup's chunks.
 */
import { type Message } from '../stores/ui.ts';
import { showToast } from '../stores/toast.ts';
import { type SocialProvider, redeemReturn } from './social.ts';
import { type PendingRedirect, REDIRECT_RESULT_KEY, type RedirectReturn, isLocalPath } from './social/callback-protocol.ts';
import type { Answer } from './social/types.ts';

/** A return no login of this origin was waiting for: forged, stale, or already used. */
const UNEXPECTED_RETURN: Message = { key: 'login.returnUnexpected' };

/** What the callback page handed over to this tab, removed (each return is acted on once); null when there is none. */
function takeRedirectReturn(): RedirectReturn | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(REDIRECT_RESULT_KEY) ?? 'null') as Partial<RedirectReturn> | null;
    sessionStorage.removeItem(REDIRECT_RESULT_KEY);
    if (!raw || typeof raw !== 'object') return null;
    const { pending, answer: given } = raw as { pending?: PendingRedirect; answer?: unknown };
    if (!pending || typeof pending.state !== 'string' || !isLocalPath(pending.returnTo) || !given || typeof given !== 'object') return { unexpected: true };
    const answer: Answer = {};
    for (const [k, v] of Object.entries(given)) if (typeof v === 'string') answer[k] = v;
    return { pending, answer };
  } catch {
    return { unexpected: true };
  }
}

/**
 * Redeems the answer if it is the attempt's, or says why not as a toast (a cancel or
 * refusal: the failure text; a return nothing was waiting for: so).
 */
export async function finishRedirectReturn(): Promise<void> {
  const back = takeRedirectReturn();
  if (!back) return;
  if ('unexpected' in back || back.answer.state !== back.pending.state) { showToast(UNEXPECTED_RETURN); return; }
  const shown = await redeemReturn(back.pending.provider as SocialProvider, back.answer, back.pending.state);
  if (shown) showToast(shown);
}
