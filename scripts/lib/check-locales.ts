/**
 * Locale rules, for translators as much as for CI (locales/README.md explains them):
 *  - every language that any brand offers has locales/<lang>.json;
 *  - it has exactly the keys of en.json (none missing, none extra), apart from plural messages;
 *  - a plural message (en.json has `<key>.other`) has one key `<key>.<category>` for exactly
 *    the categories Intl.PluralRules gives the language: Arabic six, Polish and Russian four,
 *    Japanese only `other`. A category the language does not have would never be shown;
 *  - each value keeps the {{placeholders}} of the English one (of `<key>.other` for a plural
 *    form). A form that stands for one number only in its language (Arabic zero, one and
 *    two; English one) may say that number in words and leave out {{count}};
 *  - a brand override (locales/<brand>/<lang>.json) only overrides keys that exist, for a
 *    language that brand offers.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Brand } from '../../brands/brand.ts';
import { LOCALES_DIR, localeFile, readLocale, type Messages } from './locales.ts';

const CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The plural categories of a language, in CLDR's order (zero, one, two, few, many, other). */
export function pluralCategories(lang: string): string[] {
  const have = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  return CATEGORIES.filter((c) => have.includes(c));
}

/**
 * Whether a category stands for a single whole number in the language: Arabic "two" is 2 and
 * nothing else, so "كل يومين" needs no digit; Russian "one" is also 21 and 31, so it does.
 */
export function standsForOneNumber(lang: string, category: string): boolean {
  const rules = new Intl.PluralRules(lang);
  let found = 0;
  for (let n = 0; n <= 1000; n++) if (rules.select(n) === category && ++found > 1) return false;
  return found === 1;
}

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();

/** Bases of the plural messages: en.json has `<base>.other`. */
function pluralBases(en: Messages): Set<string> {
  return new Set(Object.keys(en).filter((k) => k.endsWith('.other')).map((k) => k.slice(0, -'.other'.length)));
}

function pluralForm(key: string, bases: Set<string>): { base: string; category: string } | null {
  const dot = key.lastIndexOf('.');
  const base = key.slice(0, dot);
  const category = key.slice(dot + 1);
  return dot > 0 && bases.has(base) && CATEGORIES.includes(category) ? { base, category } : null;
}

export function compareToEnglish(file: string, lang: string, en: Messages, other: Messages, opts: { partial: boolean }): string[] {
  const out: string[] = [];
  const bases = pluralBases(en);
  const categories = pluralCategories(lang);
  if (!opts.partial) {
    for (const k of Object.keys(en)) if (!pluralForm(k, bases) && !(k in other)) out.push(`${file}: missing key "${k}"`);
    for (const base of bases) {
      for (const c of categories) {
        if (!(`${base}.${c}` in other)) out.push(`${file}: missing plural form "${base}.${c}" (${lang} has ${categories.join(', ')})`);
      }
    }
  }
  for (const [k, v] of Object.entries(other)) {
    const plural = pluralForm(k, bases);
    if (plural && !categories.includes(plural.category)) {
      out.push(`${file}: key "${k}": ${lang} has no plural category "${plural.category}" (it has ${categories.join(', ')})`);
      continue;
    }
    const source = plural ? en[`${plural.base}.other`]! : en[k];
    if (source === undefined) { out.push(`${file}: key "${k}" is not in en.json`); continue; }
    if (!v.trim()) out.push(`${file}: key "${k}" is empty`);
    const want = placeholders(source);
    const got = placeholders(v);
    const mayDropCount = plural !== null && standsForOneNumber(lang, plural.category);
    const ok = got.join() === want.join() || (mayDropCount && got.join() === want.filter((p) => p !== 'count').join());
    if (!ok) out.push(`${file}: key "${k}" has placeholders {${got.join(',')}} but English has {${want.join(',')}}`);
  }
  return out;
}

export function localeProblems(brands: Brand[]): string[] {
  const out: string[] = [];
  const rel = (f: string) => path.relative(path.dirname(LOCALES_DIR), f);
  let en: Messages | null;
  try { en = readLocale(localeFile('en')); } catch (e) { return [(e as Error).message]; }
  if (!en) return ['locales/en.json is missing'];
  // English too: its plural forms must be English's categories and agree with `.other`.
  const langs = new Set(['en', ...brands.flatMap((b) => b.languages)]);
  for (const lang of langs) {
    const f = localeFile(lang);
    try {
      const m = readLocale(f);
      if (!m) out.push(`${rel(f)}: missing (offered by ${brands.filter((b) => b.languages.includes(lang as never)).map((b) => b.id).join(', ')})`);
      else out.push(...compareToEnglish(rel(f), lang, en, m, { partial: false }));
    } catch (e) { out.push(`${rel(f)}: ${(e as Error).message}`); }
  }
  for (const b of brands) {
    const dir = path.join(LOCALES_DIR, b.id);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const lang = name.replace(/\.json$/, '');
      const f = path.join(dir, name);
      if (!b.languages.includes(lang as never)) { out.push(`${rel(f)}: ${b.id} does not offer ${lang}`); continue; }
      try { out.push(...compareToEnglish(rel(f), lang, en, readLocale(f) ?? {}, { partial: true })); } catch (e) { out.push(`${rel(f)}: ${(e as Error).message}`); }
    }
  }
  return out;
}
