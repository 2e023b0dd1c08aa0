/**
 * Where a failed API call is reported: to spec section 8's effects (session, navigation,
 * popups, messages), and to the error beacon (a call that got no reply, or no envelope). The API client and the stores report here; the app applies the
 * effects (src/app/api-effects.ts registers them at start), so the API layer stays a leaf
 * that clears no store and moves no page, and a store that handles some codes itself
 * hands the rest on without knowing what they do.
 */

/** What the effects need of an error (api/api-error.ts ApiError). */
export interface ReportedError {
  code: number;
  message: string;
  /** The effects acted on it (a caller need not say it again). */
  handled: boolean;
  /** From a quiet call (api/client.ts CallOptions): section 8's messages are the caller's. */
  quiet?: boolean | 'background';
}

type Effects = (err: ReportedError) => void | Promise<void>;

let effects: Effects | null = null;

/** The app's part, once at start; null in plain Node (the contract tests), where a failure has no page to act on. */
export function setApiErrorEffects(fn: Effects | null): void {
  effects = fn;
}

/**
 * Applies the effects to `err`, once: they mark it `handled` when they acted (not for a
 * quiet call's message, left to its caller). Never rejects: a failure here must not hide
 * the call's own error.
 */
export async function handleApiError(err: ReportedError): Promise<void> {
  if (err.handled || !effects) return;
  try {
    await effects(err);
  } catch { /* the effects' chunk did not load (offline): nothing acted, the caller still gets the error */ }
}

/** A failure for the error beacon (tracking/beacon.ts reportError's shape). */
export interface ApiFailureReport { type: 'api'; message: string; source: string }

let reporter: ((r: ApiFailureReport) => void) | null = null;

/** The app's part, once at start: where failures go (the beacon, loaded when idle). */
export function setApiFailureReporter(fn: ((r: ApiFailureReport) => void) | null): void {
  reporter = fn;
}

/** Reports a failure; never throws (reporting must not break a call). */
export function reportApiFailure(r: ApiFailureReport): void {
  try { reporter?.(r); } catch { /* never breaks a call */ }
}
