/**
 * Tracking events (spec section 7): `trackEvent(TRACKING_EVENTS.login)`. Production only
 * (send.ts), fire-and-forget, never throws.
 *
 * The page does the least it can when an event happens: it takes what the body needs from
 * the stores as they are now (so logout reports the player it logs out, and a later
 * change does not leak into an earlier event); tracking-body.ts, fetched with the first
 * event, builds the body and sends it.
 */
import { snapshot, type Snapshot } from 'valtio/vanilla';
import type { TrackingEventNumber } from '../api/contract.ts';
import { domainArea } from '../stores/domain-area.ts';
import { locale } from '../stores/locale.ts';
import { order } from '../stores/order.ts';
import { session } from '../stores/session.ts';
import type { TrackExtra } from './tracking-body.ts';

// Straight from the events module, not through contract.ts: the first load would carry
// what the contract module brings along (the password obfuscation, for one).
export * as TRACKING_EVENTS from '../api/tracking-events.ts';
export type { TrackingEventNumber };
export type { TrackExtra };

/** What an event's body reads from the stores, taken when it happens. */
export interface TrackingState {
  suid: string;
  username: string;
  lang: string;
  area: string;
  order: Snapshot<typeof order>;
}

export function trackingState(): TrackingState {
  return { suid: session.userInfo.suid, username: session.userInfo.username, lang: locale.lang, area: domainArea.area, order: snapshot(order) };
}

/** Sends one event. Resolves when sent or failed; callers normally do not wait. */
export function trackEvent(event: TrackingEventNumber, extra?: TrackExtra): Promise<void> {
  try {
    const state = trackingState();
    return import('./tracking-body.ts').then((m) => m.sendEvent(event, extra, state), () => { /* offline: the event is lost */ });
  } catch {
    return Promise.resolve();
  }
}

/** Sends one event and waits for it, but never longer than `maxMs`. */
export function trackEventWithin(event: TrackingEventNumber, maxMs: number, extra?: TrackExtra): Promise<void> {
  return Promise.race([trackEvent(event, extra), new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}
