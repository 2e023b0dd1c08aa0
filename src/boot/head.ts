/**
 * index.html's inline script in the head, before the stylesheet (an inline script after a
 * stylesheet waits for it). From the build's config (boot-config.ts) it works out the
 * visit once, then:
 *  - preloads the visit's language's first-screen messages, the chunks of the page the
 *    address opens on, when that is a later page, and the later messages of the visit's
 *    language (route-preload.ts): once the shell is on screen when there is one, at once
 *    when there is none;
 *  - asks for step 1's game list on the addresses whose first page is the list
 *    (early-games-request.ts): at once, or once the shell is on screen when it paints
 *    the cards from the list the last visit kept (lib/games-memo.ts);
 *  - leaves the visit in `__visit`, so the app takes its language rather than carrying the
 *    rules again (visit-language.ts);
 *  - leaves `__shell` for the one-line script after #root and the templates, which shows
 *    the address's shell (shell-gate.ts), fills step 3's summary from the stored order
 *    (paint-summary.ts) and step 1's game cards from the list the last
 *    visit kept or else when the list arrives (paint-games.ts), and starts the app's
 *    main chunk once that is on screen (start-after-shell.ts); with no shell, at once.
 */
import { type BootConfig, type Visit, readBootConfig, visitOf } from './boot-config.ts';
import { earlyGamesUrl, requestEarly } from './early-games-request.ts';
import { gamesOf, paintGames, recallGames } from './paint-games.ts';
import { paintSummary } from './paint-summary.ts';
import { preloadRoute } from './route-preload.ts';
import { shellOf, showShell } from './shell-gate.ts';
import { firstPaintShown, imagesSettled, startAfterShell } from './start-after-shell.ts';

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
  // With a shell, its first paint needs neither the language's messages (the shell is
  // written in it) nor the later page's chunks: only the main chunk, the bulk of what the
  // app needs first, downloads beside it. Asked for here, the others arrived before the
  // paint on a fast line and were parsed (a module preload parses what it fetches) ahead
  // of it; on a slow one they shared the line with the early list and its logos; and
  // Lighthouse's model counts every request done before the largest paint as one that
  // paint waited for. Even the messages' 0.9 KB: on HTTP/1.1 a second request opens a
  // connection, and in the model it took half the line from the main chunk meanwhile
  // (watt, simulated mobile LCP 1.12–1.16× the bare page's with it, 1.01–1.03× without).
  // They are asked for once the shell is on screen, and the app starts after that too,
  // so they still come before it asks for them. Without a shell the app's page is the
  // first paint: they are asked for at once.
  const shell = shellOf(location, cfg, visit);
  const shown = firstPaintShown(window);
  if (!shell) preload();
  const url = earlyGamesUrl(cfg, visit, location);
  // A returning player's shell paints the cards from the list the last visit kept, logos
  // included (lib/games-memo.ts): the list's call then waits until that is on screen
  // rather than share the line with it. The app, which needs the list, starts after it.
  const memo = url && shell ? recallGames(visit) : null;
  const games = url ? requestEarly(window, url, memo ? shown : undefined) : null;
  window.__shell = (startApp) => {
    if (!showShell(document, location, cfg, visit)) {
      if (shell) preload();
      return startApp();
    }
    void shown.then(preload);
    const root = document.getElementById('root')!;
    paintSummary(root, visit);
    const recalled = !!memo && paintGames(root, memo);
    const arrived = recalled ? undefined : games?.then((reply) => {
      const list = reply && gamesOf(reply);
      if (list) paintGames(root, list);
    });
    startAfterShell(window, shown.then(() => arrived).then(() => imagesSettled(root)), startApp);
  };
}

const cfg = readBootConfig(document);
if (cfg) start(cfg);
