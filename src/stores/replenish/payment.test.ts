import { describe, expect, it } from 'vitest';
import brand from 'virtual:brand';
import { CODE, PATHS as API } from '../../api/contract.ts';
import { fail } from '../../test/fake-api.ts';
import { toast } from '../toast.ts';
import { openReplenishment } from './open.ts';
import { chooseReplenishChannel, chooseReplenishRegion, chosenReplenishChannel, payReplenishment, readReplenishBillingNo, replenishPayment, saveReplenishBillingNo } from './payment.ts';
import { PAY, callsTo, info, order, redirects, serve, status, setUpReplenishFixture } from '../../test/replenish-fixture.ts';

setUpReplenishFixture();

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
    expect(toast.current).toMatchObject({ key: 'recharge.badPaymentHost' });
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
