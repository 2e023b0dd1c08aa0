/**
 * The bodies trackEvent, the beacon and the vitals build are the ones the sandbox's collectors accept
 * (contract.ts TrackingBody, ErrorLogBody, PerfLogBody, VitalsBody): sent for real, read back through
 * the control port with no problems listed.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { control } from '../../sandbox/test-helpers.ts';
import { ERROR_LOG_PATHS, TRACKING_EVENTS } from '../api/contract.ts';
import { reportError, reportPerformance, resetBeaconForTests } from './beacon.ts';
import brand from 'virtual:brand';
import { postJson, setTrackingEnabled } from './send.ts';
import { vitalsBody } from './vitals.ts';
import { trackEvent } from './track.ts';
import type { TrackingContext } from './tracking-body.ts';

const context: TrackingContext = {
  user: { suid: '10000001', username: 'player1' },
  language: 'en',
  area: 'universal',
  order: {
    clientId: '1001',
    goods: { display: '300 Gems', price: 4.99, typeKey: 'gem', isLimit: false },
    rechargeInfo: { name: 'PayPal', billing_no: '' },
    billing_no: 'B1',
  },
};

beforeEach(async () => {
  await control.reset();
  setTrackingEnabled(true);
});

afterEach(() => {
  setTrackingEnabled(false);
});

it('the collector accepts events 3, 13, 14 and 18 as trackEvent sends them', async () => {
  await trackEvent(TRACKING_EVENTS.login, context);
  await trackEvent(TRACKING_EVENTS.click_goodsExclamation, context);
  await trackEvent(TRACKING_EVENTS.click_goodsNextButton, context);
  await trackEvent(TRACKING_EVENTS.click_recharge_nexButton, context, { billing_status: 'pending' });
  const got = await control.tracking();
  expect(got.map((r) => Number(r.body.event))).toEqual([3, 13, 14, 18]);
  expect(got.map((r) => r.problems)).toEqual([[], [], [], []]);
  expect(got[3]!.body).toMatchObject({ user_name: 'player1', product_name: '300 Gems', channel_name: 'PayPal', billing_no: 'B1' });
});

it('the error-log collector accepts the beacon\'s error and performance bodies', async () => {
  resetBeaconForTests();
  reportError({ type: 'js', message: 'TypeError: boom' });
  await reportPerformance([{ name: 'big.js', duration: 12_000 }], undefined);
  // The error post is fire-and-forget: poll the collector for up to 2 s.
  let got = await control.errorLog();
  for (let i = 0; i < 20 && got.length < 2; i++) {
    await new Promise((r) => setTimeout(r, 100));
    got = await control.errorLog();
  }
  expect(got.map((r) => r.path).sort()).toEqual([ERROR_LOG_PATHS.error, ERROR_LOG_PATHS.perf].sort());
});

it('the error-log collector keeps a Web Vitals body as vitals.ts builds it, on trackLog beside the page load\'s', async () => {
  const body = vitalsBody({ route: '/selectGoods', pageView: '0123456789abcdef', sampleRate: 0.1 }, [
    { name: 'LCP', value: 1834.6, rating: 'needs-improvement', id: 'v6-1-1', navigationType: 'navigate', attribution: { target: '#main>ul.games>li.card>img' } },
    { name: 'CLS', value: 0, rating: 'good', id: 'v6-1-2', navigationType: 'navigate', attribution: {} },
  ] as never);
  await postJson(brand.hosts.errorLog + ERROR_LOG_PATHS.perf, body);
  const got = await control.errorLog();
  expect(got).toHaveLength(1);
  expect(got[0]).toMatchObject({ path: ERROR_LOG_PATHS.perf, body });
});
