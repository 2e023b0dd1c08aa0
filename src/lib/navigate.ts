/**
 * The one way code outside components changes the page. It applies the spec's carry rule
 * (replenish_id, rp_client_id and game_id follow to the next route when it does not set them) and
 * tells wouter through history events, so stores and the API client can navigate without
 * React.
 */
import { navigate as browserNavigate } from 'wouter/use-browser-location';

/**
 * Page-address parameters that follow the player from route to route: the spec's two
 * (section 2), and game_id, which says the storefront was opened from a game (in-game.ts).
 */
export const CARRIED_PARAMS = ['replenish_id', 'rp_client_id', 'game_id'] as const;

/**
 * Adds each carried parameter present in `fromSearch` to `to` when `to` lacks it.
 * `to` is a path with an optional query; the result keeps its path and hash.
 */
export function withCarriedParams(to: string, fromSearch: string): string {
  const from = new URLSearchParams(fromSearch);
  const url = new URL(to, 'http://x');
  for (const p of CARRIED_PARAMS) {
    const v = from.get(p);
    if (v !== null && !url.searchParams.has(p)) url.searchParams.set(p, v);
  }
  return url.pathname + url.search + url.hash;
}

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  // The API client also runs in plain Node (contract tests), where there is no page to move.
  if (typeof window === 'undefined') return;
  browserNavigate(withCarriedParams(to, window.location.search), opts);
}
