/**
 * index.html's head script (before the stylesheet, which would hold it). It draws nothing:
 * it works out the visit (boot-config.ts), asks for step 1's list early, preloads, and
 * leaves `__shell` for the script after #root: show the frame, then start the app (README).
 */
import { type BootConfig, readBootConfig, visitOf } from './boot-config.ts';
import { earlyGamesUrl, preloadFirstLogos, requestEarly } from './early-games-request.ts';
import { preloadRoute } from './route-preload.ts';
import { shellOf, showShell } from './shell-gate.ts';
import { firstPaintShown, startAfterShell } from './start-after-shell.ts';

declare global {
  /** `start` adds the main chunk's script (scripts/build/boot-plugin.ts writes the call). */
  interface Window { __shell?: (start: () => void) => void }
}

function start(cfg: BootConfig): void {
  const visit = (window.__visit = visitOf(cfg, location));
  // Off the game list, the first page is a later one: it waits for the later messages too.
  const later = cfg.earlyGames.includes(location.pathname) ? undefined : cfg.laterMessages?.[visit.lang];
  const messages = cfg.firstMessages?.[visit.lang];
  const preload = () => {
    preloadRoute(document, messages ? [messages] : [], 'auto');
    preloadRoute(document, [...(cfg.preload[location.pathname] ?? []), ...(later ? [later] : [])]);
  };
  // With a frame, only the main chunk downloads beside it; the rest once it is on screen.
  const shown = firstPaintShown(window);
  const shell = shellOf(location, cfg, visit);
  if (!shell) preload();
  const url = earlyGamesUrl(cfg, visit, location);
  if (url) void requestEarly(window, url).then(preloadFirstLogos);
  window.__shell = (startApp) => {
    if (!showShell(document, shell)) {
      if (shell) preload();
      return startApp();
    }
    void shown.then(preload);
    startAfterShell(window, shown, startApp);
  };
}

const cfg = readBootConfig(document);
if (cfg) start(cfg);
