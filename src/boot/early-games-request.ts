/**
 * The head script's early call for step 1's game list, whose logos are step 1's largest
 * paint two requests away: asked while the HTML is parsed, beside the main chunk, with the
 * URL the app's client will build for this visit (api/games.ts, api/brand-call.ts,
 * api/client.ts), and left for the client under that URL (lib/prefetched.ts).
 */
import { gameList as GAME_LIST_PATH } from '../api/api-paths.ts';
import { brandApiHosts, orderHosts } from '../api/host-order.ts';
import { REQUEST_TIMEOUT_MS } from '../lib/constants.ts';
import { KEPT_LOGOS } from '../lib/games-memo.ts';
import { type EarlyReply, type PrefetchHolder, putPrefetched } from '../lib/prefetched.ts';
import { preloadImages } from '../lib/preload-images.ts';
import { GAMES_MEMO_KEY, peekStored } from '../lib/stored-entry.ts';
import type { BootConfig, Visit } from './boot-config.ts';

/** The game list URL the client will build for this visit, or null off the list's addresses or without an area. */
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

/**
 * A request, not a drawing: on a first visit (no list kept, lib/games-memo.ts), the first
 * screen's logos, asked for once the reply is in rather than once the app has rendered.
 */
export function preloadFirstLogos(reply: EarlyReply | null): void {
  if (!reply || peekStored(GAMES_MEMO_KEY) !== undefined) return;
  try {
    const games = (JSON.parse(reply.body) as { content?: unknown }).content;
    // The addresses the app's cards will show (preloadImages skips an empty one).
    if (Array.isArray(games)) preloadImages(games.slice(0, KEPT_LOGOS).map((g: { icon?: string } | null) => g?.icon ?? ''));
  } catch { /* not JSON: the app says what went wrong */ }
}
