import { describe, expect, it } from 'vitest';
import { providerReturn } from './provider-return.ts';

describe('what a payment provider adds to /result on its way back', () => {
  it("Toss Payments' success address: paymentKey, orderId and amount, for the backend to confirm", () => {
    expect(providerReturn('?billing_no=B1&paymentType=NORMAL&orderId=B1&paymentKey=tpk_1&amount=12000'))
      .toEqual({ kind: 'paid', paymentKey: 'tpk_1', orderId: 'B1', amount: 12000 });
  });
  it("its fail address: the provider's message for the player", () => {
    expect(providerReturn('?billing_no=B1&code=REJECT_CARD_COMPANY&message=%EA%B1%B0%EC%A0%88&orderId=B1')).toEqual({ kind: 'failed', message: '거절' });
  });
  it("Stripe's return_url parameters are recognised (and dropped); a plain address carries nothing", () => {
    expect(providerReturn('?billing_no=B1&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded')).toEqual({ kind: 'card', status: 'succeeded', clientSecret: 'pi_1_secret_2' });
    expect(providerReturn('?billing_no=B1')).toBeNull();
    expect(providerReturn('?billing_no=B1&from=recharge')).toBeNull();
  });
  it('a success address without a numeric amount is not taken for a payment', () => {
    expect(providerReturn('?billing_no=B1&orderId=B1&paymentKey=tpk_1&amount=abc')).toBeNull();
  });
});
