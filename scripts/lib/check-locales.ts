/**
 * Locale rules, for translators as much as for CI:
 *  - every language that any brand offers has locales/<lang>.json;
 *  - it has exactly the keys of en.json (none missing, none extra);
 *  - each value keeps the {{placeholders}} of the English one;
 *  - a brand override (locales/<brand>/<lang>.json) only overrides keys that exist, for a
 *    language that brand offers.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Brand } from '../../brands/brand.ts';
import { LOCALES_DIR, localeFile, readLocale, type Messages } from './locales.ts';

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

export function compareToEnglish(file: string, en: Messages, other: Messages, opts: { partial: boolean }): string[] {
  const out: string[] = [];
  if (!opts.partial) for (const k of Object.keys(en)) if (!(k in other)) out.push(`${file}: missing key "${k}"`);
  for (const [k, v] of Object.entries(other)) {
    if (!(k in en)) { out.push(`${file}: key "${k}" is not in en.json`); continue; }
    if (!v.trim()) out.push(`${file}: key "${k}" is empty`);
    if (placeholders(v) !== placeholders(en[k]!)) out.push(`${file}: key "${k}" has placeholders {${placeholders(v)}} but English has {${placeholders(en[k]!)}}`);
  }
  return out;
}

export function localeProblems(brands: Brand[]): string[] {
  const out: string[] = [];
  const rel = (f: string) => path.relative(path.dirname(LOCALES_DIR), f);
  let en: Messages | null;
  try { en = readLocale(localeFile('en')); } catch (e) { return [(e as Error).message]; }
  if (!en) return ['locales/en.json is missing'];
  const langs = new Set(brands.flatMap((b) => b.languages));
  for (const lang of langs) {
    if (lang === 'en') continue;
    const f = localeFile(lang);
    try {
      const m = readLocale(f);
      if (!m) out.push(`${rel(f)}: missing (offered by ${brands.filter((b) => b.languages.includes(lang)).map((b) => b.id).join(', ')})`);
      else out.push(...compareToEnglish(rel(f), en, m, { partial: false }));
    } catch (e) { out.push(`${rel(f)}: ${(e as Error).message}`); }
  }
  for (const b of brands) {
    const dir = path.join(LOCALES_DIR, b.id);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const lang = name.replace(/\.json$/, '');
      const f = path.join(dir, name);
      if (!b.languages.includes(lang as never)) { out.push(`${rel(f)}: ${b.id} does not offer ${lang}`); continue; }
      try { out.push(...compareToEnglish(rel(f), en, readLocale(f) ?? {}, { partial: true })); } catch (e) { out.push(`${rel(f)}: ${(e as Error).message}`); }
    }
  }
  return out;
}
