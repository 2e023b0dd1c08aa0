// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pixelVerdict, pixelsHtml } from './report.ts';
import type { StateRow } from './rows.ts';

const row = (brand: string, state: string, o: Partial<StateRow> = {}): StateRow => ({
  brand, key: `${brand}.${state}.360.${o.lang ?? 'default'}`, state, width: 360, lang: 'default', langs: ['en', 'en'],
  changed: 0, total: 100, percent: 0, sizeChange: null, images: { a: `img/${brand}.${state}.a.png`, thumb: `img/${brand}.${state}.t.png` },
  problems: [], lacking: [], notes: [], ...o,
});
const grid = (html: string) => JSON.parse(/<script type="application\/json" id="grid-data">(.*?)<\/script>/s.exec(html)![1]!) as { k: string; cls: string }[];

describe('the visual part of the report', () => {
  const rows = [
    row('ko', 'step1-select-game'),
    row('watt', 'step2-select-goods', { changed: 5, percent: 5 }),
    row('watt', 'step1-select-game', { changed: 40, percent: 40 }),
    row('ko', 'step1-select-game', { key: 'ko.step1-select-game.360.ar', lang: 'ar', langs: [null, null], changed: null, total: null, percent: null, images: {}, lacking: ['ko: does not offer Arabic'] }),
    row('joyage', 'step1-login-popup', { changed: null, percent: null, problems: ['joyage: not reached: the login popup did not open'] }),
  ];

  it('puts what was not reached first, then the most changed, then the same; what a build lacks is folded at the end', () => {
    const html = pixelsHtml(rows);
    expect(grid(html).map((d) => [d.k, d.cls])).toEqual([
      ['joyage.step1-login-popup.360.default', 'problem'],
      ['watt.step1-select-game.360.default', 'changed'],
      ['watt.step2-select-goods.360.default', 'changed'],
      ['ko.step1-select-game.360.default', 'same'],
    ]);
    expect(html).toMatch(/<details class="lacking"><summary>States a build cannot show \(1\)[^<]*<\/summary><ul><li>ko: does not offer Arabic — 1 state\(s\): step1-select-game 360 px/);
  });

  it('offers filters by brand, step, width and language, and a flip and a slider between a and b', () => {
    const html = pixelsHtml(rows);
    for (const id of ['f-brand', 'f-state', 'f-width', 'f-lang', 'f-changed']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('Flip a / b');
    expect(html).toContain("type: 'range'");
  });

  it('never lets a state\'s text end the data script early', () => {
    const html = pixelsHtml([row('x', '</script><b>', {})]);
    expect(grid(html)[0]!.k).toBe('x.</script><b>.360.default');
  });

  it('gives a plain verdict: not reached fails, changed is for looking at, else the same to the pixel', () => {
    expect(pixelVerdict(rows)).toEqual({ text: '1 state(s) not reached', level: 'fail' });
    expect(pixelVerdict(rows.slice(0, 3))).toEqual({ text: '2 of 3 states changed: look at them', level: 'review' });
    expect(pixelVerdict(rows.slice(0, 1))).toEqual({ text: 'all 1 states the same to the pixel', level: 'ok' });
  });
});
