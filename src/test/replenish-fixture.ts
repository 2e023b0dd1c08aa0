/**
 * Tests only: the replenishment stores' fixture (src/stores/replenish/*.test.ts): a link's
 * info, its countries and channels, an order, a fake API serving them, redirects recorded,
 * the page on a replenishment address under fake timers; setUpReplenishFixture() installs it.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import brand from 'virtual:brand';
import { PATHS as API, type OrderInfo, type ReplenishCountry, type ReplenishInfo } from '../api/contract.ts';
import { setRedirect } from '../lib/redirect.ts';
import { resetCountdown } from '../stores/replenish/countdown.ts';
import { replenishLink, setLinkState } from '../stores/replenish/link.ts';
import { leaveReplenishment } from '../stores/replenish/open.ts';
import { resetPayment } from '../stores/replenish/payment.ts';
import { resetStoresForTests } from './reset-stores.ts';
import { fakeApi, setPage, type FakeHandler } from './fake-api.ts';

export const PAY = brand.hosts.payment[0]!;
export const info = (over: Partial<ReplenishInfo> = {}): ReplenishInfo => ({
  replenish_id: 'rp-1', client_id: '1001', game_name: 'Starfall', user_name: 'player1', amount: 9.99, currency_code: 'USD', valid_time: 90, ...over,
});
export const channel = (id: number, name: string) => ({ channel_id: id, name, paywayId: name, rechargeType: 1, price: 9.99, currency: 'USD' });
export const countries: ReplenishCountry[] = [
  { region: 'Global', default: true, channels: [channel(10302, 'Card'), channel(10201, 'PayPal')] as ReplenishCountry['channels'] },
  { region: 'US', default: false, channels: [channel(10201, 'PayPal')] as ReplenishCountry['channels'] },
];
export const order = (over: Partial<OrderInfo> = {}): OrderInfo => ({
  billing_no: 'B9', kind: 'replenishment', status: 'pending', paid: false, client_id: '1001', game_name: 'Starfall', server_id: null,
  server_name: '', role_id: '', role_name: '', goods_id: null, goods_name: 'Replenishment', amount: 9.99, currency: 'USD',
  channel_id: 10302, channel_name: 'Card', region: 'Global', pay_url: `${PAY}/checkout?billing_no=B9&ticket=t`, created_at: 0, expires_at: 0,
  gems: null, client_secret: null, payment_window: null, ...over,
});

export let api: ReturnType<typeof fakeApi>;
export let redirects: string[];
let restoreRedirect: () => void;

export function serve(routes: Record<string, FakeHandler>) {
  api = fakeApi({ [API.replenishCountries]: () => countries, ...routes });
}
export const callsTo = (path: string) => api.calls.filter((c) => c.path === path);
export const status = () => replenishLink.state.status;

/** Installs the fixture's hooks in the calling test file. */
export function setUpReplenishFixture(): void {
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
}
