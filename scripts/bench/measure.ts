/**
 * Weighs one built folder (a brand, or the React floor) from its load graph
 * (graph.ts): what /selectGame needs before first paint, each locale chunk, each
 * chunk loaded later, the whole purchase, and the requests and round trips before the
 * game list can be on screen. Shared by `npm run bench` and scripts/bench/budgets.test.ts, so
 * the figure a budget checks is the figure the table prints.
 *
 * Sizes are per file, as a CDN sends them: gzip level 9 and brotli 11, each file on its
 * own (manifest.ts compressedSizes). A brand folder's manifest.json already holds them;
 * they are taken from there when the raw size matches, else computed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../brands/brand.ts';
import { type BundleGraph, dynamicImportsFrom, readBundleGraph, staticClosure } from './graph.ts';
import { gameList as GAME_LIST_PATH } from '../../src/api/api-paths.ts';
import { compressedSizes, readManifest } from '../build/manifest.ts';
import { localeChunkName } from '../build/vite-brand.ts';

export interface Sizes { bytes: number; gzip: number; brotli: number }
export interface FileFigure extends Sizes { file: string }
export interface Part { files: FileFigure[]; total: Sizes }
/** `part`: the language's first-screen messages, or its later ones (first-screen-messages.ts). */
export interface LocaleFigure extends FileFigure { lang: string; part: 'first' | 'later'; preloaded: boolean }

/** A chunk loaded after first paint (a route page, or a part loaded on demand). */
export interface LazyFigure {
  /** The chunk's name without hash, e.g. "select-goods-page". */
  name: string;
  chunk: string;
  /** What navigating there downloads beyond first paint: the chunk and its own static imports. */
  js: Part;
  /** The stylesheets Vite's preload helper fetches with it. */
  css: Part;
}

/**
 * Requests before the game list is on screen, in waves of parallel requests (one round
 * trip each; connection set-up and bandwidth left out, HTTP/2 to one origin):
 *   1  index.html
 *   2  what the HTML names: entry script, stylesheets, modulepreloads (the preload scanner
 *      finds them all at once)
 *   3… static imports the HTML did not preload, one wave per level of the import graph;
 *      the default locale if it is not preloaded (requested once the entry runs)
 *   +1 the game list call (GET /api/game/game_list, a simple CORS GET to the host the HTML
 *      preconnects to, so no preflight and no handshake in the path), asked for by the
 *      running entry; or, when an inline script of the HTML asks for it while the HTML is
 *      parsed (src/boot/early-games-request.ts), in wave 2 beside the entry, and the shell paints
 *      the list from it without waiting for the app.
 * Game icons come after that and are not counted: the list is on screen without them.
 */
export interface LoadModel { waves: string[][]; requests: number; roundTrips: number }

export interface BundleReport {
  /** index.html's inline scripts, then the entry chunk and everything it imports statically. */
  initialJs: Part;
  /** Stylesheets index.html links. */
  css: Part;
  /** The default language's first-screen messages, preloaded for the first render. */
  defaultLocale: LocaleFigure | null;
  /** initialJs + css + the default locale: all of it arrives before the first render. */
  firstPaint: Sizes;
  /** JavaScript of first paint (initial JS + default locale). */
  firstPaintJs: Sizes;
  locales: LocaleFigure[];
  lazy: LazyFigure[];
  /** `sampledOnly`: what each SAMPLED_ONLY part would add to the purchase for a sampled page view. */
  purchase: { pages: string[]; missing: string[]; files: number; total: Sizes; sampledOnly: { name: string; extra: Sizes }[] };
  load: LoadModel;
}

/** The purchase steps after /selectGame, by chunk name (src/pages/<x>/<x>-page.tsx; /selectGame is in the entry). */
export const PURCHASE_PAGES = ['select-goods-page', 'recharge-page', 'result-page'] as const;
/**
 * On-demand parts only a sample of page views loads (the Web Vitals measurement, the brand
 * file's vitalsSampleRate of them): listed among the later chunks and budgeted like them,
 * but not in the whole purchase, which is what every player downloads.
 */
export const SAMPLED_ONLY = ['vitals'] as const;
/** The game list call, the one request after the JS that stands between first paint and the list. */
export const GAME_LIST_CALL = 'GET /api/game/game_list';

export const ZERO: Sizes = { bytes: 0, gzip: 0, brotli: 0 };
export const addSizes = (a: Sizes, b: Sizes): Sizes => ({ bytes: a.bytes + b.bytes, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const sum = (xs: readonly Sizes[]): Sizes => xs.reduce(addSizes, ZERO);

/** "assets/select-goods-page-tcx7tviB.js" → "select-goods-page" (rolldown's hash is 8 characters). */
export function chunkName(file: string): string {
  const base = path.posix.basename(file);
  return base.replace(/-[\w-]{8}\.(js|css)$/, '') || base;
}

/** The language of a locale chunk (assets/locale-<lang>-<hash>.js, or its later messages' assets/locale-<lang>-later-<hash>.js), or null. */
export function localeOf(file: string): string | null {
  const hits = LANGUAGES.filter((l) => file.startsWith(`assets/${localeChunkName(l)}-`) && file.endsWith('.js'));
  return hits.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Which part of its language's messages a locale chunk holds. */
export function localePartOf(file: string): 'first' | 'later' {
  const lang = localeOf(file);
  return lang && chunkName(file) === localeChunkName(lang, 'later') ? 'later' : 'first';
}

/** Sizes of each file of a folder, from its manifest when it matches the file, else computed. */
export function sizer(dir: string): (file: string) => FileFigure {
  const known = new Map((readManifest(dir)?.files ?? []).map((f) => [f.path, f]));
  const cache = new Map<string, FileFigure>();
  return (file) => {
    let s = cache.get(file);
    if (s) return s;
    const buf = fs.readFileSync(path.join(dir, file));
    const m = known.get(file);
    s = m && m.bytes === buf.length ? { file, bytes: m.bytes, gzip: m.gzip, brotli: m.brotli } : { file, bytes: buf.length, ...compressedSizes(buf) };
    cache.set(file, s);
    return s;
  };
}

const part = (files: Iterable<string>, size: (f: string) => FileFigure): Part => {
  const figs = [...new Set(files)].sort().map(size);
  return { files: figs, total: sum(figs) };
};

/** Whether an inline script of the HTML calls the game list itself. */
const asksEarly = (g: BundleGraph) => g.html.inlineScripts.some((code) => code.includes(GAME_LIST_PATH));

function loadModel(g: BundleGraph, defaultLocale: string | null): LoadModel {
  const waves: string[][] = [['index.html']];
  const requested = new Set<string>();
  const early = asksEarly(g);
  let wave = [...g.html.entries, ...g.html.stylesheets, ...g.html.modulepreloads].filter((f) => !requested.has(f) && requested.add(f));
  if (early) {
    waves.push([...wave, GAME_LIST_CALL]);
    return { waves, requests: waves.reduce((n, w) => n + w.length, 0), roundTrips: waves.length };
  }
  while (wave.length) {
    waves.push(wave);
    // A module's imports are requested once it has arrived and been parsed: one wave later.
    const next = wave.flatMap((f) => g.chunks.get(f)?.staticImports ?? []).filter((f) => !requested.has(f) && requested.add(f));
    wave = [...new Set(next)];
  }
  if (defaultLocale && !requested.has(defaultLocale)) waves.push([defaultLocale]); // asked for by the running entry
  waves.push([GAME_LIST_CALL]);
  return { waves, requests: waves.reduce((n, w) => n + w.length, 0), roundTrips: waves.length };
}

/**
 * index.html's inline scripts as JavaScript of first paint, each weighed as a file of its
 * own would be (inside the HTML they compress a little better: this errs on the heavy side).
 */
function inlineFigures(scripts: readonly string[]): FileFigure[] {
  return scripts.map((code, i) => {
    const buf = Buffer.from(code);
    return { file: `index.html inline script ${i + 1}`, bytes: buf.length, ...compressedSizes(buf) };
  });
}

/** Weighs a built folder; `defaultLanguage` names the locale preloaded for first paint (none for the floor). */
export function measureBundle(dir: string, opts: { defaultLanguage?: string } = {}): BundleReport {
  const g = readBundleGraph(dir);
  const size = sizer(dir);
  const initial = staticClosure(g, g.html.entries);
  const initialSet = new Set(initial);
  const localeFiles = g.files.filter((f) => localeOf(f) !== null);
  const preloaded = new Set([...g.html.modulepreloads, ...g.html.headPreloads]);
  const locales: LocaleFigure[] = localeFiles
    .map((f) => ({ ...size(f), lang: localeOf(f)!, part: localePartOf(f), preloaded: preloaded.has(f) }))
    .sort((a, b) => a.lang.localeCompare(b.lang) || a.part.localeCompare(b.part));
  const defaultLocale = locales.find((l) => l.lang === opts.defaultLanguage && l.part === 'first') ?? null;
  const defaultLater = locales.find((l) => l.lang === opts.defaultLanguage && l.part === 'later') ?? null;
  const files = part(initial, size);
  const inline = inlineFigures(g.html.inlineScripts);
  const initialJs: Part = { files: [...inline, ...files.files], total: sum([files.total, ...inline]) };
  const css = part(g.html.stylesheets, size);
  const firstPaintJs = addSizes(initialJs.total, defaultLocale ?? ZERO);
  const firstPaintFiles = new Set([...initial, ...g.html.stylesheets, ...(defaultLocale ? [defaultLocale.file] : [])]);

  // Everything loaded later, each with what it adds beyond first paint.
  const dyn = dynamicImportsFrom(g, initial).filter((d) => localeOf(d.target) === null);
  const lazy: LazyFigure[] = dyn.map((d) => {
    const own = [...staticClosure(g, [d.target]), ...d.preload].filter((f) => !initialSet.has(f) && !firstPaintFiles.has(f));
    return {
      name: chunkName(d.target),
      chunk: d.target,
      js: part(own.filter((f) => f.endsWith('.js')), size),
      css: part(own.filter((f) => f.endsWith('.css')), size),
    };
  }).sort((a, b) => a.name.localeCompare(b.name));

  // A whole purchase: first paint, then the three later steps with all they load, and any
  // on-demand part on the way (conservative: login popups and the like count), and the
  // default language's later messages. Not counted: the other languages, the pages a
  // purchase never visits (replenish, standalone) and what only sampled page views load
  // (SAMPLED_ONLY).
  const isPage = (name: string) => /-pages?$/.test(name);
  const sampled = (name: string) => (SAMPLED_ONLY as readonly string[]).includes(name);
  const skip = new Set(lazy.filter((l) => (isPage(l.name) && !(PURCHASE_PAGES as readonly string[]).includes(l.name)) || sampled(l.name)).map((l) => l.chunk));
  const purchaseFiles = new Set([...firstPaintFiles, ...(defaultLater ? [defaultLater.file] : [])]);
  const queue = [...initial];
  while (queue.length) {
    const f = queue.pop()!;
    for (const i of g.chunks.get(f)?.staticImports ?? []) if (!purchaseFiles.has(i)) { purchaseFiles.add(i); queue.push(i); }
    for (const d of g.chunks.get(f)?.dynamicImports ?? []) {
      if (skip.has(d.target) || localeOf(d.target) !== null || purchaseFiles.has(d.target)) continue;
      for (const x of [d.target, ...d.preload]) if (!purchaseFiles.has(x)) { purchaseFiles.add(x); queue.push(x); }
    }
  }
  const names = new Set(lazy.map((l) => l.name));
  return {
    initialJs,
    css,
    defaultLocale,
    firstPaint: addSizes(addSizes(initialJs.total, css.total), defaultLocale ?? ZERO),
    firstPaintJs,
    locales,
    lazy,
    purchase: {
      pages: PURCHASE_PAGES.filter((p) => names.has(p)),
      missing: PURCHASE_PAGES.filter((p) => !names.has(p)),
      files: purchaseFiles.size,
      total: sum([...purchaseFiles].map(size)),
      sampledOnly: lazy.filter((l) => sampled(l.name))
        .map((l) => ({ name: l.name, extra: sum(l.js.files.filter((f) => !purchaseFiles.has(f.file))) })),
    },
    load: loadModel(g, defaultLocale?.file ?? null),
  };
}
