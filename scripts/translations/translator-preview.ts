/**
 * The translator preview (npm run translations -- <brand> <lang>): one offline HTML page
 * with every message of one language as one brand shows it, beside the English, with the
 * glossary's words marked and its problems flagged at their key. Translators read it in a
 * browser without building or running the shop. The page has no script and loads nothing.
 */
import { RTL_LANGUAGES, type Language } from '../../brands/brand.ts';
import { englishOf, pluralCategories } from './check-locales.ts';
import { findForms, glossaryProblems, TERMS, type Glossary, type GlossaryProblem, type Hit, type Term } from './glossary.ts';
import { styleProblems } from './style-rules.ts';
import type { Messages } from '../lib/locales.ts';

export interface PreviewInput {
  brand: string;
  lang: Language;
  en: Messages;
  /** The language's own file, and the brand's overrides for it (may be empty). */
  base: Messages;
  own: Messages;
  /** The language's glossary with the brand's laid over it, and English's. */
  glossary: Glossary;
  source: Glossary;
}

/** English's keys in English's order, a plural message as the language's own forms. */
function keysInOrder(en: Messages, lang: string): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const k of Object.keys(en)) {
    const base = /^(.*)\.(zero|one|two|few|many|other)$/.exec(k)?.[1];
    if (base === undefined || !(`${base}.other` in en)) { keys.push(k); continue; }
    if (seen.has(base)) continue;
    seen.add(base);
    keys.push(...pluralCategories(lang).map((c) => `${base}.${c}`));
  }
  return keys;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const shown = (form: string) => form.replace(/\*$/, '');
const LETTER = /[\p{L}\p{M}]/u;

interface Mark extends Hit { kind: 'term' | 'avoid'; term: Term }

/** The text with the glossary's chosen words and avoided words marked, and placeholders set apart. */
export function markText(text: string, lang: string, g: Glossary): string {
  const marks: Mark[] = [];
  for (const term of TERMS) {
    const e = g.terms[term];
    for (const h of findForms(text, e.use, g.match, lang)) marks.push({ ...h, kind: 'term', term });
    for (const h of findForms(text, e.avoid ?? [], g.match, lang)) {
      if (!marks.some((m) => m.kind === 'term' && m.term === term && m.start <= h.start && h.end <= m.end)) marks.push({ ...h, kind: 'avoid', term });
    }
  }
  // Arabic letters join: a mark that ends inside a word (الشحن, جوهرة) would cut the word's
  // shape in two, so there a mark takes in the whole word.
  if (RTL_LANGUAGES.includes(lang as Language)) {
    for (const m of marks) {
      while (m.start > 0 && LETTER.test(text[m.start - 1]!)) m.start--;
      while (m.end < text.length && LETTER.test(text[m.end]!)) m.end++;
    }
  }
  // Longest first at each place; a mark that overlaps an earlier one is dropped.
  marks.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Mark[] = [];
  for (const m of marks) if (!kept.length || m.start >= kept[kept.length - 1]!.end) kept.push(m);
  const placeholders = (s: string) => esc(s).replace(/\{\{\s*\w+\s*\}\}/g, (p) => `<code class="ph">${p}</code>`);
  let out = '';
  let at = 0;
  for (const m of kept) {
    out += placeholders(text.slice(at, m.start));
    const title = m.kind === 'term' ? `glossary: ${m.term}` : `avoid: the glossary says “${shown(g.terms[m.term].use[0]!)}” for ${m.term}`;
    out += `<mark class="${m.kind}" title="${esc(title)}">${placeholders(text.slice(m.start, m.end))}</mark>`;
    at = m.end;
  }
  return out + placeholders(text.slice(at));
}

function problemText(p: GlossaryProblem, g: Glossary): string {
  const chosen = shown(g.terms[p.term].use[0]!);
  return p.word !== null ? `“${p.word}”: the glossary says “${chosen}” (${p.term})` : `no word for ${p.term}: the glossary says “${chosen}”`;
}

export function renderPreview(i: PreviewInput): string {
  const rtl = RTL_LANGUAGES.includes(i.lang);
  const dir = rtl ? 'rtl' : 'ltr';
  const messages: Messages = { ...i.base, ...i.own };
  const english = englishOf(i.en);
  // The glossary's problems and the style rules' (style-rules.ts), each worded at its key.
  const problems = [
    ...glossaryProblems(messages, i.lang, i.glossary, english, i.source).map((p) => ({ key: p.key, text: problemText(p, i.glossary) })),
    ...styleProblems(messages, i.lang, i.glossary.style ?? []).map((p) => ({ key: p.key, text: `“${p.found}”: ${p.rule}` })),
  ];
  const byKey = new Map<string, string[]>();
  for (const p of problems) byKey.set(p.key, [...(byKey.get(p.key) ?? []), p.text]);
  const ordered = keysInOrder(i.en, i.lang);
  const rows = ordered.map((key) => {
    const text = messages[key];
    const from = key in i.own ? 'brand' : key in i.base ? 'lang' : 'missing';
    const ps = byKey.get(key) ?? [];
    const source = english(key) ?? '';
    return `<tr class="${ps.length ? 'bad' : ''} ${from}">
<th scope="row" dir="ltr"><code>${esc(key)}</code>${from === 'brand' ? `<span class="tag">${esc(i.brand)}</span>` : ''}</th>
<td lang="en" dir="ltr">${markText(source, 'en', i.source)}</td>
<td lang="${i.lang}" dir="${dir}">${text === undefined ? '<em class="missing">missing: English is shown</em>' : markText(text, i.lang, i.glossary)}</td>
<td dir="ltr">${ps.map((p) => `<p class="problem">${esc(p)}</p>`).join('')}</td>
</tr>`;
  });
  const glossaryRows = TERMS.map((t) => {
    const e = i.glossary.terms[t];
    return `<tr><th scope="row" dir="ltr">${esc(t)}</th><td lang="${i.lang}" dir="${dir}"><mark class="term">${esc(shown(e.use[0]!))}</mark> ${e.use.slice(1).map((f) => esc(f)).join(' · ')}</td><td lang="${i.lang}" dir="${dir}">${(e.avoid ?? []).map((f) => `<mark class="avoid">${esc(shown(f))}</mark>`).join(' ')}</td></tr>`;
  });
  const ownCount = Object.keys(i.own).length;
  return `<!doctype html>
<html lang="en" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Messages: ${esc(i.brand)} · ${esc(i.lang)}</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5rem; color: #1b1b1b; background: #fff; }
h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
.summary { margin: 0 0 1rem; color: #3b3b3b; }
.summary strong.bad { color: #a4000f; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1.5rem; }
th, td { border-bottom: 1px solid #ddd; padding: .4rem .6rem; vertical-align: top; text-align: start; }
thead th { position: sticky; top: 0; background: #f3f3f3; z-index: 1; }
tbody th { font-weight: normal; white-space: nowrap; }
code { font-size: .85em; }
code.ph { background: #e8eefc; color: #1a3d8f; border-radius: 3px; padding: 0 .15em; }
mark.term { background: #e2f3e5; color: #0b4f1c; border-bottom: 2px solid #2e8b47; }
mark.avoid { background: #fde2e2; color: #8a0010; border-bottom: 2px solid #c00; font-weight: 600; }
tr.bad { background: #fff5f5; }
tr.bad th { border-inline-start: 4px solid #c00; }
.problem { margin: 0; color: #8a0010; }
.tag { margin-inline-start: .4rem; font-size: .75em; background: #5b2a86; color: #fff; border-radius: 3px; padding: 0 .3em; }
.missing { color: #8a5a00; }
.legend mark { margin-inline-end: .75rem; }
@media (max-width: 700px) {
  body { margin: .75rem; }
  table.messages thead { display: none; }
  table.messages tr { display: block; border-bottom: 1px solid #ccc; padding: .3rem 0; }
  table.messages th, table.messages td { display: block; border: 0; padding: .1rem .3rem; }
  table.messages td:empty { display: none; }
}
</style>
</head>
<body>
<h1 dir="ltr">Messages of ${esc(i.brand)} in ${esc(i.lang)}</h1>
<p class="summary" dir="ltr">${ordered.length} keys · ${ownCount} from the brand’s own file (<span class="tag">${esc(i.brand)}</span>) ·
${problems.length ? `<strong class="bad">${problems.length} glossary or style problem(s)</strong>` : '<strong>no glossary problems</strong>'}.
Generated by <code>npm run translations -- ${esc(i.brand)} ${esc(i.lang)}</code> from <code>locales/</code>; edit the files, not this page.</p>
<p class="legend" dir="ltr"><mark class="term">the glossary’s word</mark><mark class="avoid">a word the glossary avoids</mark><code class="ph">{{placeholder}}</code> keep as is</p>
<h2>Glossary</h2>
<table class="glossary"><thead><tr><th scope="col">term</th><th scope="col">${esc(i.lang)}: the word, then its forms</th><th scope="col">never</th></tr></thead>
<tbody>${glossaryRows.join('\n')}</tbody></table>
<h2>Messages</h2>
<table class="messages"><thead><tr><th scope="col">key</th><th scope="col">English</th><th scope="col">${esc(i.lang)}</th><th scope="col">problems</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
</body>
</html>
`;
}
