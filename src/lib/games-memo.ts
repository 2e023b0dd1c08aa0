/**
 * Step 1's game list as a visit keeps it for the next visit's first render: the games of
 * one domain area and language, each with its logo's own bytes (a data: address) when the
 * logo is small and its host lets the page read it.
 *
 * Why the bytes: the logos are step 1's largest paint, and they live on the API host. With
 * only their addresses kept, a returning player's first screen still waited for a
 * connection to that host and a round trip. With the bytes, the kept cards
 * (stores/catalogue.ts keptGames, KeptGames) draw whole from the storage, and the list's
 * cards show the same bytes (`withKeptLogos`), so nothing blinks when it comes.
 *
 * The app writes it once the list is in and the browser is idle (`shownGames`, from
 * stores/catalogue.ts). A logo's bytes are read once a day at most (LOGO_REFRESH_MS)
 * and carried over by its address in between, so a logo replaced at the same address shows
 * from the next day. A host that does not allow the read (no Access-Control-Allow-Origin),
 * a logo over LOGO_MAX_BYTES, or anything that is not an image keeps the address only.
 */
import { ORDER_INFO_TTL_MS } from './constants.ts';
import { preloadImages } from './preload-images.ts';
import { GAMES_MEMO_KEY, type ReadStored, peekStored } from './stored-entry.ts';
import { whenIdle } from './when-idle.ts';

/**
 * A game as the memo keeps it: its name and logo address, the logo's bytes when they could
 * be read, and when they were last asked for (epoch ms), read or not.
 */
export interface KeptGame { name: string; icon: string; logo?: string; logoAt?: number }

/** What is stored under GAMES_MEMO_KEY. */
export interface GamesMemo { area: string; lang: string; games: KeptGame[] }

/** How long a remembered list may stand in for the next one (as long as the order is kept). */
export const GAMES_MEMO_TTL_MS = ORDER_INFO_TTL_MS;

/** The logos kept with their bytes: the first screen's on any phone, a wide one's two rows. */
export const KEPT_LOGOS = 8;
/** A logo heavier than this keeps its address only: the memo is read, whole, before every step 1 paint. */
export const LOGO_MAX_BYTES = 8 * 1024;
/**
 * Kept bytes older than this are read again when the list is kept: a logo replaced at the
 * same address shows from the next day on (the memo itself is written again on every visit).
 */
export const LOGO_REFRESH_MS = 24 * 60 * 60 * 1000;

export type Visit = { area: string; lang: string };

const isGame = (g: unknown): g is KeptGame => typeof g === 'object' && g !== null;

/** The logos asked for before, by address, whatever area or language they were kept for. */
function keptLogos(read: ReadStored): Map<string, KeptGame> {
  const games = read<GamesMemo>(GAMES_MEMO_KEY)?.games;
  const out = new Map<string, KeptGame>();
  if (Array.isArray(games)) {
    for (const g of games) if (isGame(g) && typeof g.icon === 'string' && (typeof g.logo === 'string' || typeof g.logoAt === 'number')) out.set(g.icon, g);
  }
  return out;
}

/** `games` with each logo whose bytes are kept shown from them: the list's cards look like the kept ones. */
export function withKeptLogos<G extends { icon: string }>(games: G[], read: ReadStored = peekStored): G[] {
  const logos = keptLogos(read);
  return games.map((g) => { const logo = logos.get(g.icon)?.logo; return typeof logo === 'string' ? { ...g, icon: logo } : g; });
}

/** A logo reply as a data: address, or undefined when it is not a small image. */
export async function logoDataUrl(res: Response): Promise<string | undefined> {
  const type = res.headers.get('content-type')?.split(';')[0]!.trim().toLowerCase() ?? '';
  if (!res.ok || !/^image\/[\w.+-]+$/.test(type)) return undefined;
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > LOGO_MAX_BYTES) return undefined;
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * Reads a logo's bytes: a CORS read without cookies, from the network. Not from the HTTP
 * cache: the <img> put the logo there from a request without an Origin, and a host that
 * echoes the Origin without `Vary: Origin` (the sandbox did) answered that one without
 * Access-Control-Allow-Origin, so the cached copy fails the read. Once per logo: its bytes
 * are kept after.
 */
const readLogo = (url: string) => fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' });

/**
 * `games` (as the API gave them) as the memo keeps them, with the bytes of the first
 * KEPT_LOGOS logos: those in `before` asked for less than LOGO_REFRESH_MS ago carried over
 * by address, the others fetched. A logo that fails is kept by address, and not asked for
 * again until a day later: a host without CORS headers is not asked on every visit.
 */
export function keptGamesOf(games: readonly { name: string; icon: string }[], before: ReadonlyMap<string, KeptGame>, fetchLogo = readLogo, now = Date.now()): Promise<KeptGame[]> {
  return Promise.all(games.map(async ({ name, icon }, i): Promise<KeptGame> => {
    if (i >= KEPT_LOGOS) return { name, icon };
    const kept = before.get(icon);
    if (kept && now - Number(kept.logoAt) < LOGO_REFRESH_MS) return typeof kept.logo === 'string' ? { name, icon, logo: kept.logo, logoAt: kept.logoAt } : { name, icon, logoAt: kept.logoAt };
    const logo = await fetchLogo(icon).then(logoDataUrl).catch(() => undefined);
    return logo ? { name, icon, logo, logoAt: now } : { name, icon, logoAt: now };
  }));
}

/**
 * Keeps `games` for the next visit in this area and language (keptGamesOf). Never
 * throws: a storage that refuses the write keeps nothing (the next visit waits for the list).
 */
export async function keepGames(visit: Visit, games: readonly { name: string; icon: string }[], read: ReadStored = peekStored, fetchLogo = readLogo): Promise<void> {
  const value: GamesMemo = { area: visit.area, lang: visit.lang, games: await keptGamesOf(games, keptLogos(read), fetchLogo) };
  try {
    localStorage.setItem(GAMES_MEMO_KEY, JSON.stringify({ value, expires: Date.now() + GAMES_MEMO_TTL_MS }));
  } catch { /* full or refused */ }
}

/**
 * The app's part, when step 1's list has come: the list to show, its logos from the kept
 * bytes where there are some (withKeptLogos) and the others asked for at once (they are
 * step 1's largest paint: fetched now, not after the list renders); and, once the browser
 * is idle, the list kept for the next visit (keepGames).
 */
export function shownGames<G extends { name: string; icon: string }>(listed: G[], visit: Visit): G[] {
  const shown = withKeptLogos(listed);
  preloadImages(shown.map((g) => g.icon).filter((src) => !src.startsWith('data:')));
  whenIdle(() => void keepGames(visit, listed));
  return shown;
}
