/**
 * The visual diff: the same journey states of two builds, rendered in Chromium against one
 * sandbox (reset, its clock standing at CLOCK_AT, before each walk of each build, so both
 * see the same data), compared pixel by pixel, written as one report folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { SandboxControl } from '../../sandbox/control-client.ts';
import { diffManifests } from '../lib/diff-manifests.ts';
import { serveStatic } from '../lib/static-server.ts';
import type { BuildUnderTest } from './builds.ts';
import { comparePngs } from './compare.ts';
import { ALL_STATES, PAGE_STATES, PURCHASE_STATES, type Shoot, walkPages, walkPurchase, wordsFor } from './journeys.ts';
import { CLOCK_AT, launchRenderer, picture, renderContext } from './render.ts';
import { type StateRow, writeReport } from './report.ts';

/** "default": each build's own default language; "ar": Arabic, for builds that offer it. */
export type LangChoice = 'default' | 'ar';

export interface VisualOptions {
  builds: [BuildUnderTest, BuildUnderTest];
  sandbox: SandboxControl;
  outDir: string;
  widths?: number[];
  langs?: LangChoice[];
  /** Some of ALL_STATES (default: all). */
  states?: readonly string[];
  threshold?: number;
  notes?: string[];
  log?: (line: string) => void;
}

export interface VisualResult {
  rows: StateRow[];
  /** States pictured in both builds. */
  compared: number;
  /** Of those, how many have a pixel changed. */
  changed: number;
  /** States one build could not show (a step failed, or only one offers it). */
  problems: number;
  reportFile: string;
}

interface Shot { lang: string; png: Buffer | null; problem: string | null; unsettled?: boolean }

const WALKS = [
  { states: PURCHASE_STATES as readonly string[], walk: walkPurchase },
  { states: PAGE_STATES as readonly string[], walk: walkPages },
];

/** Walks one build at one width and language; every wanted state gets a picture or the reason it has none. */
async function shootBuild(browser: Browser, build: BuildUnderTest, origin: string, sandbox: SandboxControl, width: number, lang: string, wanted: readonly string[]): Promise<Map<string, Shot>> {
  const shots = new Map<string, Shot>();
  const w = wordsFor(lang);
  for (const { states, walk } of WALKS) {
    const mine = states.filter((s) => wanted.includes(s));
    if (!mine.length) continue;
    const last = mine[mine.length - 1];
    await sandbox.reset({ clockAt: CLOCK_AT });
    await sandbox.setPayLag(0);
    const ctx = await renderContext(browser, { width, locale: lang });
    const page = await ctx.newPage();
    const shoot: Shoot = async (state) => {
      if (wanted.includes(state)) {
        const { png, still } = await picture(page, lang);
        shots.set(state, { lang, png, problem: null, unsettled: !still });
      }
      return state !== last;
    };
    try {
      await walk(page, origin, build.brand, w, shoot);
    } catch (e) {
      // The first wanted state not reached shows where the walk stopped; the rest are named.
      const missed = mine.filter((s) => !shots.has(s) && !(s === 'step3-card-form' && !build.brand.cardForm));
      const why = (e as Error).message.split('\n')[0]!;
      const at = await failurePicture(page);
      missed.forEach((s, i) => shots.set(s, { lang, png: i === 0 ? at : null, problem: i === 0 ? `not reached: ${why}` : 'not reached (the walk stopped earlier)' }));
    } finally {
      await ctx.close();
    }
  }
  return shots;
}

async function failurePicture(page: Page): Promise<Buffer | null> {
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', timeout: 10_000 }).catch(() => null);
}

const langOf = (b: BuildUnderTest, choice: LangChoice): string | null =>
  choice === 'default' ? b.brand.languages[0]! : b.brand.languages.includes('ar') ? 'ar' : null;

export async function visualDiff(opts: VisualOptions): Promise<VisualResult> {
  const [a, b] = opts.builds;
  const widths = opts.widths ?? [360, 1280];
  const langs = opts.langs ?? ['default', 'ar'];
  const wanted = opts.states ?? ALL_STATES;
  const log = opts.log ?? (() => {});
  const imgDir = path.join(opts.outDir, 'img');
  fs.rmSync(opts.outDir, { recursive: true, force: true });
  fs.mkdirSync(imgDir, { recursive: true });

  const servers = [await serveStatic(a.dir), await serveStatic(b.dir)];
  const browser = await launchRenderer();
  const rows: StateRow[] = [];
  try {
    for (const choice of langs) for (const width of widths) {
      const la = langOf(a, choice);
      const lb = langOf(b, choice);
      if (!la && !lb) continue;
      const sa = la ? await shootBuild(browser, a, servers[0]!.url, opts.sandbox, width, la, wanted) : new Map<string, Shot>();
      const sb = lb ? await shootBuild(browser, b, servers[1]!.url, opts.sandbox, width, lb, wanted) : new Map<string, Shot>();
      for (const state of wanted) {
        const x = sa.get(state);
        const y = sb.get(state);
        if (!x && !y) continue;
        const key = `${state}.${width}.${choice}`;
        const save = (suffix: string, png: Buffer | null | undefined) => {
          if (!png) return undefined;
          fs.writeFileSync(path.join(imgDir, `${key}.${suffix}.png`), png);
          return `img/${key}.${suffix}.png`;
        };
        const row: StateRow = {
          key, state, width, lang: choice, langs: [x?.lang ?? la, y?.lang ?? lb], changed: null, total: null, percent: null, sizeChange: null,
          images: { a: save('a', x?.png) }, problems: [], notes: [],
        };
        if (!x) row.problems.push(`${a.arg}: ${la ? 'no such state in this build' : 'does not offer Arabic'}`);
        else if (x.problem) row.problems.push(`${a.arg}: ${x.problem}`);
        if (!y) row.problems.push(`${b.arg}: ${lb ? 'no such state in this build' : 'does not offer Arabic'}`);
        else if (y.problem) row.problems.push(`${b.arg}: ${y.problem}`);
        for (const [arg, shot] of [[a.arg, x], [b.arg, y]] as const) {
          if (shot?.unsettled) row.notes.push(`${arg}: the page was still changing when pictured (an animation or a timer that never stops?)`);
        }
        if (x?.png && y?.png && !x.problem && !y.problem) {
          const d = comparePngs(x.png, y.png, { threshold: opts.threshold });
          Object.assign(row, { changed: d.changed, total: d.total, percent: (100 * d.changed) / d.total, sizeChange: d.sizeChange });
          if (d.changed) { row.images.b = save('b', y.png); row.images.diff = save('diff', d.png); }
        } else row.images.b = save('b', y?.png);
        rows.push(row);
        log(`${key.padEnd(40)} ${row.problems.length ? row.problems.join('; ') : row.changed ? `${row.changed} px changed (${row.percent!.toFixed(2)} %)` : 'same'}`);
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) await s.close();
  }
  const fileDiff = diffManifests(a.manifest, b.manifest, [a.arg, b.arg]);
  const notes = [...(opts.notes ?? []), ...a.notes, ...b.notes];
  const reportFile = writeReport(opts.outDir, { a, b, rows, fileDiff, notes, widths, threshold: opts.threshold ?? 0 });
  const compared = rows.filter((r) => r.changed !== null);
  return { rows, compared: compared.length, changed: compared.filter((r) => r.changed! > 0).length, problems: rows.filter((r) => r.problems.length).length, reportFile };
}

