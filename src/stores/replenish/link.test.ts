import { describe, expect, it } from 'vitest';
import type { ReplenishInfo } from '../../api/contract.ts';
import { linkInfo, mergeInfo } from './link.ts';

const info: ReplenishInfo = {
  replenish_id: 'rp-1', client_id: '1001', game_name: 'Starfall', user_name: 'ann', amount: 9.99, currency_code: 'USD', valid_time: 90,
};

describe('replenish info (spec section 4)', () => {
  it('overwrites only with non-empty values', () => {
    const next = { ...info, game_name: '', user_name: '', currency_code: 'EUR', valid_time: 30 } as const;
    expect(mergeInfo(info, next)).toEqual({ ...info, currency_code: 'EUR', valid_time: 30 });
  });

  it('keeps an amount of 0 (a number is not empty)', () => {
    expect(mergeInfo(info, { ...info, amount: 0 }).amount).toBe(0);
  });

  it('takes the first info as it is', () => {
    expect(mergeInfo(null, info)).toEqual(info);
  });

  it('a link has info only where its state shows it', () => {
    expect(linkInfo({ status: 'ready', info, failedOrder: null })).toEqual(info);
    expect(linkInfo({ status: 'expired', info })).toEqual(info);
    expect(linkInfo({ status: 'settled', message: 'Paid already.' })).toBeNull();
    expect(linkInfo({ status: 'loading' })).toBeNull();
  });
});
