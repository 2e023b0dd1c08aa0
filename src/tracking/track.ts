/**
 * Tracking events (spec section 7): `trackEvent(TRACKING_EVENTS.login, context)`.
 * Production only (send.ts), fire-and-forget, never throws.
 *
 * The tracker reads no store: the action the player's act triggers hands it the context
 * as it is at that moment (stores/tracking-context.ts takes it), so logout reports the
 * player it logs out, and a later change does not leak into an earlier event.
 * tracking-body.ts, fetched with the first event, builds the body and sends it.
 */
import type { TrackingEventNumber } from '../api/contract.ts';
import type { TrackExtra, TrackingContext } from './tracking-body.ts';
import { afterFirstPaint } from '../lib/when-idle.ts';

const send = (event: TrackingEventNumber, context: TrackingContext, extra?: TrackExtra): Promise<void> =>
  import('./tracking-body.ts').then((m) => m.sendEvent(event, context, extra), () => { /* offline: the event is lost */ });

/** Sends one event, not before the first paint (lib/when-idle.ts). Resolves when sent or failed; callers normally do not wait. */
export function trackEvent(event: TrackingEventNumber, context: TrackingContext, extra?: TrackExtra): Promise<void> {
  return afterFirstPaint().then(() => send(event, context, extra));
}

/** Sends one event at once (the page is about to reload or leave) and waits for it, but never longer than `maxMs`. */
export function trackEventWithin(event: TrackingEventNumber, context: TrackingContext, maxMs: number, extra?: TrackExtra): Promise<void> {
  return Promise.race([send(event, context, extra), new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}
