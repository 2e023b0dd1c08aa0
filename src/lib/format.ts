/**
 * Thousands separator (spec section 9): the integer digits in groups of three joined by
 * commas; sign and decimals are kept as given. For money shown to players use the i18n
 * layer's Intl.NumberFormat with the currency; this is for raw figures such as gem counts
 * and the values the server already formatted as plain numbers.
 */
export function formatThousands(value: number | string): string {
  const text = String(value).trim();
  const m = /^([+-]?)(\d+)(\.\d*)?$/.exec(text);
  if (!m) return text; // not a plain number (NaN, Infinity, exponent form): leave as is
  const [, sign = '', int = '', frac = ''] = m;
  return sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + frac;
}
