import { describe, expect, it } from 'vitest';
import { inGame } from './in-game.ts';

describe('in-game logins (page parameter game_id)', () => {
  it('adds game_id to a login call when the page names a game', () => {
    expect(inGame('?game_id=1001&domain_area=universal')).toEqual({ game_id: '1001' });
  });

  it('adds nothing on a page without one, or with one that is not a game id', () => {
    expect(inGame('?domain_area=universal')).toEqual({});
    expect(inGame('?game_id=')).toEqual({});
    expect(inGame(`?game_id=${encodeURIComponent('1001 OR 1=1')}`)).toEqual({});
    expect(inGame(`?game_id=${'9'.repeat(33)}`)).toEqual({});
  });
});
