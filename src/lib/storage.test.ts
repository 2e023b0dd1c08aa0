import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STORAGE_KEYS, type StorageBackend, onStorageFallback, readStored, removeStored,
  resetStorageForTests, storageIsMemoryOnly, writeStored,
} from './storage.ts';

beforeEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  resetStorageForTests();
});

describe('expiring storage (spec sections 3 and 5)', () => {
  it('stores entries as { value, expires? } under the spec key names', () => {
    writeStored(STORAGE_KEYS.orderInfo, { gameName: 'g' }, 1000);
    writeStored(STORAGE_KEYS.domainArea, 'sea');
    const order = JSON.parse(localStorage.getItem('paymentOrderInfo')!);
    expect(order.value).toEqual({ gameName: 'g' });
    expect(typeof order.expires).toBe('number');
    expect(JSON.parse(localStorage.getItem('payment_domain_area')!)).toEqual({ value: 'sea' });
  });

  it('names every key of the spec', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(expect.arrayContaining([
      'oauth_token', 'paymentUserinfo', 'paymentOrderInfo', 'paymentGameInfo', 'paymentBakApi',
      'replenishBillingNo', 'payment_domain_area',
    ]));
  });

  it('reads a value until its expiry, then as empty, and removes it', () => {
    vi.useFakeTimers();
    writeStored(STORAGE_KEYS.token, 'tok', 60_000);
    vi.advanceTimersByTime(59_999);
    expect(readStored(STORAGE_KEYS.token)).toBe('tok');
    vi.advanceTimersByTime(1);
    expect(readStored(STORAGE_KEYS.token)).toBeUndefined();
    expect(localStorage.getItem('oauth_token')).toBeNull();
  });

  it('keeps an entry without expiry for ever', () => {
    vi.useFakeTimers();
    writeStored(STORAGE_KEYS.domainArea, 'ru');
    vi.advanceTimersByTime(10 * 365 * 24 * 3600 * 1000);
    expect(readStored(STORAGE_KEYS.domainArea)).toBe('ru');
  });

  it.each([
    ['unreadable JSON', '{not json'],
    ['a bare value written by older code', '"plain"'],
    ['an object without value', '{"expires": 99999999999999}'],
    ['a non-numeric expiry', '{"value": 1, "expires": "soon"}'],
  ])('reads %s as empty and removes it', (_name, raw) => {
    localStorage.setItem('paymentUserinfo', raw);
    expect(readStored(STORAGE_KEYS.userInfo)).toBeUndefined();
    expect(localStorage.getItem('paymentUserinfo')).toBeNull();
  });

  it('reads a value of the wrong shape as empty when a validator is given', () => {
    writeStored(STORAGE_KEYS.token, 42);
    expect(readStored(STORAGE_KEYS.token, (v): v is string => typeof v === 'string')).toBeUndefined();
    expect(localStorage.getItem('oauth_token')).toBeNull();
  });

  it('removes an entry', () => {
    writeStored(STORAGE_KEYS.replenishBillingNo, 'B1');
    removeStored(STORAGE_KEYS.replenishBillingNo);
    expect(readStored(STORAGE_KEYS.replenishBillingNo)).toBeUndefined();
  });
});

describe('when browser storage is unavailable (spec section 5: cookies blocked, private mode)', () => {
  const throwing: StorageBackend = {
    getItem: () => { throw new DOMException('denied', 'SecurityError'); },
    setItem: () => { throw new DOMException('denied', 'SecurityError'); },
    removeItem: () => { throw new DOMException('denied', 'SecurityError'); },
  };

  it('keeps working in memory and tells the listeners once', () => {
    resetStorageForTests(throwing);
    const seen = vi.fn();
    const off = onStorageFallback(seen);
    writeStored(STORAGE_KEYS.token, 'tok');
    expect(readStored(STORAGE_KEYS.token)).toBe('tok');
    expect(storageIsMemoryOnly()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    off();
  });

  it('falls back when a write fails later (quota exceeded) and keeps the value', () => {
    let full = false;
    const quota: StorageBackend = {
      getItem: (k) => localStorage.getItem(k),
      setItem: (k, v) => { if (full) throw new DOMException('full', 'QuotaExceededError'); localStorage.setItem(k, v); },
      removeItem: (k) => localStorage.removeItem(k),
    };
    resetStorageForTests(quota);
    const seen = vi.fn();
    onStorageFallback(seen);
    expect(storageIsMemoryOnly()).toBe(false);
    full = true;
    writeStored(STORAGE_KEYS.orderInfo, { big: true });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(readStored(STORAGE_KEYS.orderInfo)).toEqual({ big: true });
  });

  it('uses memory when there is no localStorage at all (plain Node)', () => {
    const ls = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
    try {
      resetStorageForTests();
      writeStored(STORAGE_KEYS.domainArea, 'kr');
      expect(readStored(STORAGE_KEYS.domainArea)).toBe('kr');
      expect(storageIsMemoryOnly()).toBe(true);
    } finally {
      if (ls) Object.defineProperty(globalThis, 'localStorage', ls);
    }
  });
});
