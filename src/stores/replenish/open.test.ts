import { describe, expect, it, vi } from 'vitest';
import { CODE, PATHS as API } from '../../api/contract.ts';
import { fail, setPage } from '../../test/fake-api.ts';
import { setSession } from '../session.ts';
import { ui } from '../ui.ts';
import { toast } from '../toast.ts';
import { isReplenishAuto, isReplenishMode } from '../../lib/replenish-mode.ts';
import { RECHECK_DELAY_MS, replenishCountdown } from './countdown.ts';
import { linkInfo, replenishLink } from './link.ts';
import { openReplenishment } from './open.ts';
import { chosenReplenishChannel, replenishPayment, saveReplenishBillingNo } from './payment.ts';
import { api, callsTo, info, order, serve, status, setUpReplenishFixture } from '../../test/replenish-fixture.ts';

setUpReplenishFixture();

describe('opening a replenishment link', () => {
  it('shows game, account, amount and a ticking countdown, with the default region and its first channel', async () => {
    serve({ [API.replenishInfo]: () => info() });
    await openReplenishment('?replenish_id=rp-1');
    expect(status()).toBe('ready');
    expect(linkInfo(replenishLink.state)).toMatchObject({ game_name: 'Starfall', user_name: 'player1', amount: 9.99, currency_code: 'USD' });
    expect(replenishCountdown.left).toEqual({ minutes: '01', seconds: '30' });
    expect(replenishPayment.region).toBe('Global');
    expect(chosenReplenishChannel()?.channel_id).toBe(10302);
    expect(callsTo(API.replenishInfo)[0]!.query.get('replenish_id')).toBe('rp-1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(replenishCountdown.left).toEqual({ minutes: '01', seconds: '29' });
  });

  it('asks the server again at 00:00 and shows expired when it says -3016', async () => {
    let expired = false;
    serve({ [API.replenishInfo]: () => (expired ? fail(CODE.REPLENISH_INVALID, 'Page expired.') : info({ valid_time: 3 })) });
    await openReplenishment('?replenish_id=rp-1');
    expired = true;
    await vi.advanceTimersByTimeAsync(3000);
    expect(replenishCountdown.left).toEqual({ minutes: '00', seconds: '00' });
    expect(callsTo(API.replenishInfo)).toHaveLength(2);
    expect(status()).toBe('expired');
    expect(window.location.pathname).toBe('/replenishGoods'); // stays: the page shows "Page expired"
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the countdown when the server still gives time at 00:00', async () => {
    let n = 0;
    serve({ [API.replenishInfo]: () => info({ valid_time: n++ === 0 ? 2 : 60 }) });
    await openReplenishment('?replenish_id=rp-1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(status()).toBe('ready');
    expect(replenishCountdown.left).toEqual({ minutes: '01', seconds: '00' });
  });

  it('asks again a little later when the link is open at its very last second', async () => {
    let n = 0;
    serve({ [API.replenishInfo]: () => (n++ === 0 ? info({ valid_time: 1 }) : n === 2 ? info({ valid_time: 0 }) : fail(CODE.REPLENISH_INVALID)) });
    await openReplenishment('?replenish_id=rp-1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(status()).toBe('ready');
    await vi.advanceTimersByTimeAsync(RECHECK_DELAY_MS);
    expect(status()).toBe('expired');
  });

  it('a settled replenishment (-3030) shows its message only', async () => {
    serve({ [API.replenishInfo]: () => fail(CODE.REPLENISH_SETTLED, 'No replenishment is needed: it has been paid.') });
    await openReplenishment('?replenish_id=rp-1');
    expect(status()).toBe('settled');
    expect(toast.current).toMatchObject({ key: 'replenish.notNeeded' }); // the storefront's words for -3030
    expect(window.location.pathname).toBe('/replenishGoods');
    expect(replenishCountdown.left).toBeNull();
  });

  it('an unknown link (-3016) goes to /errorReplenish and keeps the reason for that page', async () => {
    serve({ [API.replenishInfo]: () => fail(CODE.REPLENISH_INVALID, 'The link is invalid.') });
    await openReplenishment('?replenish_id=rp-1');
    expect(window.location.pathname).toBe('/errorReplenish');
    expect(replenishLink.state).toEqual({ status: 'invalid', message: 'The link is invalid.' });
  });

  it('info that comes back broken says so ("Query error"), not "Network error"', async () => {
    serve({ [API.replenishInfo]: () => ({ game_name: 42 }) });
    await openReplenishment('?replenish_id=rp-1');
    expect(replenishLink.state).toEqual({ status: 'error', failure: 'error.query' });
  });

  it('without replenish_id or rp_client_id it is a parameter error', async () => {
    serve({});
    await openReplenishment('');
    expect(status()).toBe('missing');
    expect(window.location.pathname).toBe('/paramError');
    expect(api.calls).toHaveLength(0);
  });
});

describe('automatic replenish (rp_client_id)', () => {
  it('asks for a login first', async () => {
    serve({});
    await openReplenishment('?rp_client_id=1001');
    expect(status()).toBe('login');
    expect(ui.loginPopupOpen).toBe(true);
    expect(api.calls).toHaveLength(0);
  });

  it('logged in, looks up the player\'s replenishment and moves to its replenish_id', async () => {
    setSession('tok', { username: 'player1' });
    setPage('https://pay.watt-games.example/replenishGoods?rp_client_id=1001');
    serve({ [API.replenishInfo]: () => info({ replenish_id: 'rp-watt-valid' }) });
    await openReplenishment('?rp_client_id=1001');
    expect(callsTo(API.replenishInfo)[0]!.query.get('rp_client_id')).toBe('1001');
    expect(window.location.search).toBe('?replenish_id=rp-watt-valid&rp_client_id=1001');
  });
});

describe('back from the payment site', () => {
  it('a paid order shows "paid" without asking for the (now settled) replenishment', async () => {
    serve({ [API.orderInfo]: () => order({ paid: true, status: 'pending' }) });
    await openReplenishment('?replenish_id=rp-1&billing_no=B9');
    expect(status()).toBe('paid');
    expect(replenishLink.state).toMatchObject({ status: 'paid', order: { billing_no: 'B9' } });
    expect(callsTo(API.orderInfo)[0]!.query.get('replenish_id')).toBe('rp-1');
    expect(callsTo(API.replenishInfo)).toHaveLength(0);
  });

  it('a failed order is said once, and the link can be paid again', async () => {
    serve({ [API.orderInfo]: () => order({ status: 'failed' }), [API.replenishInfo]: () => info() });
    await openReplenishment('?replenish_id=rp-1&billing_no=B9');
    expect(status()).toBe('ready');
    expect(replenishLink.state).toMatchObject({ failedOrder: { status: 'failed' } });
  });

  it('the stored billing number counts when the address has none, but only when paid', async () => {
    saveReplenishBillingNo('B9');
    serve({ [API.orderInfo]: () => order({ status: 'done', paid: true }) });
    await openReplenishment('?replenish_id=rp-1');
    expect(status()).toBe('paid');
  });
});

describe('replenish mode from the page address (spec section 4)', () => {
  it('replenish_id switches replenish mode on; rp_client_id marks automatic replenish', () => {
    expect(isReplenishMode('?replenish_id=r1')).toBe(true);
    expect(isReplenishMode('?client_id=1')).toBe(false);
    expect(isReplenishAuto('?rp_client_id=1001')).toBe(true);
    expect(isReplenishAuto('?replenish_id=r1')).toBe(false);
  });
});
