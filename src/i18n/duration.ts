/**
 * A wait in days, hours and minutes ("2 days, 5 hr, 3 min", "يومان، و5 ساعات، و3 دقائق",
 * "2日5時間3分") from Intl's own units and their plural forms: no message keys, correct in
 * every language. Intl.DurationFormat where the browser has it; elsewhere each unit from
 * Intl.NumberFormat joined by Intl.ListFormat, which is what DurationFormat does (Chromium
 * gives the same text both ways in all 18 languages).
 */
import type { Language } from '../../brands/brand.ts';
import { locale } from '../stores/locale.ts';
import { digitsLocale } from './digits.ts';

export interface Duration {
  days: number;
  hours: number;
  minutes: number;
}

type Style = 'long' | 'short';

/**
 * Short units ("5 hr", "5 Std.", "5 ч") except where CLDR's abbreviations are letters a
 * player would not read as time: Arabic "5 س", Indonesian "5 j", "3 mnt", Malay "5 j".
 */
const STYLE: Partial<Record<Language, Style>> = { ar: 'long', id: 'long', ms: 'long' };

/**
 * Languages that set numbers and units solid, without spaces: CLDR gives Japanese and
 * Traditional Chinese "2 日 5 時間 3 分", where a shop writes "2日5時間3分".
 */
const SOLID: readonly string[] = ['ja', 'zh-CN', 'zh-TW'];

type Part = { type: string; value: string };
interface DurationFormatLike { formatToParts(d: Partial<Duration>): Part[] }
type DurationFormatCtor = new (lang: string, o: { style: Style; minutesDisplay?: 'always' }) => DurationFormatLike;

const UNITS = [['days', 'day'], ['hours', 'hour'], ['minutes', 'minute']] as const;

function viaUnits(d: Partial<Duration>, lang: string, style: Style): Part[] {
  const parts: Part[][] = UNITS.filter(([k]) => d[k] !== undefined)
    .map(([k, unit]) => new Intl.NumberFormat(digitsLocale(lang), { style: 'unit', unit, unitDisplay: style }).formatToParts(d[k]!));
  // ListFormat joins strings: join placeholders, then put each unit's own parts back in.
  const joined = new Intl.ListFormat(lang, { type: 'unit', style }).formatToParts(parts.map((_, i) => `\u0000${i}`));
  return joined.flatMap((p): Part[] => (p.type === 'element' ? parts[Number(p.value.slice(1))]! : [p]));
}

/**
 * `impl` is for tests: the browser's Intl.DurationFormat (undefined in Node 20 and older
 * browsers), or null for the NumberFormat and ListFormat way.
 */
export function formatDuration(
  w: Duration, lang: string = locale.lang,
  impl: DurationFormatCtor | null = (Intl as unknown as { DurationFormat?: DurationFormatCtor }).DurationFormat ?? null,
): string {
  // Only the units that are there, and minutes when nothing else is ("0 min").
  const d: Partial<Duration> = {};
  if (w.days) d.days = w.days;
  if (w.hours) d.hours = w.hours;
  if (w.minutes || (!w.days && !w.hours)) d.minutes = w.minutes;
  const style = STYLE[lang as Language] ?? 'short';
  // DurationFormat leaves zero units out, and "0 min" would come out empty.
  const parts = impl ? new impl(digitsLocale(lang), d.minutes === 0 ? { style, minutesDisplay: 'always' } : { style }).formatToParts(d) : viaUnits(d, lang, style);
  const solid = SOLID.includes(lang);
  return parts.filter((p) => !(solid && p.type === 'literal' && !p.value.trim())).map((p) => p.value).join('');
}
