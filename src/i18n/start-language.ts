/**
 * The language a visit starts in, from what the player picked before and the browser's
 * languages (src/i18n/negotiate.ts). Apart from the brand config, so that index.html's shell
 * head script (src/boot/boot-config.ts) makes the same choice without carrying the brand.
 */
import type { Language } from '../../brands/brand.ts';
import { type ReadStored, LANGUAGE_KEY } from '../lib/stored-entry.ts';
import { negotiateLanguage } from './negotiate.ts';

/** `read`: the app's readStored, or the head script's peekStored (lib/stored-entry.ts). */
export function startLanguage(offered: readonly Language[], read: ReadStored): Language {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return negotiateLanguage({
    offered,
    remembered: read<string>(LANGUAGE_KEY, (v): v is string => typeof v === 'string'),
    browser,
  });
}
