/**
 * A goods item's purchase limit for one role (spec: "purchase limits"): a count per role, or
 * a count per rolling window of days, and how long until the next slot frees.
 */
import type { PurchaseLimit, WaitTime } from '../src/api/contract.ts';
import type { LimitRule } from './model.ts';

/** The limit `rule` leaves, given the times of the role's paid purchases of the item. */
export function purchaseLimit(rule: LimitRule, paidAt: readonly number[], now: number): PurchaseLimit {
  if (rule.kind === 'role') {
    return { kind: 'role', count: rule.count, days: null, remaining: Math.max(0, rule.count - paidAt.length), next_in: null };
  }
  const windowMs = rule.days * 24 * 3600_000;
  const inWindow = paidAt.filter((t) => t > now - windowMs).sort((a, b) => a - b);
  const remaining = Math.max(0, rule.count - inWindow.length);
  // When none is left, the oldest purchase in the window frees a slot when it leaves it.
  const next_in = remaining > 0 ? null : waitTime(inWindow[inWindow.length - rule.count]! + windowMs - now);
  return { kind: 'days', count: rule.count, days: rule.days, remaining, next_in };
}

export function waitTime(ms: number): WaitTime {
  const totalMinutes = Math.max(0, Math.ceil(ms / 60_000));
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}
