import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import brand from 'virtual:brand';
import type { ErrorLogBody, PerfLogBody } from '../api/contract.ts';
import { installBeacon, reportError, reportPerformance, resetBeaconForTests, slowResources } from './beacon.ts';
import { setTrackingEnabled, setTrackingFetch } from './send.ts';

const sent: { url: string; body: unknown }[] = [];
const errorsSent = () => sent.filter((s) => s.url === brand.hosts.errorLog + '/ptcs/collector/errorLog')
  .flatMap((s) => (s.body as ErrorLogBody).errors);

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  setTrackingEnabled(true);
  setTrackingFetch(async (url, init) => { sent.push({ url, body: JSON.parse(String(init.body)) }); });
  resetBeaconForTests();
});
afterEach(() => {
  setTrackingEnabled(false);
  setTrackingFetch(null);
  vi.useRealTimers();
});

describe('error beacon (spec sections 7 and 9)', () => {
  it('holds resource and API errors until 3 s after page start, then sends them together', async () => {
    reportError({ type: 'api', message: 'GET /x: network error', source: '/x' });
    await vi.advanceTimersByTimeAsync(1000);
    reportError({ type: 'resource', message: 'failed to load <img>', source: 'https://cdn/x.png' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as ErrorLogBody;
    expect(sent[0]!.url).toBe(brand.hosts.errorLog + '/ptcs/collector/errorLog');
    expect(body.event_id).toBe(brand.trackingEventId);
    expect(body.errors.map((e) => e.type)).toEqual(['api', 'resource']);
    expect(body.errors[0]).toMatchObject({ message: 'GET /x: network error', source: '/x' });
  });

  it('sends resource and API errors at once after the first 3 s', async () => {
    await vi.advanceTimersByTimeAsync(3000);
    reportError({ type: 'api', message: 'late' });
    await vi.advanceTimersByTimeAsync(0);
    expect(errorsSent()).toHaveLength(1);
  });

  it('sends script errors at once', async () => {
    reportError({ type: 'js', message: 'TypeError: x is undefined' });
    await vi.advanceTimersByTimeAsync(0);
    expect(errorsSent()).toHaveLength(1);
  });

  it('keeps at most 10 errors per page', async () => {
    for (let i = 0; i < 15; i++) reportError({ type: 'js', message: `e${i}` });
    for (let i = 0; i < 5; i++) reportError({ type: 'api', message: `a${i}` });
    await vi.advanceTimersByTimeAsync(5000);
    expect(errorsSent().map((e) => e.message)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9']);
  });

  it('never throws, even when sending fails', async () => {
    setTrackingFetch(() => { throw new Error('blocked'); });
    expect(() => reportError({ type: 'js', message: 'x' })).not.toThrow();
    await expect(reportPerformance([], undefined)).resolves.toBeUndefined();
  });

  it('reports a failed image from the error event in the capture phase', async () => {
    const off = installBeacon(window, [], async () => {});
    await vi.advanceTimersByTimeAsync(3000);
    const img = document.createElement('img');
    img.src = 'https://cdn.example/missing.png';
    document.body.appendChild(img);
    img.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(errorsSent()).toContainEqual(expect.objectContaining({ type: 'resource', source: 'https://cdn.example/missing.png' }));
    off();
    img.remove();
  });
});

describe('performance beacon (spec section 9)', () => {
  it('lists at most 10 resources slower than 10,000 ms, slowest first', () => {
    const entries = [
      { name: 'fast', duration: 10_000 },
      ...Array.from({ length: 12 }, (_, i) => ({ name: `slow${i}`, duration: 10_001 + i })),
    ];
    const slow = slowResources(entries);
    expect(slow).toHaveLength(10);
    expect(slow[0]).toEqual({ name: 'slow11', duration: 10_012 });
    expect(slow.some((s) => s.name === 'fast')).toBe(false);
  });

  it('posts timings and slow resources to trackLog', async () => {
    await reportPerformance([{ name: 'big.js', duration: 12_000 }], undefined);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(brand.hosts.errorLog + '/ptcs/collector/trackLog');
    const body = sent[0]!.body as PerfLogBody;
    expect(body).toMatchObject({ event_id: brand.trackingEventId, timing: {}, slow_resources: [{ name: 'big.js', duration: 12_000 }] });
  });
});
