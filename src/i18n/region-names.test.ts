import { afterAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from './i18n.ts';
import { REGION_CODES, regionName } from './region-names.ts';

vi.mock('virtual:locales', () => import('../test/all-locales.ts'));
afterAll(() => setLanguage('en'));

const intl = (lang: string, code: string) => new Intl.DisplayNames([lang], { type: 'region' }).of(code);

describe('payment region names', () => {
  it('come from Intl.DisplayNames in Arabic, Japanese and Thai', () => {
    for (const lang of ['ar', 'ja', 'th']) {
      for (const region of ['Philippines', 'Brazil', 'Turkey', 'Germany'] as const) {
        expect(regionName(region, lang)).toBe(intl(lang, REGION_CODES[region]));
      }
    }
    expect(['Philippines', 'Thailand', 'Netherlands'].map((r) => regionName(r, 'ar'))).toEqual(['الفلبين', 'تايلاند', 'هولندا']);
    expect(['Philippines', 'Thailand', 'Netherlands'].map((r) => regionName(r, 'ja'))).toEqual(['フィリピン', 'タイ', 'オランダ']);
    expect(['Philippines', 'Thailand', 'Netherlands'].map((r) => regionName(r, 'th'))).toEqual(['ฟิลิปปินส์', 'ไทย', 'เนเธอร์แลนด์']);
  });

  it('say "Global" in the page\'s language, from the messages', async () => {
    await setLanguage('ar');
    expect(regionName('Global')).toBe('جميع الدول');
    await setLanguage('de');
    expect(regionName('Global')).toBe('Weltweit');
  });

  it('use the short name shops use where CLDR\'s is long, and drop the bracketed other name', () => {
    expect(regionName('US', 'ja')).toBe('アメリカ');
    expect(regionName('US', 'ru')).toBe('США');
    expect(regionName('US', 'ko')).toBe('미국');
    expect(['de', 'tr', 'pl', 'vi'].map((l) => regionName('US', l))).toEqual(['USA', 'ABD', 'USA', 'Mỹ']);
    expect(regionName('Vietnam', 'fr')).toBe('Vietnam');
    // Only the names in the table: the rest is still Intl's.
    expect(regionName('Netherlands', 'tr')).toBe(intl('tr', 'NL'));
    expect(['en', 'ja', 'ar'].map((l) => regionName('Myanmar', l))).toEqual(['Myanmar', 'ミャンマー', 'ميانمار']);
  });

  it('show an identifier newer than the table as it came', () => {
    expect(regionName('Atlantis', 'ja')).toBe('Atlantis');
  });
});
