/**
 * The promotion's calls: whether it runs, its details, and claims.
 *
 * Each claim is one attempt with its own idempotency key, which the API client's retries
 * reuse: a claim the server carried out but whose answer was lost is answered again, not
 * claimed twice. A second tap while a claim runs does nothing.
 */
import { ApiError } from '../api/client.ts';
import { CODE } from '../api/contract.ts';
import { claimAllRewards, claimReward, getPromotion } from '../api/promotion.ts';
import { randomId } from '../lib/random-id.ts';
import { promotion } from './promotion.ts';
import { resetResource } from './resource.ts';
import { isLoggedIn } from './session.ts';
import { showToast } from './ui.ts';

function notRunning(): void {
  promotion.running = false;
  promotion.open = false;
  resetResource(promotion.data, null);
}

/** Quietly asks whether the promotion runs (for the header's button). */
export async function checkPromotion(): Promise<void> {
  if (!isLoggedIn()) { notRunning(); return; }
  try {
    const p = await getPromotion({}, { silent: true });
    if (!isLoggedIn()) return;
    promotion.data.data = p;
    promotion.data.status = 'ready';
    promotion.running = true;
  } catch {
    promotion.running = false;
  }
}

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
  else void loadPromotion(); // already claimed, not reached…: show the truth again
}

/** Claims one tier's rewards. */
export async function claimTier(tierId: number): Promise<boolean> {
  const p = promotion.data.data;
  if (!p || promotion.claiming !== null) return false;
  promotion.claiming = tierId;
  try {
    promotion.data.data = await claimReward({ activity_id: p.activity_id, tier_id: tierId }, { idempotencyKey: randomId() });
    showToast({ key: 'promo.received' });
    return true;
  } catch (e) {
    afterFailure(e);
    return false;
  } finally {
    promotion.claiming = null;
  }
}

/** Claims every tier that is ready. */
export async function claimAll(): Promise<boolean> {
  const p = promotion.data.data;
  if (!p || promotion.claiming !== null) return false;
  promotion.claiming = 'all';
  try {
    promotion.data.data = await claimAllRewards({ activity_id: p.activity_id }, { idempotencyKey: randomId() });
    showToast({ key: 'promo.received' });
    return true;
  } catch (e) {
    afterFailure(e);
    return false;
  } finally {
    promotion.claiming = null;
  }
}
