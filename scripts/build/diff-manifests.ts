/**
 * What differs between two brand builds, from their manifest.json alone: config fields,
 * languages and locale texts, files and sizes. Hashed file names are compared by their
 * stem (assets/index-[hash].js is "assets/index.js"), so a changed bundle shows as a
 * size change rather than one file removed and another added.
 */
import type { BrandManifest, FileEntry } from './manifest.ts';

/** Nested config to `path: value` lines; a list of plain values stays one line. */
export function flatten(v: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  const plainList = Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object');
  if (v && typeof v === 'object' && !plainList) {
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    if (entries.length === 0) out[prefix] = JSON.stringify(v);
    for (const [k, x] of entries) flatten(x, Array.isArray(v) ? `${prefix}[${k}]` : prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = JSON.stringify(v);
  return out;
}

export function fileStem(p: string): string {
  return p.replace(/-[A-Za-z0-9_-]{8}(\.\w+)$/, '$1');
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const signed = (n: number) => (n > 0 ? '+' : n < 0 ? '-' : '±') + kb(Math.abs(n));

export function diffManifests(a: BrandManifest, b: BrandManifest, names: [string, string]): string[] {
  const out: string[] = [];
  const [an, bn] = names;

  const ca = flatten(a.config);
  const cb = flatten(b.config);
  const keys = [...new Set([...Object.keys(ca), ...Object.keys(cb)])].sort();
  const changed = keys.filter((k) => ca[k] !== cb[k]);
  out.push(`config: ${changed.length ? `${changed.length} field(s) differ` : 'same'}${a.configHash === b.configHash ? '' : ` (hash ${a.configHash.slice(0, 8)} vs ${b.configHash.slice(0, 8)})`}`);
  for (const k of changed) out.push(`  ${k}: ${ca[k] ?? '(absent)'}  →  ${cb[k] ?? '(absent)'}`);

  const la = Object.keys(a.locales ?? {});
  const lb = Object.keys(b.locales ?? {});
  const onlyA = la.filter((l) => !lb.includes(l));
  const onlyB = lb.filter((l) => !la.includes(l));
  out.push(`languages: ${an} [${a.languages.join(', ')}]  ${bn} [${b.languages.join(', ')}]`);
  if (onlyA.length) out.push(`  only in ${an}: ${onlyA.join(', ')}`);
  if (onlyB.length) out.push(`  only in ${bn}: ${onlyB.join(', ')}`);
  for (const l of la.filter((x) => lb.includes(x))) {
    const ka = a.locales[l]!;
    const kbb = b.locales[l]!;
    const all = [...new Set([...Object.keys(ka), ...Object.keys(kbb)])].sort();
    const added = all.filter((k) => !(k in ka));
    const removed = all.filter((k) => !(k in kbb));
    const text = all.filter((k) => k in ka && k in kbb && ka[k] !== kbb[k]);
    if (added.length + removed.length + text.length === 0) continue;
    out.push(`  ${l}: ${added.length} key(s) added, ${removed.length} removed, ${text.length} text(s) changed`);
    for (const k of added) out.push(`    + ${k}`);
    for (const k of removed) out.push(`    - ${k}`);
    for (const k of text) out.push(`    ~ ${k}`);
  }

  const byStem = (files: FileEntry[]) => new Map(files.map((f) => [fileStem(f.path), f]));
  const fa = byStem(a.files);
  const fb = byStem(b.files);
  const stems = [...new Set([...fa.keys(), ...fb.keys()])].sort();
  const rows: string[] = [];
  for (const s of stems) {
    const x = fa.get(s);
    const y = fb.get(s);
    if (!y) rows.push(`  - ${s}  ${kb(x!.gzip)} gzip (only in ${an})`);
    else if (!x) rows.push(`  + ${s}  ${kb(y.gzip)} gzip (only in ${bn})`);
    else if (x.bytes !== y.bytes || x.path !== y.path) rows.push(`  ~ ${s}  ${kb(x.gzip)} → ${kb(y.gzip)} gzip (${signed(y.gzip - x.gzip)})`);
  }
  out.push(`files: ${a.files.length} vs ${b.files.length}, total ${kb(a.totals.gzip)} → ${kb(b.totals.gzip)} gzip (${signed(b.totals.gzip - a.totals.gzip)})`);
  out.push(...rows);
  return out;
}
