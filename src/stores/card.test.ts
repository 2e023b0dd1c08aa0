import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { CODE, PATHS as API } from '../api/contract.ts';
import { deobfuscatePassword } from '../api/obfuscation.ts';
import { setReload } from '../lib/reload.ts';
import { t } from '../i18n/i18n.ts';
import { loginWithCard } from '../login/card-login.ts';
import { backToCardEntry, card, checkCard, closeCardPopup, confirmCardRecharge, openCardPopup } from './card.ts';
import { domainArea, setDomainArea } from './domain-area.ts';
import { fail, fakeApi, setPage, type FakeHandler } from '../test/fake-api.ts';
import { setOrder } from './order.ts';
import { session, setSession } from './session.ts';
import { ui } from './ui.ts';
import { hideToast, toast } from './toast.ts';

const cardInfo = { card_no: 'WATT-0002', face_value: 49.99, currency: 'USD', gems: 3300 };
let api: ReturnType<typeof fakeApi>;
const serve = (routes: Record<string, FakeHandler>) => { api = fakeApi(routes); };
const callsTo = (path: string) => api.calls.filter((c) => c.path === path);

function chooseTarget() {
  setDomainArea('universal');
  setOrder({
    gameName: 'Starfall', clientId: '1001',
    server: { server_id: 101, server_name: 'East 1', area_id: 1, real_server: '101' },
    role: { role_id: '10101', role_name: 'Aria', level: 30, server_id: 101 },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
  closeCardPopup();
  hideToast();
  setPage('https://pay.watt-games.example/recharge');
});
afterEach(() => { api?.restore(); vi.useRealTimers(); });

describe('gift card top-up popup', () => {
  it('needs a login: without one the login popup opens instead', () => {
    openCardPopup();
    expect(ui.cardPopupOpen).toBe(false);
    expect(ui.loginPopupOpen).toBe(true);
  });

  it('asks for both card number and password (card.enter)', async () => {
    setSession('tok', { username: 'player1' });
    chooseTarget();
    serve({});
    openCardPopup();
    expect(await checkCard('  ', 'x')).toBe(false);
    expect(card.error).toEqual({ key: 'card.enter' });
    expect(await checkCard('WATT-0002', ' ')).toBe(false);
    expect(api.calls).toHaveLength(0);
  });

  it('checks the card, shows value and gems to confirm, then tops up once with one idempotency key', async () => {
    setSession('tok', { username: 'player1' });
    chooseTarget();
    serve({
      [API.cardInfo]: () => cardInfo,
      [API.cardRecharge]: () => ({ ...cardInfo, billing_no: 'C1', status: 'done' }),
    });
    openCardPopup();
    expect(await checkCard(' WATT-0002 ', ' 2222 ')).toBe(true);
    expect(card.step).toBe('confirm');
    expect(card.info).toEqual(cardInfo);
    const q = callsTo(API.cardInfo)[0]!.query;
    expect(q.get('card_no')).toBe('WATT-0002');
    expect(deobfuscatePassword(q.get('card_pwd')!)).toBe('2222');
    expect(q.get('client_id')).toBe('1001');
    expect(q.get('domain_area')).toBe('universal');

    const [a, b] = await Promise.all([confirmCardRecharge(), confirmCardRecharge()]);
    expect(a?.billing_no).toBe('C1');
    expect(b).toBeNull();
    const calls = callsTo(API.cardRecharge);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ client_id: '1001', domain_area: 'universal', server_id: 101, role_id: '10101', card_no: 'WATT-0002', card_pwd: q.get('card_pwd') });
    expect(calls[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{16}$/);
    expect(ui.cardPopupOpen).toBe(false);
    // It ends where every purchase ends: /result with the top-up's billing number.
    expect(window.location.pathname + window.location.search).toBe('/result?billing_no=C1');
  });

  it('a retried top-up is the same request: same key and same obfuscated password', async () => {
    setSession('tok', { username: 'player1' });
    chooseTarget();
    let n = 0;
    serve({
      [API.cardInfo]: () => cardInfo,
      [API.cardRecharge]: () => (n++ === 0 ? 'network' : { ...cardInfo, billing_no: 'C1', status: 'done' }),
    });
    openCardPopup();
    await checkCard('WATT-0002', '2222');
    const done = confirmCardRecharge();
    await vi.advanceTimersByTimeAsync(5000);
    expect((await done)?.billing_no).toBe('C1');
    const [first, second] = callsTo(API.cardRecharge);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(second!.body).toEqual(first!.body);
  });

  it('a wrong or used card keeps the popup open with the storefront\'s words for the code, not the server\'s', async () => {
    setSession('tok', { username: 'player1' });
    chooseTarget();
    serve({ [API.cardInfo]: () => fail(CODE.CARD_USED, 'This gift card has been used.') });
    openCardPopup();
    expect(await checkCard('WATT-0003', '3333')).toBe(false);
    expect(ui.cardPopupOpen).toBe(true);
    expect(card.error).toEqual({ key: 'card.used' });
    expect(toast.current).toBeNull();
  });

  it('an expired login (-600) closes the popup and goes through the app\'s handling', async () => {
    setSession('tok', { username: 'player1' });
    chooseTarget();
    serve({ [API.cardInfo]: () => fail(CODE.TOKEN_INVALID, 'Please log in.') });
    openCardPopup();
    await checkCard('WATT-0002', '2222');
    expect(ui.cardPopupOpen).toBe(false);
    expect(session.token).toBe('');
    expect(ui.loginPopupOpen).toBe(true);
  });

  it('Back returns to the card entry; nothing is topped up without a server and role', async () => {
    setSession('tok', { username: 'player1' });
    setDomainArea('universal');
    setOrder({ gameName: 'Starfall', clientId: '1001' });
    serve({ [API.cardInfo]: () => cardInfo });
    openCardPopup();
    expect(await checkCard('WATT-0002', '2222')).toBe(false);
    expect(card.error).toEqual({ key: 'goods.selectFirst' });
    chooseTarget();
    await checkCard('WATT-0002', '2222');
    backToCardEntry();
    expect(ui.cardPopupOpen).toBe(true);
    expect(card).toMatchObject({ step: 'enter', info: null });
    expect(domainArea.area).toBe('universal');
  });
});

describe('card login', () => {
  let reloads: number;
  let restoreReload: () => void;
  beforeEach(() => { reloads = 0; restoreReload = setReload(() => { reloads++; }); });
  afterEach(() => restoreReload());

  const answer = { suid: '1', username: 'player1', real_name_status: 1, years: 30, real_name: '', oauth_token: 'tok-card', platform_token: '', expires_in: 3600 };

  it('needs card number and password', async () => {
    serve({});
    expect(await loginWithCard('', '1111')).toBe(t('card.enter'));
    expect(await loginWithCard('WATT-0001', ' ')).toBe(t('card.enter'));
    expect(api.calls).toHaveLength(0);
  });

  it('logs in as the card\'s account and runs the login success sequence', async () => {
    serve({ [API.cardLogin]: () => answer });
    expect(await loginWithCard('WATT-0001', '1111')).toBe('');
    expect(deobfuscatePassword(callsTo(API.cardLogin)[0]!.query.get('card_pwd')!)).toBe('1111');
    expect(session).toMatchObject({ token: 'tok-card', userInfo: { username: 'player1' } });
    expect(reloads).toBe(1);
  });

  it('in automatic replenish it lands on the player\'s replenishment', async () => {
    setPage('https://pay.watt-games.example/replenishGoods?rp_client_id=1001');
    serve({ [API.cardLogin]: () => answer, [API.replenishInfo]: (c) => ({ replenish_id: c.query.get('oauth_token') === 'tok-card' ? 'rp-watt-valid' : 'x', client_id: '1001', game_name: 'Starfall', user_name: 'ann', amount: 5, currency_code: 'USD', valid_time: 600 }) });
    expect(await loginWithCard('WATT-0001', '1111')).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/replenishGoods?replenish_id=rp-watt-valid&rp_client_id=1001');
  });

  it('a wrong card says the login failed, in the storefront\'s words', async () => {
    serve({ [API.cardLogin]: () => fail(CODE.LOGIN_FAILED, 'Wrong card number or password.') });
    // No locale is loaded in these tests: t() answers the key.
    expect(await loginWithCard('WATT-0009', '0000')).toBe('login.failed');
    expect(session.token).toBe('');
  });
});
