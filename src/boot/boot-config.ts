/**
 * The config the build writes into index.html as JSON (`#boot-config`, boot-plugin.ts): the
 * page's one copy of the brand's id, languages, areas and API hosts, which the app's brand
 * module reads too (vite-brand.ts fromPageConfig); and the visit the head works out from it.
 */
import type { Brand, DomainArea, Language } from '../../brands/brand.ts';
import { startLanguage } from '../i18n/start-language.ts';
import { pickDomainArea } from '../lib/domain-area-rule.ts';
import { isReplenishAuto, isReplenishMode } from '../lib/replenish-mode.ts';
import { TOKEN_KEY, peekStored } from '../lib/stored-entry.ts';

export const CONFIG_ID = 'boot-config';

export interface BootConfig extends Pick<Brand, 'id' | 'domainAreas' | 'clientIdAreas'> {
  hosts: Pick<Brand['hosts'], 'api' | 'demoApi'>;
  languages: Language[]; // the default first
  shells: Record<string, string>; // address → its frame's <template> id
  preload: Record<string, string[]>; // address → the chunks its first render needs beyond the first load
  firstMessages?: Partial<Record<Language, string>>; // language → its first-screen messages' chunk
  laterMessages?: Partial<Record<Language, string>>; // and its later ones' (src/i18n/i18n.ts)
  earlyGames: string[]; // addresses whose first page is the game list
}

/** `area` is '' when no rule gives one (the app then shows /notArea). */
export interface Visit { area: DomainArea | ''; lang: Language; token: string; replenish: boolean }

declare global {
  /** The visit as the head script worked it out; the app takes its language (visit-language.ts). */
  interface Window { __visit?: Visit }
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** The config in index.html, or null when it is missing or broken (then the head does nothing). */
export function readBootConfig(doc: Document): BootConfig | null {
  try {
    const cfg = JSON.parse(doc.getElementById(CONFIG_ID)?.textContent ?? '') as BootConfig;
    // A missing `hosts` throws here, as any JSON that is not the config may.
    return [cfg.languages, cfg.domainAreas, cfg.earlyGames, cfg.hosts.api].every(Array.isArray) && [cfg.shells, cfg.preload].every(isObject) ? cfg : null;
  } catch {
    return null;
  }
}

/** This visit as the app will see it, with the app's own rules (storage is only peeked). */
export function visitOf(cfg: BootConfig, loc: Pick<Location, 'search'>): Visit {
  return {
    area: pickDomainArea(loc.search, cfg, peekStored),
    lang: startLanguage(cfg.languages, peekStored),
    token: peekStored(TOKEN_KEY, (v): v is string => typeof v === 'string') ?? '',
    replenish: isReplenishMode(loc.search) || isReplenishAuto(loc.search),
  };
}
