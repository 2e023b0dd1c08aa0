/**
 * A lazily loaded module that must not be lost to one failed load (issue 40): offline in
 * the first seconds of a visit, error reporting, Safari's double-tap guard and the
 * after-login refresh failed to load, uncaught, and were gone for the whole visit. Here a
 * failed load is tried again after a back-off (2 s, doubling, at most a minute); the
 * promise never rejects, so nothing fails uncaught and the feature comes late rather than
 * never. A page that is leaving cancels its module loads as it does its fetches
 * (lib/page-leaving.ts): held, not counted as a failure.
 */
import { whenPageStays } from './page-leaving.ts';

export const IMPORT_RETRY_FIRST_MS = 2_000; // ms
export const IMPORT_RETRY_MAX_MS = 60_000; // ms

/** `load()` until it succeeds; never rejects. */
export async function importRetrying<T>(load: () => Promise<T>): Promise<T> {
  for (let wait = IMPORT_RETRY_FIRST_MS; ; wait = Math.min(wait * 2, IMPORT_RETRY_MAX_MS)) {
    try {
      return await load();
    } catch {
      await whenPageStays();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
