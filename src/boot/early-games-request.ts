/**
 * The head script's part of the early game list (early-games.ts): the query the app will
 * send for this address, and the call, to the first host the app would try.
 */
import { gameList as GAME_LIST_PATH } from '../api/api-paths.ts';
import { brandApiHosts, orderHosts } from '../api/host-order.ts';
import { startLanguage } from '../i18n/start-language.ts';
import { REQUEST_TIMEOUT_MS } from '../lib/constants.ts';
import { pickDomainArea } from '../lib/domain-area-rule.ts';
import { STORAGE_KEYS, peekStored } from '../lib/stored-entry.ts';
import { type EarlyBrand, type EarlyGames, GAME_LIST_PAGES, type GameListQuery } from './early-games.ts';

const isString = (v: unknown): v is string => typeof v === 'string';

/** The query the app will send for this address, or null when its first page is not the list or the area is unknown. */
export function gameListQuery(b: EarlyBrand, loc: Pick<Location, 'pathname' | 'search'>): GameListQuery | null {
  if (!GAME_LIST_PAGES.includes(loc.pathname)) return null;
  const area = pickDomainArea(loc.search, b, peekStored);
  if (!area) return null;
  const query: GameListQuery = { brand: b.id, domain_area: area, spec_lang: startLanguage(b.languages, peekStored) };
  const token = peekStored(STORAGE_KEYS.token, isString);
  if (token) query.oauth_token = token;
  return query;
}

/** The head script's part: asks the first host the app would ask, and leaves the answer on `win`. */
export function startEarlyGames(win: Pick<Window, 'location' | 'fetch'> & { __earlyGames?: EarlyGames }, b: EarlyBrand): void {
  const query = gameListQuery(b, win.location);
  if (!query) return;
  const host = orderHosts(brandApiHosts(b.hosts, win.location.hostname), peekStored)[0];
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), REQUEST_TIMEOUT_MS);
  const reply = win.fetch(`${host}${GAME_LIST_PATH}?${new URLSearchParams({ ...query })}`, { signal: ctl.signal })
    .then((r) => r.json() as Promise<unknown>)
    .catch(() => null)
    .finally(() => clearTimeout(timer));
  win.__earlyGames = { query, reply };
}

