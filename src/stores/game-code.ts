/**
 * The `/@{code}` route (spec section 2): a short per-brand address for one game.
 *
 *  - brands with features.codeRouteSetsArea (acenet, rhinos): the code carries the domain
 *    area; it is set, and the player goes to `/?client_id=…` (step 1, that game named);
 *  - other brands: the area is resolved by the usual rule (with the code's client_id, for
 *    the brand that maps client ids to areas), the game is chosen, and the player goes on
 *    to step 2;
 *  - an unknown code clears the domain area (spec) and the page says Not Found.
 */
import brand from 'virtual:brand';
import gameCodes from 'virtual:brand/gameCodes';
import type { Brand, GameCode } from '../../brands/brand.ts';
import { navigate } from '../lib/navigate.ts';
import { currentSearch } from '../lib/page-address.ts';
import { catalogue, chooseGame, loadGames } from './catalogue.ts';
import { clearDomainArea, domainArea, resolveDomainArea, setDomainArea } from './domain-area.ts';
import { href, PATHS } from '../routes.ts';

type CodeBrand = Pick<Brand, 'gameCodes' | 'features' | 'domainAreas' | 'clientIdAreas'>;
const thisBrand: CodeBrand = { ...brand, gameCodes };

/** The code's entry; own keys only, so `/@constructor` is just unknown. */
export function lookUpGameCode(rawCode: string, b: CodeBrand = thisBrand): GameCode | undefined {
  let code = rawCode;
  try { code = decodeURIComponent(rawCode); } catch { /* malformed escape: look it up as typed */ }
  return Object.prototype.hasOwnProperty.call(b.gameCodes, code) ? b.gameCodes[code] : undefined;
}

const homeWithGame = (clientId: string) => href('home', { client_id: clientId });

/**
 * Follows a game code. Returns 'unknown' when the brand has no such code (the page shows
 * Not Found); otherwise the player has been sent on (or to /notArea).
 */
export async function followGameCode(rawCode: string, b: CodeBrand = thisBrand): Promise<'unknown' | 'moved'> {
  const entry = lookUpGameCode(rawCode, b);
  if (!entry) {
    clearDomainArea();
    return 'unknown';
  }
  if (b.features.codeRouteSetsArea) {
    if (entry.domainArea && b.domainAreas.includes(entry.domainArea)) setDomainArea(entry.domainArea);
    navigate(homeWithGame(entry.clientId), { replace: true });
    return 'moved';
  }
  // The area by the usual rule; the code's game stands in for a client_id query.
  const q = new URLSearchParams(currentSearch());
  q.set('client_id', entry.clientId);
  if (!domainArea.area && !resolveDomainArea(`?${q}`, b)) return 'moved'; // on its way to /notArea
  const games = await loadGames();
  const game = games?.find((g) => g.client_id === entry.clientId) ?? catalogue.games.data.find((g) => g.client_id === entry.clientId);
  if (game) {
    chooseGame(game);
    navigate(PATHS.selectGoods, { replace: true });
  } else {
    // Not offered in this area (or the list could not load): step 1 names it and explains.
    navigate(homeWithGame(entry.clientId), { replace: true });
  }
  return 'moved';
}
