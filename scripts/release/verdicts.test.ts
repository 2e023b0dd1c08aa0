// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrandManifest } from '../build/manifest.ts';
import { budgetsVerdict, configVerdict, filesVerdict, nginxVerdict, textsVerdict } from './verdicts.ts';

const m = (o: Partial<BrandManifest> = {}): BrandManifest => ({
  brand: 'watt', configHash: 'c', inputHash: 'i', languages: ['en', 'ar'],
  config: { id: 'watt', theme: { color: '#1f5fd1' } }, locales: { en: { 'a.b': '1', 'c.d': '2' }, ar: { 'a.b': '3' } },
  files: [{ path: 'assets/index-AAAAAAAA.js', bytes: 100, gzip: 50, brotli: 40 }], totals: { bytes: 100, gzip: 50, brotli: 40 }, ...o,
});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verdicts-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('a release\'s verdicts beside the pixels', () => {
  it('the same build is the same in config, texts and files', () => {
    expect([configVerdict(m(), m()), textsVerdict(m(), m()), filesVerdict(m(), m(), ['kept', 'new'])].map((v) => [v.level, v.text]))
      .toEqual([['ok', 'the same'], ['ok', 'the same'], ['ok', 'the same']]);
  });

  it('names each config field, text and file that changed', () => {
    const b = m({
      config: { id: 'watt', theme: { color: '#7b2d8e' } }, locales: { en: { 'a.b': '1', 'c.d': 'X' }, ar: { 'a.b': '3' } },
      files: [{ path: 'assets/index-BBBBBBBB.js', bytes: 120, gzip: 60, brotli: 45 }], totals: { bytes: 120, gzip: 60, brotli: 45 },
    });
    expect(configVerdict(m(), b)).toMatchObject({ level: 'review', text: '1 field(s) changed', detail: ['theme.color: "#1f5fd1" → "#7b2d8e"'] });
    expect(textsVerdict(m(), b)).toMatchObject({ level: 'review', detail: ['en: 1 text(s): c.d'] });
    expect(filesVerdict(m(), b, ['kept', 'new'])).toMatchObject({ level: 'review', text: '1 file(s) differ, 0.0 KB → 0.1 KB gzip (+0.0 KB)' });
  });

  it('a budget over its limit or forbidden content fails the release', () => {
    const ok = { budget: 'b', subject: 's', figure: 1, limit: 2, ok: true, message: 'ok   b' };
    expect(budgetsVerdict([ok], []).level).toBe('ok');
    expect(budgetsVerdict([ok, { ...ok, ok: false, message: 'OVER b' }], [])).toMatchObject({ level: 'fail', text: '1 over budget' });
    expect(budgetsVerdict([ok], [{ file: 'x.js', kind: 'other-brand', what: 'ko' }]).level).toBe('fail');
  });

  it('nginx.conf: a build without one fails; a changed line is named', () => {
    const [a, b] = ['a', 'b'].map((d) => { fs.mkdirSync(path.join(tmp, d)); return path.join(tmp, d); }) as [string, string];
    expect(nginxVerdict(a, b).level).toBe('fail');
    fs.writeFileSync(path.join(a, 'nginx.conf'), 'server {\n  add_header X 1;\n}\n');
    fs.writeFileSync(path.join(b, 'nginx.conf'), 'server {\n  add_header X 2;\n}\n');
    expect(nginxVerdict(a, b)).toMatchObject({ level: 'review', detail: ['- add_header X 1;', '+ add_header X 2;'] });
    expect(nginxVerdict(null, b).text).toMatch(/first release/);
  });
});
