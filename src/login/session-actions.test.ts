import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { setReload } from '../lib/reload.ts';
import { STORAGE_KEYS, readStored } from '../lib/storage.ts';
import { order, setOrder } from '../stores/order.ts';
import { session, setSession } from '../stores/session.ts';
import { returnAfterLogin } from '../stores/login-return.ts';
import { closeLoginPopup, openLoginPopup, setAccountMenuOpen, ui } from '../stores/ui.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';
import { completeLogin, logout } from './session-actions.ts';

let events: { event: number; user_name: string }[];
let reloads: string[];
let restoreReload: () => void;
let trackingHangs: boolean;

function setPage(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
  events = [];
  reloads = [];
  trackingHangs = false;
  setTrackingEnabled(true);
  setTrackingFetch((_url, init) => {
    events.push(JSON.parse(String(init.body)));
    return trackingHangs ? new Promise(() => {}) : Promise.resolve();
  });
  restoreReload = setReload(() => { reloads.push(window.location.pathname + window.location.search); });
  setPage('https://pay.watt-games.example/selectGoods');
});

afterEach(() => {
  restoreReload();
  setTrackingEnabled(false);
  setTrackingFetch(null);
  vi.useRealTimers();
});

const answer = { oauth_token: 'tok-9', suid: '9', username: 'bob', real_name_status: 0 as const, years: 0, real_name: '', platform_token: '', expires_in: 3600 };

describe('login success (spec section 4)', () => {
  it('clears saved game info, stores the session, tracks the login, closes the popup and reloads', async () => {
    setOrder({ gameName: 'Starfall', clientId: '1001' });
    openLoginPopup();
    await completeLogin(answer);
    expect(readStored(STORAGE_KEYS.gameInfo)).toBeUndefined();
    expect(session.token).toBe('tok-9');
    expect(readStored(STORAGE_KEYS.token)).toBe('tok-9');
    expect(session.userInfo.username).toBe('bob');
    expect(events).toEqual([expect.objectContaining({ event: 3, user_name: 'bob' })]);
    expect(ui.loginPopupOpen).toBe(false);
    expect(reloads).toEqual(['/selectGoods']);
  });

  it('waits for the login event at most 1 s, then reloads anyway', async () => {
    trackingHangs = true;
    openLoginPopup();
    let done = false;
    void completeLogin(answer).then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(999);
    expect(reloads).toHaveLength(0);
    expect(ui.loginPopupOpen).toBe(true); // closes only after the wait
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(ui.loginPopupOpen).toBe(false);
    expect(reloads).toHaveLength(1);
  });

  it('in automatic replenish mode routes to /replenishGoods with the replenish_id, then reloads', async () => {
    setPage('https://pay.watt-games.example/replenishGoods?rp_client_id=1001');
    await completeLogin(answer, { replenishId: 'RP-42' });
    expect(reloads).toEqual(['/replenishGoods?replenish_id=RP-42&rp_client_id=1001']);
  });
});

describe('an expired session, then a login (issue 17: back to where the player was)', () => {
  it('the login from the popup the expiry opened goes back to the page the session ran out on', async () => {
    setPage('https://pay.watt-games.example/selectGame'); // where -600 sent the player
    openLoginPopup();
    returnAfterLogin('/recharge?from=x');
    await completeLogin(answer);
    expect(reloads).toEqual(['/recharge?from=x']);
  });

  it('once only, and not after the player closed that popup without logging in', async () => {
    setPage('https://pay.watt-games.example/selectGame');
    openLoginPopup();
    returnAfterLogin('/recharge');
    closeLoginPopup();
    await Promise.resolve(); // valtio tells its subscribers after the change
    openLoginPopup();
    await completeLogin(answer);
    expect(reloads).toEqual(['/selectGame']);
  });
});

describe('logout (spec section 4)', () => {
  it('tracks the logout naming the player, then clears saved game info and session and closes popups', async () => {
    setSession('tok', { username: 'ann', suid: '5' });
    setOrder({ gameName: 'Starfall', clientId: '1001' });
    openLoginPopup();
    setAccountMenuOpen(true);
    logout();
    expect(session.token).toBe('');
    expect(readStored(STORAGE_KEYS.token)).toBeUndefined();
    expect(readStored(STORAGE_KEYS.gameInfo)).toBeUndefined();
    expect(ui.loginPopupOpen).toBe(false);
    expect(ui.accountMenuOpen).toBe(false);
    // The event leaves once its sender's chunk is in, and still names the player.
    await vi.waitFor(() => expect(events).toEqual([expect.objectContaining({ event: 4, user_name: 'ann' })]));
  });

  it('goes to /selectGoods when a game was chosen', () => {
    setSession('tok', {});
    setOrder({ gameName: 'Starfall' });
    logout();
    expect(window.location.pathname).toBe('/selectGoods');
    expect(order.gameName).toBe('Starfall');
  });

  it('goes to / when no game was chosen', () => {
    setSession('tok', {});
    logout();
    expect(window.location.pathname).toBe('/');
  });

  it('in replenishment mode goes to /replenishGoods with rp_client_id', () => {
    setPage('https://pay.watt-games.example/replenishGoods?replenish_id=RP-1&rp_client_id=1001');
    setSession('tok', {});
    setOrder({ gameName: 'Starfall' });
    logout();
    expect(window.location.pathname).toBe('/replenishGoods');
    expect(new URLSearchParams(window.location.search).get('rp_client_id')).toBe('1001');
  });
});
