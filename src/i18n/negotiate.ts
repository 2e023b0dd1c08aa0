/**
 * Which language to show (spec section 1): a language the player chose before, if the
 * brand still offers it; otherwise the first browser language the brand offers;
 * otherwise the brand's default (its first language).
 */
import type { Language } from '../../brands/brand.ts';

/** Maps a browser tag (en-GB, zh-Hant-HK, pt-BR, in) onto one of our language codes. */
export function matchLanguage(tag: string, offered: readonly Language[]): Language | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return null;
  const exact = offered.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const [primary, ...rest] = lower.split('-');
  if (primary === 'zh') {
    // Traditional script: explicit Hant, or the regions that write it.
    const traditional = rest.includes('hant') || rest.some((r) => ['tw', 'hk', 'mo'].includes(r));
    const want: Language = traditional ? 'zh-TW' : 'zh-CN';
    return offered.includes(want) ? want : null;
  }
  const alias: Record<string, string> = { in: 'id', iw: 'he', nb: 'no' };
  const base = alias[primary!] ?? primary;
  return offered.find((l) => l.toLowerCase() === base) ?? null;
}

export function negotiateLanguage(input: {
  offered: readonly Language[];
  remembered?: string | null;
  browser?: readonly string[];
}): Language {
  const { offered } = input;
  if (input.remembered && offered.includes(input.remembered as Language)) return input.remembered as Language;
  for (const tag of input.browser ?? []) {
    const m = matchLanguage(tag, offered);
    if (m) return m;
  }
  return offered[0]!;
}
