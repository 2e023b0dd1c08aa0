/**
 * Step 3's payment methods as a visit listed them, for the next visit's shell: their
 * names, for one area, language, game, item and payment region (what the list depends
 * on). The app keeps them once the list is in (stores/checkout.ts); index.html's head
 * script paints them into step 3's shell for a returning player whose stored order is for
 * the same item (boot/paint-summary.ts).
 *
 * Why: on ru the methods' names are step 3's largest paint, and drawn by the app they
 * waited for the main chunk, the page's chunks and the list's call: 2.2× the bare React
 * page's LCP in Lighthouse's simulated mobile run, 3.2 s on the harsh profile.
 * Prices are not kept: a price follows promotions and is the app's alone to show (the
 * shell's cards leave its line blank). A list that has changed shows, inert, until the
 * app renders the new one.
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
