import { describe, expect, it } from 'vitest';
import { RECHARGE_TYPE } from '../../api/contract.ts';
import { payPath } from '../checkout.ts';
import { koreaWindowHere } from './availability.ts';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('how Pay pays: from the channel\'s rechargeType, never from a list of codes', () => {
  it('redirect, gift-card popup, card form', () => {
    expect(payPath({ rechargeType: RECHARGE_TYPE.REDIRECT })).toBe('redirect');
    expect(payPath({ rechargeType: RECHARGE_TYPE.CARD })).toBe('giftCard');
    expect(payPath({ rechargeType: RECHARGE_TYPE.CARD_FORM })).toBe('cardForm');
  });
  it('a payment-window channel is a redirect for a brand without the Korean window (the unit tests bake watt), even on desktop', () => {
    expect(koreaWindowHere(DESKTOP, 0)).toBe(false);
    expect(payPath({ rechargeType: RECHARGE_TYPE.PAYMENT_WINDOW })).toBe('redirect');
  });
});
