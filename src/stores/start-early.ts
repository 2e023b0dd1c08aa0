/**
 * A page's data asked for as the app starts on that page, before its first render, rather
 * than from the page's opening after that render (app/first-page-data.ts, through the page
 * module's `startData`: steps 2 and 3).
 *
 * Why: on a slow phone the first render takes most of a second, which would otherwise stand
 * between the player and their lists (docs/performance-log.md, "figures moved out of comments").
 *
 * The page's opening then takes the load over rather than asking again, once, and only
 * while what it started is loading or loaded: a failed load, or one that something reset
 * since (another game chosen), is asked for again as the opening always did.
 */
import type { Resource } from './resource.ts';

/** Asked for and not failed: a list that something reset since (another game, area or server) is idle. */
export const underway = (r: Resource<unknown>) => r.status === 'loading' || r.status === 'ready';

/** `load` at the app's start (`atStart`) and at the page's opening (`onOpen`), which skips it while what the start's load `fills` is under way or in. */
export function loadAtStart(load: () => void, fills: () => Resource<unknown>[]): { atStart(): void; onOpen(): void } {
  let started = false;
  return {
    atStart() {
      started = true;
      load();
    },
    /** The page opens: loads unless the start's load is under way or done. */
    onOpen() {
      const taken = started && fills().every(underway);
      started = false;
      if (!taken) load();
    },
  };
}
