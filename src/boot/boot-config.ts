/**
 * What the head script knows: the config the build writes into index.html as JSON
 * (`#boot-config`, scripts/lib/boot-plugin.ts), and the visit it works out once from it
 * (area, language, token), with the app's own rules, for the shell gate and the early
 * call alike. Its data is JSON and not code, so the head script, and the hash the
 * Content-Security-Policy allows it by, is the same for every brand.
 */
import type { Brand, DomainArea, Language } from '../../brands/brand.ts';
import { startLanguage } from '../i18n/start-language.ts';
import { pickDomainArea } from '../lib/domain-area-rule.ts';
import { isReplenishAuto, isReplenishMode } from '../lib/replenish-mode.ts';
import { TOKEN_KEY, peekStored } from '../lib/stored-entry.ts';

export const CONFIG_ID = 'boot-config';

export interface BootConfig extends Pick<Brand, 'id' | 'domainAreas' | 'clientIdAreas'> {
  hosts: Pick<Brand['hosts'], 'api' | 'demoApi'>;
  /** The brand's languages, its default first. */
  languages: Language[];
  /** Address → id of the <template> holding its shell (the route table's `shell` rows). */
  shells: Record<string, string>;
  /** Address → the chunks its first render needs beyond the first load (route-preload.ts). */
  preload: Record<string, string[]>;
  /**
   * Language → the chunk of its first-screen messages, which the app's first render waits
   * for: the head preloads the visit's language's (head.ts says when).
   */
  firstMessages?: Partial<Record<Language, string>>;
  /** Addresses whose first page is the game list (the route table's `earlyGames` rows). */
  earlyGames: string[];
  /**
   * Language → the chunk of its later messages (src/i18n/i18n.ts), which the first
   * render of every other address waits for (none in dev).
   */
  laterMessages?: Partial<Record<Language, string>>;
}

export interface Visit {
  /** '' when no rule gives one (the app then shows /notArea). */
  area: DomainArea | '';
  lang: Language;
  token: string;
  replenish: boolean;
}

declare global {
  /** The visit as the head script worked it out (head.ts); the app takes its language (visit-language.ts). */
  interface Window { __visit?: Visit }
}

export const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** The config the build wrote into index.html, or null when it is missing or broken (then the head does nothing). */
export function readBootConfig(doc: Document): BootConfig | null {
  try {
    const cfg = JSON.parse(doc.getElementById(CONFIG_ID)?.textContent ?? '') as BootConfig;
    const ok = Array.isArray(cfg.languages) && Array.isArray(cfg.domainAreas) && Array.isArray(cfg.earlyGames)
      && isObject(cfg.shells) && isObject(cfg.preload) && isObject(cfg.hosts) && Array.isArray(cfg.hosts.api);
    return ok ? cfg : null;
  } catch {
    return null;
  }
}

/** This visit as the app will see it, read once (storage is only peeked). */
export function visitOf(cfg: BootConfig, loc: Pick<Location, 'search'>): Visit {
  return {
    area: pickDomainArea(loc.search, cfg, peekStored),
    lang: startLanguage(cfg.languages, peekStored),
    token: peekStored(TOKEN_KEY, (v): v is string => typeof v === 'string') ?? '',
    replenish: isReplenishMode(loc.search) || isReplenishAuto(loc.search),
  };
}
