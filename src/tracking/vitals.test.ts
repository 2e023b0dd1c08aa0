import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import brand from 'virtual:brand';
import vitalsSampleRate from 'virtual:brand/vitalsSampleRate';
import type { VitalsBody } from '../api/contract.ts';
import { setTrackingEnabled, setTrackingFetch } from './send.ts';

// web-vitals itself needs a real browser (e2e/vitals.e2e.test.ts runs it): here its five
// functions hand their callbacks to the test, which plays the browser's reports.
const callbacks = vi.hoisted(() => new Map<string, (m: unknown) => void>());
vi.mock('web-vitals/attribution', () => Object.fromEntries(['onLCP', 'onINP', 'onCLS', 'onFCP', 'onTTFB']
  .map((f) => [f, (cb: (m: unknown) => void) => { callbacks.set(f.slice(2), cb); }])));

const { startVitals, vitalOf, vitalsBody } = await import('./vitals.ts');
const { routePattern } = await import('../routes.ts');
const { isSampled, startVitalsIfSampled } = await import('./vitals-sampling.ts');

const sent: { url: string; body: VitalsBody }[] = [];
beforeEach(() => {
  sent.length = 0;
  callbacks.clear();
  setTrackingEnabled(true);
  setTrackingFetch(async (url, init) => { sent.push({ url, body: JSON.parse(String(init.body)) as VitalsBody }); });
});
afterEach(() => {
  setTrackingEnabled(false);
  setTrackingFetch(null);
  vi.restoreAllMocks();
});

const lcp = { name: 'LCP', value: 1834.6, rating: 'needs-improvement', id: 'v5-1-lcp', navigationType: 'navigate', attribution: { target: '#main>ul.games>li.card>img' } } as const;
const inp = { name: 'INP', value: 216.4, rating: 'needs-improvement', id: 'v5-2-inp', navigationType: 'navigate', attribution: { interactionTarget: 'fieldset.goods>label.choice' } } as const;
const cls = { name: 'CLS', value: 0.123456, rating: 'needs-improvement', id: 'v5-3-cls', navigationType: 'navigate', attribution: { largestShiftTarget: 'footer' } } as const;
const fcp = { name: 'FCP', value: 900.2, rating: 'good', id: 'v5-4-fcp', navigationType: 'reload', attribution: {} } as const;
const ttfb = { name: 'TTFB', value: 120.5, rating: 'good', id: 'v5-5-ttfb', navigationType: 'reload', attribution: {} } as const;

const hide = (state: 'hidden' | 'visible' = 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('sampling (brand file vitalsSampleRate)', () => {
  it('takes a page view when the roll is below the rate, never at rate 0, always at rate 1', () => {
    expect(isSampled(0.25, () => 0.2499)).toBe(true);
    expect(isSampled(0.25, () => 0.25)).toBe(false);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.9999)).toBe(true);
  });
  it('about the rate\'s share of page views, over many rolls of the platform\'s random', () => {
    const n = 20_000;
    let yes = 0;
    for (let i = 0; i < n; i++) if (isSampled(0.1)) yes++;
    expect(yes / n).toBeGreaterThan(0.08);
    expect(yes / n).toBeLessThan(0.12);
  });
  it('bakes the schema\'s default (0.1) for a brand file that does not set it', () => {
    expect(vitalsSampleRate).toBe(0.1);
  });
  it('a page view outside the sample loads no measuring code and sends nothing', async () => {
    await startVitalsIfSampled(window, 0.1, () => 0.5);
    expect(callbacks.size).toBe(0);
  });
  it('a sampled page view starts all five measurements', async () => {
    await startVitalsIfSampled(window, 0.1, () => 0.05);
    expect([...callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  });
});

describe('the vitals body (contract VitalsBody)', () => {
  it('names what caused each metric: the LCP element, the interaction\'s target, the largest shift', () => {
    expect(vitalOf(lcp)).toEqual({ name: 'LCP', value: 1835, rating: 'needs-improvement', id: 'v5-1-lcp', navigation_type: 'navigate', target: '#main>ul.games>li.card>img' });
    expect(vitalOf(inp).target).toBe('fieldset.goods>label.choice');
    expect(vitalOf(cls)).toMatchObject({ value: 0.1235, target: 'footer' });
    expect(vitalOf(fcp)).toEqual({ name: 'FCP', value: 900, rating: 'good', id: 'v5-4-fcp', navigation_type: 'reload' });
    expect(vitalOf({ ...lcp, attribution: { target: 'x'.repeat(300) } }).target).toHaveLength(100);
    // An LCP image removed from the page before web-vitals loaded: its file names it.
    expect(vitalOf({ ...lcp, attribution: { url: 'https://api.watt-games.example/logo/1001.png?token=a/b' } }).target).toBe('img[src$="1001.png"]');
    // One painted from the bytes step 1 kept: named as such, not by the tail of its bytes.
    expect(vitalOf({ ...lcp, attribution: { url: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0i' } }).target).toBe('img[src^="data:"]');
    expect(vitalOf({ ...lcp, attribution: {} }).target).toBeUndefined();
  });
  it('carries the brand, the route it was loaded on, the page view and the rate', () => {
    const body = vitalsBody({ route: '/selectGoods', pageView: '0123456789abcdef', sampleRate: 0.1 }, [lcp, ttfb]);
    expect(body).toEqual({
      event_id: brand.trackingEventId, brand: 'watt', route: '/selectGoods', page_view: '0123456789abcdef', sample_rate: 0.1,
      vitals: [vitalOf(lcp), vitalOf(ttfb)],
    });
  });
  it('labels a route as the route table writes it, never with the address\'s own parts', () => {
    expect(routePattern('/recharge')).toBe('/recharge');
    expect(routePattern('/@starfall')).toBe('/@{code}');
    expect(routePattern('/no/such/page')).toBe('*');
  });
});

describe('sending', () => {
  it('sends the queued metrics to trackLog when the page is hidden, then only what changed', async () => {
    startVitals(window, 0.5);
    for (const m of [ttfb, fcp, lcp]) callbacks.get(m.name)!(m);
    expect(sent).toHaveLength(0); // nothing leaves while the player is on the page
    callbacks.get('CLS')!(cls);
    callbacks.get('INP')!(inp);
    hide();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(brand.hosts.errorLog + '/ptcs/collector/trackLog');
    expect(sent[0]!.body).toMatchObject({ brand: 'watt', sample_rate: 0.5, route: expect.any(String) });
    expect(sent[0]!.body.page_view).toMatch(/^[0-9a-f]{16}$/);
    expect(sent[0]!.body.vitals.map((v) => v.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    // Back, a larger shift, hidden again: CLS again under the same id, nothing else.
    hide('visible');
    callbacks.get('CLS')!({ ...cls, value: 0.2 });
    hide();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body.vitals).toEqual([{ ...vitalOf(cls), value: 0.2 }]);
    expect(sent[1]!.body.page_view).toBe(sent[0]!.body.page_view);
    hide('visible');
    hide();
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).toHaveLength(2);
  });
});
