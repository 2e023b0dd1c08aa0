import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format.ts';

describe('formatMoney', () => {
  it('formats with the currency of the brand or area, in the language given', () => {
    expect(formatMoney(4.99, 'USD', 'en')).toBe('$4.99');
    expect(formatMoney(1200, 'KRW', 'en')).toBe('₩1,200');
    expect(formatMoney('30', 'RMB', 'en')).toBe('CN¥30.00');
  });

  it('writes the New Taiwan dollar NT$ in whole dollars, in zh-TW (where Intl says "$") and elsewhere', () => {
    expect(formatMoney(30, 'TWD', 'zh-TW')).toBe('NT$30');
    expect(formatMoney(30, 'TWD', 'en')).toBe('NT$30');
    expect(formatMoney(1490, 'TWD', 'zh-TW')).toBe('NT$1,490');
    expect(formatMoney(30.5, 'TWD', 'zh-TW')).toBe('NT$30.50');
    expect(formatMoney(30, 'TWD', 'fr')).toBe('30\u00a0NT$');
  });

  it('writes won the Korean way, "12,000원", in Korean only', () => {
    expect(formatMoney(12000, 'KRW', 'ko')).toBe('12,000원');
    expect(formatMoney('1200', 'KRW', 'ko')).toBe('1,200원');
    expect(formatMoney(-500, 'KRW', 'ko')).toBe('-500원');
    expect(formatMoney(12000, 'KRW', 'ja')).toBe('₩12,000');
    expect(formatMoney(4.99, 'USD', 'ko')).toBe('US$4.99');
  });

  it('isolates the amount left to right in right-to-left languages, and only there', () => {
    const ar = formatMoney(4.99, 'USD', 'ar');
    expect(ar.startsWith('\u2066')).toBe(true);
    expect(ar.endsWith('\u2069')).toBe(true);
    expect(formatMoney(4.99, 'USD', 'de')).not.toMatch(/[\u2066\u2069]/);
  });

  it('writes Spanish money as Latin America does (the file is es-419), not as Spain: "USD 1,234.50", never "1234,50 US$"', () => {
    expect(formatMoney(4.99, 'USD', 'es')).toBe('USD\u00a04.99');
    expect(formatMoney(1234.5, 'USD', 'es')).toBe('USD\u00a01,234.50');
    expect(formatMoney(12000, 'KRW', 'es')).toBe('KRW\u00a012,000');
    // Brazilian Portuguese, beside it on acenet, keeps its own.
    expect(formatMoney(1234.5, 'USD', 'pt')).toBe('US$\u00a01.234,50');
  });

  it('shows a malformed amount as it came rather than NaN', () => {
    expect(formatMoney('abc', 'USD', 'en')).toBe('abc USD');
  });
});

describe('formatNumber', () => {
  it('groups digits as the language does', () => {
    expect(['en', 'de', 'fr', 'es'].map((l) => formatNumber(1200, l))).toEqual(['1,200', '1.200', '1\u202f200', '1,200']);
  });
});
