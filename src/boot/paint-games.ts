/**
 * The shell's step 1 cards, filled before the app has loaded: from the list the last visit
 * remembered when there is one, else from the early game list (early-games-request.ts)
 * when it arrives. The shell carries one card rendered at build time from the page's own
 * component (pages/select-game/game-choices.tsx) as a pattern; each game gets a copy with
 * its icon and name, the placeholder blocks go, and the list shows. Names are set as
 * text, never as markup. The app's first render replaces all of it with the list it gets.
 *
 * Why remember: the icons are step 1's largest paint, and from the early list they are two
 * requests away on the API host (the list, then the icons). Painted from the remembered
 * list (lib/games-memo.ts), a returning player's icons show from the bytes the last visit
 * kept, or are asked for while the HTML is still being parsed. Games come and go rarely;
 * when the list has changed, the shell shows the old one until the app renders, a second
 * at most, inert like all of the shell.
 */
import type { GamesMemo, KeptGame, Visit } from '../lib/games-memo.ts';
import type { EarlyReply } from '../lib/prefetched.ts';
import { GAMES_MEMO_KEY, type ReadStored, peekStored } from '../lib/stored-entry.ts';
import { isObject } from './boot-config.ts';
import type { GameCard } from '../pages/select-game/game-choices.tsx';

/** What a card shows: a game of the list, or of the memo with its logo's bytes. */
type Card = Pick<GameCard, 'name' | 'icon'> & Pick<KeptGame, 'logo'>;

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
export function paintGames(root: ParentNode, games: readonly Card[]): boolean {
  const slot = root.querySelector(`[${GAMES_SLOT_ATTR}]`);
  const list = slot?.querySelector('fieldset');
  const pattern = list?.querySelector('.choice');
  if (!slot || !list || !pattern || games.length === 0) return false;
  const grid = pattern.parentNode!;
  pattern.remove();
  for (const g of games) {
    const card = pattern.cloneNode(true) as Element;
    const src = g.logo ?? g.icon;
    if (typeof src === 'string') card.querySelector('img')?.setAttribute('src', src);
    const title = card.querySelector('.choice-title');
    if (title) title.textContent = String(g.name);
    grid.appendChild(card);
  }
  for (const el of [...slot.children]) if (el !== list) el.remove();
  list.hidden = false;
  return true;
}

/** The list the last visit kept for this area and language (lib/games-memo.ts), or null. */
export function recallGames(visit: Visit, read: ReadStored = peekStored): KeptGame[] | null {
  const m = read<GamesMemo>(GAMES_MEMO_KEY);
  return m?.area === visit.area && m.lang === visit.lang && Array.isArray(m.games) && m.games.every(isObject) ? m.games : null;
}
