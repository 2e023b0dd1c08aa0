import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/client.ts';
import { PATHS } from '../api/contract.ts';
import { deobfuscatePassword } from '../api/obfuscation.ts';
import { setReload } from '../lib/reload.ts';
import { resetStorageForTests } from '../lib/storage.ts';
import { clearSession } from '../stores/session.ts';
import { loginWithAccount } from './account-login.ts';

const LOGIN = { oauth_token: 'tok-1', suid: '1', username: 'player1', real_name_status: 1, years: 30, real_name: '', platform_token: '', expires_in: 3600 };
let calls: URL[];
const restore: (() => void)[] = [];

function setPage(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}

beforeEach(() => {
  setPage('https://pay.watt-games.example/selectGame');
  localStorage.clear();
  resetStorageForTests();
  clearSession();
  calls = [];
  configureApi({
    hosts: ['https://api.test'],
    fetch: (input) => {
      calls.push(new URL(input));
      return Promise.resolve(Response.json({ code: 1, msg: '', content: LOGIN }));
    },
  });
  restore.push(setReload(() => {}));
});
afterEach(() => {
  configureApi({ fetch: null, hosts: null });
  while (restore.length) restore.pop()!();
});

describe('account login (spec section 5)', () => {
  it('sends the account and the password both trimmed and obfuscated, never in clear', async () => {
    expect(await loginWithAccount('  player1 ', ' Password1! ')).toBe('');
    const q = calls[0]!.searchParams;
    expect(calls[0]!.pathname).toBe(PATHS.login);
    expect(q.get('username')).not.toContain('player1');
    expect(q.get('password')).not.toContain('Password1!');
    expect(deobfuscatePassword(q.get('username')!)).toBe('player1');
    expect(deobfuscatePassword(q.get('password')!)).toBe('Password1!');
  });

  it('from a game (page parameter game_id), the in-game call with the game', async () => {
    setPage('https://pay.watt-games.example/selectGame?game_id=1001');
    expect(await loginWithAccount('player1', 'Password1!')).toBe('');
    expect(calls[0]!.pathname).toBe(PATHS.inGameLogin);
    expect(calls[0]!.searchParams.get('game_id')).toBe('1001');
  });
});
