// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listBrandIds, loadBrand } from '../lib/brands.ts';
import { compareToEnglish, localeProblems, pluralCategories, standsForOneCount } from './check-locales.ts';

const en = {
  'goods.items': 'Goods',
  'goods.limit.perDays.one': 'Limit {{limit}} per day',
  'goods.limit.perDays.other': 'Limit {{limit}} per {{count}} days',
};
const perDays = (forms: Record<string, string>) =>
  Object.fromEntries(Object.entries(forms).map(([c, v]) => [`goods.limit.perDays.${c}`, v]));
const check = (lang: string, messages: Record<string, string>, partial = false) =>
  compareToEnglish(`locales/${lang}.json`, lang, en, messages, { partial });

describe('locale check: plural messages', () => {
  it('knows each language\'s categories from Intl.PluralRules', () => {
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('pl')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategories('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategories('ja')).toEqual(['other']);
  });

  it('requires every category of the language, and names the missing one', () => {
    const ru = { 'goods.items': 'Товары', ...perDays({ one: 'Лимит: {{limit}} за {{count}} день', few: 'Лимит: {{limit}} за {{count}} дня', other: 'Лимит: {{limit}} за {{count}} дня' }) };
    expect(check('ru', ru)).toEqual(['locales/ru.json: missing plural form "goods.limit.perDays.many" (ru has one, few, many, other)']);
  });

  it('rejects a category the language does not have: it would never be shown', () => {
    const ja = { 'goods.items': '商品', ...perDays({ one: '1日に{{limit}}回まで', other: '{{count}}日ごとに{{limit}}回まで' }) };
    expect(check('ja', ja)).toEqual(['locales/ja.json: key "goods.limit.perDays.one": ja has no plural category "one" (it has other)']);
  });

  it('lets a form that stands for one number only leave out {{count}}, and no other form', () => {
    const ar = {
      'goods.items': 'المنتجات',
      ...perDays({
        zero: 'الحد: {{limit}} كل {{count}} يوم', one: 'الحد: {{limit}} يوميًا', two: 'الحد: {{limit}} كل يومين',
        few: 'الحد: {{limit}} كل بضعة أيام', many: 'الحد: {{limit}} كل {{count}} يومًا', other: 'الحد: {{limit}} كل {{count}} يوم',
      }),
    };
    expect(check('ar', ar)).toEqual(['locales/ar.json: key "goods.limit.perDays.few" has placeholders {limit} but English has {count,limit}']);
    // Russian "one" is also 21: it must keep the number.
    const ru = perDays({ one: 'Лимит: {{limit}} в день', few: 'Лимит: {{limit}} за {{count}} дня', many: 'Лимит: {{limit}} за {{count}} дней', other: 'Лимит: {{limit}} за {{count}} дня' });
    expect(check('ru', ru, true)).toEqual(['locales/ru.json: key "goods.limit.perDays.one" has placeholders {limit} but English has {count,limit}']);
  });

  it('counts start at 1: French and Portuguese "one" (0 and 1) may say "per day"; Russian "one" and any "other" may not drop the digit', () => {
    expect(standsForOneCount('fr', 'one')).toBe(true);
    expect(standsForOneCount('pt', 'one')).toBe(true);
    expect(standsForOneCount('ar', 'zero')).toBe(true);
    expect(standsForOneCount('ru', 'one')).toBe(false);
    expect(standsForOneCount('ja', 'other')).toBe(false);
    const fr = { 'goods.items': 'Articles', ...perDays({ one: 'Limite : {{limit}} par jour', many: 'Limite : {{limit}} tous les jours', other: 'Limite : {{limit}} tous les {{count}} jours' }) };
    expect(check('fr', fr)).toEqual(['locales/fr.json: key "goods.limit.perDays.many" has placeholders {limit} but English has {count,limit}']);
  });

  it('still rejects keys English does not have and lost placeholders', () => {
    const de = { 'goods.items': 'Artikel', 'goods.extra': 'x', ...perDays({ one: 'Max. pro Tag', other: 'Max. {{limit}} alle {{count}} Tage' }) };
    expect(check('de', de)).toEqual([
      'locales/de.json: key "goods.extra" is not in en.json',
      'locales/de.json: key "goods.limit.perDays.one" has placeholders {} but English has {count,limit}',
    ]);
  });

  it('passes on the real locale files of every brand', () => {
    expect(localeProblems(listBrandIds().map((id) => loadBrand(id)))).toEqual([]);
  }, 20_000); // every brand's merged messages against glossary and style: seconds on a loaded 2-core machine
});
