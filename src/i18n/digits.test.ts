import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../brands/brand.ts';
import { digitsLocale } from './digits.ts';

/** Digits other than 0-9: Arabic-Indic and Eastern Arabic-Indic. */
const NON_LATIN = /[\u0660-\u0669\u06F0-\u06F9]/;

/**
 * Intl as WebKit with older ICU data has it: Arabic without a digit system named is
 * written in Arabic-Indic digits (٤٫٩٩). Node's ICU says 0-9, which hid the fault.
 */
function olderIcu() {
  const Real = Intl.NumberFormat;
  const Older = function (this: unknown, locales?: string | string[], o?: Intl.NumberFormatOptions) {
    const tag = typeof locales === 'string' && /^ar(-|$)/.test(locales) && !locales.includes('-u-nu-') ? `${locales}-u-nu-arab` : locales;
    return new Real(tag, o);
  } as unknown as typeof Intl.NumberFormat;
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(Older as never);
}

afterEach(() => { vi.restoreAllMocks(); vi.resetModules(); });

describe('one digit system per language', () => {
  it('names 0-9 for every language the storefront has, Arabic included', () => {
    for (const l of LANGUAGES) expect(digitsLocale(l, undefined), l).toBe(`${l}-u-nu-latn`);
  });

  it('writes Arabic prices, levels and counts in 0-9 even where the engine\'s default is ٠-٩', async () => {
    olderIcu();
    expect(new Intl.NumberFormat('ar').format(58), 'the stand-in for older ICU').toMatch(NON_LATIN);
    const { formatMoney, formatNumber } = await import('./format.ts');
    const price = formatMoney(4.99, 'USD', 'ar');
    expect(price).toContain('4.99');
    expect(price).not.toMatch(NON_LATIN);
    expect(formatNumber(1200, 'ar')).not.toMatch(NON_LATIN);
  });

  it('a brand file may name another system for a language', () => {
    expect(new Intl.NumberFormat(digitsLocale('ar', { ar: 'arab' })).format(58)).toBe('٥٨');
    expect(digitsLocale('en', { ar: 'arab' })).toBe('en-u-nu-latn');
  });
});
