/**
 * The visual diff's report: one folder QA opens offline, index.html with the pictures
 * beside it in img/ (no address outside the folder), and report.json with the same
 * figures for tools. States are sorted by how much changed, the ones a build could not
 * show first; each changed state shows both pictures and the difference side by side; the
 * unchanged ones are listed at the end with one picture; the file diff is beside them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BuildUnderTest } from './builds.ts';

export interface StateRow {
  /** state.width.lang, e.g. "step2-select-goods.360.default". */
  key: string;
  state: string;
  width: number;
  lang: 'default' | 'ar';
  /** The language each build was shown in (null: it does not offer Arabic). */
  langs: [string | null, string | null];
  /** Changed pixels, null when the state could not be compared (see problems). */
  changed: number | null;
  total: number | null;
  percent: number | null;
  sizeChange: string | null;
  /** Paths relative to the report folder. */
  images: { a?: string; b?: string; diff?: string };
  problems: string[];
  /** Compared, but worth knowing (a page that would not keep still). */
  notes: string[];
}

interface ReportInput {
  a: BuildUnderTest;
  b: BuildUnderTest;
  rows: StateRow[];
  fileDiff: string[];
  notes: string[];
  widths: number[];
  threshold: number;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Problems first, then the most changed; ties by name. */
export function sortRows(rows: StateRow[]): StateRow[] {
  const rank = (r: StateRow) => (r.problems.length ? Infinity : r.percent ?? 0);
  return [...rows].sort((x, y) => rank(y) - rank(x) || x.key.localeCompare(y.key));
}

const pct = (r: StateRow) => (r.percent === null ? '—' : r.percent === 0 ? '0 %' : `${r.percent < 0.01 ? r.percent.toFixed(4) : r.percent.toFixed(2)} %`);
const title = (r: StateRow) => `${r.state} · ${r.width} px · ${r.langs[0] === r.langs[1] ? r.langs[0] : r.langs.map((l) => l ?? '—').join(' / ')}`;
const figure = (src: string | undefined, caption: string) =>
  `<figure><figcaption>${esc(caption)}</figcaption>${src ? `<a href="${esc(src)}"><img src="${esc(src)}" alt="${esc(caption)}" loading="lazy"></a>` : '<p class="none">no picture</p>'}</figure>`;

function stateSection(r: StateRow, a: string, b: string): string {
  const figures = r.problems.length || r.changed
    ? [figure(r.images.a, a), figure(r.images.b, b), ...(r.images.diff ? [figure(r.images.diff, 'difference (red: changed, magenta: only one has it)')] : [])].join('')
    : '';
  return `<section id="${esc(r.key)}" class="${r.problems.length ? 'problem' : r.changed ? 'changed' : 'same'}">
<h3>${esc(title(r))} <span class="fig">${r.changed === null ? 'not compared' : `${r.changed.toLocaleString('en')} px changed, ${pct(r)}`}${r.sizeChange ? ` · size ${esc(r.sizeChange)}` : ''}</span></h3>
${r.problems.map((p) => `<p class="why">${esc(p)}</p>`).join('')}${r.notes.map((n) => `<p class="note">${esc(n)}</p>`).join('')}
<div class="row">${figures}</div></section>`;
}

export function reportHtml(x: ReportInput): string {
  const rows = sortRows(x.rows);
  const changed = rows.filter((r) => !r.problems.length && r.changed);
  const same = rows.filter((r) => !r.problems.length && r.changed === 0);
  const problems = rows.filter((r) => r.problems.length);
  const a = `a: ${x.a.arg}`;
  const b = `b: ${x.b.arg}`;
  const summary = `${rows.length - problems.length} states compared, ${changed.length} changed, ${same.length} the same${problems.length ? `, ${problems.length} not compared` : ''}`;
  const toc = [...problems, ...changed].map((r) => `<li><a href="#${esc(r.key)}">${esc(title(r))}</a> ${r.problems.length ? '<b>not compared</b>' : pct(r)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual diff: ${esc(x.a.arg)} vs ${esc(x.b.arg)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #111; background: #fff; }
header { padding: 12px 16px; border-bottom: 1px solid #ccc; }
h1 { font-size: 18px; margin: 0 0 4px; } h2 { font-size: 16px; } h3 { font-size: 14px; margin: 0 0 6px; }
.layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(260px, 30%); gap: 16px; padding: 0 16px; }
aside { position: sticky; top: 0; max-height: 100vh; overflow: auto; border-inline-start: 1px solid #ccc; padding-inline-start: 12px; }
pre { white-space: pre-wrap; font-size: 12px; }
section { border-top: 1px solid #ddd; padding: 10px 0; }
section.problem h3 { color: #a00; }
.fig { font-weight: normal; color: #444; }
.why { color: #a00; margin: 2px 0; } .note { color: #8a5a00; margin: 2px 0; }
.row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; align-items: start; }
figure { margin: 0; } figcaption { font-size: 12px; color: #444; word-break: break-all; }
img { width: 100%; height: auto; border: 1px solid #bbb; display: block; }
.same-list img { width: 120px; } .same-list li { display: inline-block; width: 130px; vertical-align: top; font-size: 11px; margin: 4px; }
.none { color: #888; }
@media (max-width: 900px) { .layout { grid-template-columns: 1fr; } aside { position: static; max-height: none; border: 0; padding: 0; } }
</style></head>
<body><header>
<h1>Visual diff: ${esc(x.a.arg)} vs ${esc(x.b.arg)}</h1>
<p>${esc(summary)}. Widths ${x.widths.join(' and ')} px; a pixel counts as changed if its colour changed at all${x.threshold ? ` beyond pixelmatch threshold ${x.threshold}` : ''}. a is <code>${esc(x.a.dir)}</code>, b is <code>${esc(x.b.dir)}</code>.</p>
${x.notes.map((n) => `<p class="why">${esc(n)}</p>`).join('')}
<ol>${toc}</ol>
</header>
<div class="layout"><main>
<h2>Changed, most first</h2>
${[...problems, ...changed].map((r) => stateSection(r, a, b)).join('\n') || '<p>No state changed.</p>'}
<h2>The same in both (${same.length})</h2>
<ul class="same-list">${same.map((r) => `<li id="${esc(r.key)}"><a href="${esc(r.images.a ?? '')}"><img src="${esc(r.images.a ?? '')}" alt="" loading="lazy"></a>${esc(title(r))}</li>`).join('')}</ul>
</main>
<aside><h2>File diff</h2><pre>${esc(x.fileDiff.join('\n'))}</pre></aside></div>
</body></html>
`;
}

/** Writes index.html and report.json into `dir`; returns the path of index.html. */
export function writeReport(dir: string, x: ReportInput): string {
  const file = path.join(dir, 'index.html');
  fs.writeFileSync(file, reportHtml(x));
  const rows = sortRows(x.rows).map(({ images: _images, ...r }) => r);
  fs.writeFileSync(path.join(dir, 'report.json'), JSON.stringify({ a: x.a.arg, b: x.b.arg, aDir: x.a.dir, bDir: x.b.dir, notes: x.notes, fileDiff: x.fileDiff, rows }, null, 2) + '\n');
  return file;
}
