/**
 * index.html's inline script in the head, before the stylesheet (an inline script after a
 * stylesheet waits for it). From the build's config (boot-config.ts) it works out the
 * visit once, then:
 *  - preloads the chunks of the page the address opens on, when that is a later page,
 *    and the later messages of the visit's language (route-preload.ts): after the shell's
 *    first frame when there is a shell, at once when there is none;
 *  - asks for step 1's game list at once on the addresses whose first page is the list
 *    (early-games-request.ts);
 *  - leaves the visit in `__visit`, so the app takes its language rather than carrying the
 *    rules again (visit-language.ts);
 *  - leaves `__shell` for the one-line script after #root and the templates, which shows
 *    the address's shell (shell-gate.ts), fills step 3's summary from the stored order
 *    (paint-summary.ts) and step 1's game cards from the list the last
 *    visit kept or else when the list arrives, keeps that list for the next visit
 *    (paint-games.ts), and starts the app's main chunk once that has been painted
 *    (start-after-shell.ts); with no shell, at once.
 */
import { type BootConfig, type Visit, readBootConfig, visitOf } from './boot-config.ts';
import { earlyGamesUrl, requestEarly } from './early-games-request.ts';
import { gamesOf, paintGames, recallGames, rememberGames } from './paint-games.ts';
import { paintSummary } from './paint-summary.ts';
import { preloadRoute } from './route-preload.ts';
import { shellOf, showShell } from './shell-gate.ts';
import { afterNextPaint, imagesSettled, startAfterShell } from './start-after-shell.ts';

declare global {
  /** `start` adds the main chunk's script (scripts/lib/boot-plugin.ts writes the call). */
  interface Window { __shell?: (start: () => void) => void; __visit?: Visit }
}

function start(cfg: BootConfig): void {
  const visit = visitOf(cfg, location);
  window.__visit = visit;
  // Off the game list, the first page is a later one: it waits for the later messages too.
  const later = cfg.earlyGames.includes(location.pathname) ? undefined : cfg.laterMessages?.[visit.lang];
  const preload = () => preloadRoute(document, [...(cfg.preload[location.pathname] ?? []), ...(later ? [later] : [])]);
  // With a shell, its frame needs none of the later page's chunks. Asked for here, they
  // arrived before it on a fast line and were parsed (a module preload parses what it
  // fetches) ahead of the first paint; on a slow one they shared the line with the early
  // list and its logos; and Lighthouse's model counts every request done before the
  // largest paint as one that paint waited for. The app starts after the same frame, so
  // they still come before it asks for them (in a hidden tab, where no frame comes, the
  // app starts at its cap and asks itself). Without a shell the app's page is the first
  // paint: they are asked for at once.
  const shell = shellOf(location, cfg, visit);
  if (!shell) preload();
  const url = earlyGamesUrl(cfg, visit, location);
  const games = url ? requestEarly(window, url) : null;
  window.__shell = (startApp) => {
    if (!showShell(document, location, cfg, visit)) {
      if (shell) preload();
      return startApp();
    }
    afterNextPaint(window, preload);
    const root = document.getElementById('root')!;
    paintSummary(root, visit);
    // A returning player's cards come from the list the last visit kept, in this frame;
    // the early reply is then only kept for the next visit.
    const recalled = !!url && paintGames(root, recallGames(visit) ?? []);
    const arrived = games?.then((reply) => {
      const list = reply && gamesOf(reply);
      if (!list) return;
      if (!recalled) paintGames(root, list);
      rememberGames(visit, list);
    });
    startAfterShell(window, Promise.resolve(recalled || arrived).then(() => imagesSettled(root)), startApp);
  };
}

const cfg = readBootConfig(document);
if (cfg) start(cfg);
