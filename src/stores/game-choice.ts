/**
 * Step 1's acts (spec section 2): the step opens, the player picks a game, and goes on.
 * Picking another game while a purchase is under way asks first, since it clears the
 * server, role and goods. The game list and its loading are the catalogue's.
 */
import type { Game } from '../api/contract.ts';
// The events module itself: through contract.ts the first load would carry the password obfuscation too.
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { navigate } from '../lib/navigate.ts';
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

/** Next: on to step 2. */
export function confirmGame(): void {
  void track(TRACKING_EVENTS.click_gameNextButton);
  navigate(PATHS.selectGoods);
}
