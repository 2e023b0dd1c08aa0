import { describe, expect, it } from 'vitest';
import type { Vital, VitalsBody } from '../../src/api/contract.ts';
import { percentile, reportTable, summarize, vitalsBodies } from './vitals-report.ts';

const vital = (name: Vital['name'], value: number, id: string, extra: Partial<Vital> = {}): Vital =>
  ({ name, value, rating: 'good', id, navigation_type: 'navigate', ...extra });
const body = (view: string, vitals: Vital[], route = '/selectGame', brand = 'watt'): VitalsBody =>
  ({ event_id: 24, brand, route, page_view: view, sample_rate: 0.1, vitals });

describe('npm run vitals', () => {
  it('p75 is the nearest-rank 75th percentile', () => {
    expect(percentile([400, 100, 300, 200], 75)).toBe(300);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8], 75)).toBe(6);
    expect(percentile([7], 75)).toBe(7);
    expect(percentile([], 75)).toBeNull();
  });

  it('reads the sandbox\'s read-back answer, a list of bodies, and one body per line, keeping only vitals', () => {
    const b = body('a', [vital('LCP', 1000, 'l1')]);
    const timing = { event_id: 24, url: 'x', timing: {}, slow_resources: [] };
    const envelope = { code: 1, msg: 'ok', content: [{ at: 1, path: '/ptcs/collector/trackLog', body: timing }, { at: 2, path: '/ptcs/collector/trackLog', body: b }] };
    expect(vitalsBodies(JSON.stringify(envelope))).toEqual([b]);
    expect(vitalsBodies(JSON.stringify([timing, b]))).toEqual([b]);
    expect(vitalsBodies(`${JSON.stringify(b)}\n\n${JSON.stringify(timing)}\n`)).toEqual([b]);
    expect(() => vitalsBodies(`${JSON.stringify(b)}\nnot json`)).toThrow(/line 2 is not JSON/);
  });

  it('counts a metric reported again under the same id once, at its latest value, per brand and route', () => {
    const rows = summarize([
      body('a', [vital('LCP', 1000, 'l1'), vital('CLS', 0.01, 'c1')]),
      body('b', [vital('LCP', 3000, 'l2', { rating: 'poor', target: 'img.logo' })]),
      body('a', [vital('CLS', 0.3, 'c1', { rating: 'poor', target: 'footer' })]), // the same page view hidden again
      body('c', [vital('LCP', 2000, 'l3', { rating: 'needs-improvement', target: 'img.logo' }), vital('INP', 250, 'i3', { rating: 'poor', target: 'label.choice' })]),
      body('d', [vital('LCP', 900, 'l4')], '/selectGoods'),
      body('e', [vital('LCP', 5000, 'l5')], '/selectGame', 'ko'),
    ]);
    expect(rows.map((r) => `${r.brand} ${r.route} ${r.views}`)).toEqual(['ko /selectGame 1', 'watt /selectGame 3', 'watt /selectGoods 1']);
    const game = rows[1]!;
    expect(game.metrics.LCP).toEqual({ n: 3, p75: 3000 });
    expect(game.metrics.CLS).toEqual({ n: 1, p75: 0.3 });
    expect(game.metrics.INP).toEqual({ n: 1, p75: 250 });
    expect(game.metrics.TTFB).toEqual({ n: 0, p75: null });
    expect(game.causes).toEqual([
      { metric: 'LCP', target: 'img.logo', share: 1, of: 2 },
      { metric: 'INP', target: 'label.choice', share: 1, of: 1 },
      { metric: 'CLS', target: 'footer', share: 1, of: 1 },
    ]);
  });

  it('prints each p75 with its count, or beside an earlier export\'s with the ratio', () => {
    const now = summarize([body('a', [vital('LCP', 1500, 'l1'), vital('CLS', 0.05, 'c1')])]);
    const before = summarize([body('z', [vital('LCP', 2000, 'l9')])]);
    const table = reportTable(now);
    expect(table).toMatch(/watt\s+\/selectGame\s+1\s+1500 \(1\)\s+- \(0\)\s+0\.050 \(1\)/);
    expect(reportTable(now, before)).toMatch(/2000 → 1500 0\.75×/);
  });
});
