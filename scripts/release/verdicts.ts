/**
 * What a release changes for a brand's players, outside the pixels, each with a plain
 * verdict: config, texts, files and sizes (from the two builds' manifests), the size
 * budgets, and nginx.conf (line by line against the kept one's).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BudgetCheck } from '../bench/budgets.ts';
import type { Finding } from '../bench/scan.ts';
import { diffManifests, flatten } from '../build/diff-manifests.ts';
import { type BrandManifest, NGINX_CONF } from '../build/manifest.ts';

export type Level = 'ok' | 'review' | 'fail';
export interface Verdict { what: string; level: Level; text: string; detail: string[] }

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function configVerdict(a: BrandManifest | null, b: BrandManifest): Verdict {
  if (!a) return { what: 'Config', level: 'review', text: 'first release: nothing to compare with', detail: [] };
  const [ca, cb] = [flatten(a.config), flatten(b.config)];
  const changed = [...new Set([...Object.keys(ca), ...Object.keys(cb)])].sort().filter((k) => ca[k] !== cb[k]);
  return changed.length
    ? { what: 'Config', level: 'review', text: `${changed.length} field(s) changed`, detail: changed.map((k) => `${k}: ${ca[k] ?? '(absent)'} → ${cb[k] ?? '(absent)'}`) }
    : { what: 'Config', level: 'ok', text: 'the same', detail: [] };
}

export function textsVerdict(a: BrandManifest | null, b: BrandManifest): Verdict {
  if (!a) return { what: 'Texts', level: 'review', text: `first release: ${b.languages.join(', ')}`, detail: [] };
  const detail: string[] = [];
  for (const l of [...new Set([...Object.keys(a.locales), ...Object.keys(b.locales)])].sort()) {
    const [x, y] = [a.locales[l], b.locales[l]];
    if (!x || !y) { detail.push(`${l}: language ${x ? 'removed' : 'added'}`); continue; }
    const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((k) => x[k] !== y[k]);
    if (keys.length) detail.push(`${l}: ${keys.length} text(s): ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ', …' : ''}`);
  }
  return detail.length ? { what: 'Texts', level: 'review', text: `${detail.length} language(s) with changed texts`, detail } : { what: 'Texts', level: 'ok', text: 'the same', detail: [] };
}

export function filesVerdict(a: BrandManifest | null, b: BrandManifest, names: [string, string]): Verdict {
  if (!a) return { what: 'Files and sizes', level: 'review', text: `first release: ${b.files.length} files, ${kb(b.totals.gzip)} gzip`, detail: [] };
  const lines = diffManifests(a, b, names);
  const files = lines.slice(lines.findIndex((l) => l.startsWith('files:')));
  const d = b.totals.gzip - a.totals.gzip;
  const same = files.length === 1 && d === 0;
  return { what: 'Files and sizes', level: same ? 'ok' : 'review', text: same ? 'the same' : `${files.length - 1} file(s) differ, ${kb(a.totals.gzip)} → ${kb(b.totals.gzip)} gzip (${d >= 0 ? '+' : '-'}${kb(Math.abs(d))})`, detail: files.slice(1) };
}

export function budgetsVerdict(checks: BudgetCheck[], findings: Finding[]): Verdict {
  const over = checks.filter((c) => !c.ok);
  const detail = [...checks.map((c) => c.message), ...findings.map((f) => `FORBIDDEN ${f.kind} in ${f.file}: ${f.what}`)];
  if (over.length || findings.length) return { what: 'Size budgets', level: 'fail', text: `${over.length} over budget${findings.length ? `, ${findings.length} forbidden finding(s)` : ''}`, detail };
  return { what: 'Size budgets', level: 'ok', text: `all ${checks.length} within budget`, detail };
}

/** nginx.conf's lines that are in one build's and not the other's. */
export function nginxVerdict(aDir: string | null, bDir: string): Verdict {
  const read = (d: string) => fs.readFileSync(path.join(d, NGINX_CONF), 'utf8').split('\n');
  if (!fs.existsSync(path.join(bDir, NGINX_CONF))) return { what: 'nginx.conf', level: 'fail', text: 'not written by the build', detail: [] };
  if (!aDir || !fs.existsSync(path.join(aDir, NGINX_CONF))) return { what: 'nginx.conf', level: 'review', text: 'first release: deploy it with the build', detail: [] };
  const [x, y] = [read(aDir), read(bDir)];
  const detail = [...x.filter((l) => !y.includes(l)).map((l) => `- ${l.trim()}`), ...y.filter((l) => !x.includes(l)).map((l) => `+ ${l.trim()}`)];
  return detail.length ? { what: 'nginx.conf', level: 'review', text: `${detail.length} line(s) changed: deploy the new one with this build`, detail } : { what: 'nginx.conf', level: 'ok', text: 'the same', detail: [] };
}
