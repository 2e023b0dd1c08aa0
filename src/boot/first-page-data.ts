/**
 * What the first page needs from the network, asked for at start (src/main.tsx) while
 * the language and the page load, rather than after the first render: step 1's largest
 * paint, the game icons, is two round trips away (the list, then the icons).
 */
import brand from 'virtual:brand';
import type { Language } from '../../brands/brand.ts';
import { pickDomainArea } from '../lib/domain-area-rule.ts';
import { readStored } from '../lib/storage.ts';
import { keptGames, loadGamesForFirstView } from '../stores/catalogue.ts';
import { setDomainArea } from '../stores/domain-area.ts';
import { setLocale } from '../stores/locale.ts';
import { AREA_PATHS, EARLY_GAMES_PATHS } from '../routes.ts';
import { startPageData } from '../app/pages.ts';

/**
 * The calls carry the language (spec_lang), so it is settled first: `lang`, the one the
 * text layer is about to load (it switches when the messages are in, i18n.ts). On a purchase route
 * the domain area is set at once when the address or storage gives it (otherwise the
 * page's area guard decides, as usual, and may send the player to /notArea); on the
 * first step the game list is asked for, on steps 2 and 3 their first calls. Settles when
 * step 1's list is in or has failed, so a first visit's render shows the cards rather than
 * loading blocks and then cards (boot/start-app.tsx waits for it, for a while); at once when
 * the last visit kept a list, which the first render shows meanwhile, and elsewhere.
 */
export function startFirstPageData(loc: Pick<Location, 'pathname' | 'search'>, lang: Language): Promise<unknown> {
  setLocale(lang);
  if (!AREA_PATHS.includes(loc.pathname)) return Promise.resolve();
  const area = pickDomainArea(loc.search, brand, readStored);
  if (!area) return Promise.resolve();
  setDomainArea(area);
  if (EARLY_GAMES_PATHS.includes(loc.pathname)) {
    const list = loadGamesForFirstView();
    return keptGames() ? Promise.resolve() : list;
  }
  // Steps 2 and 3: their calls go out now, not after the first render (stores/start-early.ts). The
  // render does not wait for them: it draws the stored order and the kept names meanwhile.
  startPageData(loc.pathname);
  return Promise.resolve();
}
