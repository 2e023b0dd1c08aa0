/** The tracking and error-log collectors keep what they receive, for tests to read back. */
import { beforeEach, describe, expect, it } from 'vitest';
import { CODE, ERROR_LOG_PATHS, TRACKING_EVENTS, TRACKING_PATH, type Envelope, type ErrorLogBody, type PerfLogBody, type TrackingBody, type VitalsBody } from '../src/api/contract.ts';
import { control, origin } from './test-helpers.ts';

const base: TrackingBody = {
  event_id: 24, event: TRACKING_EVENTS.login, user_id: '10000001', user_name: 'player1', device_type: 'web', language: 'en',
  channel: 'web', client_id: '1001', domain_area: 'universal', extend_data: '',
};
const send = async (host: 'tracking' | 'errorLog', path: string, body: string, type = 'text/plain') =>
  ((await (await fetch(origin(host) + path, { method: 'POST', headers: { 'content-type': type }, body })).json()) as Envelope<null>);

beforeEach(() => control.reset());

describe('POST /service/recharge/api.php', () => {
  it('keeps events sent as text/plain JSON (sendBeacon) or as a form', async () => {
    expect((await send('tracking', TRACKING_PATH, JSON.stringify(base))).code).toBe(1);
    const form = new URLSearchParams(Object.entries({ ...base, event: TRACKING_EVENTS.logout }).map(([k, v]) => [k, String(v)]));
    expect((await send('tracking', TRACKING_PATH, form.toString(), 'application/x-www-form-urlencoded')).code).toBe(1);
    const got = await control.tracking();
    expect(got.map((r) => Number(r.body.event))).toEqual([3, 4]);
    expect(got.every((r) => r.problems.length === 0)).toBe(true);
  });
  it('wants the product fields from event 14 and the billing fields from event 18', async () => {
    const e14 = await send('tracking', TRACKING_PATH, JSON.stringify({ ...base, event: 14 }));
    expect(e14.code).toBe(CODE.BAD_PARAM);
    expect(e14.msg).toMatch(/product_name is missing/);
    const product = { product_name: '300 Gems', product_price: 4.99, product_type: 'gem', product_limit: false };
    expect((await send('tracking', TRACKING_PATH, JSON.stringify({ ...base, event: 14, ...product }))).code).toBe(1);
    const e18 = await send('tracking', TRACKING_PATH, JSON.stringify({ ...base, event: 18, ...product }));
    expect(e18.msg).toMatch(/channel_name is missing; billing_no is missing; billing_status is missing/);
    expect((await send('tracking', TRACKING_PATH, JSON.stringify({ ...base, event: 18, ...product, channel_name: 'PayPal', billing_no: 'B1', billing_status: 'pending' }))).code).toBe(1);
    const got = await control.tracking();
    expect(got.map((r) => r.problems.length > 0)).toEqual([true, false, true, false]);
  });
  it('refuses unknown event numbers and tracking ids', async () => {
    const r = await send('tracking', TRACKING_PATH, JSON.stringify({ ...base, event: 5, event_id: 1 }));
    expect(r.msg).toMatch(/event 5 is not a known event number; event_id 1 is not a brand's tracking id/);
  });
});

describe('the error-log beacon', () => {
  it('keeps performance and error logs; at most 10 errors a batch', async () => {
    const perf: PerfLogBody = { event_id: 24, url: 'http://127.0.0.1:5173/', timing: { load: 800 }, slow_resources: [{ name: 'x.js', duration: 12000 }] };
    const errors: ErrorLogBody = { event_id: 24, url: 'http://127.0.0.1:5173/', errors: [{ type: 'js', message: 'boom', time: 1 }] };
    expect((await send('errorLog', ERROR_LOG_PATHS.perf, JSON.stringify(perf))).code).toBe(1);
    expect((await send('errorLog', ERROR_LOG_PATHS.error, JSON.stringify(errors))).code).toBe(1);
    const eleven = { ...errors, errors: Array.from({ length: 11 }, () => errors.errors[0]) };
    expect((await send('errorLog', ERROR_LOG_PATHS.error, JSON.stringify(eleven))).code).toBe(CODE.BAD_PARAM);
    expect((await send('errorLog', ERROR_LOG_PATHS.error, JSON.stringify({ event_id: 24 }))).code).toBe(CODE.BAD_PARAM);
    const got = await control.errorLog();
    expect(got.map((r) => r.path)).toEqual([ERROR_LOG_PATHS.perf, ERROR_LOG_PATHS.error]);
    expect(got[1]!.body).toEqual(errors);
  });
  it('keeps a sampled page view\'s Web Vitals on trackLog, and refuses a body that is neither a page load nor vitals', async () => {
    const vitals: VitalsBody = {
      event_id: 24, brand: 'watt', route: '/selectGame', page_view: '0123456789abcdef', sample_rate: 0.1,
      vitals: [{ name: 'INP', value: 216, rating: 'needs-improvement', id: 'v6-1-2', navigation_type: 'navigate', target: 'fieldset.goods>label.choice' }],
    };
    expect((await send('errorLog', ERROR_LOG_PATHS.perf, JSON.stringify(vitals))).code).toBe(1);
    const refused = [{ event_id: 24, url: 'x' }, { ...vitals, vitals: [] }, { ...vitals, vitals: [{ name: 'FID', value: 3, id: 'a' }] }];
    for (const b of refused) expect((await send('errorLog', ERROR_LOG_PATHS.perf, JSON.stringify(b))).code, JSON.stringify(b)).toBe(CODE.BAD_PARAM);
    const got = await control.errorLog();
    expect(got.map((r) => r.body)).toEqual([vitals]);
  });
  it('takes larger bodies than the API, within a limit', async () => {
    const big = { event_id: 24, url: 'x', timing: {}, slow_resources: [{ name: 'r'.repeat(40_000), duration: 1 }] };
    expect((await send('errorLog', ERROR_LOG_PATHS.perf, JSON.stringify(big))).code).toBe(1);
    const huge = { ...big, slow_resources: [{ name: 'r'.repeat(70_000), duration: 1 }] };
    expect((await send('errorLog', ERROR_LOG_PATHS.perf, JSON.stringify(huge))).code).toBe(CODE.TOO_LARGE);
  });
});
