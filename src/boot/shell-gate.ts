/**
 * Puts the address's frame into #root before the first paint, when the app's first render
 * will look like it: not in another language than the frame's, not in replenishment (no
 * logo, no progress bar), not without a domain area (the app shows /notArea).
 */
import type { BootConfig, Visit } from './boot-config.ts';

/** The id of the frame's template this visit would show, if any (the head asks before the body exists). */
export function shellOf(loc: Pick<Location, 'pathname'>, cfg: BootConfig, visit: Visit): string | undefined {
  const id = cfg.shells[loc.pathname];
  return id && !visit.replenish && visit.lang === cfg.languages[0] && visit.area ? id : undefined;
}

/** Shows the frame of template `id` (shellOf's) in #root; false when there is none to show. */
export function showShell(doc: Document, id: string | undefined): boolean {
  const root = doc.getElementById('root');
  const template = id && doc.getElementById(id);
  if (!root || root.firstChild || !(template instanceof HTMLTemplateElement)) return false;
  root.appendChild(template.content.cloneNode(true));
  // The title the page's heading gives it once the app runs (components/page-title.tsx).
  const heading = root.querySelector('h1')?.textContent;
  if (heading) doc.title = `${heading} · ${doc.title}`;
  return true;
}
