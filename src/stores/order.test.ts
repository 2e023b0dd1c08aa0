import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Goods } from '../api/contract.ts';
import { ORDER_INFO_TTL_MS } from '../lib/constants.ts';
import { STORAGE_KEYS, readStored, resetStorageForTests, writeStored } from '../lib/storage.ts';
import { clearOrder, clearSavedGameInfo, emptyPurchaseDraft, loadOrder, order, setOrder, type PurchaseDraft } from './order.ts';
import { clearSession, setSession } from './session.ts';

beforeEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  resetStorageForTests();
  clearSession();
  clearOrder();
});

const goods: Goods = {
  goods_id: 11, display: '300 Gems', value: 300, price: 4.99, currency: 'USD', typeKey: 'gem', isLimit: false,
  description: '', limit: null, unpaid: null,
};
const full: PurchaseDraft = {
  gameName: 'Starfall', clientId: '1001', area: { area_id: 1, area_name: 'Asia' },
  server: { server_id: 7, server_name: 'S7', area_id: 1, real_server: 's7' }, realServer: 's7',
  role: { role_id: 'r1', role_name: 'Ann', level: 30, server_id: 7 }, goods, region: 'Global',
  rechargeInfo: { name: 'PayPal', channel_id: 10201, billing_no: 'B1' }, billing_no: 'B1',
};

describe('order info (spec sections 3 and 4)', () => {
  it('starts empty: strings empty, nothing chosen', () => {
    expect({ ...order }).toEqual(emptyPurchaseDraft());
    expect(emptyPurchaseDraft()).toEqual({
      gameName: '', clientId: '', area: null, server: null, realServer: '', role: null, goods: null, region: '', rechargeInfo: null, billing_no: '',
    });
  });

  it('saves every change for 7 days, with gameName and clientId also under the game-info key', () => {
    vi.useFakeTimers();
    setOrder(full);
    expect(readStored(STORAGE_KEYS.orderInfo)).toEqual({ ...full, owner: '' });
    expect(readStored(STORAGE_KEYS.gameInfo)).toEqual({ gameName: 'Starfall', clientId: '1001' });
    expect(ORDER_INFO_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    vi.advanceTimersByTime(ORDER_INFO_TTL_MS);
    loadOrder();
    expect({ ...order }).toEqual(emptyPurchaseDraft());
    expect(readStored(STORAGE_KEYS.gameInfo)).toBeUndefined();
  });

  it('loads the stored order at start', () => {
    writeStored(STORAGE_KEYS.orderInfo, full, 1000);
    loadOrder();
    expect({ ...order }).toEqual(full);
  });

  it('ignores stored fields of the wrong kind', () => {
    writeStored(STORAGE_KEYS.orderInfo, { gameName: 5, role: 'x', server: [7], region: 'US', extra: 1 }, 1000);
    loadOrder();
    expect({ ...order }).toEqual({ ...emptyPurchaseDraft(), region: 'US' });
  });

  it('reads an order stored by an older version, where {} meant "not chosen", as nothing chosen', () => {
    const older = {
      gameName: 'Starfall', clientId: '1001', area: { area_id: 1, area_name: 'Asia' }, server: {}, realServer: '', role: {},
      goods: {}, region: '', rechargeInfo: {}, billing_no: '',
    };
    writeStored(STORAGE_KEYS.orderInfo, older, 1000);
    loadOrder();
    expect({ ...order }).toEqual({ ...emptyPurchaseDraft(), gameName: 'Starfall', clientId: '1001', area: { area_id: 1, area_name: 'Asia' } });
  });

  it('clear removes the stored order and game info and resets every field', () => {
    setOrder(full);
    clearOrder();
    expect({ ...order }).toEqual(emptyPurchaseDraft());
    expect(localStorage.getItem('paymentOrderInfo')).toBeNull();
    expect(localStorage.getItem('paymentGameInfo')).toBeNull();
  });

  it('clearing the saved game info keeps the order in memory and under its own key', () => {
    setOrder(full);
    clearSavedGameInfo();
    expect(order.gameName).toBe('Starfall');
    expect(localStorage.getItem('paymentGameInfo')).toBeNull();
    expect(readStored(STORAGE_KEYS.orderInfo)).toEqual({ ...full, owner: '' });
  });

  describe('order info per user (spec section 3)', () => {
    it('is saved with the logged-in account that changed it', () => {
      setSession('tok-a', { suid: '100', username: 'ann' });
      setOrder(full);
      expect(readStored<{ owner: string }>(STORAGE_KEYS.orderInfo)?.owner).toBe('100');
    });

    it('another account\'s login does not inherit it; its own account gets it back', () => {
      setSession('tok-a', { suid: '100', username: 'ann' });
      setOrder(full);
      clearSession();
      setSession('tok-b', { suid: '200', username: 'bob' });
      loadOrder(); // the page the login reloads
      expect({ ...order }).toEqual(emptyPurchaseDraft());
      clearSession();
      setSession('tok-a2', { suid: '100', username: 'ann' });
      loadOrder();
      expect(order.goods?.goods_id).toBe(11);
    });

    it('what a visitor chose before logging in carries into the login, and is then the player\'s', () => {
      setOrder({ gameName: 'Starfall', clientId: '1001' });
      setSession('tok-b', { suid: '200', username: 'bob' });
      loadOrder();
      expect(order.clientId).toBe('1001');
      setOrder({ region: 'Global' });
      expect(readStored<{ owner: string }>(STORAGE_KEYS.orderInfo)?.owner).toBe('200');
    });

    it('logged out, the order stays its player\'s: changes made meanwhile do not hand it to the next login', () => {
      setSession('tok-a', { suid: '100', username: 'ann' });
      setOrder(full);
      clearSession();
      setOrder({ region: 'US' });
      setSession('tok-b', { suid: '200', username: 'bob' });
      loadOrder();
      expect(order.clientId).toBe('');
    });
  });
});
