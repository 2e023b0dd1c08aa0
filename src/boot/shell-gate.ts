/**
 * Puts the shell of the current address into #root before the first paint, when the
 * app's own first render will look like it. Not when the visit starts in another language
 * than the shell's (the player's choice or the browser's), not in replenishment, whose
 * layout has no logo and no progress bar, and not when no domain area is known (the app
 * then shows /notArea). A missing or broken config shows no shell; the app does not need it.
 */
import type { BootConfig, Visit } from './boot-config.ts';

/** The id of the shell's template this visit would show, if any (the head asks before the body exists). */
export function shellOf(loc: Pick<Location, 'pathname'>, cfg: BootConfig, visit: Visit): string | undefined {
  const id = cfg.shells[loc.pathname];
  return id && !visit.replenish && visit.lang === cfg.languages[0] && visit.area ? id : undefined;
}

export function showShell(doc: Document, loc: Pick<Location, 'pathname'>, cfg: BootConfig, visit: Visit): boolean {
  const root = doc.getElementById('root');
  if (!root || root.firstChild) return false;
  const id = shellOf(loc, cfg, visit);
  if (!id) return false;
  const template = doc.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return false;
  root.appendChild(template.content.cloneNode(true));
  // The title the page's heading gives it once the app runs (components/page-title.tsx):
  // the tab and a screen reader's first words name the step from the start.
  const heading = root.querySelector('h1')?.textContent;
  if (heading) doc.title = `${heading} · ${doc.title}`;
  return true;
}
