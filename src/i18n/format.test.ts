import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('formats with the currency of the brand or area, in the language given', () => {
    expect(formatMoney(4.99, 'USD', 'en')).toBe('$4.99');
    expect(formatMoney(1200, 'KRW', 'ko')).toBe('₩1,200');
    expect(formatMoney('30', 'RMB', 'en')).toBe('CN¥30.00');
  });

  it('isolates the amount left to right in right-to-left languages, and only there', () => {
    const ar = formatMoney(4.99, 'USD', 'ar');
    expect(ar.startsWith('\u2066')).toBe(true);
    expect(ar.endsWith('\u2069')).toBe(true);
    expect(formatMoney(4.99, 'USD', 'de')).not.toMatch(/[\u2066\u2069]/);
  });

  it('shows a malformed amount as it came rather than NaN', () => {
    expect(formatMoney('abc', 'USD', 'en')).toBe('abc USD');
  });
});
