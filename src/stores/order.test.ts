import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_INFO_TTL_MS } from '../lib/constants.ts';
import { STORAGE_KEYS, readStored, resetStorageForTests, writeStored } from '../lib/storage.ts';
import { clearOrder, clearSavedGameInfo, emptyOrderInfo, loadOrder, order, readSavedGameInfo, setOrder } from './order.ts';

beforeEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  resetStorageForTests();
  clearOrder();
});

const full = {
  gameName: 'Starfall', clientId: '1001', area: { area_id: 1 }, server: { server_id: 7 }, realServer: 's7',
  role: { role_id: 'r1' }, goods: { display: '300 Gems', price: 4.99, typeKey: 'gem', isLimit: false }, region: 'Global',
  rechargeInfo: { name: 'PayPal', channel_id: 10201, billing_no: 'B1' }, billing_no: 'B1',
};

describe('order info (spec sections 3 and 4)', () => {
  it('starts empty: strings empty, objects empty', () => {
    expect({ ...order }).toEqual(emptyOrderInfo());
    expect(emptyOrderInfo()).toEqual({
      gameName: '', clientId: '', area: {}, server: {}, realServer: '', role: {}, goods: {}, region: '', rechargeInfo: {}, billing_no: '',
    });
  });

  it('saves every change for 7 days, with gameName and clientId also under the game-info key', () => {
    vi.useFakeTimers();
    setOrder(full);
    expect(readStored(STORAGE_KEYS.orderInfo)).toEqual(full);
    expect(readStored(STORAGE_KEYS.gameInfo)).toEqual({ gameName: 'Starfall', clientId: '1001' });
    expect(ORDER_INFO_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    vi.advanceTimersByTime(ORDER_INFO_TTL_MS);
    loadOrder();
    expect({ ...order }).toEqual(emptyOrderInfo());
    expect(readSavedGameInfo()).toBeUndefined();
  });

  it('loads the stored order at start', () => {
    writeStored(STORAGE_KEYS.orderInfo, full, 1000);
    loadOrder();
    expect({ ...order }).toEqual(full);
  });

  it('ignores stored fields of the wrong kind', () => {
    writeStored(STORAGE_KEYS.orderInfo, { gameName: 5, role: 'x', region: 'US', extra: 1 }, 1000);
    loadOrder();
    expect({ ...order }).toEqual({ ...emptyOrderInfo(), region: 'US' });
  });

  it('clear removes the stored order and game info and resets every field', () => {
    setOrder(full);
    clearOrder();
    expect({ ...order }).toEqual(emptyOrderInfo());
    expect(localStorage.getItem('paymentOrderInfo')).toBeNull();
    expect(localStorage.getItem('paymentGameInfo')).toBeNull();
  });

  it('clearing the saved game info keeps the order in memory and under its own key', () => {
    setOrder(full);
    clearSavedGameInfo();
    expect(order.gameName).toBe('Starfall');
    expect(localStorage.getItem('paymentGameInfo')).toBeNull();
    expect(readStored(STORAGE_KEYS.orderInfo)).toEqual(full);
  });
});
