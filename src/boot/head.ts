/**
 * index.html's inline script in the head, before the stylesheet (an inline script after a
 * stylesheet waits for it). It draws nothing: from the build's config (boot-config.ts) it
 * works out the visit once, then
 *  - asks for step 1's game list on the addresses whose first page is the list, at once
 *    (early-games-request.ts);
 *  - preloads the visit's language's messages and the chunks of the page the address opens
 *    on (route-preload.ts): once the frame is on screen when there is one, at once otherwise;
 *  - leaves the visit in `__visit`, so the app takes its language (visit-language.ts);
 *  - leaves `__shell` for the one-line script after #root, which shows the address's frame
 *    (shell-gate.ts) and starts the main chunk once it is on screen (start-after-shell.ts).
 */
import { type BootConfig, readBootConfig, visitOf } from './boot-config.ts';
import { earlyGamesUrl, requestEarly } from './early-games-request.ts';
import { preloadRoute } from './route-preload.ts';
import { shellOf, showShell } from './shell-gate.ts';
import { firstPaintShown, startAfterShell } from './start-after-shell.ts';

declare global {
  /** `start` adds the main chunk's script (scripts/lib/boot-plugin.ts writes the call). */
  interface Window { __shell?: (start: () => void) => void }
}

function start(cfg: BootConfig): void {
  const visit = visitOf(cfg, location);
  window.__visit = visit;
  // Off the game list, the first page is a later one: it waits for the later messages too.
  const later = cfg.earlyGames.includes(location.pathname) ? undefined : cfg.laterMessages?.[visit.lang];
  const messages = cfg.firstMessages?.[visit.lang];
  const preload = () => {
    preloadRoute(document, messages ? [messages] : [], 'auto');
    preloadRoute(document, [...(cfg.preload[location.pathname] ?? []), ...(later ? [later] : [])]);
  };
  // The frame's first paint needs only the HTML: what the app needs beyond the main chunk is
  // asked for once it is on screen, so nothing shares the line with it (README, step 2).
  const shell = shellOf(location, cfg, visit);
  const shown = firstPaintShown(window);
  if (!shell) preload();
  const url = earlyGamesUrl(cfg, visit, location);
  if (url) void requestEarly(window, url);
  window.__shell = (startApp) => {
    if (!showShell(document, location, cfg, visit)) {
      if (shell) preload();
      return startApp();
    }
    void shown.then(preload);
    startAfterShell(window, shown, startApp);
  };
}

const cfg = readBootConfig(document);
if (cfg) start(cfg);
