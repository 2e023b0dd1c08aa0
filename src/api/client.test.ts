/**
 * The API client against a fake fetch and fake timers: no network. Each test names the
 * rule of spec sections 4, 7, 8 or 9 it protects.
 */
import { describe, expect, it, vi } from 'vitest';
import brand from 'virtual:brand';
import { CLIENT_CODE, ApiError, apiGet, apiPost, configureApi } from './client.ts';
import { HOSTS, calls, elapsed, fail, ok, serve, settle, startedAt, useFakeHostsPage } from '../test/fake-fetch.ts';
import { setPage } from '../test/fake-api.ts';
import { setApiErrorEffects } from '../lib/api-error-effects.ts';
import { BACKUP_HOST_MEMORY_MS, HEDGE_AFTER_MS, REQUEST_TIMEOUT_MS, RETRY_DELAY_MS } from '../lib/constants.ts';
import { STORAGE_KEYS, readStored, resetStorageForTests } from '../lib/storage.ts';
import { session, setSession } from '../stores/session.ts';
import { ui } from '../stores/ui.ts';
import { toast } from '../stores/toast.ts';
import { setLocale } from '../stores/locale.ts';
import { ERROR_LOG_PATHS } from './contract.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';


useFakeHostsPage();

describe('request shape (spec section 7)', () => {
  it('resolves a code-1 reply to its content field', async () => {
    serve({ [HOSTS[0]!]: ok({ games: [1, 2] }) });
    expect((await settle(apiGet('/api/x'))).value).toEqual({ games: [1, 2] });
  });

  it('adds spec_lang to every GET, and oauth_token only when logged in', async () => {
    serve({ [HOSTS[0]!]: ok(null) });
    setLocale('de');
    await settle(apiGet('/util/login/get_user_info', { a: 1, skip: undefined }));
    expect(calls[0]!.url.searchParams.get('spec_lang')).toBe('de');
    expect(calls[0]!.url.searchParams.get('a')).toBe('1');
    expect(calls[0]!.url.searchParams.has('skip')).toBe(false);
    expect(calls[0]!.url.searchParams.has('oauth_token')).toBe(false);

    setSession('tok-1', { suid: 7, username: 'ann' });
    await settle(apiGet('/util/login/get_user_info'));
    expect(calls[1]!.url.searchParams.get('oauth_token')).toBe('tok-1');
  });

  it('keeps an oauth_token the caller already gave', async () => {
    serve({ [HOSTS[0]!]: ok(null) });
    setSession('tok-session', {});
    await settle(apiGet('/util/login/twitter_redirect', { oauth_token: 'tw-token' }));
    expect(calls[0]!.url.searchParams.getAll('oauth_token')).toEqual(['tw-token']);
  });

  it('POSTs a JSON body with the Idempotency-Key header, oauth_token in the query and no spec_lang', async () => {
    serve({ [HOSTS[0]!]: ok({ billing_no: 'B1' }) });
    setSession('tok', {});
    await settle(apiPost('/api/pay/order', { goods: 'g1' }, {}, { idempotencyKey: 'k-123' }));
    const c = calls[0]!;
    expect(c.init.method).toBe('POST');
    expect(JSON.parse(String(c.init.body))).toEqual({ goods: 'g1' });
    const headers = c.init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['idempotency-key']).toBe('k-123');
    expect(c.url.searchParams.has('spec_lang')).toBe(false);
    expect(c.url.searchParams.get('oauth_token')).toBe('tok');
  });
});

describe('retry and failover (spec sections 4 and 9)', () => {
  it('tries a failing host 3 times 4 s apart, then moves on to the next host at once', async () => {
    serve({ [HOSTS[1]!]: ok('from backup') });
    const r = await settle(apiGet('/api/x'));
    expect(r.value).toBe('from backup');
    expect(calls.map((c) => [c.url.origin, c.at])).toEqual([
      [HOSTS[0], 0],
      [HOSTS[0], RETRY_DELAY_MS],
      [HOSTS[0], 2 * RETRY_DELAY_MS],
      [HOSTS[1], 2 * RETRY_DELAY_MS],
    ]);
  });

  it('succeeds on the second try of the same host without touching the backup', async () => {
    let n = 0;
    serve({ [HOSTS[0]!]: () => (++n === 1 ? 'network' : ok('second try')) });
    const r = await settle(apiGet('/x'));
    expect(r.value).toBe('second try');
    expect(calls.map((c) => [c.url.origin, c.at])).toEqual([[HOSTS[0], 0], [HOSTS[0], RETRY_DELAY_MS]]);
  });

  it('remembers a working backup for 1 hour and tries it first on the next call', async () => {
    serve({ [HOSTS[1]!]: ok('b') });
    await settle(apiGet('/first'));
    expect(readStored(STORAGE_KEYS.backupApi)).toEqual([HOSTS[1], HOSTS[0], HOSTS[2]]);
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEYS.backupApi)!) as { expires: number };
    expect(raw.expires - startedAt()).toBe(2 * RETRY_DELAY_MS + BACKUP_HOST_MEMORY_MS); // remembered when the backup answered

    calls.length = 0;
    await settle(apiGet('/second'), 0);
    expect(calls.map((c) => c.url.origin)).toEqual([HOSTS[1]]);

    // Once the hour is over the brand order is back: the primary first again.
    vi.setSystemTime(raw.expires);
    calls.length = 0;
    serve({ [HOSTS[0]!]: ok('a') });
    await settle(apiGet('/third'), 0);
    expect(calls.map((c) => c.url.origin)).toEqual([HOSTS[0]]);
  });

  it('reuses the same Idempotency-Key on every retry and every host', async () => {
    serve({ [HOSTS[2]!]: ok('claimed') });
    await settle(apiPost('/api/reward/claim', { id: 3 }, {}, { idempotencyKey: 'claim-3' }));
    expect(calls).toHaveLength(7);
    for (const c of calls) expect((c.init.headers as Record<string, string>)['idempotency-key']).toBe('claim-3');
  });

  it('sends a POST without an idempotency key once only, with no retry and no failover', async () => {
    serve({ [HOSTS[1]!]: ok('would duplicate') });
    const r = await settle(apiPost('/api/card/card_recharge', { card_no: 'C1' }));
    expect(calls.map((c) => c.url.origin)).toEqual([HOSTS[0]]);
    expect(r.error!.code).toBe(CLIENT_CODE.network);
  });

  it('asks the next host when the first has not answered after 2.5 s; the first answer wins and that host is remembered', async () => {
    serve({ [HOSTS[0]!]: 'hang', [HOSTS[1]!]: ok('backup') });
    const r = await settle(apiGet('/slow'), HEDGE_AFTER_MS);
    expect(r.value).toBe('backup');
    expect(calls.map((c) => [c.url.origin, c.at])).toEqual([[HOSTS[0], 0], [HOSTS[1], HEDGE_AFTER_MS]]);
    expect(readStored(STORAGE_KEYS.backupApi)).toEqual([HOSTS[1], HOSTS[0], HOSTS[2]]);
  });

  it('hedges an order that carries its Idempotency-Key, with the same key', async () => {
    serve({ [HOSTS[0]!]: 'hang', [HOSTS[1]!]: ok('placed') });
    const r = await settle(apiPost('/api/pay/order', { goods: 'g1' }, {}, { idempotencyKey: 'k-9' }), HEDGE_AFTER_MS);
    expect(r.value).toBe('placed');
    expect(calls.map((c) => (c.init.headers as Record<string, string>)['idempotency-key'])).toEqual(['k-9', 'k-9']);
  });

  it('never hedges a POST without an idempotency key: one attempt, however long it hangs', async () => {
    serve({ [HOSTS[0]!]: 'hang', [HOSTS[1]!]: ok('would duplicate') });
    const r = await settle(apiPost('/api/card/card_recharge', { card_no: 'C1' }));
    expect(calls.map((c) => c.url.origin)).toEqual([HOSTS[0]]);
    expect(r.error!.code).toBe(CLIENT_CODE.network);
  });

  it('treats a gateway\'s 502, 503 and 504 as no reply: retried 4 s apart, then the next host', async () => {
    for (const status of [502, 503, 504]) {
      calls.length = 0;
      localStorage.clear();
      resetStorageForTests();
      serve({ [HOSTS[0]!]: { status, body: '<html>Service Unavailable</html>' }, [HOSTS[1]!]: ok('backup') });
      const r = await settle(apiGet('/x'));
      expect(r.value, `HTTP ${status}`).toBe('backup');
      expect(calls.map((c) => c.url.origin)).toEqual([HOSTS[0], HOSTS[0], HOSTS[0], HOSTS[1]]);
    }
  });

  it('sends a keyed POST again after 409 -3013 (the same key still in progress at the backend), same key, 4 s later; the order answer wins', async () => {
    configureApi({ hosts: [HOSTS[0]!] });
    let n = 0;
    serve({ [HOSTS[0]!]: () => (++n === 1 ? { status: 409, body: { code: -3013, msg: 'in progress', content: null } } : ok({ billing_no: 'B1' })) });
    const r = await settle(apiPost('/api/x/keyed', {}, {}, { idempotencyKey: 'k-1' }));
    expect(r.value).toEqual({ billing_no: 'B1' });
    expect(calls.map((c) => c.at)).toEqual([0, RETRY_DELAY_MS]);
    expect(calls.map((c) => (c.init.headers as Record<string, string>)['idempotency-key'])).toEqual(['k-1', 'k-1']);
  });

  it('aborts an attempt after 10 s and counts it as a transport failure (one host: nothing to hedge to)', async () => {
    configureApi({ hosts: [HOSTS[0]!] });
    serve({ [HOSTS[0]!]: 'hang' });
    const r = await settle(apiGet('/slow'));
    expect(r.error!.code).toBe(CLIENT_CODE.network);
    expect(calls.map((c) => c.at)).toEqual([0, REQUEST_TIMEOUT_MS + RETRY_DELAY_MS, 2 * (REQUEST_TIMEOUT_MS + RETRY_DELAY_MS)]);
    expect(calls.every((c) => c.init.signal?.aborted)).toBe(true);
  });

  it('with every host hanging, gives up once every host has had its tries, with the network code', async () => {
    serve({ [HOSTS[0]!]: 'hang', [HOSTS[1]!]: 'hang', [HOSTS[2]!]: 'hang' });
    const r = await settle(apiGet('/down'));
    expect(r.error!.code).toBe(CLIENT_CODE.network);
    expect(calls).toHaveLength(9);
  });

  it('does not time out a reply that arrives just under 10 s (one host)', async () => {
    configureApi({ hosts: [HOSTS[0]!] });
    configureApi({
      fetch: (input, init) => {
        calls.push({ url: new URL(input), init, at: elapsed() });
        return new Promise((resolve) => setTimeout(() => resolve(new Response(JSON.stringify({ code: 1, content: 'slow ok' }))), REQUEST_TIMEOUT_MS - 1));
      },
    });
    const r = await settle(apiGet('/nearly'));
    expect(r.value).toBe('slow ok');
    expect(calls).toHaveLength(1);
  });

  it('after one pass over every host rejects with the network code, shows error.network and reports it', async () => {
    const beacon: string[] = [];
    setTrackingEnabled(true);
    setTrackingFetch(async (url, init) => { beacon.push(`${url} ${String(init.body)}`); });
    serve({});
    const lastTry = 3 * 2 * RETRY_DELAY_MS; // 3 hosts, each 3 tries 4 s apart, no wait between hosts
    const r = await settle(apiGet('/down'), lastTry);
    expect(calls).toHaveLength(9);
    expect(calls.map((c) => c.at)).toEqual([0, 4000, 8000, 8000, 12000, 16000, 16000, 20000, 24000]);
    expect(calls.at(-1)!.at).toBe(lastTry);
    expect(r.error).toBeInstanceOf(ApiError);
    expect(r.error!.code).toBe(CLIENT_CODE.network);
    expect(r.error!.path).toBe('/down');
    expect(toast.current).toMatchObject({ key: 'error.network' });
    expect(beacon).toHaveLength(1);
    expect(beacon[0]).toContain(brand.hosts.errorLog + ERROR_LOG_PATHS.error);
    expect(beacon[0]).toContain('/down');
  });

  it('never retries a host that replied, even with an HTTP error', async () => {
    serve({ [HOSTS[0]!]: { status: 500, body: { code: -5, msg: 'Server busy', content: null } } });
    const r = await settle(apiGet('/busy'));
    expect(calls).toHaveLength(1);
    expect(r.error!.code).toBe(-5);
  });

  it('rejects a success whose content breaks the contract\'s shape, naming the call and the field, and reports it', async () => {
    const beacon: string[] = [];
    setTrackingEnabled(true);
    setTrackingFetch(async (url, init) => { beacon.push(`${url} ${String(init.body)}`); });
    serve({ [HOSTS[0]!]: ok([{ client_id: '1001', name: 7, icon: 'https://x.test/i.svg', domain_areas: [] }]) });
    const r = await settle(apiGet('/api/game/game_list'), 0);
    expect(r.error!.code).toBe(CLIENT_CODE.badShape);
    expect(r.error!.message).toBe('content[0].name: expected a string, got number 7');
    expect(toast.current).toMatchObject({ key: 'error.query' });
    await vi.advanceTimersByTimeAsync(5000); // the beacon sends API errors after 3 s (spec section 9)
    expect(beacon).toHaveLength(1);
    expect(beacon[0]).toContain('GET /api/game/game_list: content[0].name');
  });

  it('turns a reply without an envelope (a web server\'s error page) into the bad-reply code', async () => {
    serve({ [HOSTS[0]!]: { status: 500, body: '<html>Internal error</html>' } });
    const r = await settle(apiGet('/proxy'), 0);
    expect(calls).toHaveLength(1);
    expect(r.error!.code).toBe(CLIENT_CODE.badReply);
    expect(toast.current).toMatchObject({ key: 'error.generic' });
  });

  it('uses only the demo host on a page whose hostname contains "demo"', async () => {
    configureApi({ hosts: null });
    setPage('https://demo-pay.watt-games.example/selectGame');
    serve({});
    const r = await settle(apiGet('/demo'));
    expect(new Set(calls.map((c) => c.url.origin))).toEqual(new Set([brand.hosts.demoApi]));
    expect(calls).toHaveLength(3);
    expect(r.error!.code).toBe(CLIENT_CODE.network);
  });

  it('uses the brand production hosts in order elsewhere', async () => {
    configureApi({ hosts: null });
    serve({});
    await settle(apiGet('/prod'));
    expect([...new Set(calls.map((c) => c.url.origin))]).toEqual(brand.hosts.api);
  });
});

describe('the client reports a failure and acts on no store itself (the API layer is a leaf)', () => {
  it('with no effects installed, an error code rejects and leaves session, page and popups as they were', async () => {
    setApiErrorEffects(null);
    setSession('tok', { username: 'ann' });
    serve({ [HOSTS[0]!]: fail(-600, 'expired') });
    const r = await settle(apiGet('/api/x'), 0);
    expect(r.error!.code).toBe(-600);
    expect(session.token).toBe('tok');
    expect(ui.loginPopupOpen).toBe(false);
    expect(window.location.pathname).toBe('/recharge');
  });
});
