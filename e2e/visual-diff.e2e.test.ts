/**
 * The visual diff (npm run diff-brands -- --visual, npm run release) on production builds,
 * their hosts answered by the diff's own sandboxes at the network boundary:
 *  - the same build pictured twice, each walk after a sandbox reset, gives zero changed
 *    pixels: the renders are deterministic, so any pixel the report counts is a real change;
 *    its kept pictures are then reused, not pictured again;
 *  - watt built again with another theme.color changes watt's states, exactly where the brand
 *    colour is painted, while ko built again from the same sources, in the same run, has no
 *    pixel changed; the report is one folder that opens offline, changed states first;
 *  - ru's replenishment page at 360 px, its sticky Pay bar fading in, gives the same pixels
 *    load after load (Chromium layered that bar or not by the load's timing);
 *  - every state is reached on a Hong Kong brand (joyage: its zh-TW wording is its own folder's)
 *    and on a brand without Arabic (ko: its card form, 3-D Secure and Korean window too), and
 *    what they cannot show (Arabic) is set aside, not failed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildBrand } from '../scripts/build-brands.ts';
import { brandPalette } from '../scripts/build/brand-colors.ts';
import { loadBrand } from '../scripts/lib/brands.ts';
import { buildUnderTest } from '../scripts/visual/builds.ts';
import { ALL_STATES } from '../scripts/visual/journeys.ts';
import { pixelsHtml } from '../scripts/visual/report.ts';
import { type Pair, visualDiff } from '../scripts/visual/visual-diff.ts';
import { routeToSandbox } from '../scripts/visual/hosts.ts';
import { walkPages } from '../scripts/visual/journeys.ts';
import { CLOCK_AT, launchRenderer, picture, renderContext } from '../scripts/visual/render.ts';
import { buildWords } from '../scripts/visual/words.ts';
import { serveStatic } from '../scripts/lib/static-server.ts';
import { startSandbox } from '../sandbox/server.ts';

/** The diff's sandboxes, beside the run's (which the other browser tests use). */
const SANDBOX_BASE = inject('sandboxPortBase') + 50;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-diff-'));
afterAll(() => { fs.rmSync(tmp, { recursive: true, force: true }); });

/** Few states, one width, the default language: the whole list is for QA, not for every test run. */
const STATES = ['step1-select-game', 'step1-login-popup', 'step1-login-toast', 'step2-select-goods'];
const NEW_COLOR = '#7b2d8e';
const dir = (...p: string[]) => path.join(tmp, ...p);
const build = (arg: string, ...p: string[]) => buildUnderTest(arg, dir(...p));

function diff(name: string, pairs: Pair[], states: readonly string[] = STATES, langs: ('default' | 'ar')[] = ['default']) {
  return visualDiff({ pairs, outDir: dir('report', name), widths: [360], langs, states, sandboxBase: SANDBOX_BASE, pages: 3, reuse: false });
}

const pixelHex = (file: string, x: number, y: number) => {
  const p = PNG.sync.read(fs.readFileSync(file));
  const i = (y * p.width + x) * 4;
  return '#' + [...p.data.subarray(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('');
};

beforeAll(async () => {
  // As they ship: the brands' own hosts (no staging override), which the diff routes to its sandbox.
  for (const id of ['watt', 'ko', 'joyage', 'ru']) await buildBrand(loadBrand(id), dir('before', id));
  const watt = loadBrand('watt');
  await buildBrand({ ...watt, theme: { ...watt.theme, color: NEW_COLOR } }, dir('after', 'watt'));
  await buildBrand(loadBrand('ko'), dir('after', 'ko'));
}, 240_000);

describe('visual diff of production builds', () => {
  it('finds zero changed pixels between two renders of the same build, then reuses its kept pictures', async () => {
    const kept = { pictures: dir('pictures', 'watt') };
    const r = await diff('same', [{ label: 'watt', a: buildUnderTest('watt', dir('before', 'watt'), kept), b: build('watt again', 'before', 'watt') }]);
    expect(r.pictured).toEqual(['watt', 'watt again']);
    expect(r.rows.map((x) => [x.state, x.problems, x.changed])).toEqual(STATES.map((s) => [s, [], 0]));
    // Real pages were pictured, not blank ones.
    for (const row of r.rows) expect(PNG.sync.read(fs.readFileSync(dir('report', 'same', row.images.a!))).height).toBeGreaterThan(600);

    // The same files again, a release later: its kept pictures stand for it, and for the new build with its very files.
    const again = await visualDiff({
      pairs: [{ label: 'watt', a: buildUnderTest('watt', dir('before', 'watt'), kept), b: build('watt again', 'before', 'watt') }],
      outDir: dir('report', 'again'), widths: [360], langs: ['default'], states: STATES, sandboxBase: SANDBOX_BASE,
    });
    expect([again.pictured, again.reused, again.changed, again.compared]).toEqual([[], ['watt', 'watt again'], 0, STATES.length]);
  }, 240_000);

  it('gives the same pixels load after load of one page, its sticky Pay bar\'s fade included (ru\'s replenishment page, 360 px)', async () => {
    const ru = build('ru', 'before', 'ru');
    const server = await serveStatic(ru.dir);
    const browser = await launchRenderer();
    const sandboxes = await Promise.all([0, 1, 2].map((i) => startSandbox({ portBase: SANDBOX_BASE + 10 * i, payLagMs: 0 })));
    const lang = ru.brand.languages[0]!;
    const pictures = new Set<string>();
    try {
      let left = 14;
      await Promise.all(sandboxes.map(async (sandbox) => {
        while (left-- > 0) {
          await sandbox.reset({ clockAt: CLOCK_AT });
          const ctx = await renderContext(browser, { width: 360, locale: lang });
          await routeToSandbox(ctx, ru.manifest, sandbox.portBase);
          const page = await ctx.newPage();
          await walkPages(page, server.url, ru.brand, buildWords(ru.dir, lang), async (state) => {
            if (state === 'replenish') pictures.add((await picture(page, lang)).png.toString('base64'));
            return false;
          });
          await ctx.close();
        }
      }));
    } finally {
      await browser.close();
      await server.close();
      for (const s of sandboxes) await s.close();
    }
    expect(pictures.size).toBe(1);
  }, 240_000);

  it('shows a theme.color change of watt in watt\'s states, where the colour is painted, and none in ko\'s', async () => {
    const r = await diff('release', [
      { label: 'watt', a: build('watt', 'before', 'watt'), b: build('watt recoloured', 'after', 'watt') },
      { label: 'ko', a: build('ko', 'before', 'ko'), b: build('ko rebuilt', 'after', 'ko') },
    ]);
    const [w, k] = [r.rows.filter((x) => x.brand === 'watt'), r.rows.filter((x) => x.brand === 'ko')];
    expect(w.map((x) => [x.state, x.problems.length, x.changed! > 0])).toEqual(STATES.map((s) => [s, 0, true]));
    expect(k.map((x) => [x.state, x.problems.length, x.changed])).toEqual(STATES.map((s) => [s, 0, 0]));
    for (const row of w.filter((x) => x.changed)) {
      // The header's fill (its top-left corner): the brand file's colour before, the new one
      // after (under the login popup's backdrop, both dimmed).
      const [before, after] = [row.images.a!, row.images.b!].map((f) => pixelHex(dir('report', 'release', f), 2, 2));
      if (row.state === 'step1-login-popup') expect(after).not.toBe(before);
      else expect([before, after]).toEqual([brandPalette(loadBrand('watt').theme.color).brand, brandPalette(NEW_COLOR).brand]);
      // The colour, not the layout: same size, and most of the page untouched.
      expect(row.sizeChange).toBeNull();
      expect(row.percent!).toBeLessThan(50);
    }

    // One folder QA opens offline: every picture named is in it; the grid lists changed states first, most changed first.
    const html = pixelsHtml(r.rows);
    const data = JSON.parse(/<script type="application\/json" id="grid-data">(.*?)<\/script>/s.exec(html)![1]!) as { k: string; cls: string; img: Record<string, string> }[];
    for (const d of data) for (const src of Object.values(d.img)) expect(fs.existsSync(dir('report', 'release', src)), src).toBe(true);
    const changed = w.filter((x) => x.changed).sort((x, y) => y.percent! - x.percent!).map((x) => x.key);
    expect(data.slice(0, changed.length).map((d) => d.k)).toEqual(changed);
    expect(data.slice(changed.length).every((d) => d.cls === 'same')).toBe(true);
  }, 300_000);

  it('reaches every state of a Hong Kong brand and of a brand without Arabic; what they cannot show is set aside, not failed', async () => {
    const joyage = build('joyage', 'before', 'joyage');
    const ko = build('ko', 'before', 'ko');
    const r = await diff('walk', [{ label: 'joyage', a: joyage, b: joyage }, { label: 'ko', a: ko, b: ko }], ALL_STATES, ['default', 'ar']);
    expect(r.rows.filter((x) => x.problems.length).map((x) => `${x.key}: ${x.problems[0]}`)).toEqual([]);
    const compared = (brand: string) => r.rows.filter((x) => x.brand === brand && x.changed !== null).map((x) => x.state);
    const joyageLacks = ['step3-card-form', 'step3-3d-secure', 'step3-korea-window'];
    expect(compared('joyage')).toEqual(ALL_STATES.filter((s) => !joyageLacks.includes(s)));
    expect(compared('ko')).toEqual([...ALL_STATES]);
    expect(r.rows.filter((x) => x.brand === 'joyage' && x.lang === 'default').every((x) => x.langs[0] === 'zh-TW')).toBe(true);
    // Arabic: neither offers it; every such row says so.
    const ar = r.rows.filter((x) => x.lang === 'ar');
    expect(ar.length).toBe(2 * ALL_STATES.length);
    expect(ar.every((x) => x.changed === null && x.lacking.some((l) => l.endsWith('does not offer Arabic')))).toBe(true);
  }, 400_000);
});
