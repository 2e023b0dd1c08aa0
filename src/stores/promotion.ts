/**
 * The accumulated top-up promotion (spec sections 2 and 4): period, accumulated amount,
 * reward tiers; claim one, claim all, received. The header offers it when the player is
 * logged in and the server says it runs.
 *
 * Each claim is one attempt with its own idempotency key, which the API client's retries
 * reuse: a claim the server carried out but whose answer was lost is answered again, not
 * claimed twice. A second tap while a claim runs does nothing.
 */
import { proxy } from 'valtio/vanilla';
import { ApiError } from '../api/api-error.ts';
import { CODE, type Promotion } from '../api/contract.ts';
import { claimAllRewards, claimReward, getPromotion } from '../api/promotion.ts';
import { randomId } from '../lib/random-id.ts';
import { resetResource, resource } from './resource.ts';
import { reloadOnLanguageChange } from './language-reloads.ts';
import { isLoggedIn, requireLogin } from './session.ts';
import { showToast } from './toast.ts';

export const promotion = proxy({
  /** The promotion runs for this player (asked when logged in). */
  running: false,
  open: false,
  data: resource<Promotion | null>(null),
  /** The claim under way: a tier id, 'all', or null. */
  claiming: null as number | 'all' | null,
});

/**
 * Opens the popup, which loads the promotion (needs a login: without one the login popup
 * opens instead).
 */
export function openPromotion(): void {
  requireLogin(() => { promotion.open = true; });
}

export function closePromotion(): void {
  promotion.open = false;
}

/** Tiers ready to claim. */
export function claimableCount(p: Pick<Promotion, 'tiers'> | null): number {
  return p ? p.tiers.filter((t) => t.status === 'claimable').length : 0;
}

function notRunning(): void {
  promotion.running = false;
  promotion.open = false;
  resetResource(promotion.data, null);
}

/**
 * Quietly asks whether the promotion runs (for the header's button); logged out, it does
 * not. Any failure hides the button; as a background call (api/client.ts) an expired login
 * (-600) also logs out, so the header offers "Log in" rather than a player the server no
 * longer knows.
 */
export async function checkPromotion(): Promise<void> {
  if (!isLoggedIn()) { notRunning(); return; }
  try {
    const p = await getPromotion({}, { quiet: 'background' });
    if (!isLoggedIn()) return;
    promotion.data.data = p;
    promotion.data.status = 'ready';
    promotion.running = true;
  } catch {
    promotion.running = false;
  }
}

// Another language: the promotion's title and rewards in it (stores/server-text.ts).
reloadOnLanguageChange(() => (promotion.data.status === 'ready' ? checkPromotion() : undefined));

/**
 * Loads it for the popup. Errors are shown by the API client; -3042 (not running now)
 * also closes the popup and hides the header's button.
 */
export async function loadPromotion(): Promise<boolean> {
  const r = promotion.data;
  const seq = ++r.seq;
  r.status = 'loading';
  try {
    const p = await getPromotion();
    if (seq !== r.seq) return false;
    r.data = p;
    r.status = 'ready';
    promotion.running = true;
    return true;
  } catch (e) {
    if (seq !== r.seq) return false;
    if (e instanceof ApiError && e.code === CODE.PROMOTION_NOT_RUNNING) notRunning();
    else r.status = 'error';
    return false;
  }
}

function afterFailure(e: unknown): void {
  if (e instanceof ApiError && e.code === CODE.PROMOTION_NOT_RUNNING) notRunning();
  // An expired login (-600) logged the player out and opened the login popup: asking again
  // would be refused the same way, and its handling would overwrite where that login returns to.
  else if (!isLoggedIn()) closePromotion();
  else void loadPromotion(); // already claimed, not reached…: show the truth again
}

/**
 * One claim at a time (the buttons are busy meanwhile), each with a key of its own so a
 * retry never claims twice; the answer is the promotion as it now stands.
 */
async function claim(which: number | 'all', send: (activityId: string, idempotencyKey: string) => Promise<Promotion>): Promise<boolean> {
  const p = promotion.data.data;
  if (!p || promotion.claiming !== null) return false;
  promotion.claiming = which;
  try {
    promotion.data.data = await send(p.activity_id, randomId());
    showToast({ key: 'promo.received' });
    return true;
  } catch (e) {
    afterFailure(e);
    return false;
  } finally {
    promotion.claiming = null;
  }
}

/** Claims one tier's rewards. */
export function claimTier(tierId: number): Promise<boolean> {
  return claim(tierId, (activity_id, idempotencyKey) => claimReward({ activity_id, tier_id: tierId }, { idempotencyKey }));
}

/** Claims every tier that is ready. */
export function claimAll(): Promise<boolean> {
  return claim('all', (activity_id, idempotencyKey) => claimAllRewards({ activity_id }, { idempotencyKey }));
}
