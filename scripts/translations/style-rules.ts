/**
 * A language's style rules, beside its glossary (locales/README.md, "Style rules"): the
 * register, quotes and spacing its `$notes` promise, written so the check can hold every
 * message to them. The glossary's twelve terms cannot see "กรุณา, never โปรด" or "’ and a
 * no-break space before :", which is how review 4 found new keys breaking them.
 *
 * In locales/glossary/<lang>.json (and a brand's, whose rules are added to the language's):
 *
 *   "style": [
 *     { "rule": "กรุณา for every request, never โปรด", "text": ["โปรด"] },
 *     { "rule": "vous throughout", "words": ["tu", "ton", "ta", "tes"], "except": { "key": "why" } }
 *   ]
 *
 * `text`: exact text, case and spaces as written (" :" is a plain space before a colon);
 * `words`: whole words, any case, `*` for any ending, as the glossary's forms match;
 * `patterns`: regular expressions (Unicode), for what neither says ("？" followed by a letter).
 */
import { findForms, type StyleRule } from './glossary.ts';
import type { Messages } from '../lib/locales.ts';

export type { StyleRule };

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s !== '');

/** Names what is malformed in a file's `style` list (`rel` is the file as the check names it). */
export function styleListProblems(style: unknown, rel: string): string[] {
  if (style === undefined) return [];
  if (!Array.isArray(style)) return [`${rel}: "style" must be a list of rules`];
  const out: string[] = [];
  style.forEach((r: Partial<StyleRule>, i) => {
    const at = `${rel}: style rule ${i + 1}`;
    if (!r || typeof r.rule !== 'string' || !r.rule.trim()) { out.push(`${at} needs "rule": what the language does`); return; }
    if (r.text === undefined && r.words === undefined && r.patterns === undefined) out.push(`${at} ("${r.rule}") needs "text", "words" or "patterns"`);
    for (const f of ['text', 'words', 'patterns'] as const) if (r[f] !== undefined && !isStrings(r[f])) out.push(`${at}: "${f}" must be a list of non-empty strings`);
    for (const p of r.patterns ?? []) { try { new RegExp(p, 'u'); } catch (e) { out.push(`${at}: pattern ${JSON.stringify(p)}: ${(e as Error).message}`); } }
    if (r.except !== undefined && (typeof r.except !== 'object' || Object.values(r.except).some((why) => typeof why !== 'string' || !why.trim()))) {
      out.push(`${at}: "except" must map keys to the reason the rule does not apply`);
    }
  });
  return out;
}

const compiled = new Map<string, RegExp>();
const regExp = (p: string) => compiled.get(p) ?? compiled.set(p, new RegExp(p, 'u')).get(p)!;

/** Where a rule is broken in a text: what was found, or null. */
function breach(text: string, r: StyleRule, lang: string): string | null {
  for (const t of r.text ?? []) if (text.includes(t)) return t;
  const w = r.words ? findForms(text, r.words, 'word', lang)[0] : undefined;
  if (w) return text.slice(w.start, w.end);
  for (const p of r.patterns ?? []) { const m = regExp(p).exec(text); if (m) return m[0]; }
  return null;
}

export interface StyleProblem { key: string; rule: string; found: string }

/** Every message that breaks one of the rules (a key a rule excepts is not read against it). */
export function styleProblems(messages: Messages, lang: string, rules: readonly StyleRule[]): StyleProblem[] {
  const out: StyleProblem[] = [];
  for (const [key, text] of Object.entries(messages)) {
    for (const r of rules) {
      if (r.except && key in r.except) continue;
      const found = breach(text, r, lang);
      if (found !== null) out.push({ key, rule: r.rule, found });
    }
  }
  return out;
}

/** Exceptions that excuse nothing: the key is gone, or its text keeps the rule after all. */
export function staleStyleExceptions(messages: Messages, lang: string, rules: readonly StyleRule[]): { key: string; rule: string }[] {
  return rules.flatMap((r) => Object.keys(r.except ?? {})
    .filter((key) => messages[key] === undefined || breach(messages[key]!, r, lang) === null)
    .map((key) => ({ key, rule: r.rule })));
}

/** A problem as the check prints it: the file, the key, what was found, and the rule. */
export function describeStyleProblem(p: StyleProblem, file: string, styleFile: string): string {
  const shown = p.found.replace(/ /g, '␣'); // a plain space, visible
  return `${file}: key "${p.key}" has "${shown}", against the style rule "${p.rule}" (${styleFile})`;
}
