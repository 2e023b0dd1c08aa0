/**
 * The shell's step 1 cards, filled before the app has loaded: from the list the last visit
 * remembered when there is one, else from the early game list (early-games-request.ts)
 * when it arrives, into the pattern card rendered from the page's own component
 * (pages/select-game/game-choices.tsx), as paint-choices.ts fills a shell's list. The
 * app's first render replaces all of it with the list it gets.
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
import { paintChoices } from './paint-choices.ts';
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

/** Fills step 1's slot in `root` (paint-choices.ts); false when there is none any more or no game. */
export const paintGames = (root: ParentNode, games: readonly Card[]): boolean => paintChoices(root, GAMES_SLOT_ATTR, games);

/** The list the last visit kept for this area and language (lib/games-memo.ts), or null. */
export function recallGames(visit: Visit, read: ReadStored = peekStored): KeptGame[] | null {
  const m = read<GamesMemo>(GAMES_MEMO_KEY);
  return m?.area === visit.area && m.lang === visit.lang && Array.isArray(m.games) && m.games.every(isObject) ? m.games : null;
}
