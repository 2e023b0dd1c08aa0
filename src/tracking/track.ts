/**
 * Tracking events (spec section 7): POST <tracking host>/service/recharge/api.php with the
 * body of contract.ts TrackingBody. Event names and numbers are the contract's
 * TRACKING_EVENTS table (all 21 of the spec). Fields by event number:
 *   every event   event_id (the brand's trackingEventId), event, user_id, user_name,
 *                 device_type, language, channel, client_id, domain_area, extend_data (text)
 *   from 14       product_name, product_price, product_type, product_limit
 *   from 18       channel_name, billing_no, billing_status
 * Defaults come from the stores (session, order, locale, domain area); `extra` overrides.
 * The body is built when trackEvent is called, so logout reports the player it logs out.
 * Production only (send.ts), fire-and-forget, never throws.
 */
import brand from 'virtual:brand';
import {
  TRACKING_BILLING_FROM, TRACKING_EVENTS, TRACKING_PATH, TRACKING_PRODUCT_FROM,
  type TrackingBody, type TrackingEventNumber,
} from '../api/contract.ts';
import { detectPlatform } from '../lib/platform.ts';
import { domainArea } from '../stores/domain-area.ts';
import { locale } from '../stores/locale.ts';
import { order } from '../stores/order.ts';
import { session } from '../stores/session.ts';
import { postJson } from './send.ts';

export { TRACKING_EVENTS, type TrackingEventNumber };

/** The traffic channel when the caller names none (contract.ts: e.g. "web"). */
export const DEFAULT_CHANNEL = 'web';

/** What a call may add to or override in the body: the product and billing fields, mostly. */
export type TrackExtra = Partial<Pick<TrackingBody, 'channel' | 'product_name' | 'product_price' | 'product_type' | 'product_limit'
  | 'channel_name' | 'billing_no' | 'billing_status'>> & {
  /** Anything else; an object is sent as its JSON text. */
  extend_data?: string | Record<string, unknown>;
};

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * The body for `event` (a TRACKING_EVENTS member, which the bundler inlines as its number)
 * from the stores and `extra` (pure apart from reading the stores).
 */
export function trackingBody(event: TrackingEventNumber, extra: TrackExtra = {}): TrackingBody {
  const ext = extra.extend_data;
  const body: TrackingBody = {
    event_id: brand.trackingEventId,
    event,
    user_id: session.userInfo.suid,
    user_name: session.userInfo.username,
    device_type: detectPlatform(),
    language: locale.lang,
    channel: extra.channel ?? DEFAULT_CHANNEL,
    client_id: order.clientId,
    domain_area: domainArea.area,
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

/** Sends one event. Resolves when sent or failed; callers normally do not wait. */
export function trackEvent(event: TrackingEventNumber, extra?: TrackExtra): Promise<void> {
  try {
    return postJson(brand.hosts.tracking + TRACKING_PATH, trackingBody(event, extra));
  } catch {
    return Promise.resolve();
  }
}

/** Sends one event and waits for it, but never longer than `maxMs`. */
export function trackEventWithin(event: TrackingEventNumber, maxMs: number, extra?: TrackExtra): Promise<void> {
  return Promise.race([trackEvent(event, extra), new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}
