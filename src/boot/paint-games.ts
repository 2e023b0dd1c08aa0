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
 * list, a returning player's icons are asked for while the HTML is still being parsed.
 * Games come and go rarely; when the list has changed, the shell shows the old one until
 * the app renders, a second at most, inert like all of the shell.
 */
import { ORDER_INFO_TTL_MS } from '../lib/constants.ts';
import type { EarlyReply } from '../lib/prefetched.ts';
import { GAMES_MEMO_KEY, type ReadStored, peekStored } from '../lib/stored-entry.ts';
import type { GameCard } from '../pages/select-game/game-choices.tsx';
import { type Visit, isObject } from './boot-config.ts';

/** What a card shows. */
type Card = Pick<GameCard, 'name' | 'icon'>;

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
    if (typeof g.icon === 'string') card.querySelector('img')?.setAttribute('src', g.icon);
    const title = card.querySelector('.choice-title');
    if (title) title.textContent = String(g.name);
    grid.appendChild(card);
  }
  for (const el of [...slot.children]) if (el !== list) el.remove();
  list.hidden = false;
  return true;
}

/** The list as the head keeps it for the next visit: the reply's games, for one area and language. */
export interface GamesMemo { area: string; lang: string; games: Card[] }

/** How long a remembered list may stand in for the next one (as long as the order is kept). */
export const GAMES_MEMO_TTL_MS = ORDER_INFO_TTL_MS;

/** Keeps `games` for the next visit's shell, as a stored entry (lib/stored-entry.ts); a storage that fails keeps nothing. */
export function rememberGames({ area, lang }: Pick<Visit, 'area' | 'lang'>, games: Card[]): void {
  const value: GamesMemo = { area, lang, games };
  try {
    localStorage.setItem(GAMES_MEMO_KEY, JSON.stringify({ value, expires: Date.now() + GAMES_MEMO_TTL_MS }));
  } catch { /* full or refused: the next visit waits for the list */ }
}

/** The list the last visit remembered for this area and language, or null. */
export function recallGames(visit: Pick<Visit, 'area' | 'lang'>, read: ReadStored = peekStored): Card[] | null {
  const m = read<GamesMemo>(GAMES_MEMO_KEY);
  return m?.area === visit.area && m.lang === visit.lang && Array.isArray(m.games) && m.games.every(isObject) ? m.games : null;
}
