/**
 * index.html's inline script, bundled by scripts/lib/shell.ts and run in the head, before
 * the stylesheet (an inline script after a stylesheet waits for it): it preloads the
 * chunks of a later step's page (route-preload.ts), asks for step 1's game list at once
 * (start-early-games.ts), and leaves `__shell` for the one-line script after
 * #root and the shells, which shows the current step's shell (gate.ts) and fills its
 * game cards when the list arrives (paint-games.ts).
 */
import { gamesOf } from './early-games.ts';
import { startEarlyGames } from './start-early-games.ts';
import { readShellConfig, showShell } from './gate.ts';
import { paintGames } from './paint-games.ts';
import { preloadRoute } from './route-preload.ts';

declare global {
  interface Window { __shell?: () => void }
}

const cfg = readShellConfig(document);
window.__shell = () => {
  if (!cfg || !showShell(document, location, cfg)) return;
  void window.__earlyGames?.reply.then((body) => {
    const games = gamesOf(body);
    if (games) paintGames(document.getElementById('root')!, games);
  });
};
if (cfg) {
  preloadRoute(document, cfg.routes[location.pathname]);
  startEarlyGames(window, cfg);
}
