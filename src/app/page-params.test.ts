import { describe, expect, it } from 'vitest';
import { badPageParam, paramErrorHref, paramsChecked } from './page-params.ts';

describe('page-address parameters (spec section 5: page parameter errors)', () => {
  it('accepts well-formed ids and absent or empty ones', () => {
    expect(badPageParam('')).toBeNull();
    expect(badPageParam('?client_id=1001&domain_area=universal')).toBeNull();
    expect(badPageParam('?replenish_id=rp-watt-valid&rp_client_id=1001')).toBeNull();
    expect(badPageParam('?replenish_id=&client_id=')).toBeNull();
    expect(badPageParam('?billing_no=<b>&from=recharge')).toBeNull(); // not ours to judge
  });

  it('names the first malformed one', () => {
    expect(badPageParam('?client_id=abc')).toBe('client_id');
    expect(badPageParam('?client_id=1001&client_id=%3Cscript%3E')).toBe('client_id');
    expect(badPageParam('?rp_client_id=10 01')).toBe('rp_client_id');
    expect(badPageParam('?replenish_id=rp%20watt')).toBe('replenish_id');
    expect(badPageParam(`?replenish_id=${'a'.repeat(65)}`)).toBe('replenish_id');
    expect(badPageParam('?replenish_id="><img>')).toBe('replenish_id');
  });

  it('the error page keeps the address\'s query and is not checked itself', () => {
    expect(paramErrorHref('?client_id=x')).toBe('/paramError?client_id=x');
    expect(paramsChecked('/paramError')).toBe(false);
    expect(paramsChecked('/selectGame')).toBe(true);
  });
});
