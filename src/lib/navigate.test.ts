import { afterEach, describe, expect, it } from 'vitest';
import { navigate, withCarriedParams } from './navigate.ts';

describe('the query-carry rule', () => {
  it('carries replenish_id and rp_client_id to a route that lacks them', () => {
    expect(withCarriedParams('/selectGoods', '?replenish_id=R1&rp_client_id=9&client_id=5')).toBe('/selectGoods?replenish_id=R1&rp_client_id=9');
  });

  it('carries game_id, which says the storefront was opened from a game (its logins are the in-game calls)', () => {
    expect(withCarriedParams('/selectGoods', '?game_id=1001&domain_area=universal')).toBe('/selectGoods?game_id=1001');
  });

  it('does not overwrite a value the next route sets itself', () => {
    expect(withCarriedParams('/replenishGoods?replenish_id=R2', '?replenish_id=R1')).toBe('/replenishGoods?replenish_id=R2');
  });

  it('carries nothing else and keeps the path, other query and hash', () => {
    expect(withCarriedParams('/result?billing_no=B7#top', '?client_id=5&domain_area=sea')).toBe('/result?billing_no=B7#top');
  });

  describe('navigate', () => {
    afterEach(() => history.replaceState(null, '', '/'));
    it('applies the rule when the app moves on', () => {
      history.replaceState(null, '', '/selectGame?replenish_id=R9');
      navigate('/selectGoods');
      expect(location.pathname + location.search).toBe('/selectGoods?replenish_id=R9');
    });
  });
});
