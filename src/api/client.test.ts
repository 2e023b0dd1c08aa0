/**
 * The API client against a fake fetch and fake timers: no network. Each test names the
 * rule of spec sections 4, 7, 8 or 9 it protects.
 */
import { describe, expect, it, vi } from 'vitest';
import brand from 'virtual:brand';
import { CLIENT_CODE, ApiError, apiGet, apiPost, configureApi } from './client.ts';
import { HOSTS, type Reply, calls, elapsed, fail, ok, serve, settle, startFakeHosts, startedAt, setUpFakeHostsPage } from '../test/fake-fetch.ts';
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


setUpFakeHostsPage();

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
  it('asks the next host as soon as an attempt on the first fails: a host that is down costs a first visit nothing', async () => {
    serve({ [HOSTS[1]!]: ok('from backup') });
    const r = await settle(apiGet('/api/x'));
    expect(r.value).toBe('from backup');
    expect(calls.map((c) => [c.url.origin, c.at])).toEqual([[HOSTS[0], 0], [HOSTS[1], 0]]);
  });

  it('keeps trying the first host 4 s apart beside the next one, and takes whichever answers first', async () => {
    let n = 0;
    serve({ [HOSTS[0]!]: () => (++n < 3 ? { status: 503, body: '<html>busy</html>' } : ok('primary, third try')), [HOSTS[1]!]: 'hang', [HOSTS[2]!]: 'hang' });
    const r = await settle(apiGet('/api/x'), 2 * RETRY_DELAY_MS);
    expect(r.value).toBe('primary, third try');
    expect(calls.map((c) => [c.url.origin, c.at])).toEqual([
      [HOSTS[0], 0], [HOSTS[1], 0], [HOSTS[2], HEDGE_AFTER_MS], [HOSTS[0], RETRY_DELAY_MS], [HOSTS[0], 2 * RETRY_DELAY_MS],
    ]);
    // The primary answered: nothing to remember.
    expect(readStored(STORAGE_KEYS.backupApi)).toBeUndefined();
  });

  it('remembers a working backup for 1 hour and tries it first on the next call', async () => {
    serve({ [HOSTS[1]!]: ok('b') });
    await settle(apiGet('/first'));
    expect(readStored(STORAGE_KEYS.backupApi)).toEqual([HOSTS[1], HOSTS[0], HOSTS[2]]);
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEYS.backupApi)!) as { expires: number };
    expect(raw.expires - startedAt()).toBe(BACKUP_HOST_MEMORY_MS); // remembered when the backup answered, at once

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
    expect(calls.map((c) => c.url.origin)).toEqual(HOSTS);
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

  /** Replies that are not the contract's envelope served as JSON: the backend did not answer them. */
  const NOT_ENVELOPES: [string, Reply][] = [
    ...[502, 503, 504].map((status): [string, Reply] => [`a gateway's ${status}`, { status, body: '<html>Service Unavailable</html>' }]),
    ['a gateway\'s 503 even with an envelope', { status: 503, body: { code: -5000, msg: 'down', content: null } }],
    ['HTTP 500 with an HTML page', { status: 500, body: '<html>Internal Server Error</html>' }],
    ['a 200 HTML maintenance page', { status: 200, body: '<!doctype html><title>Maintenance</title><h1>Back soon</h1>' }],
    ['a CDN\'s 403 block page', { status: 403, body: '<html>Access denied</html>' }],
    ['a 429 without an envelope', { status: 429, body: 'Too Many Requests', type: 'text/plain' }],
    ['an envelope served as text/html', { status: 200, body: JSON.stringify({ code: 1, msg: '', content: 'x' }), type: 'text/html' }],
    ['JSON that is not the envelope', { status: 200, body: { error: 'maintenance' } }],
    ['an empty 200', { status: 200, body: '', type: 'application/json' }],
  ];

  it('fails over every reply that is not the envelope, at once, for a GET and for a keyed POST, and remembers the host that answered', async () => {
    for (const [what, reply] of NOT_ENVELOPES) {
      for (const send of [() => apiGet('/x'), () => apiPost('/keyed', {}, {}, { idempotencyKey: 'k-1' })]) {
        startFakeHosts();
        localStorage.clear();
        resetStorageForTests();
        serve({ [HOSTS[0]!]: reply, [HOSTS[1]!]: ok('backup') });
        const r = await settle(send());
        expect(r.value, what).toBe('backup');
        expect(calls.map((c) => [c.url.origin, c.at]), what).toEqual([[HOSTS[0], 0], [HOSTS[1], 0]]);
        expect(readStored(STORAGE_KEYS.backupApi), what).toEqual([HOSTS[1], HOSTS[0], HOSTS[2]]);
      }
    }
  });

  it('after such a failure the next call, Try again included, asks the host that answered first', async () => {
    serve({ [HOSTS[0]!]: { status: 200, body: '<html>Maintenance</html>' }, [HOSTS[1]!]: ok('backup') });
    await settle(apiGet('/y'));
    calls.length = 0;
    const again = await settle(apiGet('/y'));
    expect(again.value).toBe('backup');
    expect(calls.map((c) => c.url.origin)).toEqual([HOSTS[1]]);
  });

  it('with every host answering a page in the envelope\'s place: each tried 3 times, then the bad-reply code, the generic message, and the beacon told', async () => {
    const beacon: string[] = [];
    setTrackingEnabled(true);
    setTrackingFetch(async (url, init) => { beacon.push(String(init.body)); });
    const page: Reply = { status: 200, body: '<html>Maintenance</html>' };
    serve({ [HOSTS[0]!]: page, [HOSTS[1]!]: page, [HOSTS[2]!]: page });
    const r = await settle(apiGet('/proxy'), 2 * RETRY_DELAY_MS);
    expect(calls.map((c) => c.at)).toEqual([0, 0, 0, 4000, 4000, 4000, 8000, 8000, 8000]);
    expect(r.error!.code).toBe(CLIENT_CODE.badReply);
    expect(r.error!.message).toBe('HTTP 200 without an envelope (text/html; charset=utf-8)');
    expect(toast.current).toMatchObject({ key: 'error.generic' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(beacon.join()).toContain('GET /proxy: HTTP 200 without an envelope');
  });

  it('sends a POST without a key once, whatever answers: a 503 or a page is not failed over', async () => {
    for (const reply of [{ status: 503, body: '<html>busy</html>' }, { status: 200, body: '<html>Maintenance</html>' }] as Reply[]) {
      calls.length = 0;
      serve({ [HOSTS[0]!]: reply, [HOSTS[1]!]: ok('would duplicate') });
      const r = await settle(apiPost('/api/card/card_recharge', { card_no: 'C1' }));
      expect(calls.map((c) => c.url.origin)).toEqual([HOSTS[0]]);
      expect(r.error!.code).not.toBe(1);
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
        return new Promise((resolve) => setTimeout(() => resolve(Response.json({ code: 1, content: 'slow ok' })), REQUEST_TIMEOUT_MS - 1));
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
    const lastTry = 2 * RETRY_DELAY_MS; // 3 hosts side by side, each 3 tries 4 s apart
    const r = await settle(apiGet('/down'), lastTry);
    expect(calls).toHaveLength(9);
    expect(calls.map((c) => c.at)).toEqual([0, 0, 0, 4000, 4000, 4000, 8000, 8000, 8000]);
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

describe('a GET sent ahead (CallOptions.ahead: step 2\'s lists for the kept choices)', () => {
  it('sends the request, and the same call then takes its reply instead of asking again', async () => {
    serve({ [HOSTS[0]!]: ok({ n: 1 }) });
    setLocale('de');
    expect(await apiGet('/api/x', { role_id: 'a/b' }, { ahead: true })).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.url.href)).toEqual([`${HOSTS[0]}/api/x?role_id=a%2Fb&spec_lang=de`]);
    serve({ [HOSTS[0]!]: ok({ n: 2 }) });
    expect((await settle(apiGet('/api/x', { role_id: 'a/b' }))).value).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    // Taken once: the next call asks.
    expect((await settle(apiGet('/api/x', { role_id: 'a/b' }))).value).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('shows nothing for a refusal no call comes for, and handles one a call takes as any reply', async () => {
    serve({ [HOSTS[0]!]: fail(-3004, 'no such character') });
    await apiGet('/api/pay/goods_list', { role_id: 'gone' }, { ahead: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(toast.current).toBeNull();
    await apiGet('/api/pay/goods_list', { role_id: 'kept' }, { ahead: true });
    const r = await settle(apiGet('/api/pay/goods_list', { role_id: 'kept' }), 1000);
    expect(r.error!.code).toBe(-3004);
    expect(toast.current).not.toBeNull();
  });

  it('asks afresh for a call that comes after REQUEST_TIMEOUT_MS, rather than take an old answer', async () => {
    serve({ [HOSTS[0]!]: ok('old') });
    await apiGet('/api/z', { area_id: 1 }, { ahead: true });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    serve({ [HOSTS[0]!]: ok('new') });
    expect((await settle(apiGet('/api/z', { area_id: 1 }))).value).toBe('new');
    expect(calls).toHaveLength(2);
  });

  it('a call made while the answer is on its way waits for it; the request has the usual retries and failover', async () => {
    let answer!: (r: Response) => void;
    configureApi({ fetch: (input, init) => { calls.push({ url: new URL(input), init, at: elapsed() }); return new Promise<Response>((r) => { answer = r; }); } });
    await apiGet('/api/x', {}, { ahead: true });
    const taken = settle(apiGet('/api/x'), 0);
    await vi.advanceTimersByTimeAsync(0);
    answer(new Response(JSON.stringify({ code: 1, msg: 'ok', content: 'early' }), { headers: { 'content-type': 'application/json' } }));
    expect((await taken).value).toBe('early');
    expect(calls).toHaveLength(1);
    serve({ [HOSTS[1]!]: ok('backup') });
    await apiGet('/api/y', {}, { ahead: true });
    expect((await settle(apiGet('/api/y'))).value).toBe('backup');
    expect(calls.filter((c) => c.url.origin === HOSTS[1]).map((c) => c.url.pathname)).toEqual(['/api/y']);
  });
});
