import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS as API, type OrderInfo } from '../../api/contract.ts';
import { PAYMENT_WAIT_MS } from '../../lib/constants.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { resetStoresForTests } from '../../test/reset-stores.ts';
import type { CardOutcome } from './card-form-adapter.ts';
import { payCardForm, payWindow } from './in-page.ts';

const confirm = vi.hoisted(() => ({ next: null as null | (() => Promise<CardOutcome>) }));
const windowResult = vi.hoisted(() => ({ next: null as null | (() => Promise<'cancelled' | { message: string }>) }));
vi.mock('./card-form.ts', () => ({ confirmCardForm: () => confirm.next!() }));
vi.mock('./korea-window.ts', () => ({ payInKoreaWindow: () => windowResult.next!() }));

const placed = { billing_no: 'B1', client_secret: 'pi_1_secret_2', payment_window: { order_id: 'B1', order_name: '300 Gems', customer_key: 'c' } } as OrderInfo;
const never = <T,>() => new Promise<T>(() => {});
let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => { resetStoresForTests(); vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); api?.restore(); api = undefined; });

describe('no wait on a provider lasts for ever (issue 21)', () => {
  it('the card form (3-D Secure still open): after PAYMENT_WAIT_MS, /result says what the backend knows', async () => {
    confirm.next = never;
    let end: unknown;
    void payCardForm(placed, 'https://x/result').then((e) => { end = e; });
    await vi.advanceTimersByTimeAsync(PAYMENT_WAIT_MS - 1);
    expect(end).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(end).toEqual({ go: 'result' });
  });

  it('Korea\'s window still open: the same', async () => {
    windowResult.next = never;
    let end: unknown;
    void payWindow(placed, 'https://x/result').then((e) => { end = e; });
    await vi.advanceTimersByTimeAsync(PAYMENT_WAIT_MS);
    expect(end).toEqual({ go: 'result' });
  });
});

describe('what a confirmation came to', () => {
  it('a lost answer or an intent that succeeded earlier goes to /result, which asks the backend; paid goes there too', async () => {
    for (const outcome of ['unknown', 'paid'] as const) {
      confirm.next = async () => ({ outcome, message: 'An error occurred with our connection to Stripe.' });
      expect(await payCardForm(placed, 'https://x/result')).toEqual({ go: 'result' });
    }
  });

  it('a declined card stays with the provider\'s words, unless the backend says the order was paid meanwhile (another tab)', async () => {
    confirm.next = async () => ({ outcome: 'declined', message: 'Your card was declined.' });
    let paid = false;
    const order = (): OrderInfo => ({
      billing_no: 'B1', kind: 'goods', status: paid ? 'done' : 'pending', paid, client_id: '1001', game_name: 'Starfall', server_id: 101,
      server_name: 'East 1', role_id: '10101', role_name: 'Aria', goods_id: 2, goods_name: '300 Gems', amount: 4.99, currency: 'USD',
      channel_id: 10302, channel_name: 'Credit Card', region: 'Global', pay_url: null, created_at: 0, expires_at: 0,
      gems: null, client_secret: paid ? null : 'pi_1_secret_2', payment_window: null,
    });
    api = fakeApi({ [API.orderInfo]: order });
    expect(await payCardForm(placed, 'https://x/result')).toEqual({ stay: { text: 'Your card was declined.' } });
    paid = true;
    expect(await payCardForm(placed, 'https://x/result')).toEqual({ go: 'result' });
  });
});
