import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../lib/constants.ts';
import { STORAGE_KEYS, readStored, resetStorageForTests, writeStored } from '../lib/storage.ts';
import { clearSession, emptyUserInfo, isLoggedIn, loadSession, requireLogin, session, setSession, updateUserInfo } from './session.ts';
import { closeLoginPopup, ui } from './ui.ts';

beforeEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  resetStorageForTests();
  clearSession();
  closeLoginPopup();
});

describe('session (spec section 4)', () => {
  it('is logged in exactly when the token is non-empty', () => {
    expect(isLoggedIn()).toBe(false);
    setSession('tok', { username: 'ann' });
    expect(isLoggedIn()).toBe(true);
    setSession('', { username: 'ann' });
    expect(isLoggedIn()).toBe(false);
  });

  it('setting token and user info logs in and stores both for 7 days', () => {
    vi.useFakeTimers();
    setSession('tok', { suid: 42, username: 'ann', oauth_token: 'tok', platform_token: 'pt' });
    expect(session.userInfo).toEqual({ ...emptyUserInfo(), suid: '42', username: 'ann', oauth_token: 'tok', platform_token: 'pt' });
    expect(readStored(STORAGE_KEYS.token)).toBe('tok');
    expect(readStored(STORAGE_KEYS.userInfo)).toMatchObject({ username: 'ann' });
    expect(SESSION_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    vi.advanceTimersByTime(SESSION_TTL_MS - 1);
    loadSession();
    expect(isLoggedIn()).toBe(true);
    vi.advanceTimersByTime(1);
    loadSession();
    expect(isLoggedIn()).toBe(false);
    expect(session.userInfo).toEqual(emptyUserInfo());
  });

  it('user info defaults: real_name_status 0, years 0, empty strings', () => {
    setSession('tok', {});
    expect(session.userInfo).toEqual({ suid: '', username: '', platform_token: '', oauth_token: '', real_name_status: 0, years: 0, real_name: '' });
  });

  it('clear removes the token and resets user info (empty username and suid, status 0, years 0)', () => {
    setSession('tok', { suid: '1', username: 'ann', real_name_status: 1, years: 30, real_name: 'A*n' });
    clearSession();
    expect(session.token).toBe('');
    expect(session.userInfo).toEqual(emptyUserInfo());
    expect(localStorage.getItem('oauth_token')).toBeNull();
    expect(localStorage.getItem('paymentUserinfo')).toBeNull();
  });

  it('update changes only the given fields and keeps them stored', () => {
    setSession('tok', { username: 'ann' });
    updateUserInfo({ platform_token: 'pt-2', real_name_status: 1 });
    expect(session.userInfo).toMatchObject({ username: 'ann', platform_token: 'pt-2', real_name_status: 1 });
    expect(readStored(STORAGE_KEYS.userInfo)).toMatchObject({ platform_token: 'pt-2' });
  });

  it('loads a stored session; a token without readable user info still logs in with defaults', () => {
    writeStored(STORAGE_KEYS.token, 'stored-tok', 1000);
    localStorage.setItem('paymentUserinfo', '{broken');
    loadSession();
    expect(session.token).toBe('stored-tok');
    expect(session.userInfo).toEqual(emptyUserInfo());
  });

  it('requireLogin runs the action when logged in', () => {
    setSession('tok', {});
    const action = vi.fn(() => 'done');
    expect(requireLogin(action)).toBe('done');
    expect(ui.loginPopupOpen).toBe(false);
  });

  it('requireLogin opens the login popup instead when logged out', () => {
    const action = vi.fn();
    expect(requireLogin(action)).toBeUndefined();
    expect(action).not.toHaveBeenCalled();
    expect(ui.loginPopupOpen).toBe(true);
  });
});
