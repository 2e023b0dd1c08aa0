import { describe, expect, it } from 'vitest';
import { matchLanguage, negotiateLanguage } from './negotiate.ts';

describe('negotiateLanguage', () => {
  const watt = ['en', 'ar', 'de', 'fr', 'es', 'pt', 'pl', 'it'] as const;

  it('uses the brand default when nothing else matches', () => {
    expect(negotiateLanguage({ offered: watt, browser: ['ja-JP', 'ko'] })).toBe('en');
  });

  it('uses the first browser language the brand offers', () => {
    expect(negotiateLanguage({ offered: watt, browser: ['ja-JP', 'de-AT', 'fr'] })).toBe('de');
  });

  it('prefers the language the player chose before, if still offered', () => {
    expect(negotiateLanguage({ offered: watt, remembered: 'ar', browser: ['de'] })).toBe('ar');
    expect(negotiateLanguage({ offered: watt, remembered: 'ko', browser: ['de'] })).toBe('de');
  });

  it('tells simplified from traditional Chinese by script and region', () => {
    const offered = ['zh-CN', 'zh-TW', 'en'] as const;
    expect(matchLanguage('zh-HK', offered)).toBe('zh-TW');
    expect(matchLanguage('zh-Hant', offered)).toBe('zh-TW');
    expect(matchLanguage('zh', offered)).toBe('zh-CN');
    expect(matchLanguage('zh-SG', offered)).toBe('zh-CN');
    expect(matchLanguage('zh-TW', ['zh-CN', 'en'])).toBeNull();
  });

  it('knows the old Indonesian code "in"', () => {
    expect(matchLanguage('in-ID', ['en', 'id'])).toBe('id');
  });
});
