/**
 * What the page says to a screen reader through its one polite live region
 * (app/live-announcer.tsx): each toast's words (stores/toast.ts; the toast itself is only
 * seen), and a load that keeps the player waiting. The page shows grey placeholders while a step's lists load; a
 * reader hears nothing of them, so a load still running after LOADING_ANNOUNCE_MS is
 * announced ("Loading…"), and its end too ("Loaded"; a failure is heard from its toast). Quicker loads
 * stay silent: the new content speaks for itself.
 */
import { proxy, subscribe } from 'valtio/vanilla';
import { LOADING_ANNOUNCE_MS } from '../lib/constants.ts';
import { blankLoads } from './resource.ts';
import type { Message } from './ui.ts';

export const announcer = proxy({
  /** The last announcement, kept after it is spoken (emptying a live region is a change some readers speak over). */
  said: null as Message | null,
  /** Bumped by each announcement, so the same words twice are a new node (spoken again). */
  id: 0,
});

/** Says `m` politely, after what is being said. */
export function announce(m: Message): void {
  announcer.said = m;
  announcer.id++;
}

/**
 * A new page: announcement `id`, the last one the previous page showed, goes; a newer one
 * (said as the page changed, the words that say why it did) stays. Kept, an old one was
 * read on later pages by a reader moving through the page ("Login successful" two steps on).
 */
export function forgetAnnouncementsUpTo(id: number): void {
  if (announcer.id === id) announcer.said = null;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let saidLoading = false;
/** blankLoads.failed when "Loading…" was said. */
let failedBefore = 0;

function onLoadsChanged(): void {
  if (blankLoads.count > 0) {
    timer ??= setTimeout(() => { saidLoading = true; failedBefore = blankLoads.failed; announce({ key: 'common.loading' }); }, LOADING_ANNOUNCE_MS);
    return;
  }
  clearTimeout(timer);
  timer = undefined;
  // A failed load is not "Loaded": the API client's toast says what failed, and is heard.
  if (saidLoading && blankLoads.failed === failedBefore) announce({ key: 'common.loaded' });
  saidLoading = false;
}

/** Starts following the loads (the live region's mount); returns the stop. */
export function followLoads(): () => void {
  onLoadsChanged();
  // Synchronous: a load that starts and ends within one task must not be missed.
  const stop = subscribe(blankLoads, onLoadsChanged, true);
  return () => { stop(); clearTimeout(timer); timer = undefined; saidLoading = false; };
}
