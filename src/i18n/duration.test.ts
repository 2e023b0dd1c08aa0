import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../brands/brand.ts';
import { formatDuration } from './duration.ts';

const W = { days: 2, hours: 5, minutes: 3 };
const viaUnits = (lang: string, w = W) => formatDuration(w, lang, null);

describe('formatDuration', () => {
  it('reads a wait of days, hours and minutes in each of the 18 languages', () => {
    expect(Object.fromEntries(LANGUAGES.map((l) => [l, viaUnits(l)]))).toEqual({
      en: '2 days, 5 hr, 3 min',
      ar: 'يومان، و5 ساعات، و3 دقائق',
      de: '2 Tg., 5 Std. und 3 Min.',
      fr: '2\u202fj, 5\u202fh et 3\u00a0min', // French spacing: narrow no-break before j and h, no-break before min
      es: '2 d, 5 h, 3 min',
      pt: '2 dias, 5 h e 3 min',
      pl: '2 dni, 5 godz. i 3 min',
      it: '2 giorni, 5 h e 3 min',
      id: '2 hari, 5 jam, 3 menit',
      ja: '2日5時間3分',
      ko: '2일 5시간 3분',
      ms: '2 hari, 5 jam, 3 minit',
      ru: '2 дн. 5 ч 3 мин',
      th: '2 วัน 5 ชม. และ 3 นาที',
      tr: '2 gün 5 sa. 3 dk.',
      vi: '2 ngày, 5 giờ, 3 phút',
      'zh-CN': '2天5小时3分钟',
      'zh-TW': '2天5小時3分鐘',
    });
  });

  it('gives each unit its plural form (Arabic 1, 2, 3–10, 11+; Russian and Polish 1, 2–4, 5+)', () => {
    expect([1, 2, 3, 11].map((d) => viaUnits('ar', { days: d, hours: 0, minutes: 0 }))).toEqual(['يوم', 'يومان', '3 أيام', '11 يومًا']);
    expect([1, 2, 5, 21].map((d) => viaUnits('ru', { days: 0, hours: 0, minutes: d }))).toEqual(['1 мин', '2 мин', '5 мин', '21 мин']);
    expect([1, 2, 5].map((d) => viaUnits('pl', { days: d, hours: 0, minutes: 0 }))).toEqual(['1 dzień', '2 dni', '5 dni']);
  });

  it('leaves out units that are zero, and says "0 min" rather than nothing', () => {
    expect(viaUnits('en', { days: 1, hours: 0, minutes: 21 })).toBe('1 day, 21 min');
    expect(viaUnits('en', { days: 0, hours: 0, minutes: 0 })).toBe('0 min');
  });

  it('uses Intl.DurationFormat where the browser has it, with the same units, style and solid CJK setting', () => {
    const calls: unknown[] = [];
    class FakeDurationFormat {
      constructor(readonly lang: string, readonly options: unknown) { calls.push([lang, options]); }
      formatToParts(d: Record<string, number>) {
        calls.push(d);
        // What Chromium gives for ja: "2 日 3 分".
        return [
          { type: 'integer', value: String(d.days) }, { type: 'literal', value: ' ' }, { type: 'unit', value: '日' },
          { type: 'literal', value: ' ' },
          { type: 'integer', value: String(d.minutes) }, { type: 'literal', value: ' ' }, { type: 'unit', value: '分' },
        ];
      }
    }
    expect(formatDuration({ days: 2, hours: 0, minutes: 3 }, 'ja', FakeDurationFormat)).toBe('2日3分');
    expect(calls).toEqual([['ja-u-nu-latn', { style: 'short' }], { days: 2, minutes: 3 }]);
    calls.length = 0;
    formatDuration({ days: 0, hours: 0, minutes: 0 }, 'en', FakeDurationFormat);
    // The digit system named in the tag (i18n/digits.ts).
    // DurationFormat hides zero units: "0 min" has to be asked for.
    expect(calls).toEqual([['en-u-nu-latn', { style: 'short', minutesDisplay: 'always' }], { minutes: 0 }]);
  });
});
