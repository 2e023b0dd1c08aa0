/**
 * The tracking body of one event and its sending (spec section 7; track.ts says what the
 * page does when an event happens). Body by event number, contract.ts TrackingBody:
 *   every event   event_id (the brand's trackingEventId), event, user_id, user_name,
 *                 device_type, language, channel, client_id, domain_area, extend_data (text)
 *   from 14       product_name, product_price, product_type, product_limit
 *   from 18       channel_name, billing_no, billing_status
 * Defaults come from the stores as they were when the event happened; `extra` overrides.
 * A chunk of its own, fetched with the first event: nothing here is needed to show a page.
 */
import brand from 'virtual:brand';
import {
  TRACKING_BILLING_FROM, TRACKING_PATH, TRACKING_PRODUCT_FROM, type TrackingBody, type TrackingEventNumber,
} from '../api/contract.ts';
import { detectPlatform } from '../lib/platform.ts';
import { postJson } from './send.ts';
import { type TrackingState, trackingState } from './track.ts';

/** The traffic channel when the caller names none (contract.ts: e.g. "web"). */
export const DEFAULT_CHANNEL = 'web';

/** What a call may add to or override in the body: the product and billing fields, mostly. */
export type TrackExtra = Partial<Pick<TrackingBody, 'channel' | 'product_name' | 'product_price' | 'product_type' | 'product_limit'
  | 'channel_name' | 'billing_no' | 'billing_status'>> & {
  /** Anything else; an object is sent as its JSON text. */
  extend_data?: string | Record<string, unknown>;
};

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The body for `event` from `state` (by default the stores now) and `extra`. */
export function trackingBody(event: TrackingEventNumber, extra: TrackExtra = {}, state: TrackingState = trackingState()): TrackingBody {
  const ext = extra.extend_data;
  const { order } = state;
  const body: TrackingBody = {
    event_id: brand.trackingEventId,
    event,
    user_id: state.suid,
    user_name: state.username,
    device_type: detectPlatform(),
    language: state.lang,
    channel: extra.channel ?? DEFAULT_CHANNEL,
    client_id: order.clientId,
    domain_area: state.area,
    extend_data: typeof ext === 'string' ? ext : ext ? JSON.stringify(ext) : '',
  };
  if (event >= TRACKING_PRODUCT_FROM) {
    const g = order.goods;
    body.product_name = extra.product_name ?? text(g.display);
    body.product_price = extra.product_price ?? g.price ?? '';
    body.product_type = extra.product_type ?? text(g.typeKey);
    body.product_limit = extra.product_limit ?? g.isLimit ?? '';
  }
  if (event >= TRACKING_BILLING_FROM) {
    const r = order.rechargeInfo;
    body.channel_name = extra.channel_name ?? text(r.name);
    body.billing_no = extra.billing_no ?? (order.billing_no || text(r.billing_no));
    body.billing_status = extra.billing_status ?? '';
  }
  return body;
}

/** Builds and posts one event; never throws. */
export function sendEvent(event: TrackingEventNumber, extra: TrackExtra | undefined, state: TrackingState): Promise<void> {
  try {
    return postJson(brand.hosts.tracking + TRACKING_PATH, trackingBody(event, extra, state));
  } catch {
    return Promise.resolve();
  }
}
