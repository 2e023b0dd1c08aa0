import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import brand from 'virtual:brand';
import { TRACKING_EVENTS, TRACKING_PATH, trackingFieldsFor } from '../api/contract.ts';
import { BODY_CONTENT_TYPE, setTrackingEnabled, setTrackingFetch, trackingEnabled } from './send.ts';
import { trackEvent, trackEventWithin } from './track.ts';
import { holdIdleWork } from '../lib/when-idle.ts';
import { type TrackingContext, trackingBody } from './tracking-body.ts';

const sent: { url: string; init: RequestInit }[] = [];

/** A logged-in player in French, area useuro, with goods chosen and an order placed. */
const context: TrackingContext = {
  user: { suid: '1234', username: 'ann' },
  language: 'fr',
  area: 'useuro',
  order: {
    clientId: '1001',
    goods: { display: '300 Gems', price: 4.99, typeKey: 'gem', isLimit: true },
    rechargeInfo: { name: 'PayPal', billing_no: 'RI-1' },
    billing_no: 'B-77',
  },
};

beforeEach(() => {
  sent.length = 0;
  setTrackingFetch(async (url, init) => { sent.push({ url, init }); });
  setTrackingEnabled(true);
});

afterEach(() => {
  setTrackingEnabled(false);
  setTrackingFetch(null);
  vi.useRealTimers();
});

const base = {
  event_id: brand.trackingEventId, user_id: '1234', user_name: 'ann', device_type: 'web',
  language: 'fr', channel: 'web', client_id: '1001', domain_area: 'useuro', extend_data: '',
};

describe('tracking events (spec section 7)', () => {
  it('are sent once the first paint is done, not beside it (lib/when-idle.ts), but one the player waits for goes at once', async () => {
    let painted!: () => void;
    holdIdleWork(new Promise<void>((r) => { painted = r; }));
    const sending = trackEvent(TRACKING_EVENTS.login, context);
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(0);
    // One the player waits for (the login's reload) goes at once.
    await trackEventWithin(TRACKING_EVENTS.login, context, 1000);
    expect(sent).toHaveLength(1);
    painted();
    await sending;
    expect(sent).toHaveLength(2);
  });

  it('knows every event of the spec by name and number', () => {
    expect({ ...TRACKING_EVENTS }).toEqual({
      click_contactService: 2, login: 3, logout: 4, view_selectGame: 6, view_banner: 7,
      click_gameNextButton: 8, view_selectGoods: 9, http_haveRole: 10, view_rechargeExplain: 11,
      click_goodsType: 12, click_goodsExclamation: 13, click_goodsNextButton: 14, view_recharge: 15,
      click_changeRegion: 16, click_recharge_changeSub: 17, click_recharge_nexButton: 18,
      click_result_payDone: 19, click_resultPending_changePayway: 20, click_continueRecharge: 21,
      click_resultFail_changePayway: 22, click_result_reselectGoods: 23,
    });
  });

  it('event 13 carries the common fields only', () => {
    const body = trackingBody(TRACKING_EVENTS.click_goodsExclamation, context);
    expect(body).toEqual({ ...base, event: 13 });
    expect(Object.keys(body).sort()).toEqual([...trackingFieldsFor(13)].sort());
  });

  it('event 14 adds the product fields, taken from the chosen goods', () => {
    const body = trackingBody(TRACKING_EVENTS.click_goodsNextButton, context);
    expect(body).toEqual({
      ...base, event: 14,
      product_name: '300 Gems', product_price: 4.99, product_type: 'gem', product_limit: true,
    });
    expect(Object.keys(body).sort()).toEqual([...trackingFieldsFor(14)].sort());
  });

  it('event 18 adds the channel and billing fields as well', () => {
    const body = trackingBody(TRACKING_EVENTS.click_recharge_nexButton, context, { billing_status: 'created', extend_data: { region: 'US' } });
    expect(body).toEqual({
      ...base, event: 18,
      product_name: '300 Gems', product_price: 4.99, product_type: 'gem', product_limit: true,
      channel_name: 'PayPal', billing_no: 'B-77', billing_status: 'created', extend_data: '{"region":"US"}',
    });
    expect(Object.keys(body).sort()).toEqual([...trackingFieldsFor(18)].sort());
  });

  it('lets the caller override fields, and sends extend_data text as is', () => {
    const body = trackingBody(TRACKING_EVENTS.click_goodsNextButton, context, { product_name: 'Pass', channel: 'ad', extend_data: 'free text' });
    expect(body).toMatchObject({ product_name: 'Pass', channel: 'ad', extend_data: 'free text' });
  });

  it('a visitor has empty user fields', () => {
    const visitor = { ...context, user: { suid: '', username: '' } };
    expect(trackingBody(TRACKING_EVENTS.view_selectGame, visitor)).toMatchObject({ user_id: '', user_name: '', event: 6 });
  });

  it('with nothing chosen, the product and billing fields are empty', () => {
    const nothing = { ...context, order: { clientId: '1001', goods: null, rechargeInfo: null, billing_no: '' } };
    expect(trackingBody(TRACKING_EVENTS.click_recharge_nexButton, nothing)).toMatchObject({
      product_name: '', product_price: '', product_type: '', product_limit: '', channel_name: '', billing_no: '', billing_status: '',
    });
  });

  it('takes the billing number from the recharge info when the order has none', () => {
    const noBilling = { ...context, order: { ...context.order, billing_no: '' } };
    expect(trackingBody(TRACKING_EVENTS.click_recharge_nexButton, noBilling)).toMatchObject({ billing_no: 'RI-1' });
  });

  it('POSTs the JSON body to the tracking host as text/plain with keepalive', async () => {
    await trackEvent(TRACKING_EVENTS.click_goodsExclamation, context);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(brand.hosts.tracking + TRACKING_PATH);
    expect(sent[0]!.url).toMatch(/\/service\/recharge\/api\.php$/);
    expect(sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': BODY_CONTENT_TYPE } });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ ...base, event: 13 });
  });

  it('is production only: off in this test build unless switched on', async () => {
    setTrackingEnabled(import.meta.env.PROD);
    expect(trackingEnabled()).toBe(false);
    await trackEvent(TRACKING_EVENTS.login, context);
    expect(sent).toHaveLength(0);
  });

  it('never throws, whether fetch throws at once or rejects', async () => {
    setTrackingFetch(() => { throw new Error('boom'); });
    await expect(trackEvent(TRACKING_EVENTS.view_recharge, context)).resolves.toBeUndefined();
    setTrackingFetch(() => Promise.reject(new TypeError('offline')));
    await expect(trackEvent(TRACKING_EVENTS.view_recharge, context)).resolves.toBeUndefined();
  });

  it('trackEventWithin gives up waiting after the limit', async () => {
    vi.useFakeTimers();
    setTrackingFetch(() => new Promise(() => {}));
    let done = false;
    void trackEventWithin(TRACKING_EVENTS.login, context, 1000).then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
