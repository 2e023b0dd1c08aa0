/**
 * The shell's step 1 cards, filled from the early game list (early-games-request.ts) before the
 * app has loaded. The shell carries one card rendered at build time from the page's own
 * component (pages/select-game/game-choices.tsx) as a pattern; each game gets a copy with
 * its icon and name, the placeholder blocks go, and the list shows. Names are set as
 * text, never as markup. The app's first render replaces all of it with the same cards.
 */
import type { EarlyReply } from '../lib/prefetched.ts';
import type { GameCard } from '../pages/select-game/game-choices.tsx';

/** The games of a successful early reply (code 1, a list), else null: the app then shows what went wrong. */
export function gamesOf(reply: EarlyReply): GameCard[] | null {
  try {
    const { code, content } = JSON.parse(reply.body) as { code?: unknown; content?: unknown };
    return Number(code) === 1 && Array.isArray(content) ? (content as GameCard[]) : null;
  } catch {
    return null;
  }
}

/** The shell's slot: placeholder blocks, then the hidden list with its pattern card. */
export const GAMES_SLOT_ATTR = 'data-shell-games';

/** Fills the slot in `root`; false when there is none any more (the app has rendered) or no game. */
export function paintGames(root: ParentNode, games: readonly GameCard[]): boolean {
  const slot = root.querySelector(`[${GAMES_SLOT_ATTR}]`);
  const list = slot?.querySelector('fieldset');
  const pattern = list?.querySelector('.choice');
  if (!slot || !list || !pattern || games.length === 0) return false;
  const grid = pattern.parentNode!;
  pattern.remove();
  for (const g of games) {
    const card = pattern.cloneNode(true) as Element;
    if (typeof g.icon === 'string') card.querySelector('img')?.setAttribute('src', g.icon);
    const title = card.querySelector('.choice-title');
    if (title) title.textContent = String(g.name);
    grid.appendChild(card);
  }
  for (const el of [...slot.children]) if (el !== list) el.remove();
  list.hidden = false;
  return true;
}
