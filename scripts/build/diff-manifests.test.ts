// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { diffManifests, fileStem } from './diff-manifests.ts';
import type { BrandManifest } from './manifest.ts';

const manifest = (over: Partial<BrandManifest>): BrandManifest => ({
  brand: 'watt', configHash: 'aaaaaaaa', inputHash: 'x', languages: ['en', 'de'],
  config: { name: 'Watt', hosts: { api: ['https://a.example'] }, languages: ['en', 'de'] },
  locales: { en: { 'a.b': '1', 'c.d': '2' }, de: { 'a.b': '3', 'c.d': '4' } },
  files: [{ path: 'index.html', bytes: 100, gzip: 50, brotli: 40 }, { path: 'assets/index-AbCd1234.js', bytes: 1000, gzip: 400, brotli: 350 }],
  totals: { bytes: 1100, gzip: 450, brotli: 390 },
  ...over,
});

describe('diffManifests', () => {
  it('reports nothing but totals for identical builds', () => {
    const out = diffManifests(manifest({}), manifest({}), ['a', 'b']);
    expect(out[0]).toBe('config: same');
    expect(out.some((l) => l.startsWith('  ~') || l.startsWith('  +') || l.startsWith('  -'))).toBe(false);
  });

  it('names changed config fields, languages, locale keys and resized files', () => {
    const b = manifest({
      configHash: 'bbbbbbbb',
      languages: ['en', 'ar'],
      config: { name: 'Watt', hosts: { api: ['https://b.example'] }, languages: ['en', 'ar'] },
      locales: { en: { 'a.b': '1', 'c.d': '9', 'e.f': '5' }, ar: { 'a.b': '7', 'c.d': '8' } },
      files: [{ path: 'index.html', bytes: 100, gzip: 50, brotli: 40 }, { path: 'assets/index-ZzZz9999.js', bytes: 1200, gzip: 500, brotli: 420 }],
      totals: { bytes: 1300, gzip: 550, brotli: 460 },
    });
    const out = diffManifests(manifest({}), b, ['old', 'new']).join('\n');
    expect(out).toContain('hosts.api: ["https://a.example"]  →  ["https://b.example"]');
    expect(out).toContain('languages: ["en","de"]  →  ["en","ar"]');
    expect(out).toContain('only in old: de');
    expect(out).toContain('only in new: ar');
    expect(out).toMatch(/en: 1 key\(s\) added, 0 removed, 1 text\(s\) changed\n {4}\+ e\.f\n {4}~ c\.d/);
    expect(out).toContain('~ assets/index.js  0.4 KB → 0.5 KB gzip (+0.1 KB)');
  });

  it('compares hashed files by their stem', () => {
    expect(fileStem('assets/locale-zh-TW-Ab_d-123.js')).toBe('assets/locale-zh-TW.js');
    expect(fileStem('index.html')).toBe('index.html');
  });
});
