/** The purchase-limit line of a goods item (spec sections 3 and 4), in the current language. */
import type { PurchaseLimit, WaitTime } from '../../api/contract.ts';
import { t } from '../../i18n/i18n.ts';

export function waitText(w: WaitTime): string {
  const parts: string[] = [];
  if (w.days) parts.push(t('time.days', { n: w.days }));
  if (w.hours) parts.push(t('time.hours', { n: w.hours }));
  if (w.minutes || parts.length === 0) parts.push(t('time.minutes', { n: w.minutes }));
  return parts.join(' ');
}

/** e.g. ["Limit 1 per 7 days", "0 left", "Available again in 6 d 23 h"]. */
export function limitLines(l: PurchaseLimit): string[] {
  const rule = l.kind === 'days'
    ? t('goods.limit.perDays', { count: l.count, days: l.days ?? 0 })
    : t('goods.limit.perRole', { count: l.count });
  const lines = [rule, t('goods.limit.remaining', { count: Math.max(0, l.remaining) })];
  if (l.remaining <= 0) lines.push(l.next_in ? t('goods.limit.nextIn', { time: waitText(l.next_in) }) : t('goods.limit.reached'));
  return lines;
}
