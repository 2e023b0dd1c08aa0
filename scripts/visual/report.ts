/**
 * The visual diff's part of a report: one offline page (pictures in img/ beside it, no
 * address outside the folder). A grid of thumbnails, the changed states first and most
 * changed first, states not reached before them; filters by brand, step, width and
 * language; a state opened shows a and b side by side, a flip (a and b in turn in one
 * frame), a slider (b over a, cut where the slider is) and the difference. The states a
 * brand cannot show (a language it does not offer) are last, folded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type StateRow, sortRows } from './rows.ts';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const pct = (r: StateRow) => (r.percent === null ? '—' : r.percent === 0 ? '0 %' : `${r.percent < 0.01 ? r.percent.toFixed(4) : r.percent.toFixed(2)} %`);

/** A verdict in a word or two: what QA does about it. */
export function pixelVerdict(rows: StateRow[]): { text: string; level: 'ok' | 'review' | 'fail' } {
  const failed = rows.filter((r) => r.problems.length).length;
  const changed = rows.filter((r) => r.changed).length;
  const compared = rows.filter((r) => r.changed !== null).length;
  if (failed) return { text: `${failed} state(s) not reached`, level: 'fail' };
  if (changed) return { text: `${changed} of ${compared} states changed: look at them`, level: 'review' };
  return { text: `all ${compared} states the same to the pixel`, level: 'ok' };
}

export const REPORT_STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #111; background: #fff; }
header, main > section { padding: 8px 16px; } h1 { font-size: 20px; margin: 4px 0; } h2 { font-size: 16px; margin: 16px 0 6px; }
.ok { color: #0a6a2a; } .review { color: #8a5a00; } .fail { color: #b00020; font-weight: 600; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 3px 8px; text-align: start; vertical-align: top; }
pre { white-space: pre-wrap; font-size: 12px; margin: 0; }
.filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: end; position: sticky; top: 0; background: #fff; padding: 8px 0; border-bottom: 1px solid #ccc; z-index: 2; }
.filters label { display: flex; flex-direction: column; font-size: 12px; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: 10px; padding: 10px 0; }
.tile { border: 2px solid #ccc; border-radius: 4px; padding: 4px; background: #fafafa; font: inherit; text-align: start; cursor: pointer; }
.tile.changed { border-color: #c77700; } .tile.problem { border-color: #b00020; } .tile img { width: 100%; height: 200px; object-fit: cover; object-position: top; display: block; }
.tile .t { font-size: 12px; word-break: break-word; } .tile .n { font-weight: 600; }
dialog { width: min(96vw, 1800px); max-height: 94vh; } dialog .pics { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; align-items: start; }
dialog img { width: 100%; border: 1px solid #bbb; display: block; } .stack { position: relative; display: inline-block; max-width: 100%; }
.stack img { width: auto; max-width: 100%; } .stack img.over { position: absolute; inset: 0; }
.modes { display: flex; gap: 8px; margin: 6px 0; } .why { color: #b00020; } .note { color: #8a5a00; }
details.lacking summary { cursor: pointer; font-weight: 600; }
`;

/** The grid's data, one entry per row, for the page's script. */
function gridData(rows: StateRow[]): unknown[] {
  return sortRows(rows).filter((r) => !r.lacking.length || r.images.a || r.images.b).map((r) => ({
    k: r.key, brand: r.brand, state: r.state, width: r.width, lang: r.lang, langs: r.langs, pct: pct(r), changed: r.changed,
    cls: r.problems.length ? 'problem' : r.lacking.length ? 'lacking' : r.changed ? 'changed' : 'same',
    size: r.sizeChange, img: r.images, problems: r.problems, lacking: r.lacking, notes: r.notes,
  }));
}

/** What a brand cannot show, folded: one line per brand and reason, with the states it covers. */
function lackingList(rows: StateRow[]): string {
  const groups = new Map<string, string[]>();
  for (const r of rows.filter((x) => x.lacking.length && !x.problems.length)) {
    // Each build's reason without its name: "ko: does not offer Arabic", once for both builds.
    const k = `${r.brand}: ${[...new Set(r.lacking.map((l) => l.replace(/^.*: /, '')))].join('; ')}`;
    groups.set(k, [...(groups.get(k) ?? []), `${r.state} ${r.width} px`]);
  }
  if (!groups.size) return '';
  return `<details class="lacking"><summary>States a build cannot show (${[...groups.values()].flat().length}): not compared, not a failure</summary><ul>${
    [...groups].map(([k, v]) => `<li>${esc(k)} — ${v.length} state(s): ${esc(v.join(', '))}</li>`).join('')}</ul></details>`;
}

const SCRIPT = `
const rows = JSON.parse(document.getElementById('grid-data').textContent);
const grid = document.getElementById('grid'), dlg = document.getElementById('state');
const f = { brand: document.getElementById('f-brand'), state: document.getElementById('f-state'), width: document.getElementById('f-width'), lang: document.getElementById('f-lang'), changed: document.getElementById('f-changed') };
const fill = (sel, values) => { for (const v of [...new Set(values)].sort()) sel.add(new Option(String(v), String(v))); };
fill(f.brand, rows.map((r) => r.brand)); fill(f.state, rows.map((r) => r.state)); fill(f.width, rows.map((r) => r.width));
const el = (tag, props, ...kids) => { const e = Object.assign(document.createElement(tag), props); e.append(...kids); return e; };
function draw() {
  grid.replaceChildren();
  const shown = rows.filter((r) => (!f.brand.value || r.brand === f.brand.value) && (!f.state.value || r.state === f.state.value)
    && (!f.width.value || String(r.width) === f.width.value) && (!f.lang.value || r.lang === f.lang.value) && (!f.changed.checked || r.cls === 'changed' || r.cls === 'problem'));
  document.getElementById('count').textContent = shown.length + ' of ' + rows.length + ' states shown';
  for (const r of shown) {
    const b = el('button', { className: 'tile ' + r.cls, type: 'button', onclick: () => open(r) },
      r.img.thumb ? el('img', { src: r.img.thumb, alt: '' }) : el('span', { textContent: 'no picture' }),
      el('div', { className: 't' }, el('span', { className: 'n', textContent: r.cls === 'problem' ? 'not reached' : r.cls === 'lacking' ? 'one build lacks it' : r.pct }), ' ' + r.brand + ' · ' + r.state + ' · ' + r.width + ' px · ' + r.langs.map((l) => l || '—').join('/')));
    grid.append(b);
  }
}
function open(r) {
  const body = dlg.querySelector('.body');
  const fig = (src, cap) => el('figure', {}, el('figcaption', { textContent: cap }), src ? el('a', { href: src }, el('img', { src, alt: cap })) : el('p', { textContent: 'no picture' }));
  const pics = el('div', { className: 'pics' }, fig(r.img.a, 'a'), fig(r.img.b || (r.changed === 0 ? r.img.a : undefined), r.changed === 0 ? 'b (the same as a)' : 'b'), fig(r.img.diff, 'difference (red: changed, magenta: only one has it)'));
  const both = [];
  if (r.img.a && r.img.b) {
    // One frame for both: the flip shows a or b, the slider b over a from where it stands.
    const stack = el('div', { className: 'stack' }, el('img', { src: r.img.a, alt: 'a' }), el('img', { className: 'over', src: r.img.b, alt: 'b' }));
    const over = stack.querySelector('.over'); over.hidden = true;
    const which = el('span', { textContent: 'a' });
    const flip = el('button', { type: 'button', textContent: 'Flip a / b', onclick: () => { over.style.clipPath = ''; over.hidden = !over.hidden; which.textContent = over.hidden ? 'a' : 'b'; } });
    const slider = el('input', { type: 'range', min: 0, max: 100, value: 50, oninput: () => { over.hidden = false; which.textContent = 'a left of ' + slider.value + ' %, b right of it'; over.style.clipPath = 'inset(0 0 0 ' + slider.value + '%)'; } });
    both.push(el('div', { className: 'modes' }, flip, el('label', {}, 'Slide b over a ', slider), el('span', { role: 'status' }, 'showing: ', which)), stack);
  }
  body.replaceChildren(el('h2', { textContent: r.brand + ' · ' + r.state + ' · ' + r.width + ' px · ' + r.langs.map((l) => l || '—').join(' / ') + ' — ' + (r.changed === null ? 'not compared' : r.pct + ' changed') + (r.size ? ' · size ' + r.size : '') }),
    ...r.problems.map((p) => el('p', { className: 'why', textContent: p })), ...r.lacking.map((p) => el('p', { className: 'note', textContent: p })), ...r.notes.map((p) => el('p', { className: 'note', textContent: p })),
    ...both, pics);
  dlg.showModal();
}
for (const s of Object.values(f)) s.addEventListener('change', draw);
// A brand named elsewhere on the page (the verdicts) shows its states.
for (const a of document.querySelectorAll('a[data-brand]')) a.addEventListener('click', () => { f.brand.value = a.dataset.brand; draw(); });
draw();
`;

/** The visual part of a report page: filters, grid, the state viewer, the folded list of what builds lack. */
export function pixelsHtml(rows: StateRow[]): string {
  const json = JSON.stringify(gridData(rows)).replace(/</g, '\\u003c');
  const opt = (v: string, t: string) => `<option value="${v}">${t}</option>`;
  return `<section aria-labelledby="pixels"><h2 id="pixels">Pixels</h2>
<div class="filters" role="group" aria-label="Filters">
<label>Brand <select id="f-brand">${opt('', 'all')}</select></label>
<label>Step <select id="f-state">${opt('', 'all')}</select></label>
<label>Width <select id="f-width">${opt('', 'all')}</select></label>
<label>Language <select id="f-lang">${opt('', 'all')}${opt('default', 'each build\'s default')}${opt('ar', 'Arabic')}</select></label>
<label><span><input type="checkbox" id="f-changed"> changed or not reached only</span></label>
<span id="count" role="status"></span></div>
<div id="grid" class="grid"></div>
${lackingList(rows)}
<dialog id="state" aria-label="State"><form method="dialog"><button>Close</button></form><div class="body"></div></dialog>
<script type="application/json" id="grid-data">${json}</script>
<script>${SCRIPT}</script></section>`;
}

/** A whole page: title, what comes before the pixels, the pixels. */
export function reportPage(title: string, head: string, rows: StateRow[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${REPORT_STYLE}</style></head>
<body><header><h1>${esc(title)}</h1></header><main>${head}
${pixelsHtml(rows)}</main></body></html>
`;
}

/** Writes index.html and report.json into `dir`; returns the path of index.html. */
export function writeReport(dir: string, title: string, head: string, rows: StateRow[], extra: Record<string, unknown> = {}): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'index.html');
  fs.writeFileSync(file, reportPage(title, head, rows));
  fs.writeFileSync(path.join(dir, 'report.json'), JSON.stringify({ ...extra, rows: sortRows(rows).map(({ images: _i, ...r }) => r) }, null, 2) + '\n');
  return file;
}
