/** Money and numbers through Intl, in the current language. Formatters are cached. */
import { RTL_LANGUAGES, type Language } from '../../brands/brand.ts';
import { locale } from '../stores/locale.ts';
import { intlLocale } from './intl-locale.ts';
import './warm-intl.ts'; // starts loading ICU's data off the main thread (see there)

const cache = new Map<string, Intl.NumberFormat>();

function cached(k: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = cache.get(k);
  if (!f) cache.set(k, (f = make()));
  return f;
}

/**
 * Symbols a currency keeps in every language. In zh-TW the New Taiwan dollar's own symbol
 * is a bare "$" (and in fr, pl, it the code "TWD"), which joyage's Hong Kong players read as
 * HK$; Taiwanese shops write "NT$" and whole dollars.
 */
const FIXED: Record<string, { symbol: string; whole: boolean }> = { TWD: { symbol: 'NT$', whole: true } };

/**
 * Where a language writes a currency as a word after the amount rather than CLDR's symbol
 * before it: Korean shops write "12,000원", not "₩12,000" (the ko brand sells in KRW only).
 */
const WORD_AFTER: Record<string, Record<string, string>> = { ko: { KRW: '원' } };

function formatter(lang: string, currency: string): Intl.NumberFormat {
  return cached(`${lang}|${currency}`, () => new Intl.NumberFormat(intlLocale(lang), {
    style: 'currency', currency, currencyDisplay: 'symbol',
    // "NT$30", but "NT$30.50" for an amount with cents (browsers without the option show "NT$30.00").
    ...(FIXED[currency]?.whole ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
  } as Intl.NumberFormatOptions));
}

/** The spec calls the yuan RMB; Intl knows it as CNY. */
const ISO: Record<string, string> = { RMB: 'CNY' };

/**
 * In right-to-left text an amount is isolated left to right (LRI ... PDI, the text form
 * of <bdi dir="ltr">): Arabic otherwise shows "$US 4.99". Being in the string, it also
 * holds inside translated sentences ("Pay {{price}}").
 */
const isolateLtr = (s: string, lang: string) => (RTL_LANGUAGES.includes(lang as Language) ? `\u2066${s}\u2069` : s);

export function formatMoney(amount: number | string, currency: string, lang: string = locale.lang): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  const code = ISO[currency] ?? currency;
  if (!Number.isFinite(n)) return isolateLtr(`${amount} ${code}`, lang);
  let text: string;
  try {
    const fixed = FIXED[code];
    const word = WORD_AFTER[lang]?.[code];
    text = word
      ? formatter(lang, code).formatToParts(n).filter((p) => p.type !== 'currency' && (p.type !== 'literal' || p.value.trim())).map((p) => p.value).join('') + word
      : fixed
        ? formatter(lang, code).formatToParts(n).map((p) => (p.type === 'currency' ? fixed.symbol : p.value)).join('')
        : formatter(lang, code).format(n);
  } catch { text = `${n} ${code}`; }
  return isolateLtr(text, lang);
}

/** A count or level as the language writes numbers ("1,200", "1.200", "1 200"). */
export function formatNumber(n: number, lang: string = locale.lang): string {
  return cached(lang, () => new Intl.NumberFormat(intlLocale(lang))).format(n);
}
