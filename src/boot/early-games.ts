/**
 * Step 1's game list, asked for by index.html's head script while the HTML is parsed,
 * and handed to the app when it asks the same question.
 *
 * Why: the game icons are step 1's largest paint, and they are two requests away (the
 * list, then the icons). Asked by the app, the list waits for the main chunk to arrive
 * and run: on the harsh lab profile (300 ms, 700 Kbps, 10× CPU) that put LCP at 3.2 s.
 * Asked from the head, it travels beside the main chunk, and the shell paints the cards
 * from it (paint-games.ts) before the app is up.
 *
 * The head script (start-early-games.ts) applies the app's own rules (domain area, host
 * order, language, token), imported from the modules the app uses. The handoff here checks
 * anyway that the app is about to ask the same thing, and hands over only a success:
 * anything else and the app asks itself, with its retries, failover and error handling.
 * This module is what both sides share; it imports none of the head's rules, so the app's
 * first load does not carry them.
 */
import type { Brand, Language } from '../../brands/brand.ts';
import type { Game } from '../api/contract.ts';

/**
 * The addresses whose first page is the game list (app/first-page-data.ts asks on them
 * too): PATHS.home and PATHS.selectGame, spelled out so the head script does not carry
 * the whole route table (early-games.test.ts holds them equal).
 */
export const GAME_LIST_PAGES: readonly string[] = ['/', '/selectGame'];

/** What of the brand the head script needs; the build writes it into index.html as JSON. */
export type EarlyBrand = Pick<Brand, 'id' | 'domainAreas' | 'clientIdAreas'> & {
  hosts: Pick<Brand['hosts'], 'api' | 'demoApi'>;
  /** The brand's languages, its default first. */
  languages: Language[];
};

/** The game list call's query, as the app's client sends it (api/games.ts, api/client.ts). */
export interface GameListQuery {
  brand: string;
  domain_area: string;
  spec_lang: string;
  oauth_token?: string;
}

export interface EarlyGames {
  query: GameListQuery;
  /** The reply's parsed body, or null when there was none (network, timeout, not JSON). */
  reply: Promise<unknown>;
}

declare global {
  // eslint-disable-next-line no-var -- a global the head script sets and the app takes
  var __earlyGames: EarlyGames | undefined;
}

/** The games of a successful reply (code 1, a list), else null. */
export function gamesOf(body: unknown): Game[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, content } = body as { code?: unknown; content?: unknown };
  return Number(code) === 1 && Array.isArray(content) ? (content as Game[]) : null;
}

const sameQuery = (a: GameListQuery, b: GameListQuery) =>
  a.brand === b.brand && a.domain_area === b.domain_area && a.spec_lang === b.spec_lang && (a.oauth_token ?? '') === (b.oauth_token ?? '');

/**
 * The app's part: the early games when the head script asked what the app asks now and
 * got them; else null, and the app calls the API itself. Taken once: a later load (a
 * retry, another area) always asks the API.
 */
export function takeEarlyGames(query: GameListQuery, holder: { __earlyGames?: EarlyGames } = globalThis): Promise<Game[] | null> {
  const early = holder.__earlyGames;
  delete holder.__earlyGames;
  if (!early || !sameQuery(early.query, query)) return Promise.resolve(null);
  return early.reply.then(gamesOf);
}
