/**
 * The accumulated top-up promotion (spec sections 2 and 4): period, accumulated amount,
 * reward tiers; claim one, claim all, received. The header offers it when the player is
 * logged in and the server says it runs. Only the state and opening live here (part of
 * the first page); the calls are in promotion-actions.ts, loaded when needed.
 */
import { proxy } from 'valtio/vanilla';
import type { Promotion } from '../api/contract.ts';
import { resource } from './resource.ts';
import { requireLogin } from './session.ts';

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
