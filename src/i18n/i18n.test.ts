import { afterAll, describe, expect, it, vi } from 'vitest';
import { setLanguage, t, tAround } from './i18n.ts';
import { tp } from './plural.ts';

vi.mock('virtual:locales', () => import('../test/all-locales.ts'));
afterAll(() => setLanguage('en'));

describe('tp: counted messages', () => {
  it('picks the form Intl.PluralRules names for the count, in Arabic 0, 1, 2, 3, 11 and 100', async () => {
    await setLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map((n) => tp('goods.limit.remaining', n))).toEqual([
      'لم يتبقَّ شيء', 'المتبقي: مرة واحدة', 'المتبقي: مرتان', 'المتبقي: 3 مرات', 'المتبقي: 11 مرة', 'المتبقي: 100 مرة',
    ]);
  });

  it('writes the count as the language writes numbers, the other parameters as given', async () => {
    await setLanguage('ru');
    expect(tp('card.confirmBody', 1200, { value: '$10.00' })).toBe('Обменять эту карту номиналом $10.00 на 1\u00a0200 кристаллов?');
    await setLanguage('en');
    expect(tp('card.confirmBody', 1, { value: '$1.00' })).toBe('Exchange this card worth $1.00 for 1 gem?');
  });

  it('reads a language with one form only from `.other`, although English\'s `.one` is merged under it', async () => {
    await setLanguage('ja');
    expect(tp('goods.limit.perDays', 1, { limit: '1' })).toBe('1日ごとに1回まで');
  });
});

describe('tAround: a message around an element', () => {
  it('gives the text before and after the placeholder, with the language\'s own brackets and colon', async () => {
    await setLanguage('ja');
    expect(tAround('common.withNote', 'text', { note: t('footer.newWindow') })).toEqual(['', '（新しいウィンドウで開きます）']);
    expect(tAround('goods.detailsOf', 'name')).toEqual(['', 'の詳細']);
    await setLanguage('fr');
    expect(tAround('common.labelled', 'value', { label: 'Menu' })).toEqual(['Menu\u00a0: ', '']);
  });
});
