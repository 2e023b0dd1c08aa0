import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeFor, replenishCountdown, resetCountdown, startCountdown } from './countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetCountdown();
});
afterEach(() => {
  resetCountdown();
  vi.useRealTimers();
});

describe('countdown (spec sections 3, 4 and 9)', () => {
  it('shows minutes and seconds as two-digit strings and ticks each second', () => {
    startCountdown(65);
    expect(replenishCountdown.left).toEqual({ minutes: '01', seconds: '05' });
    vi.advanceTimersByTime(999);
    expect(replenishCountdown.left).toEqual({ minutes: '01', seconds: '05' });
    vi.advanceTimersByTime(1);
    expect(replenishCountdown.left).toEqual({ minutes: '01', seconds: '04' });
    vi.advanceTimersByTime(4000);
    expect(replenishCountdown.left).toEqual({ minutes: '01', seconds: '00' });
    vi.advanceTimersByTime(1000);
    expect(replenishCountdown.left).toEqual({ minutes: '00', seconds: '59' });
  });

  it('stops at 00:00 and does not go negative (with no link open, nothing is asked)', () => {
    startCountdown(2);
    vi.advanceTimersByTime(2000);
    expect(replenishCountdown.left).toEqual({ minutes: '00', seconds: '00' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(replenishCountdown.left).toEqual({ minutes: '00', seconds: '00' });
  });

  it.each([0, -5, 86_400, 100_000])('does not show for valid_time %s', (s) => {
    startCountdown(s);
    expect(replenishCountdown.left).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([[1, '00', '01'], [86_399, '1439', '59']])('shows at the bounds: %s s', (s, m, sec) => {
    startCountdown(s);
    expect(replenishCountdown.left).toEqual({ minutes: m, seconds: sec });
  });

  it('a new valid_time restarts the countdown with one timer only', () => {
    startCountdown(100);
    startCountdown(30);
    expect(vi.getTimerCount()).toBe(1);
    expect(replenishCountdown.left).toEqual({ minutes: '00', seconds: '30' });
  });

  it('counts from a deadline, so a tab whose timers were held back shows the time truly left', () => {
    startCountdown(90);
    vi.setSystemTime(Date.now() + 30_000); // the clock moves on, no tick fires
    vi.advanceTimersByTime(1000);
    expect(replenishCountdown.left).toEqual({ minutes: '00', seconds: '59' });
  });
});

describe('what a screen reader is told (issue 17): a minute left, ten seconds left; never every second', () => {
  it('says each moment once, as the countdown passes it', () => {
    startCountdown(75);
    const said: string[] = [];
    for (let s = 0; s < 75; s++) {
      vi.advanceTimersByTime(1000);
      if (replenishCountdown.notice && said.at(-1) !== replenishCountdown.notice) said.push(replenishCountdown.notice);
    }
    expect(said).toEqual(['minute', 'tenSeconds']);
  });

  it('says nothing for a moment already behind when the countdown starts, and passes over a jump (a throttled tab)', () => {
    startCountdown(30);
    vi.advanceTimersByTime(5000);
    expect(replenishCountdown.notice).toBe('');
    expect(noticeFor(70, 5)).toBe('tenSeconds'); // a held-back tab woke up late: the latest moment only
    expect(noticeFor(61, 60)).toBe('minute');
    expect(noticeFor(60, 59)).toBeNull();
    expect(noticeFor(1, 0)).toBeNull(); // 00:00: the page's next state says itself
  });
});
