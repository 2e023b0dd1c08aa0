/**
 * Locale rules, for translators as much as for CI (docs/translators.md explains them):
 *  - every language that any brand offers has locales/<lang>.json;
 *  - it has exactly the keys of en.json (none missing, none extra), apart from plural messages;
 *  - a plural message (en.json has `<key>.other`) has one key `<key>.<category>` for exactly
 *    the categories Intl.PluralRules gives the language: Arabic six, Polish and Russian four,
 *    Japanese only `other`. A category the language does not have would never be shown;
 *  - each value keeps the {{placeholders}} of the English one (of `<key>.other` for a plural
 *    form). A form that stands for one count only in its language may say it in words and
 *    leave out {{count}}: counts start at 1 (a limit with none left has its own message,
 *    goods.limit.noneLeft), so Arabic one and two, English one and French and Portuguese
 *    one (0 and 1 in CLDR) may; Russian one (1, 21, 31…) and any `other` may not;
 *  - a brand override (locales/<brand>/<lang>.json) only overrides keys that exist, for a
 *    language that brand offers;
 *  - every message keeps to its language's glossary (locales/glossary/<lang>.json, with a
 *    brand's glossary over it for that brand's merged messages): no avoided word, and the
 *    chosen word wherever the English names the term (glossary.ts);
 *  - and to its language's style rules, beside the glossary (style-rules.ts): register,
 *    quotes, spaces before punctuation; a brand's rules hold its merged messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Brand } from '../../brands/brand.ts';
import { GLOSSARY_DIR, glossaryFile, glossaryProblems, mergeGlossary, readGlossary, staleExceptions, type Glossary, type GlossaryProblem } from './glossary.ts';
import { LOCALES_DIR, localeFile, readLocale, type Messages } from '../lib/locales.ts';
import { describeStyleProblem, staleStyleExceptions, styleListProblems, styleProblems } from './style-rules.ts';

const CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The plural categories of a language, in CLDR's order (zero, one, two, few, many, other). */
export function pluralCategories(lang: string): string[] {
  const have = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  return CATEGORIES.filter((c) => have.includes(c));
}

/**
 * Whether a category stands for at most one count, so that its form may say the number in
 * words. Counts start at 1: code never asks a plural message for 0 (goods.limit.noneLeft
 * says "none left"; a period is a day or more; a card gives gems). So French and
 * Portuguese "one" (0 and 1) is just 1, and Arabic "zero" is never shown. Russian "one" is
 * also 21 and 31, so it keeps the digit; `other` always does, being every language's
 * fallback.
 */
export function standsForOneCount(lang: string, category: string): boolean {
  if (category === 'other') return false;
  const rules = new Intl.PluralRules(lang);
  // 1 to 1000, and millions for the "many" of French, Spanish, Italian and Portuguese.
  const counts = [...Array.from({ length: 1000 }, (_, i) => i + 1), 1e6, 2e6, 1e7];
  return counts.filter((n) => rules.select(n) === category).length <= 1;
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
    const mayDropCount = plural !== null && standsForOneCount(lang, plural.category);
    const ok = got.join() === want.join() || (mayDropCount && got.join() === want.filter((p) => p !== 'count').join());
    if (!ok) out.push(`${file}: key "${k}" has placeholders {${got.join(',')}} but English has {${want.join(',')}}`);
  }
  return out;
}

/** A key's English: its own, or for a plural form the `.other` of its message. */
export function englishOf(en: Messages): (key: string) => string | undefined {
  const bases = pluralBases(en);
  return (key) => {
    const plural = pluralForm(key, bases);
    return plural ? en[`${plural.base}.other`] : en[key];
  };
}

/**
 * The glossary's problems in `messages`, worded for a translator: file, key, word.
 * `fileOf` names the file a key's text comes from (a brand's merged messages mix two).
 */
export function describeGlossaryProblems(
  messages: Messages, lang: string, g: Glossary, gFile: string, en: Messages, source: Glossary, fileOf: (key: string) => string,
  keep: (p: GlossaryProblem) => boolean = () => true,
): string[] {
  return glossaryProblems(messages, lang, g, englishOf(en), source).filter(keep).map(({ key, term, word }) => {
    const chosen = g.terms[term].use[0]!.replace(/\*$/, '');
    return word !== null
      ? `${fileOf(key)}: key "${key}" says "${word}" where the glossary says "${chosen}" (${term}; ${gFile})`
      : `${fileOf(key)}: key "${key}" has no word for ${term}, the glossary says "${chosen}" (English: "${englishOf(en)(key)}"). Use it, or list the key under "except" in ${gFile} with the reason`;
  });
}

/**
 * A brand's messages over the language's, read with the brand's glossary over the
 * language's. The language's own file is checked by itself; here only what the brand
 * changes: its own keys, and the terms its glossary redefines, wherever the merged text
 * comes from (a key the brand does not override yet is named with the file to override it in).
 */
export function brandGlossaryProblems(o: {
  brand: string; lang: string; en: Messages; source: Glossary; base: Messages; own: Messages;
  glossary: Glossary; brandGlossary: Partial<Glossary> | null; files: { base: string; own: string; glossary: string };
}): string[] {
  const overridden = new Set(Object.keys(o.brandGlossary?.terms ?? {}));
  const fileOf = (key: string) => (key in o.own ? o.files.own : `${o.files.base} as ${o.brand} reads it (override the key in ${o.files.own})`);
  const keep = (p: GlossaryProblem) => p.key in o.own || overridden.has(p.term);
  return describeGlossaryProblems({ ...o.base, ...o.own }, o.lang, mergeGlossary(o.glossary, o.brandGlossary), o.files.glossary, o.en, o.source, fileOf, keep);
}

/**
 * A brand's messages against the style rules: the language's for the keys it overrides
 * (the rest were read with the language's file), its own for every merged message, a key
 * it has not overridden yet named with the file to override it in.
 */
function brandStyleProblems(
  brand: string, lang: string, base: Messages, own: Messages, g: Glossary, bg: Partial<Glossary> | null,
  files: { base: string; own: string; glossary: string; languageGlossary: string },
): string[] {
  const fileOf = (key: string) => (key in own ? files.own : `${files.base} as ${brand} reads it (override the key in ${files.own})`);
  return [
    ...styleProblems(own, lang, g.style ?? []).map((p) => describeStyleProblem(p, files.own, files.languageGlossary)),
    ...styleProblems({ ...base, ...own }, lang, bg?.style ?? []).map((p) => describeStyleProblem(p, fileOf(p.key), files.glossary)),
  ];
}

function glossaryCheck(en: Messages, langs: Set<string>, brands: Brand[], rel: (f: string) => string): string[] {
  const out: string[] = [];
  const read = (f: string, partial: boolean) => {
    const r = readGlossary(f, partial);
    out.push(...r.problems);
    // A malformed style list is named, and its rules are not applied.
    const styleList = styleListProblems(r.glossary?.style, rel(f));
    out.push(...styleList);
    if (styleList.length && r.glossary) r.glossary.style = [];
    return r;
  };
  const source = read(glossaryFile('en'), false).glossary as Glossary | null;
  if (!source) return fs.existsSync(glossaryFile('en')) ? out : [...out, `${rel(glossaryFile('en'))}: missing (it says which messages name which term)`];
  const bases = new Map<string, Glossary>();
  for (const lang of langs) {
    const f = glossaryFile(lang);
    const { glossary } = read(f, false);
    if (!glossary) { if (!fs.existsSync(f)) out.push(`${rel(f)}: missing (every language has a glossary)`); continue; }
    const g = glossary as Glossary;
    bases.set(lang, g);
    const messages = readLocale(localeFile(lang));
    if (!messages) continue;
    out.push(...describeGlossaryProblems(messages, lang, g, rel(f), en, source, () => rel(localeFile(lang))));
    out.push(...styleProblems(messages, lang, g.style ?? []).map((p) => describeStyleProblem(p, rel(localeFile(lang)), rel(f))));
    for (const { key, rule } of staleStyleExceptions(messages, lang, g.style ?? [])) {
      out.push(`${rel(f)}: the style rule "${rule}" excepts "${key}", which ${key in messages ? 'keeps the rule after all' : 'is not a key'}: remove it`);
    }
    for (const { key, term } of staleExceptions(messages, lang, g)) {
      out.push(`${rel(f)}: "${term}".except lists "${key}", which ${key in messages ? 'uses the term after all' : 'is not a key'}: remove it`);
    }
  }
  // A brand: its messages over the language's, read with its glossary over the language's.
  for (const b of brands) {
    for (const lang of b.languages) {
      const base = bases.get(lang);
      const bf = localeFile(lang, b.id);
      const gf = glossaryFile(lang, b.id);
      if (!base || (!fs.existsSync(bf) && !fs.existsSync(gf))) continue;
      const brandGlossary = read(gf, true).glossary;
      const files = { base: rel(localeFile(lang)), own: rel(bf), glossary: rel(fs.existsSync(gf) ? gf : glossaryFile(lang)), languageGlossary: rel(glossaryFile(lang)) };
      const own = readLocale(bf) ?? {};
      const baseMessages = readLocale(localeFile(lang)) ?? {};
      out.push(...brandGlossaryProblems({ brand: b.id, lang, en, source, base: baseMessages, own, glossary: base, brandGlossary, files }));
      out.push(...brandStyleProblems(b.id, lang, baseMessages, own, base, brandGlossary, files));
    }
  }
  if (fs.existsSync(GLOSSARY_DIR)) {
    for (const name of fs.readdirSync(GLOSSARY_DIR)) {
      const dir = path.join(GLOSSARY_DIR, name);
      if (!fs.statSync(dir).isDirectory()) continue;
      const b = brands.find((x) => x.id === name);
      if (!b) { out.push(`${rel(dir)}: there is no brand "${name}"`); continue; }
      for (const f of fs.readdirSync(dir)) {
        const lang = f.replace(/\.json$/, '');
        if (!b.languages.includes(lang as never)) out.push(`${rel(path.join(dir, f))}: ${b.id} does not offer ${lang}`);
      }
    }
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
      try {
        const own = readLocale(f) ?? {};
        out.push(...compareToEnglish(rel(f), lang, en, own, { partial: true }));
        const base = readLocale(localeFile(lang));
        if (base) for (const k of Object.keys(own)) if (k in en && !(k in base)) out.push(`${rel(f)}: key "${k}" is not in ${rel(localeFile(lang))}`);
      } catch (e) { out.push(`${rel(f)}: ${(e as Error).message}`); }
    }
  }
  out.push(...glossaryCheck(en, langs, brands, rel));
  return out;
}
