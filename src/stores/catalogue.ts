/**
 * What the player picks from in steps 1 and 2: games, areas, servers (all, used, or a
 * search by server id), roles and goods, loaded for the current domain area and game.
 * Choices are written to the order store (stores/order.ts); this store holds the lists.
 * Loading the game list and choosing a game are here; the player's other acts are in
 * game-choice.ts (step 1) and goods-choice.ts (step 2).
 */
import { proxy } from 'valtio/vanilla';
import brand from 'virtual:brand';
import type { Area, Game, GameLogo, Goods, Role, Server, ServerSearchResult } from '../api/contract.ts';
import type { DomainArea } from '../../brands/brand.ts';
import type { GamesMemo, KeptGame } from '../lib/games-memo.ts';
import { currentSearch, queryParam } from '../lib/page-address.ts';
import { GAMES_MEMO_KEY, readStored } from '../lib/storage.ts';
import { domainArea } from './domain-area.ts';
import { locale } from './locale.ts';
import { emptyPurchaseDraft, order, setOrder } from './order.ts';
import { type FailureKey, loadInto, resetResource, resource } from './resource.ts';

export type ServerView = 'all' | 'used';

export const catalogue = proxy({
  games: resource<Game[]>([]),
  /** The chosen game's logo when the list is not loaded. */
  logo: resource<GameLogo | null>(null),
  areas: resource<Area[]>([]),
  servers: resource<Server[]>([]),
  usedServers: resource<ServerSearchResult[]>([]),
  serverView: 'all' as ServerView,
  /** Server-id search: 'notFound' when the id matched nothing, 'failed' (with why) when the search itself did not get an answer. */
  search: { status: 'idle' as 'idle' | 'searching' | 'notFound' | 'failed', failure: 'error.generic' as FailureKey },
  roles: resource<Role[]>([]),
  goods: resource<Goods[]>([]),
});

function area(): DomainArea {
  return domainArea.area as DomainArea;
}

/** The game's parameters for every call of steps 2 and 3. */
export function gameParams() {
  return { domain_area: area(), client_id: order.clientId };
}

// ─── Step 1 ──────────────────────────────────────────────────────────────────────────────

/**
 * The API client is not part of the first load: it loads with the first call (index.html
 * preloads its chunk on the pages whose first call this is, src/boot/).
 */
const gamesApi = () => import('../api/games.ts');

export function loadGames(opts: { keep?: boolean } = {}): Promise<Game[] | undefined> {
  return loadInto(catalogue.games, async () => {
    // What the list goes through before it shows (its logos) is not part of the first load
    // either; preloaded beside the client, and asked for now, not after the list. Without
    // it (its chunk did not load) the list shows as it came.
    const memo = import('../lib/games-memo.ts').catch(() => null);
    const listed = await (await gamesApi()).getGameList({ domain_area: area() });
    const games = (await memo)?.shownGames(listed, { area: area(), lang: locale.lang }) ?? listed;
    pickFromAddress(games);
    return games;
  }, opts);
}

const isKept = (g: unknown): g is KeptGame => typeof (g as KeptGame | null)?.name === 'string' && typeof (g as KeptGame).icon === 'string';

/**
 * The list the last visit kept for this area and language (lib/games-memo.ts), which step 1
 * shows while this visit's loads: a returning player's first render draws the cards. Read
 * once per area and language (each logo's bytes are in it).
 */
export function keptGames(): readonly KeptGame[] | undefined {
  const of = `${area()}\n${locale.lang}`;
  if (kept.of !== of) {
    const m = readStored<GamesMemo>(GAMES_MEMO_KEY);
    const games = m?.area === area() && m.lang === locale.lang && Array.isArray(m.games) ? m.games.filter(isKept) : [];
    kept = { of, games: games.length ? games : undefined };
  }
  return kept.games;
}
let kept: { of: string; games?: readonly KeptGame[] } = { of: '' };

let pickedFor = '';

/**
 * A link that names a game, `/selectGame?client_id=…` (where `/@code` sends the player on
 * the brands whose code sets the area), chooses it once the list is in: once per address,
 * so a list loaded again (another language) does not undo the player's own pick.
 */
function pickFromAddress(games: Game[]): void {
  const search = currentSearch();
  const g = search !== pickedFor && games.find((x) => x.client_id === queryParam('client_id', search));
  pickedFor = search;
  if (g) chooseGame(g);
}

/**
 * The load the first page view started before the page was up (app/first-page-data.ts).
 * Its failure is the page's to show, with Try again: opening step 1 does not ask again
 * unseen, which it did whenever the early list had already failed by the first render.
 */
let firstViewLoad = -1;

/** The first page view's game list (app/first-page-data.ts); settles when it is in, or has failed. */
export function loadGamesForFirstView(): Promise<unknown> {
  const loading = loadGamesOnce();
  firstViewLoad = catalogue.games.seq;
  return loading;
}

/** The list unless it is in or on its way; after a failure, again, unless the failure is the first view's own (above). */
export function loadGamesOnce(): Promise<unknown> {
  const { status, seq } = catalogue.games;
  return status === 'idle' || (status === 'error' && seq !== firstViewLoad) ? loadGames() : Promise.resolve();
}

/** Step 1's choice; choosing another game drops everything chosen for the old one. */
export function chooseGame(g: Pick<Game, 'client_id' | 'name'>): void {
  if (g.client_id === order.clientId) return;
  setOrder({ ...emptyPurchaseDraft(), gameName: g.name, clientId: g.client_id });
  resetResource(catalogue.areas, []);
  resetResource(catalogue.servers, []);
  resetResource(catalogue.usedServers, []);
  resetResource(catalogue.roles, []);
  resetResource(catalogue.goods, []);
}

export function gameIsChosen(): boolean {
  return order.clientId !== '';
}

/** The logo of a game: from the loaded list, or from /api/config/game_logo; the brand's meanwhile. */
export function gameLogo(clientId: string): string {
  return catalogue.games.data.find((g) => g.client_id === clientId)?.icon
    ?? (catalogue.logo.data?.client_id === clientId ? catalogue.logo.data.icon : brand.logoUrl);
}

/**
 * Step 2 opened straight away (a new tab, a reload) has no game list: ask for the chosen
 * game's logo. Quiet: a missing logo is not worth a message (the brand's stands in), but an
 * unknown game or a wrong area still leads where section 8 says.
 */
export function loadGameLogo(): void {
  const clientId = order.clientId;
  if (!clientId || catalogue.games.data.some((g) => g.client_id === clientId) || catalogue.logo.data?.client_id === clientId) return;
  void loadInto(catalogue.logo, async () => (await gamesApi()).getGameLogo({ client_id: clientId, domain_area: area() }, { quiet: true }), { keep: true });
}
