/**
 * The visual diff: the same journey states of pairs of builds (a brand's kept release and
 * its new build, or two brands), each served as built, its hosts answered by sandboxes
 * (hosts.ts) reset with their clock standing at CLOCK_AT before each walk, pictured all in
 * one run (shots.ts) and compared pixel by pixel. A build with kept pictures of the same
 * files by the same renderer (store.ts) is not pictured again, nor is a new build whose
 * files are the kept one's; two pictures equal to the byte are not compared further.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../../e2e/browser.ts';
import { serveStatic, type StaticServer } from '../lib/static-server.ts';
import type { BuildUnderTest } from './builds.ts';
import { comparePngs } from './compare.ts';
import { ALL_STATES } from './journeys.ts';
import { type StateRow, thumbnail } from './rows.ts';
import { type LangChoice, langOf, lacks, renderBuilds, type Shots, shotKey } from './shots.ts';
import { contentHash, readStore, rendererHash, writeStore } from './store.ts';

export type { LangChoice };

export interface Pair { label: string; a: BuildUnderTest; b: BuildUnderTest }

export interface VisualOptions {
  pairs: Pair[];
  /** Pictures go to <outDir>/img/. */
  outDir: string;
  widths?: number[];
  langs?: LangChoice[];
  /** Some of ALL_STATES (default: all). */
  states?: readonly string[];
  threshold?: number;
  /** Pages pictured at once. */
  pages?: number;
  /** Port base of the first page's sandbox (shots.ts). */
  sandboxBase: number;
  /**
   * false: picture every new build (each pair's b) even when its files are the kept one's,
   * and every kept build without valid pictures (to show that renders repeat).
   */
  reuse?: boolean;
  log?: (line: string) => void;
}

export interface VisualResult {
  rows: StateRow[];
  /** States pictured in both builds of a pair. */
  compared: number;
  /** Of those, how many have a pixel changed. */
  changed: number;
  /** States a build should have shown and did not reach: the run fails. */
  problems: number;
  /** Builds pictured in this run, and builds whose kept pictures were used. */
  pictured: string[];
  reused: string[];
  seconds: number;
}

const browserVersion = () => execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** Every build's pictures: kept ones where valid, the rest pictured now; kept with the build where it says where (`pictures`). */
async function picturesOf(o: VisualOptions, widths: number[], langs: LangChoice[], states: readonly string[]): Promise<{ shots: Map<BuildUnderTest, Shots>; pictured: string[]; reused: string[] }> {
  const builds = [...new Set(o.pairs.flatMap((p) => [p.a, p.b]))];
  const renderer = rendererHash(browserVersion());
  const keysOf = (b: BuildUnderTest) => langs.flatMap((c) => (langOf(b, c) ? widths.flatMap((w) => states.filter((s) => !lacks(b.brand, s)).map((s) => shotKey(s, w, c))) : []));
  const hash = new Map(builds.map((b) => [b, contentHash(b.dir)]));
  const shots = new Map<BuildUnderTest, Shots>();
  const reuse = o.reuse ?? true;
  const news = new Set(o.pairs.filter((p) => p.a !== p.b).map((p) => p.b));
  for (const b of builds) {
    const kept = (reuse || !news.has(b)) && b.pictures && readStore(b.pictures, { contentHash: hash.get(b)!, renderer, keys: keysOf(b) });
    if (kept) shots.set(b, kept);
  }
  // A new build with the kept one's very files looks as the kept one does.
  if (reuse) for (const p of o.pairs) if (!shots.has(p.b) && shots.has(p.a) && hash.get(p.a) === hash.get(p.b)) shots.set(p.b, shots.get(p.a)!);
  const reused = builds.filter((b) => shots.has(b)).map((b) => b.arg);
  const todo = builds.filter((b) => !shots.has(b));
  const servers: StaticServer[] = [];
  try {
    for (const b of todo) { const s = await serveStatic(b.dir); servers.push(s); b.origin = s.url; }
    const fresh = await renderBuilds(todo, { widths, langs, states, pages: o.pages ?? 3, sandboxBase: o.sandboxBase, log: o.log });
    for (const [b, s] of fresh) shots.set(b, s);
  } finally {
    for (const s of servers) await s.close();
  }
  for (const b of builds) if (b.pictures) writeStore(b.pictures, { contentHash: hash.get(b)!, renderer }, shots.get(b)!);
  return { shots, pictured: todo.map((b) => b.arg), reused };
}

export async function visualDiff(o: VisualOptions): Promise<VisualResult> {
  const t0 = performance.now();
  const widths = o.widths ?? [360, 1280];
  const langs = o.langs ?? ['default', 'ar'];
  const states = o.states ?? ALL_STATES;
  const imgDir = path.join(o.outDir, 'img');
  fs.rmSync(imgDir, { recursive: true, force: true });
  fs.mkdirSync(imgDir, { recursive: true });
  const { shots, pictured, reused } = await picturesOf(o, widths, langs, states);

  const rows: StateRow[] = [];
  for (const { label, a, b } of o.pairs) for (const choice of langs) for (const width of widths) for (const state of states) {
    const key = `${label}.${shotKey(state, width, choice)}`;
    const [la, lb] = [langOf(a, choice), langOf(b, choice)];
    const x = shots.get(a)!.get(shotKey(state, width, choice));
    const y = shots.get(b)!.get(shotKey(state, width, choice));
    const save = (suffix: string, png: Buffer | null | undefined) => {
      if (!png) return undefined;
      const name = `${key}.${suffix}.png`.replace(/[^\w.-]+/g, '_');
      fs.writeFileSync(path.join(imgDir, name), png);
      return `img/${name}`;
    };
    const row: StateRow = {
      brand: label, key, state, width, lang: choice, langs: [x?.lang ?? la, y?.lang ?? lb], changed: null, total: null, percent: null, sizeChange: null,
      images: {}, problems: [], lacking: [], notes: [],
    };
    // What a build genuinely cannot show is not a failure: folded at the end of the report.
    const sides = a === b ? [[a.arg, a, la, x]] as const : [[a.arg, a, la, x], [b.arg, b, lb, y]] as const;
    for (const [arg, build, lang, shot] of sides) {
      if (!lang) row.lacking.push(`${arg}: does not offer Arabic`);
      else if (lacks(build.brand, state)) row.lacking.push(`${arg}: ${state === 'step3-korea-window' ? 'no Korean payment window' : 'no card provider'}`);
      else if (shot?.problem) row.problems.push(`${arg}: ${shot.problem}`);
      else if (!shot) row.problems.push(`${arg}: not pictured`);
      if (shot?.unsettled) row.notes.push(`${arg}: the page was still changing when pictured (an animation or a timer that never stops?)`);
    }
    if (x?.png && y?.png && !row.problems.length && !row.lacking.length) {
      const d = x.png.equals(y.png) ? null : comparePngs(x.png, y.png, { threshold: o.threshold });
      Object.assign(row, { changed: d?.changed ?? 0, total: d?.total ?? null, percent: d ? (100 * d.changed) / d.total : 0, sizeChange: d?.sizeChange ?? null });
      row.images.a = save('a', x.png);
      if (d?.changed) { row.images.b = save('b', y.png); row.images.diff = save('diff', d.png); }
    } else { row.images.a = save('a', x?.png); row.images.b = save('b', y?.png); }
    const shown = row.images.b ?? row.images.a;
    if (shown) row.images.thumb = save('thumb', thumbnail(fs.readFileSync(path.join(o.outDir, shown))));
    rows.push(row);
  }
  const compared = rows.filter((r) => r.changed !== null);
  return {
    rows, compared: compared.length, changed: compared.filter((r) => r.changed! > 0).length, problems: rows.filter((r) => r.problems.length).length,
    pictured, reused, seconds: (performance.now() - t0) / 1000,
  };
}
