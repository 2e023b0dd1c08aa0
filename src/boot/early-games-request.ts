/**
 * The head script's early call for step 1's game list: the URL the app's client will
 * send for this visit (host, path, brand, area, language, token, in the client's order:
 * api/games.ts through api/brand-call.ts and api/client.ts), asked at once and left for
 * the client by that URL (lib/prefetched.ts).
 *
 * Why: the game icons are step 1's largest paint, two requests away (the list, then the
 * icons). Asked by the app, the list waited for the main chunk to arrive and run: on the
 * harsh lab profile (300 ms, 700 Kbps, 10× CPU) that put LCP at 3.2 s. Asked from the
 * head, it travels beside the main chunk.
 */
import { gameList as GAME_LIST_PATH } from '../api/api-paths.ts';
import { brandApiHosts, orderHosts } from '../api/host-order.ts';
import { REQUEST_TIMEOUT_MS } from '../lib/constants.ts';
import { type EarlyReply, type PrefetchHolder, putPrefetched } from '../lib/prefetched.ts';
import { peekStored } from '../lib/stored-entry.ts';
import type { BootConfig, Visit } from './boot-config.ts';

/** The game list URL the client will build for this visit, or null when the visit's first page is not the list or has no area. */
export function earlyGamesUrl(cfg: BootConfig, visit: Visit, loc: Pick<Location, 'pathname' | 'hostname'>): string | null {
  if (!cfg.earlyGames.includes(loc.pathname) || !visit.area) return null;
  const host = orderHosts(brandApiHosts(cfg.hosts, loc.hostname), peekStored)[0];
  const query: Record<string, string> = { brand: cfg.id, domain_area: visit.area, spec_lang: visit.lang };
  if (visit.token) query.oauth_token = visit.token;
  return `${host}${GAME_LIST_PATH}?${new URLSearchParams(query)}`;
}

/** Asks for `url` and leaves the reply for the client under it; resolves to it (null: no reply). */
export function requestEarly(win: Pick<Window, 'fetch'> & PrefetchHolder, url: string): Promise<EarlyReply | null> {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), REQUEST_TIMEOUT_MS);
  const reply = win.fetch(url, { signal: ctl.signal })
    .then(async (r) => ({ status: r.status, body: await r.text(), type: r.headers.get('content-type') }))
    .catch(() => null)
    .finally(() => clearTimeout(timer));
  putPrefetched(win, url, reply);
  return reply;
}
