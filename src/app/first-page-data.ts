/**
 * What the first page needs from the network, asked for at start (boot/start-app.tsx) while the
 * language and the page load, rather than after the first render.
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
 * The language (`lang`, which the calls carry) and the domain area go into their stores; then
 * step 1's list is asked for, or steps 2 and 3's first calls (stores/start-early.ts). Settles
 * when step 1's list is in or has failed, which the first render waits for (a first visit's
 * render then shows cards, not blocks then cards); at once when the last visit kept a list,
 * which the first render shows meanwhile, and elsewhere.
 */
export function startFirstPageData(loc: Pick<Location, 'pathname' | 'search'>, lang: Language): Promise<unknown> {
  setLocale(lang);
  if (!AREA_PATHS.includes(loc.pathname)) return Promise.resolve();
  const area = pickDomainArea(loc.search, brand, readStored);
  if (!area) return Promise.resolve();
  setDomainArea(area);
  if (!EARLY_GAMES_PATHS.includes(loc.pathname)) return Promise.resolve(startPageData(loc.pathname));
  const list = loadGamesForFirstView();
  return keptGames() ? Promise.resolve() : list;
}
