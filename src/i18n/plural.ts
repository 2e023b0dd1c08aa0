/**
 * Counted messages: `<key>.<category>` keys, one per plural category of the language
 * (docs/translators.md). Apart from i18n.ts so that only the pages that count load it.
 */
import { locale } from '../stores/locale.ts';
import { formatNumber } from './format.ts';
import { type MessageKey, type MessageParams, t } from './i18n.ts';

/** Keys with plural forms: en.json has `<key>.other` (and `<key>.one`; other languages their own categories). */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}.other` ? Base : never }[MessageKey];

const rules = new Map<string, Intl.PluralRules>();

/**
 * `count` picks the form by Intl.PluralRules (Arabic has six, Polish and Russian four,
 * Japanese one) and fills {{count}}, written as the language writes numbers. The locale
 * check makes every language carry exactly its forms; `.other` (English's at worst, merged
 * under each language) covers a browser whose rules name a category the files do not have
 * (t() says so in development, and gives the key itself back).
 */
export function tp(key: PluralKey, count: number, params?: MessageParams): string {
  let r = rules.get(locale.lang);
  if (!r) rules.set(locale.lang, (r = new Intl.PluralRules(locale.lang)));
  const all = { ...params, count: formatNumber(count) };
  const form = `${key}.${r.select(count)}` as MessageKey;
  const text = t(form, all);
  return text === form ? t(`${key}.other` as MessageKey, all) : text;
}
