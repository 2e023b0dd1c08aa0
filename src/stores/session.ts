/**
 * The player's session (spec section 4): logged in exactly when the token is non-empty.
 * Setting token and user info logs in and stores both for SESSION_TTL_MS; clearing
 * removes them and resets the user info to its defaults (end-session.ts also forgets the
 * order being placed). Loaded from storage on import.
 */
import { proxy } from 'valtio/vanilla';
import type { LoginResult, UserInfo } from '../api/contract.ts';
import { SESSION_TTL_MS } from '../lib/constants.ts';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../lib/storage.ts';
import { openLoginPopup } from './ui.ts';
import { requestContext } from '../lib/request-context.ts';

/** Spec section 3's user info as kept: the contract's UserInfo with the tokens of the login. */
export type SessionUserInfo = UserInfo & Pick<LoginResult, 'platform_token' | 'oauth_token'>;

/** What a login answer (or a stored entry) may carry; ids and numbers are normalised on the way in. */
export type UserInfoInput = { [K in Exclude<keyof SessionUserInfo, 'suid'>]?: SessionUserInfo[K] | null } & { suid?: string | number | null };

export function emptyUserInfo(): SessionUserInfo {
  return { suid: '', username: '', platform_token: '', oauth_token: '', real_name_status: 0, years: 0, real_name: '' };
}

function normaliseUserInfo(input: UserInfoInput, base: SessionUserInfo = emptyUserInfo()): SessionUserInfo {
  const given: { [k: string]: unknown } = input;
  const out: { [k: string]: unknown } = { ...base };
  for (const [k, d] of Object.entries(base)) {
    const v = given[k];
    // A text field takes any value as text (suid may come as a number); a number field only a number.
    if (v !== undefined && v !== null) out[k] = typeof d === 'string' ? String(v) : Number.isFinite(Number(v)) ? Number(v) : d;
  }
  out.real_name_status = out.real_name_status === 1 ? 1 : 0;
  return out as SessionUserInfo;
}

export const session = proxy({ token: '', userInfo: emptyUserInfo() });

export function isLoggedIn(s: { token: string } = session): boolean {
  return s.token !== '';
}

function save(): void {
  requestContext.token = session.token;
  if (!session.token) {
    removeStored(STORAGE_KEYS.token);
    removeStored(STORAGE_KEYS.userInfo);
    return;
  }
  writeStored(STORAGE_KEYS.token, session.token, SESSION_TTL_MS);
  writeStored(STORAGE_KEYS.userInfo, session.userInfo, SESSION_TTL_MS);
}

/** Logs in: sets and stores the token and the user info (missing fields take defaults). */
export function setSession(token: string, info: UserInfoInput): void {
  session.token = token;
  session.userInfo = normaliseUserInfo(info);
  save();
}

/** Updates some user-info fields (platform token, real-name status) and stores them. */
export function updateUserInfo(patch: UserInfoInput): void {
  session.userInfo = normaliseUserInfo(patch, session.userInfo);
  save();
}

/** Logs out locally: empty token, default user info, nothing left in storage. */
export function clearSession(): void {
  session.token = '';
  session.userInfo = emptyUserInfo();
  save();
}

/** Reads the stored session; an expired or unreadable entry leaves the player logged out. */
export function loadSession(): void {
  const token = readStored(STORAGE_KEYS.token, (v): v is string => typeof v === 'string');
  const info = readStored(STORAGE_KEYS.userInfo, (v): v is UserInfoInput => typeof v === 'object' && v !== null);
  session.token = token ?? '';
  session.userInfo = token ? normaliseUserInfo(info ?? {}) : emptyUserInfo();
  requestContext.token = session.token;
}

/** Runs a protected action when logged in; otherwise opens the login popup instead. */
export function requireLogin<R>(action: () => R): R | undefined {
  if (isLoggedIn()) return action();
  openLoginPopup();
  return undefined;
}

loadSession();
