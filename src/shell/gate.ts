/**
 * index.html's inline script (bundled at build time by scripts/lib/shell.ts): puts the
 * shell of the current address into #root before the first paint, when the app's own
 * first render will look like it. Not when the visit starts in another language than the
 * shell's (the player's choice or the browser's, decided as the app decides it), and not
 * in replenishment, whose layout has no logo and no progress bar.
 *
 * Its data is in a JSON script (`#shell-config`) and the shells in <template>s, so this
 * code, and the hash the Content-Security-Policy allows it by, is the same for every brand.
 */
import type { Language } from '../../brands/brand.ts';
import { startLanguage } from '../i18n/start-language.ts';
import { isReplenishAuto, isReplenishMode } from '../lib/replenish-mode.ts';

export interface ShellConfig {
  /** The brand's languages, its default (the shells' language) first. */
  languages: Language[];
  /** Address → id of the <template> holding its shell. */
  paths: Record<string, string>;
}

export function showShell(doc: Document, loc: Pick<Location, 'pathname' | 'search'>): boolean {
  const root = doc.getElementById('root');
  const config = doc.getElementById('shell-config');
  if (!root || root.firstChild || !config) return false;
  let cfg: ShellConfig;
  try { cfg = JSON.parse(config.textContent ?? '') as ShellConfig; } catch { return false; }
  const id = cfg.paths[loc.pathname];
  if (!id || isReplenishMode(loc.search) || isReplenishAuto(loc.search)) return false;
  if (startLanguage(cfg.languages) !== cfg.languages[0]) return false;
  const template = doc.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return false;
  root.appendChild(template.content.cloneNode(true));
  return true;
}
