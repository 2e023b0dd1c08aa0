/**
 * Tests only: the fixture of the social login's unit tests (src/login/social*.test.ts): a
 * fake API (configureApi) answering from `replies`, the calls it saw, the reload and the
 * redirect swapped out and counted, the page at the brand's address, and the providers'
 * SDK globals removed after each test. setUpSocialLoginFixture() installs it in a test file.
 */

import { afterEach, beforeEach, it, vi } from 'vitest';
import { configureApi } from '../api/client.ts';

import { setRedirect } from '../lib/redirect.ts';
import { setReload } from '../lib/reload.ts';
import { resetStorageForTests } from '../lib/storage.ts';
import { clearSession } from '../stores/session.ts';
import { hideToast } from '../stores/toast.ts';

import { resetTwitterForTests } from '../login/social/twitter.ts';

export const API = 'https://api.test';
export const FAILED = { key: 'login.socialFailed' };
export const ORIGIN = 'https://pay.watt-games.example';
export const CALLBACK = `${ORIGIN}/auth/callback.html`;
export const LOGIN = { oauth_token: 'tok-1', suid: '1', username: 'player1', real_name_status: 1, years: 30, real_name: '', platform_token: '', expires_in: 3600 };
export const FB_APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]';

export type Reply = { code: number; msg?: string; content?: unknown } | 'network';
export let calls: URL[];
export let replies: Record<string, Reply>;
export let reloads: number;
export let redirects: string[];
const restore: (() => void)[] = [];
export const globals = window as unknown as Record<string, unknown>;

export function setPage(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}
export const callsTo = (path: string) => calls.filter((c) => c.pathname === path);

/** Installs the fixture's hooks in the calling test file. */
export function setUpSocialLoginFixture(): void {
beforeEach(() => {
  setPage(`${ORIGIN}/selectGame?domain_area=universal`);
  localStorage.clear();
  sessionStorage.clear();
  resetStorageForTests();
  clearSession();
  hideToast();
  resetTwitterForTests();
  calls = [];
  replies = {};
  reloads = 0;
  redirects = [];
  configureApi({
    hosts: [API],
    fetch: (input) => {
      const url = new URL(input);
      calls.push(url);
      const r = replies[url.pathname] ?? { code: -1003, msg: 'no such path' };
      if (r === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(Response.json({ msg: '', content: null, ...r }));
    },
  });
  restore.push(setReload(() => { reloads++; }), setRedirect((u) => { redirects.push(u); }));
});

afterEach(() => {
  configureApi({ fetch: null, hosts: null });
  while (restore.length) restore.pop()!();
  for (const g of ['google', 'AppleID', 'FB', 'fbAsyncInit']) delete globals[g];
  vi.restoreAllMocks();
  vi.useRealTimers();
});
}

/** Google Identity Services as its reference documents it: initCodeClient(config).requestCode(). */
export function fakeGis() {
  const gis = { config: null as null | Record<string, any>, requested: 0 };
  globals.google = { accounts: { oauth2: { initCodeClient: (c: Record<string, any>) => { gis.config = c; return { requestCode: () => { gis.requested++; } }; } } } };
  return gis;
}
