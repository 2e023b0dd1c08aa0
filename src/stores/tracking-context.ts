/**
 * What the tracker is handed with each event (spec section 7): the player, language, area
 * and purchase as they are when the act happens. Actions track through `track`; the
 * tracker itself (src/tracking) reads no store.
 */
import { snapshot } from 'valtio/vanilla';
import type { TrackingEventNumber } from '../api/contract.ts';
import { trackEvent } from '../tracking/track.ts';
import type { TrackExtra, TrackingContext } from '../tracking/tracking-body.ts';
import { domainArea } from './domain-area.ts';
import { locale } from './locale.ts';
import { order } from './order.ts';
import { session } from './session.ts';

export function trackingContext(): TrackingContext {
  const { suid, username } = session.userInfo;
  return { user: { suid, username }, language: locale.lang, area: domainArea.area, order: snapshot(order) };
}

/** Sends one event with the context of this moment; fire-and-forget. */
export function track(event: TrackingEventNumber, extra?: TrackExtra): Promise<void> {
  return trackEvent(event, trackingContext(), extra);
}
