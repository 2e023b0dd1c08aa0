/**
 * Part of index.html's inline script (gate-entry.ts): puts the
 * shell of the current address into #root before the first paint, when the app's own
 * first render will look like it. Not when the visit starts in another language than the
 * shell's (the player's choice or the browser's, decided as the app decides it), not
 * in replenishment, whose layout has no logo and no progress bar, and not when no domain
 * area is known (the app then shows /notArea).
 *
 * Its data is in a JSON script (`#shell-config`) and the shells in <template>s, so this
 * code, and the hash the Content-Security-Policy allows it by, is the same for every brand.
 * A config that is missing or broken shows no shell; the app does not need it.
 */
import { startLanguage } from '../i18n/start-language.ts';
import { pickDomainArea } from '../lib/domain-area-rule.ts';
import { isReplenishAuto, isReplenishMode } from '../lib/replenish-mode.ts';
import { peekStored } from '../lib/stored-entry.ts';
import type { EarlyBrand } from './early-games.ts';

export interface ShellConfig extends EarlyBrand {
  /** Address → id of the <template> holding its shell. */
  paths: Record<string, string>;
  /** Later route → the chunks its page needs beyond the first load (route-preload.ts). */
  routes: Record<string, string[]>;
}

export const CONFIG_ID = 'shell-config';

/** The config the build wrote into index.html, or null when it is missing or broken. */
export function readShellConfig(doc: Document): ShellConfig | null {
  try {
    const cfg = JSON.parse(doc.getElementById(CONFIG_ID)?.textContent ?? '') as ShellConfig;
    const isObject = (v: unknown) => typeof v === 'object' && v !== null;
    return Array.isArray(cfg.languages) && Array.isArray(cfg.domainAreas) && isObject(cfg.paths) && isObject(cfg.routes) ? cfg : null;
  } catch {
    return null;
  }
}

export function showShell(doc: Document, loc: Pick<Location, 'pathname' | 'search'>, cfg: ShellConfig): boolean {
  const root = doc.getElementById('root');
  if (!root || root.firstChild) return false;
  const id = cfg.paths[loc.pathname];
  if (!id || isReplenishMode(loc.search) || isReplenishAuto(loc.search)) return false;
  if (startLanguage(cfg.languages, peekStored) !== cfg.languages[0]) return false;
  // Every address with a shell needs a domain area; without one the app goes to /notArea.
  if (!pickDomainArea(loc.search, cfg, peekStored)) return false;
  const template = doc.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return false;
  root.appendChild(template.content.cloneNode(true));
  return true;
}
