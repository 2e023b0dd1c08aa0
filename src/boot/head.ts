/**
 * index.html's inline script in the head, before the stylesheet (an inline script after a
 * stylesheet waits for it). From the build's config (boot-config.ts) it works out the
 * visit once, then:
 *  - preloads the chunks of the page the address opens on, when that is a later page,
 *    and the later messages of the visit's language (route-preload.ts);
 *  - asks for step 1's game list at once on the addresses whose first page is the list
 *    (early-games-request.ts);
 *  - leaves the visit in `__visit`, so the app takes its language rather than carrying the
 *    rules again (visit-language.ts);
 *  - leaves `__shell` for the one-line script after #root and the templates, which shows
 *    the address's shell (shell-gate.ts) and fills its game cards when the list arrives
 *    (paint-games.ts).
 */
import { type BootConfig, type Visit, readBootConfig, visitOf } from './boot-config.ts';
import { earlyGamesUrl, requestEarly } from './early-games-request.ts';
import { gamesOf, paintGames } from './paint-games.ts';
import { preloadRoute } from './route-preload.ts';
import { showShell } from './shell-gate.ts';

declare global {
  interface Window { __shell?: () => void; __visit?: Visit }
}

function start(cfg: BootConfig): void {
  const visit = visitOf(cfg, location);
  window.__visit = visit;
  // Off the game list, the first page is a later one: it waits for the later messages too.
  const later = cfg.earlyGames.includes(location.pathname) ? undefined : cfg.laterMessages?.[visit.lang];
  preloadRoute(document, [...(cfg.preload[location.pathname] ?? []), ...(later ? [later] : [])]);
  const url = earlyGamesUrl(cfg, visit, location);
  const games = url ? requestEarly(window, url) : null;
  window.__shell = () => {
    if (!showShell(document, location, cfg, visit) || !games) return;
    void games.then((reply) => {
      const list = reply && gamesOf(reply);
      if (list) paintGames(document.getElementById('root')!, list);
    });
  };
}

const cfg = readBootConfig(document);
if (cfg) start(cfg);
