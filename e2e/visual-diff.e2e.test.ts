/**
 * The visual diff (npm run diff-brands -- --visual, issue 22) on a few states at one
 * width, against the run's sandbox and the run's builds of watt and ko:
 *  - the same build rendered twice, each time in a fresh context after a sandbox reset,
 *    gives zero changed pixels: the renders are deterministic (clock, random, motion,
 *    toasts, hover, caret), so any pixel the report counts is a real change;
 *  - watt built again with another theme.color changes watt's states, and exactly where the
 *    brand colour is painted (its header reads the old colour in a and the new one in b),
 *    while ko built again from the same sources has no pixel changed;
 *  - the report is one folder that opens offline: every picture it shows is inside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildBrand } from '../scripts/build-brands.ts';
import { brandPalette } from '../scripts/lib/brand-colors.ts';
import { loadBrand } from '../scripts/lib/brands.ts';
import { buildUnderTest } from '../scripts/visual/builds.ts';
import { visualDiff, type VisualResult } from '../scripts/visual/visual-diff.ts';
import { sandboxControl } from '../sandbox/control-client.ts';
import { sandboxHostEnv } from '../sandbox/ports.ts';

const base = inject('sandboxPortBase');
const dist = inject('e2eDist');
const sandbox = sandboxControl(base);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-diff-'));
afterAll(async () => { fs.rmSync(tmp, { recursive: true, force: true }); await sandbox.reset(); });

/** Few states, one width, the default language: the command's whole list is for QA, not for every test run. */
const STATES = ['step1-select-game', 'step1-login-popup', 'step2-select-goods'];
const NEW_COLOR = '#7b2d8e';

function diff(name: string, a: [string, string], b: [string, string]): Promise<VisualResult> {
  return visualDiff({
    builds: [buildUnderTest(a[0], a[1], base), buildUnderTest(b[0], b[1], base)],
    sandbox, outDir: path.join(tmp, name), widths: [360], langs: ['default'], states: STATES,
  });
}

const pixelHex = (file: string, x: number, y: number) => {
  const p = PNG.sync.read(fs.readFileSync(file));
  const i = (y * p.width + x) * 4;
  return '#' + [...p.data.subarray(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('');
};

beforeAll(async () => {
  // As the e2e builds are made (global-setup.ts): the sandbox's hosts, the providers' real addresses.
  const { STORE_PAYMENT_PROVIDER_ORIGIN: _p, STORE_SOCIAL_AUTH_ORIGIN: _s, ...env } = sandboxHostEnv(base);
  const watt = loadBrand('watt', env);
  await buildBrand({ ...watt, theme: { ...watt.theme, color: NEW_COLOR } }, path.join(tmp, 'after', 'watt'));
  await buildBrand(loadBrand('ko', env), path.join(tmp, 'after', 'ko'));
}, 180_000);

describe('visual diff', () => {
  it('finds zero changed pixels between two renders of the same build', async () => {
    const r = await diff('same', ['watt', path.join(dist, 'watt')], ['watt again', path.join(dist, 'watt')]);
    expect(r.rows.map((x) => [x.state, x.problems])).toEqual(STATES.map((s) => [s, []]));
    expect(r.rows.map((x) => x.changed)).toEqual([0, 0, 0]);
    // Real pages were pictured, not blank ones.
    for (const row of r.rows) expect(PNG.sync.read(fs.readFileSync(path.join(tmp, 'same', row.images.a!))).height).toBeGreaterThan(600);
  }, 180_000);

  it('shows a theme.color change of watt in watt\'s states, where the colour is painted, and none in ko\'s', async () => {
    const w = await diff('watt', ['watt', path.join(dist, 'watt')], ['watt recoloured', path.join(tmp, 'after', 'watt')]);
    const k = await diff('ko', ['ko', path.join(dist, 'ko')], ['ko rebuilt', path.join(tmp, 'after', 'ko')]);
    expect([w.compared, w.changed, w.problems]).toEqual([3, 3, 0]);
    expect([k.compared, k.changed, k.problems]).toEqual([3, 0, 0]);
    for (const row of w.rows) {
      // The header's fill (its top-left corner): the brand file's colour before, the new one
      // after (under the login popup's backdrop, both dimmed).
      const [before, after] = [row.images.a!, row.images.b!].map((f) => pixelHex(path.join(tmp, 'watt', f), 2, 2));
      if (row.state === 'step1-login-popup') expect(after).not.toBe(before);
      else expect([before, after]).toEqual([brandPalette(loadBrand('watt').theme.color).brand, brandPalette(NEW_COLOR).brand]);
      // The colour, not the layout: same size, and most of the page untouched.
      expect(row.sizeChange).toBeNull();
      expect(row.percent!).toBeLessThan(50);
    }

    // One folder QA opens offline: every picture named is in it, nothing is fetched from elsewhere.
    const html = fs.readFileSync(w.reportFile, 'utf8');
    const srcs = [...html.matchAll(/(?:src|href)="([^"#]+)"/g)].map((m) => m[1]!);
    expect(srcs.length).toBeGreaterThanOrEqual(9);
    for (const s of srcs) expect(fs.existsSync(path.join(tmp, 'watt', s)), s).toBe(true);
    // Sorted by how much changed, the file diff beside the pictures.
    const pcts = w.rows.map((x) => x.percent!);
    const inReport = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
    expect(inReport).toEqual([...w.rows].sort((x, y) => y.percent! - x.percent!).map((x) => x.key));
    expect(pcts.every((p) => p > 0)).toBe(true);
    expect(html).toContain('theme.color: &#34;#1f5fd1&#34;  →  &#34;#7b2d8e&#34;');
  }, 300_000);
});
