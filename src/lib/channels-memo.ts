/**
 * Step 3's payment methods as a visit listed them, for the next visit: their names, for
 * one area, language, game, item and payment region (what the list depends on). The app
 * keeps them once the list is in, and step 3's first render shows them while this visit's
 * list loads, for a returning player whose stored order is for the same item
 * (stores/checkout.ts, KeptChannels).
 *
 * Why: on ru the methods' names are step 3's largest paint, and without them it waited
 * for the list's call. Prices are not kept: a price follows promotions (the kept cards
 * leave its line blank). A list that has changed shows, inert, until the new one is in.
 */
import { CHANNELS_MEMO_KEY, type ReadStored, peekStored } from './stored-entry.ts';

/** What is stored under CHANNELS_MEMO_KEY. */
export interface ChannelsMemo { of: string; names: string[] }

/** What a list was listed for: area, language, game (client id), item (goods id) and payment region, in that order. */
export const channelsListedFor = (...what: readonly unknown[]): string => what.join('\n');

/** The names kept for `of`, or undefined: none, another item's, or not a list. */
export function recallChannels(of: string, read: ReadStored = peekStored): unknown[] | undefined {
  const m = read<ChannelsMemo>(CHANNELS_MEMO_KEY);
  return m?.of === of && Array.isArray(m.names) ? m.names : undefined;
}
