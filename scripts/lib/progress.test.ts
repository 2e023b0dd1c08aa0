// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { progress, progressLine } from './progress.ts';

describe('progress of a long run', () => {
  it('says how much is done of all, the time since the start and the time left at the pace so far', () => {
    expect(progressLine('visual diff:', 'states', 30, 120, 60_000)).toBe('visual diff: 30/120 states · 1:00 elapsed · ~3:00 left');
    expect(progressLine('build:', 'brands', 13, 13, 95_000)).toBe('build: 13/13 brands · 1:35 elapsed');
  });

  it('counts what each tick adds, on the clock it is given', () => {
    let t = 0;
    const lines: string[] = [];
    const p = progress('build:', 'brands', 4, (l) => lines.push(l), () => t);
    t = 2_000; p.tick(1, 'watt');
    t = 4_000; p.tick(2);
    expect(lines).toEqual(['build: 1/4 brands · 0:02 elapsed · ~0:06 left · watt', 'build: 3/4 brands · 0:04 elapsed · ~0:01 left']);
    expect(p.done).toBe(3);
  });
});
