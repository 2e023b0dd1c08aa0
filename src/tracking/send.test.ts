import { describe, expect, it } from 'vitest';
import { sendsFrom } from './send.ts';

describe('tracking is production only, by where the page runs (spec section 7)', () => {
  it('a production bundle on the brand\'s own host sends', () => {
    expect(sendsFrom('pay.watt-games.example', true)).toBe(true);
  });

  it('the same bundle on a demo host or on localhost sends nothing', () => {
    expect(sendsFrom('demo-pay.watt-games.example', true)).toBe(false);
    expect(sendsFrom('pay-demo.koplay.example', true)).toBe(false);
    expect(sendsFrom('localhost', true)).toBe(false);
    expect(sendsFrom('shop.localhost', true)).toBe(false);
  });

  it('a development build sends nothing anywhere', () => {
    expect(sendsFrom('pay.watt-games.example', false)).toBe(false);
  });

  it('a staging build served on 127.0.0.1 (the browser tests, npm run preview) posts to its own collector', () => {
    expect(sendsFrom('127.0.0.1', true)).toBe(true);
  });
});
