import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readReplenishBillingNo, replenish, resetReplenish, saveReplenishBillingNo, setReplenishExpired, setReplenishInfo } from './replenish.ts';
import { isReplenishAuto, isReplenishMode } from '../lib/replenish-mode.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetReplenish();
});
afterEach(() => {
  resetReplenish();
  vi.useRealTimers();
});

describe('replenish info (spec section 4)', () => {
  it('overwrites only with non-empty values', () => {
    setReplenishInfo({ game_name: 'Starfall', user_name: 'ann', amount: 9.99, currency_code: 'USD' });
    setReplenishInfo({ game_name: '', user_name: null, amount: undefined, currency_code: 'EUR' });
    expect(replenish.info).toMatchObject({ game_name: 'Starfall', user_name: 'ann', amount: 9.99, currency_code: 'EUR' });
  });

  it('keeps an amount of 0 (a number is not empty)', () => {
    setReplenishInfo({ amount: 5 });
    setReplenishInfo({ amount: 0 });
    expect(replenish.info.amount).toBe(0);
  });
});

describe('countdown (spec sections 3, 4 and 9)', () => {
  it('shows minutes and seconds as two-digit strings and ticks each second', () => {
    setReplenishInfo({ valid_time: 65 });
    expect(replenish.countdown).toEqual({ minutes: '01', seconds: '05' });
    vi.advanceTimersByTime(999);
    expect(replenish.countdown).toEqual({ minutes: '01', seconds: '05' });
    vi.advanceTimersByTime(1);
    expect(replenish.countdown).toEqual({ minutes: '01', seconds: '04' });
    vi.advanceTimersByTime(4000);
    expect(replenish.countdown).toEqual({ minutes: '01', seconds: '00' });
    vi.advanceTimersByTime(1000);
    expect(replenish.countdown).toEqual({ minutes: '00', seconds: '59' });
  });

  it('stops at 00:00 and does not go negative', () => {
    setReplenishInfo({ valid_time: 2 });
    vi.advanceTimersByTime(2000);
    expect(replenish.countdown).toEqual({ minutes: '00', seconds: '00' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(replenish.countdown).toEqual({ minutes: '00', seconds: '00' });
  });

  it.each([0, -5, 86_400, 100_000])('does not show for valid_time %s', (s) => {
    setReplenishInfo({ valid_time: s });
    expect(replenish.countdown).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([[1, '00', '01'], [86_399, '1439', '59']])('shows at the bounds: %s s', (s, m, sec) => {
    setReplenishInfo({ valid_time: s });
    expect(replenish.countdown).toEqual({ minutes: m, seconds: sec });
  });

  it('a new valid_time restarts the countdown with one timer only', () => {
    setReplenishInfo({ valid_time: 100 });
    setReplenishInfo({ valid_time: 30 });
    expect(vi.getTimerCount()).toBe(1);
    expect(replenish.countdown).toEqual({ minutes: '00', seconds: '30' });
  });

  it('the expired flag is set by the server answer and stops the countdown', () => {
    setReplenishInfo({ valid_time: 100 });
    setReplenishExpired(true);
    expect(replenish.expired).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('replenish mode from the page address (spec section 4)', () => {
  it('replenish_id switches replenish mode on; rp_client_id marks automatic replenish', () => {
    expect(isReplenishMode('?replenish_id=r1')).toBe(true);
    expect(isReplenishMode('?client_id=1')).toBe(false);
    expect(isReplenishAuto('?rp_client_id=1001')).toBe(true);
    expect(isReplenishAuto('?replenish_id=r1')).toBe(false);
  });

  it('keeps the replenish billing number in storage', () => {
    localStorage.clear();
    saveReplenishBillingNo('RB-1');
    expect(readReplenishBillingNo()).toBe('RB-1');
    expect(JSON.parse(localStorage.getItem('replenishBillingNo')!)).toEqual({ value: 'RB-1' });
  });
});
