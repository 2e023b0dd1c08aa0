import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Goods } from '../api/contract.ts';
import { setPage } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';
import { confirmGoods, openGoodsStep, showGoodsDetails } from './goods-choice.ts';
import { setOrder } from './order.ts';
import { closePopup, ui } from './ui.ts';

const gems: Goods = {
  goods_id: 11, display: '300 Gems', value: 300, price: 4.99, currency: 'USD', typeKey: 'gem', isLimit: false,
  description: 'Gems for the shop.', limit: null, unpaid: null,
};
let events: { event: number; product_name?: string }[];

beforeEach(() => {
  resetStoresForTests();
  closePopup(false);
  setPage('https://pay.watt-games.example/selectGoods');
  setOrder({
    gameName: 'Starfall', clientId: '1001',
    server: { server_id: 101, server_name: 'East 1', area_id: 1, real_server: '101' },
    role: { role_id: '10101', role_name: 'Aria', level: 30, server_id: 101 },
  });
  events = [];
  setTrackingFetch(async (_url, init) => { events.push(JSON.parse(String(init.body))); });
  setTrackingEnabled(true);
});
afterEach(() => {
  setTrackingEnabled(false);
  setTrackingFetch(null);
});

describe('step 2 (spec section 2)', () => {
  it('opened without a game, it is step 1\'s turn', () => {
    setOrder({ clientId: '', gameName: '' });
    openGoodsStep();
    expect(window.location.pathname).toBe('/selectGame');
  });

  it('Next goes on only with an item that can be bought: event 14 with its product fields, then /recharge', async () => {
    setOrder({ goods: { ...gems, unpaid: { billing_no: 'B0', pay_url: 'https://pay.example/x' } } });
    confirmGoods();
    expect(window.location.pathname).toBe('/selectGoods');
    setOrder({ goods: gems });
    confirmGoods();
    expect(window.location.pathname).toBe('/recharge');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ event: 14, product_name: '300 Gems' });
  });

  it('an item\'s details: event 13 with that item\'s fields, and its description in the popup', async () => {
    showGoodsDetails(gems);
    expect(ui.popup).toMatchObject({ title: { text: '300 Gems' }, content: { text: 'Gems for the shop.' }, closeOnOverlay: true });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ event: 13 });
  });
});
