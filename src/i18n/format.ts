/** Money and numbers through Intl, in the current language. Formatters are cached. */
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

export function formatMoney(amount: number | string, currency: string, lang: string = locale.lang): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  const code = ISO[currency] ?? currency;
  if (!Number.isFinite(n)) return `${amount} ${code}`;
  try { return formatter(lang, code).format(n); } catch { return `${n} ${code}`; }
}
