/**
 * Step 1's acts (spec section 2): the step opens, the player picks a game, and goes on.
 * Picking another game while a purchase is under way asks first, since it clears the
 * server, role and goods. The game list and its loading are the catalogue's.
 */
import type { Game } from '../api/contract.ts';
// The events module itself: through contract.ts the first load would carry the password obfuscation too.
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { navigate } from '../lib/navigate.ts';
import { currentSearch, queryParam } from '../lib/page-address.ts';
import { PATHS } from '../routes.ts';
import { chooseGame, loadGamesOnce } from './catalogue.ts';
import { order } from './order.ts';
import { track } from './tracking-context.ts';
import { openPopup } from './ui.ts';

export function openGameStep(): void {
  void track(TRACKING_EVENTS.view_selectGame);
  loadGamesOnce();
}

export async function pickGame(g: Pick<Game, 'client_id' | 'name'>): Promise<void> {
  if (order.clientId !== g.client_id && order.server) {
    const ok = await openPopup({ content: { key: 'game.changeConfirm' }, cancelLabel: { key: 'common.cancel' } });
    if (!ok) return;
  }
  chooseGame(g);
}

let pickedFor = '';

/**
 * A link that names a game, `/selectGame?client_id=…` (where `/@code` sends the player on
 * the brands whose code sets the area), chooses it once the list is in: once per address,
 * so a list loaded again (another language) does not undo the player's own pick.
 */
export function pickFromAddress(games: readonly Pick<Game, 'client_id' | 'name'>[]): void {
  const search = currentSearch();
  const g = search !== pickedFor && games.find((x) => x.client_id === queryParam('client_id', search));
  pickedFor = search;
  if (g) chooseGame(g);
}

/** Next: on to step 2. */
export function confirmGame(): void {
  void track(TRACKING_EVENTS.click_gameNextButton);
  navigate(PATHS.selectGoods);
}
