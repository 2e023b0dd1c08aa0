/**
 * The tracking body of one event and its sending (spec section 7; track.ts says what an
 * action does when an event happens). Body by event number, contract.ts TrackingBody:
 *   every event   event_id (the brand's trackingEventId), event, user_id, user_name,
 *                 device_type, language, channel, client_id, domain_area, extend_data (text)
 *   from 14       product_name, product_price, product_type, product_limit
 *   from 18       channel_name, billing_no, billing_status
 * Defaults come from the context the action handed over (track.ts); `extra` overrides.
 * A chunk of its own, fetched with the first event: nothing here is needed to show a page.
 */
import brand from 'virtual:brand';
import {
  TRACKING_BILLING_FROM, TRACKING_PATH, TRACKING_PRODUCT_FROM, type Goods, type TrackingBody, type TrackingEventNumber, type UserInfo,
} from '../api/contract.ts';
import { detectPlatform } from '../lib/platform.ts';
import { postJson } from './send.ts';

/** What an event's body takes from the moment it happens: who, where, and the purchase as it stands. */
export interface TrackingContext {
  user: Pick<UserInfo, 'suid' | 'username'>;
  language: string;
  area: string;
  order: {
    clientId: string;
    /** The product fields of events from 14 on. */
    goods: Pick<Goods, 'display' | 'price' | 'typeKey' | 'isLimit'> | null;
    /** The channel and billing fields of events from 18 on. */
    rechargeInfo: { name: string; billing_no: string } | null;
    billing_no: string;
  };
}

/** The traffic channel when the caller names none (contract.ts: e.g. "web"). */
export const DEFAULT_CHANNEL = 'web';

/** What a call may add to or override in the body: the product and billing fields, mostly. */
export type TrackExtra = Partial<Pick<TrackingBody, 'channel' | 'product_name' | 'product_price' | 'product_type' | 'product_limit'
  | 'channel_name' | 'billing_no' | 'billing_status'>> & {
  /** Anything else; an object is sent as its JSON text. */
  extend_data?: string | Record<string, unknown>;
};

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The body for `event` from the context of its moment and `extra`. */
export function trackingBody(event: TrackingEventNumber, context: TrackingContext, extra: TrackExtra = {}): TrackingBody {
  const ext = extra.extend_data;
  const { order } = context;
  const body: TrackingBody = {
    event_id: brand.trackingEventId,
    event,
    user_id: context.user.suid,
    user_name: context.user.username,
    device_type: detectPlatform(),
    language: context.language,
    channel: extra.channel ?? DEFAULT_CHANNEL,
    client_id: order.clientId,
    domain_area: context.area,
    extend_data: typeof ext === 'string' ? ext : ext ? JSON.stringify(ext) : '',
  };
  if (event >= TRACKING_PRODUCT_FROM) {
    const g = order.goods;
    body.product_name = extra.product_name ?? text(g?.display);
    body.product_price = extra.product_price ?? g?.price ?? '';
    body.product_type = extra.product_type ?? text(g?.typeKey);
    body.product_limit = extra.product_limit ?? g?.isLimit ?? '';
  }
  if (event >= TRACKING_BILLING_FROM) {
    const r = order.rechargeInfo;
    body.channel_name = extra.channel_name ?? text(r?.name);
    body.billing_no = extra.billing_no ?? (order.billing_no || text(r?.billing_no));
    body.billing_status = extra.billing_status ?? '';
  }
  return body;
}

/** Builds and posts one event; never throws. */
export function sendEvent(event: TrackingEventNumber, context: TrackingContext, extra?: TrackExtra): Promise<void> {
  try {
    return postJson(brand.hosts.tracking + TRACKING_PATH, trackingBody(event, context, extra));
  } catch {
    return Promise.resolve();
  }
}
