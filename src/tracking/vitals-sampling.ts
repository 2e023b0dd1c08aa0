/**
 * Which page views measure their Web Vitals: the brand file's `vitalsSampleRate` of them,
 * decided once per page view. Only a sampled one downloads the measuring code (vitals.ts
 * and web-vitals, a chunk of its own); this module is the beacon's, loaded when the page
 * is idle, so neither weighs on the first load.
 */
import vitalsSampleRate from 'virtual:brand/vitalsSampleRate';

/** Whether this page view is in the sample: `random()` (0 ≤ x < 1) below the rate. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return rate > 0 && random() < rate;
}

/** Loads the measuring code and starts it, for a sampled page view only. Never throws. */
export function startVitalsIfSampled(win: Window, rate: number = vitalsSampleRate, random?: () => number): Promise<void> {
  if (!isSampled(rate, random)) return Promise.resolve();
  return import('./vitals.ts').then((m) => { m.startVitals(win, rate); }, () => { /* a lost chunk loses one sample */ });
}
