/**
 * The storefront opened from inside a game: the game says so with the page parameter
 * `game_id` (its client id), which follows the player from route to route (navigate.ts)
 * and through the login reload. Logins then use the in-game calls under /api/ingame/,
 * which name the game (spec section 7).
 */
import { queryParam } from './page-address.ts';

const GAME_ID = /^[A-Za-z0-9_.:-]{1,32}$/;

/** `{ game_id }` of the page address to add to a login call, or nothing when the page is not in a game. */
export function inGame(search?: string): { game_id?: string } {
  const id = queryParam('game_id', search);
  return GAME_ID.test(id) ? { game_id: id } : {};
}
