/**
 * The glossary: for each language, the one word the shop uses for each of its core terms,
 * the forms that word may take, and the words a translator must not use instead
 * (docs/translators.md, "The glossary"). English's glossary also says which messages speak
 * of a term: a message whose English has one of English's forms must have one of the
 * language's forms, so a third word nobody listed is caught too.
 *
 * Files: locales/glossary/<lang>.json, and locales/glossary/<brand>/<lang>.json for a brand
 * whose market says some terms differently (its entries replace whole terms).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR, type Messages } from '../lib/locales.ts';

/** The shop's core terms, named in English. Every glossary has all of them. */
export const TERMS = [
  'top-up', 'replenishment', 'gems', 'payment method', 'gift card', 'server',
  'character', 'item', 'reward', 'event', 'account', 'order',
] as const;
export type Term = (typeof TERMS)[number];

export interface TermEntry {
  /** The chosen word first, then the other forms it may take (plural, case, verb). */
  use: string[];
  /** Words that name the same thing and must not be used. */
  avoid?: string[];
  /** Keys whose English names the term but whose text here need not, and why. */
  except?: Record<string, string>;
}

/**
 * `word`: a form matches a whole word, or with a final `*` a word's beginning with any
 * ending ("кристалл*" is кристалл, кристаллов, кристаллы; "produit" is not produite);
 * `anywhere`: inside words too, for languages that write without spaces (ja, zh, th) or
 * join words (de Guthabenkarte, ar الجواهر with its article, ko 기프트카드로).
 */
export type Match = 'word' | 'anywhere';

/** A style rule of the file (style-rules.ts reads and applies them). */
export interface StyleRule {
  /** What the language does, said so that a translator reading the failure knows the fix. */
  rule: string;
  text?: string[];
  words?: string[];
  patterns?: string[];
  /** Keys the rule does not apply to, and why. */
  except?: Record<string, string>;
}

export interface Glossary {
  match: Match;
  terms: Record<Term, TermEntry>;
  /** Register, quotes, spacing (style-rules.ts); a brand's are added to its language's. */
  style?: StyleRule[];
}

export const GLOSSARY_DIR = path.join(LOCALES_DIR, 'glossary');

export function glossaryFile(lang: string, brand?: string): string {
  return brand ? path.join(GLOSSARY_DIR, brand, `${lang}.json`) : path.join(GLOSSARY_DIR, `${lang}.json`);
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string' && s.trim() !== '');

/**
 * Reads a glossary file (null if there is none) and names what is malformed in it. A
 * brand's file (`partial`) may hold only some terms and no `match`.
 */
export function readGlossary(file: string, partial: boolean): { glossary: Partial<Glossary> | null; problems: string[] } {
  if (!fs.existsSync(file)) return { glossary: null, problems: [] };
  const rel = path.relative(path.dirname(LOCALES_DIR), file);
  let raw: unknown;
  try { raw = JSON.parse(fs.readFileSync(file, 'utf8')); } catch (e) { return { glossary: null, problems: [`${rel}: ${(e as Error).message}`] }; }
  const problems: string[] = [];
  const g = raw as Partial<Glossary> & Record<string, unknown>;
  if (!g || typeof g !== 'object' || typeof g.terms !== 'object' || !g.terms) return { glossary: null, problems: [`${rel}: must have "terms"`] };
  if (!partial && g.match !== 'word' && g.match !== 'anywhere') problems.push(`${rel}: "match" must be "word" or "anywhere"`);
  for (const [term, e] of Object.entries(g.terms) as [string, TermEntry][]) {
    if (!(TERMS as readonly string[]).includes(term)) { problems.push(`${rel}: "${term}" is not a glossary term (${TERMS.join(', ')})`); continue; }
    if (!isStrings(e.use) || e.use.length === 0) problems.push(`${rel}: "${term}" needs "use": the chosen word and its forms`);
    if (e.avoid !== undefined && !isStrings(e.avoid)) problems.push(`${rel}: "${term}".avoid must be a list of words`);
    if (e.except !== undefined && (typeof e.except !== 'object' || Object.values(e.except).some((why) => typeof why !== 'string' || !why.trim()))) {
      problems.push(`${rel}: "${term}".except must map keys to the reason they need not use the term`);
    }
  }
  if (!partial) for (const term of TERMS) if (!(term in g.terms)) problems.push(`${rel}: the term "${term}" is missing`);
  return { glossary: problems.length ? null : g, problems };
}

/** The language's glossary with a brand's terms laid over it. */
export function mergeGlossary(base: Glossary, brand: Partial<Glossary> | null): Glossary {
  return brand
    ? { match: base.match, terms: { ...base.terms, ...brand.terms } as Record<Term, TermEntry>, style: [...(base.style ?? []), ...(brand.style ?? [])] }
    : base;
}

export interface Hit { start: number; end: number; form: string }

const LETTER = /[\p{L}\p{M}\p{N}]/u;

/** Where the forms occur in a text, case-insensitively; `word` only at the start of a word. */
export function findForms(text: string, forms: readonly string[], match: Match, lang: string): Hit[] {
  const hay = text.toLocaleLowerCase(lang);
  const hits: Hit[] = [];
  for (const form of forms) {
    const prefix = form.endsWith('*');
    const needle = (prefix ? form.slice(0, -1) : form).toLocaleLowerCase(lang);
    for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
      let end = i + needle.length;
      if (match === 'word' && ((i > 0 && LETTER.test(hay[i - 1]!)) || (!prefix && end < hay.length && LETTER.test(hay[end]!)))) continue;
      // A word beginning reaches to the word's end, so that the whole word is named ("учётной").
      if (match === 'word') while (end < hay.length && LETTER.test(hay[end]!)) end++;
      hits.push({ start: i, end, form });
    }
  }
  return hits.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * The avoided words in a text. An avoided word inside a chosen one does not count: ja
 * chooses お支払い方法 and avoids the bare 支払い方法.
 */
export function avoidedIn(text: string, entry: TermEntry, match: Match, lang: string): Hit[] {
  const chosen = findForms(text, entry.use, match, lang);
  return findForms(text, entry.avoid ?? [], match, lang)
    .filter((a) => !chosen.some((u) => u.start <= a.start && a.end <= u.end));
}

export interface GlossaryProblem {
  key: string;
  term: Term;
  /** The avoided word found, or null when the term's word is missing altogether. */
  word: string | null;
}

/**
 * What breaks the glossary in a set of messages. `english` gives each key's English (for
 * a plural form, its `.other`), and `source` English's glossary, which says which keys
 * speak of which term.
 */
export function glossaryProblems(
  messages: Messages, lang: string, g: Glossary, english: (key: string) => string | undefined, source: Glossary,
): GlossaryProblem[] {
  const out: GlossaryProblem[] = [];
  for (const [key, text] of Object.entries(messages)) {
    for (const term of TERMS) {
      const entry = g.terms[term];
      const avoided = avoidedIn(text, entry, g.match, lang);
      for (const hit of avoided) out.push({ key, term, word: text.slice(hit.start, hit.end) });
      const en = english(key);
      const named = en !== undefined && findForms(en, source.terms[term].use, source.match, 'en').length > 0;
      // An avoided word already says what is wrong; a message naming neither word is the other fault.
      if (named && !avoided.length && !(key in (entry.except ?? {})) && findForms(text, entry.use, g.match, lang).length === 0) out.push({ key, term, word: null });
    }
  }
  return out;
}

/** Exceptions that no longer excuse anything: the key is gone, or its text uses the term after all. */
export function staleExceptions(messages: Messages, lang: string, g: Glossary): { key: string; term: Term }[] {
  const out: { key: string; term: Term }[] = [];
  for (const term of TERMS) {
    for (const key of Object.keys(g.terms[term].except ?? {})) {
      const text = messages[key];
      if (text === undefined || findForms(text, g.terms[term].use, g.match, lang).length > 0) out.push({ key, term });
    }
  }
  return out;
}
