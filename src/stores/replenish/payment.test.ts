import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoresForTests } from '../../test/reset-stores.ts';
import brand from 'virtual:brand';
import { CODE, PATHS as API, type OrderInfo, type ReplenishCountry, type ReplenishInfo } from '../../api/contract.ts';
import { setRedirect } from '../../lib/redirect.ts';
import { fail, fakeApi, setPage, type FakeHandler } from '../../test/fake-api.ts';
import { ui } from '../ui.ts';
import { resetCountdown } from './countdown.ts';
import { replenishLink, setLinkState } from './link.ts';
import { leaveReplenishment, openReplenishment } from './open.ts';
import {
  chooseReplenishChannel, chooseReplenishRegion, chosenReplenishChannel, payReplenishment, readReplenishBillingNo, replenishPayment,
  resetPayment, saveReplenishBillingNo,
} from './payment.ts';

const PAY = brand.hosts.payment[0]!;
const info = (over: Partial<ReplenishInfo> = {}): ReplenishInfo => ({
  replenish_id: 'rp-1', client_id: '1001', game_name: 'Starfall', user_name: 'player1', amount: 9.99, currency_code: 'USD', valid_time: 90, ...over,
});
const channel = (id: number, name: string) => ({ channel_id: id, name, paywayId: name, rechargeType: 1, price: 9.99, currency: 'USD' });
const countries: ReplenishCountry[] = [
  { region: 'Global', default: true, channels: [channel(10302, 'Card'), channel(10201, 'PayPal')] as ReplenishCountry['channels'] },
  { region: 'US', default: false, channels: [channel(10201, 'PayPal')] as ReplenishCountry['channels'] },
];
const order = (over: Partial<OrderInfo> = {}): OrderInfo => ({
  billing_no: 'B9', kind: 'replenishment', status: 'pending', paid: false, client_id: '1001', game_name: 'Starfall', server_id: null,
  server_name: '', role_id: '', role_name: '', goods_id: null, goods_name: 'Replenishment', amount: 9.99, currency: 'USD',
  channel_id: 10302, channel_name: 'Card', region: 'Global', pay_url: `${PAY}/checkout?billing_no=B9&ticket=t`, created_at: 0, expires_at: 0,
  gems: null, client_secret: null, payment_window: null, ...over,
});

let api: ReturnType<typeof fakeApi>;
let redirects: string[];
let restoreRedirect: () => void;

function serve(routes: Record<string, FakeHandler>) {
  api = fakeApi({ [API.replenishCountries]: () => countries, ...routes });
}
const callsTo = (path: string) => api.calls.filter((c) => c.path === path);
const status = () => replenishLink.state.status;

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
  resetCountdown();
  resetPayment();
  replenishLink.replenishId = '';
  setLinkState({ status: 'idle' });
  redirects = [];
  restoreRedirect = setRedirect((u) => { redirects.push(u); });
  setPage('https://pay.watt-games.example/replenishGoods?replenish_id=rp-1');
});

afterEach(() => {
  leaveReplenishment();
  resetCountdown();
  restoreRedirect();
  api?.restore();
  vi.useRealTimers();
});

describe('paying', () => {
  it('starts the order with an idempotency key and goes to its payment page', async () => {
    serve({ [API.replenishInfo]: () => info(), [API.evoke]: () => order() });
    await openReplenishment('?replenish_id=rp-1');
    chooseReplenishRegion('US');
    expect(chosenReplenishChannel()?.channel_id).toBe(10201);
    const p1 = payReplenishment('https://pay.watt-games.example/replenishGoods?replenish_id=rp-1');
    const p2 = payReplenishment('https://pay.watt-games.example/replenishGoods?replenish_id=rp-1');
    expect(await p1).toBe(true);
    expect(await p2).toBe(false);
    const calls = callsTo(API.evoke);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(['replenish_id', 'channel_id', 'region', 'return_url'].map((k) => [k, calls[0]!.query.get(k)]))).toEqual({
      replenish_id: 'rp-1', channel_id: '10201', region: 'US', return_url: 'https://pay.watt-games.example/replenishGoods?replenish_id=rp-1',
    });
    expect(calls[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{16}$/);
    expect(redirects).toEqual([`${PAY}/checkout?billing_no=B9&ticket=t`]);
    expect(replenishPayment.paying).toBe(true);
  });

  it('never follows a payment address on a host the brand does not list', async () => {
    serve({ [API.replenishInfo]: () => info(), [API.evoke]: () => order({ pay_url: 'https://evil.example/checkout' }) });
    await openReplenishment('?replenish_id=rp-1');
    chooseReplenishChannel(10201);
    expect(await payReplenishment('https://x/replenishGoods')).toBe(false);
    expect(redirects).toEqual([]);
    expect(ui.toast).toMatchObject({ key: 'recharge.badPaymentHost' });
    expect(replenishPayment.paying).toBe(false);
  });

  it('a replenishment settled meanwhile (-3030) turns the page to settled', async () => {
    serve({ [API.replenishInfo]: () => info(), [API.evoke]: () => fail(CODE.REPLENISH_SETTLED, 'Paid already.') });
    await openReplenishment('?replenish_id=rp-1');
    expect(await payReplenishment('https://x/replenishGoods')).toBe(false);
    expect(status()).toBe('settled');
  });
});

describe('the billing number across the trip to the payment site', () => {
  it('is kept in storage', () => {
    saveReplenishBillingNo('RB-1');
    expect(readReplenishBillingNo()).toBe('RB-1');
    expect(JSON.parse(localStorage.getItem('replenishBillingNo')!)).toEqual({ value: 'RB-1' });
  });
});
