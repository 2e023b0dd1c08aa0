import { afterAll, describe, expect, it, vi } from 'vitest';
import type { PurchaseLimit } from '../../api/contract.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { limitLines } from './limit-text.ts';

// Every language, not only the test brand's: Russian is not one of watt's.
vi.mock('virtual:locales', () => import('../../test/all-locales.ts'));
afterAll(() => setLanguage('en'));

const everyDays = (days: number, remaining: number, count = 1): PurchaseLimit => ({ kind: 'days', count, days, remaining, next_in: null });
const waiting = (days: number, next_in: PurchaseLimit['next_in']): PurchaseLimit => ({ kind: 'days', count: 1, days, remaining: 0, next_in });
/** The limit line and the remaining line, for each [days, remaining]. */
const rules = (pairs: [number, number][]) => pairs.map(([d, r]) => limitLines(everyDays(d, r)).slice(0, 2).join(' / '));

describe('purchase limits as players read them', () => {
  it('English: per day, per N days, N left, and when it can be bought again', async () => {
    await setLanguage('en');
    expect(rules([[1, 1], [7, 3]])).toEqual(['Limit 1 per day / 1 left', 'Limit 1 per 7 days / 3 left']);
    expect(limitLines(waiting(7, { days: 4, hours: 23, minutes: 53 })))
      .toEqual(['Limit 1 per 7 days', 'None left', 'Available again in 4 days, 23 hr, 53 min']);
    expect(limitLines(waiting(1, { days: 0, hours: 1, minutes: 0 }))[2]).toBe('Available again in 1 hr');
    expect(limitLines({ kind: 'role', count: 1200, days: null, remaining: 0, next_in: null }))
      .toEqual(['Limit 1,200 per character', 'None left', 'Cannot buy: purchase limit reached']);
  });

  it('Arabic: the counted noun agrees with the number (0, 1, 2, 3–10, 11–99, 100)', async () => {
    await setLanguage('ar');
    expect(rules([[1, 0], [2, 1], [3, 2], [7, 10], [11, 11], [100, 100]])).toEqual([
      'الحد: 1 يوميًا / لم يتبقَّ شيء', // none left: goods.limit.noneLeft
      'الحد: 1 كل يومين / المتبقي: مرة واحدة',
      'الحد: 1 كل 3 أيام / المتبقي: مرتان',
      'الحد: 1 كل 7 أيام / المتبقي: 10 مرات',
      'الحد: 1 كل 11 يومًا / المتبقي: 11 مرة',
      'الحد: 1 كل 100 يوم / المتبقي: 100 مرة',
    ]);
    expect(limitLines(waiting(7, { days: 2, hours: 5, minutes: 3 }))[2]).toBe('الوقت المتبقي حتى الشراء مجددًا: يومان، و5 ساعات، و3 دقائق');
    expect(limitLines(waiting(7, { days: 1, hours: 0, minutes: 21 }))[2]).toBe('الوقت المتبقي حتى الشراء مجددًا: يوم و21 دقيقة');
  });

  it('Polish: one, few (2–4, 22) and many (0, 5–21)', async () => {
    await setLanguage('pl');
    expect(rules([[1, 1], [2, 2], [5, 5], [7, 0], [21, 21], [22, 22]])).toEqual([
      'Limit: 1 dziennie / Pozostał 1 zakup',
      'Limit: 1 na 2 dni / Pozostały 2 zakupy',
      'Limit: 1 na 5 dni / Pozostało 5 zakupów',
      'Limit: 1 na 7 dni / Limit zakupów wyczerpany',
      'Limit: 1 na 21 dni / Pozostało 21 zakupów',
      'Limit: 1 na 22 dni / Pozostały 22 zakupy',
    ]);
    expect(limitLines(waiting(7, { days: 2, hours: 5, minutes: 3 }))[2]).toBe('Ponownie dostępne za 2 dni, 5 godz. i 3 min');
    expect(limitLines(waiting(7, { days: 1, hours: 0, minutes: 21 }))[2]).toBe('Ponownie dostępne za 1 dzień i 21 min');
  });

  it('Russian: one (1, 21), few (2–4, 22) and many (0, 5–20)', async () => {
    await setLanguage('ru');
    expect(rules([[1, 1], [2, 2], [5, 5], [7, 0], [21, 21], [22, 22]])).toEqual([
      'Лимит: 1 в день / Осталась 1 покупка',
      'Лимит: 1 за 2 дня / Осталось 2 покупки',
      'Лимит: 1 за 5 дней / Осталось 5 покупок',
      'Лимит: 1 за 7 дней / Лимит покупок исчерпан',
      'Лимит: 1 за 21 день / Осталась 21 покупка',
      'Лимит: 1 за 22 дня / Осталось 22 покупки',
    ]);
    expect(limitLines(waiting(7, { days: 4, hours: 23, minutes: 53 }))[2]).toBe('Снова доступно через 4 дн. 23 ч 53 мин');
  });

  it('Portuguese and French: none left is its own message, not "Resta 0" (both count 0 as one)', async () => {
    await setLanguage('pt');
    expect(rules([[7, 0], [7, 1], [7, 2]])).toEqual([
      'Limite: 1 a cada 7 dias / Nenhuma compra restante',
      'Limite: 1 a cada 7 dias / Resta 1 compra',
      'Limite: 1 a cada 7 dias / Restam 2 compras',
    ]);
    await setLanguage('fr');
    expect(rules([[7, 0], [7, 1]])).toEqual([
      'Limite\u00a0: 1 tous les 7 jours / Plus aucun achat possible',
      'Limite\u00a0: 1 tous les 7 jours / 1 achat restant',
    ]);
  });

  it('a period of one day reads "per day", not "1 out of 1 day" or "every 1 day"', async () => {
    const perDay = async (lang: Parameters<typeof setLanguage>[0]) => { await setLanguage(lang); return limitLines(everyDays(1, 1, 2))[0]; };
    expect(await perDay('fr')).toBe('Limite\u00a0: 2 par jour');
    expect(await perDay('pt')).toBe('Limite: 2 por dia');
    expect(await perDay('en')).toBe('Limit 2 per day');
    await setLanguage('pt');
    expect(limitLines(everyDays(2, 1, 2))[0]).toBe('Limite: 2 a cada 2 dias');
  });

  it('languages whose plural forms keep the count (one form only, or ru\'s one = 21) say "per day" too, never "per 1 day" (review 4)', async () => {
    const perDay = async (lang: Parameters<typeof setLanguage>[0]) => { await setLanguage(lang); return limitLines(everyDays(1, 1, 3))[0]; };
    expect(await perDay('zh-CN')).toBe('每日限购3次');
    expect(await perDay('zh-TW')).toBe('每日限購3次');
    expect(await perDay('ja')).toBe('1日3回まで');
    expect(await perDay('ko')).toBe('1일 3회 구매 가능');
    expect(await perDay('vi')).toBe('Giới hạn 3 lần mỗi ngày');
    expect(await perDay('id')).toBe('Batas 3 kali per hari');
    expect(await perDay('ms')).toBe('Had 3 kali sehari');
    expect(await perDay('th')).toBe('จำกัด 3 ครั้งต่อวัน');
    expect(await perDay('ru')).toBe('Лимит: 3 в день');
    // Two days and 21 days still count: ru's "one" form is 21's too.
    expect(limitLines(everyDays(21, 1, 3))[0]).toBe('Лимит: 3 за 21 день');
    await setLanguage('zh-CN');
    expect(limitLines(everyDays(7, 1, 3))[0]).toBe('每7天限购3次');
  });
});
