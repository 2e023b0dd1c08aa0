import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPage } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';
import { confirmGame, pickGame } from './game-choice.ts';
import { order, setOrder } from './order.ts';
import { closePopup, ui } from './ui.ts';

const server = { server_id: 101, server_name: 'East 1', area_id: 1, real_server: '101' };
const starfall = { client_id: '1001', name: 'Starfall' };
const moonrise = { client_id: '1002', name: 'Moonrise' };
let events: { event: number; client_id: string }[];

beforeEach(() => {
  resetStoresForTests();
  closePopup(false);
  setPage('https://pay.watt-games.example/selectGame');
  events = [];
  setTrackingFetch(async (_url, init) => { events.push(JSON.parse(String(init.body))); });
  setTrackingEnabled(true);
});
afterEach(() => {
  setTrackingEnabled(false);
  setTrackingFetch(null);
});

describe('step 1 (spec section 2)', () => {
  it('picking a game with nothing under way chooses it at once', async () => {
    await pickGame(starfall);
    expect(order).toMatchObject({ clientId: '1001', gameName: 'Starfall' });
    expect(ui.popup).toBeNull();
  });

  it('picking another game while a purchase is under way asks first; cancelling keeps the purchase', async () => {
    setOrder({ gameName: 'Starfall', clientId: '1001', server });
    const picking = pickGame(moonrise);
    expect(ui.popup).toMatchObject({ content: { key: 'game.changeConfirm' }, cancelLabel: { key: 'common.cancel' } });
    closePopup(false);
    await picking;
    expect(order).toMatchObject({ clientId: '1001', server });
  });

  it('confirming the change chooses the new game with nothing chosen for it', async () => {
    setOrder({ gameName: 'Starfall', clientId: '1001', server });
    const picking = pickGame(moonrise);
    closePopup(true);
    await picking;
    expect(order).toMatchObject({ clientId: '1002', gameName: 'Moonrise', server: null, role: null, goods: null });
  });

  it('Next sends event 8 for the chosen game and goes to /selectGoods', async () => {
    await pickGame(starfall);
    confirmGame();
    expect(window.location.pathname).toBe('/selectGoods');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ event: 8, client_id: '1001' });
  });
});
