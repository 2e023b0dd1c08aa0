import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE, PATHS as API } from '../api/contract.ts';
import { fail, fakeApi, setPage, type FakeHandler } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { markLoginSuccess } from './login-notice.ts';
import { afterFirstRender, refreshUserInfo } from './session-refresh.ts';
import { session, setSession } from './session.ts';
import { ui } from './ui.ts';
import { toast } from './toast.ts';

let api: ReturnType<typeof fakeApi> | undefined;
const serve = (routes: Record<string, FakeHandler>) => { api = fakeApi(routes); };

beforeEach(() => {
  resetStoresForTests();
  setPage('https://pay.watt-games.example/selectGame');
  history.replaceState(null, '');
});
afterEach(() => { api?.restore(); api = undefined; });

describe('"login success" (spec sections 4 and 8)', () => {
  it('the page a login\'s reload brings says so, once', () => {
    markLoginSuccess();
    afterFirstRender();
    expect(toast.current).toMatchObject({ key: 'login.success' });
    toast.current = null;
    afterFirstRender(); // reloaded again, or opened from the same entry later
    expect(toast.current).toBeNull();
  });

  it('any other page load says nothing', () => {
    afterFirstRender();
    expect(toast.current).toBeNull();
  });

  it('keeps what else the history entry holds', () => {
    history.replaceState({ router: 1 }, '');
    markLoginSuccess();
    afterFirstRender();
    expect(history.state).toEqual({ router: 1 });
  });
});

describe('user info refreshed when a logged-in player opens the storefront (spec section 7: get_user_info)', () => {
  it('fetches the player\'s info and keeps it with the tokens', async () => {
    setSession('tok', { suid: '10000001', username: 'player1', real_name_status: 0 });
    serve({ [API.userInfo]: () => ({ suid: '10000001', username: 'Player One', real_name_status: 1, years: 30, real_name: '김*준' }) });
    await refreshUserInfo();
    expect(api!.calls[0]!.query.get('oauth_token')).toBe('tok');
    expect(session.token).toBe('tok');
    expect(session.userInfo).toMatchObject({ username: 'Player One', real_name_status: 1, years: 30, real_name: '김*준' });
  });

  it('a visitor asks nothing', async () => {
    serve({});
    await refreshUserInfo();
    expect(api!.calls).toHaveLength(0);
  });

  it('a token the server no longer knows logs out quietly: no popup, no page change', async () => {
    setPage('https://pay.watt-games.example/replenishGoods?replenish_id=rp-watt-valid');
    setSession('old', { username: 'player1' });
    serve({ [API.userInfo]: () => fail(CODE.TOKEN_INVALID, 'expired') });
    await refreshUserInfo();
    expect(session.token).toBe('');
    expect(ui.loginPopupOpen).toBe(false);
    expect(window.location.pathname).toBe('/replenishGoods');
  });
});
