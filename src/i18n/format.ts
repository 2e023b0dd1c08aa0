/** Money and numbers through Intl, in the current language. Formatters are cached. */
import { RTL_LANGUAGES, type Language } from '../../brands/brand.ts';
import { locale } from '../stores/locale.ts';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: string, currency: string): Intl.NumberFormat {
  const k = `${lang}|${currency}`;
  let f = cache.get(k);
  if (!f) {
    f = new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay: 'symbol' });
    cache.set(k, f);
  }
  return f;
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
  try { text = formatter(lang, code).format(n); } catch { text = `${n} ${code}`; }
  return isolateLtr(text, lang);
}
