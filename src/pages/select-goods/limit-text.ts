/** The purchase-limit line of a goods item (spec sections 3 and 4), in the current language. */
import type { PurchaseLimit } from '../../api/contract.ts';
import { formatDuration } from '../../i18n/duration.ts';
import { formatNumber } from '../../i18n/format.ts';
import { t } from '../../i18n/i18n.ts';
import { tp } from '../../i18n/plural.ts';

/**
 * e.g. ["Limit 1 per 7 days", "None left", "Available again in 6 days, 23 hr"]. "None left"
 * is a message of its own, not the plural message at 0: Portuguese and French count 0 as
 * "one" ("Resta 0"), and the plural messages only ever see counts of 1 and more
 * (docs/translators.md). A one-day period has its own message too: languages whose plural
 * form must keep {{count}} (ja, zh, ru's "one", which is also 21) would say "per 1 day".
 */
export function limitLines(l: PurchaseLimit): string[] {
  const limit = formatNumber(l.count);
  const rule = l.kind !== 'days' ? t('goods.limit.perRole', { limit })
    : l.days === 1 ? t('goods.limit.perDay', { limit }) : tp('goods.limit.perDays', l.days ?? 0, { limit });
  const lines = [rule, l.remaining > 0 ? tp('goods.limit.remaining', l.remaining) : t('goods.limit.noneLeft')];
  if (l.remaining <= 0) lines.push(l.next_in ? t('goods.limit.nextIn', { time: formatDuration(l.next_in) }) : t('goods.limit.reached'));
  return lines;
}
