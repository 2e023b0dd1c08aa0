/**
 * Issue 17: every code of spec section 8 gets exactly its handling on every call that may
 * answer it. The rows are api/openapi.yaml's: each call's x-error-codes that section 8
 * lists, so a code or a call added to the contract adds rows, and a row that nothing here
 * drives, or whose outcome is not written down, fails.
 *
 * Each row walks the product to the call the way the player or the page makes it (the store
 * action or login step; every other call answered with success, and a call that needs a
 * login refused with -600 without one, as the backend does), answers that code on that call
 * only, and checks what the player is left with: the page, the session, the login popup,
 * the message, the domain area, the chosen game, and where a new login would go back to.
 *
 * A call the API client handles gets section 8's handling exactly (app/api-effects.ts),
 * plus what its store adds. One handled otherwise gets what its store documents, written
 * out per code under `own` ('section 8' where it comes to the same): a silent call, whose
 * store handles every code itself, or a background one (api/client.ts), which the page
 * makes on its own and whose expired login only logs out.
 */
import brandLogin from 'virtual:brand/login';
import socialAuth from 'virtual:brand/socialAuth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractOperations } from '../../api/openapi-document.ts';
import {
  GAME_NOT_FOUND, NO_PERMISSION, REAL_NAME_REQUIRED, REPLENISH_INVALID, REPLENISH_SETTLED, TOKEN_INVALID, WRONG_DOMAIN_AREA,
} from '../api/api-codes.ts';
import { PATHS as API } from '../api/contract.ts';
import { setRedirect } from '../lib/redirect.ts';
import { setReload } from '../lib/reload.ts';
import { loginWithAccount } from '../login/account-login.ts';
import { loginWithCard } from '../login/card-login.ts';
import { startSocialLogin } from '../login/social.ts';
import { finishRedirectReturn } from '../login/social-return.ts';
import { REDIRECT_RESULT_KEY, RESULT_MESSAGE } from '../login/social/callback-protocol.ts';
import { resetTwitterForTests } from '../login/social/twitter.ts';
import { resetFacebookForTests } from '../login/social/facebook.ts';
import { setVkIdForTests } from '../login/social/vk.ts';
import { banner, loadBanner } from '../stores/banner.ts';
import { closeCardLogin, checkCard, closeCardPopup, confirmCardRecharge, openCardLogin, openCardPopup } from '../stores/card.ts';
import { catalogue, loadGameLogo, loadGames } from '../stores/catalogue.ts';
import { checkout, openCheckout } from '../stores/checkout.ts';
import { pay } from '../stores/pay.ts';
import { prepareCustomerService, resetCustomerServiceForTests } from '../stores/customer-service.ts';
import { domainArea, setDomainArea } from '../stores/domain-area.ts';
import { chooseArea, chooseRole, chooseServer, findServer, loadAreas, setServerView } from '../stores/goods-choice.ts';
import { checkRealName, contactCustomerService, korea, loadPlatformToken } from '../stores/korea.ts';
import { runLanguageReloads } from '../stores/language-reloads.ts';
import { takeLoginReturn } from '../stores/login-return.ts';
import { order, setOrder } from '../stores/order.ts';
import { checkPromotion, claimAll, claimTier, closePromotion, loadPromotion, openPromotion, promotion } from '../stores/promotion.ts';
import { resetCountdown } from '../stores/replenish/countdown.ts';
import { replenishLink, setLinkState } from '../stores/replenish/link.ts';
import { leaveReplenishment, openReplenishment } from '../stores/replenish/open.ts';
import { payReplenishment, replenishPayment, resetPayment } from '../stores/replenish/payment.ts';
import { type Resource, resetResource } from '../stores/resource.ts';
import { openResult, result, stopPolling } from '../stores/result.ts';
import { refreshUserInfo } from '../stores/session-refresh.ts';
import { session, setSession } from '../stores/session.ts';
import { toast } from '../stores/toast.ts';
import { closePopup, openLoginPopup, ui } from '../stores/ui.ts';
import { API_ANSWERS, AREA, GOODS, LOGIN, ROLE, SERVER, TWITTER_AUTH } from '../test/api-answers.ts';
import { fail, fakeApi, setPage, type FakeCall } from '../test/fake-api.ts';
import { info } from '../test/replenish-fixture.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';

// ─── Section 8 ───────────────────────────────────────────────────────────────────────────

/** Spec section 8's codes ("other", every code outside them, is a message only). */
const SECTION_8_CODES: readonly number[] = [
  TOKEN_INVALID, GAME_NOT_FOUND, NO_PERMISSION, WRONG_DOMAIN_AREA, REAL_NAME_REQUIRED, REPLENISH_INVALID, REPLENISH_SETTLED,
];

/** What the player is left with; a field left out is as it was before the call. */
interface Outcome {
  path?: string;
  session?: 'cleared' | 'loggedIn';
  loginPopup?: boolean;
  /** The toast: a message key, or the server's words; none unless given. */
  toast?: string | { text: string };
  area?: 'cleared';
  game?: 'cleared';
  /** A login from the popup goes back to the page the session ran out on. */
  loginReturns?: true;
}

/**
 * Spec section 8, as the player sees it on brand watt (no real-name verification: 6001
 * goes to /, as the spec says; ko's /certifiedReal is app/api-effects.test.ts's); the
 * messages are the storefront's own words for the code (stores/api-messages.ts).
 */
const SECTION_8: { readonly [code: number]: Outcome } = {
  [TOKEN_INVALID]: { session: 'cleared', loginPopup: true, path: '/', loginReturns: true },
  [GAME_NOT_FOUND]: { game: 'cleared', path: '/' },
  [NO_PERMISSION]: { toast: 'error.noPermission' },
  [WRONG_DOMAIN_AREA]: { area: 'cleared', path: '/notArea' },
  [REAL_NAME_REQUIRED]: { session: 'cleared', path: '/' },
  [REPLENISH_INVALID]: { path: '/errorReplenish', toast: 'error.linkInvalid' },
  [REPLENISH_SETTLED]: { toast: 'replenish.notNeeded' },
};

/** The server's words with every failure, shown only where the storefront has none of its own. */
const SERVER_MSG = 'server says no';

// ─── The rows: api/openapi.yaml ──────────────────────────────────────────────────────────

const OPERATIONS = contractOperations().filter((op) => !op.servers); // the collectors answer no codes
const NEEDS_LOGIN = new Set(OPERATIONS.filter((op) => op.needsToken).map((op) => op.path));
const ROWS = OPERATIONS
  .map((op) => ({ call: `${op.method.toUpperCase()} ${op.path}`, path: op.path, codes: op.errorCodes.filter((c) => SECTION_8_CODES.includes(c)) }))
  .filter((row) => row.codes.length > 0);

// ─── The fake backend ────────────────────────────────────────────────────────────────────

/** The one call that fails, from the action on (what comes before it succeeds). */
let failing: { path: string; code: number } | null = null;
let answers: { [path: string]: unknown } = {};
let api: ReturnType<typeof fakeApi>;
let redirects: string[];
let reloads: number;
const cleanups: (() => void)[] = [];

function answer(c: FakeCall): unknown {
  if (failing?.path === c.path) return fail(failing.code, SERVER_MSG);
  if (NEEDS_LOGIN.has(c.path) && !c.query.get('oauth_token')) return fail(TOKEN_INVALID, 'Please log in.');
  return answers[c.path] ?? API_ANSWERS[c.path];
}

/**
 * Lets what an action left running (loads it did not wait for, and what follows them) end:
 * the fake API answers at once, so a few turns of the event loop do (under fake timers,
 * the countdown's row, its due timers).
 */
async function drain(): Promise<void> {
  for (let i = 0; i < 5; i++) await (vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(0) : new Promise((r) => setTimeout(r, 0)));
}

const globals = window as unknown as Record<string, unknown>;

// ─── Where each call is made ─────────────────────────────────────────────────────────────

interface Site {
  /** The action that makes the call. */
  via: string;
  /** The page it happens on (default /selectGoods). */
  page?: string;
  /** A visitor, with the login popup open (default: a logged-in player). */
  visitor?: true;
  /** Answers other than API_ANSWERS while arranging. */
  answers?: { [path: string]: unknown };
  /** What comes before, every call succeeding (a popup opened, a list loaded...). */
  arrange?: () => unknown;
  /** The action, to its end; what it resolves to goes to `also`. */
  act: () => Promise<unknown>;
  /** Handled otherwise than by section 8 alone (silent, or background): per code, what the player sees. Every code the call may answer needs one. */
  own?: { [code: number]: Outcome | 'section 8' };
  /** What the store shows besides section 8's handling. */
  plus?: (code: number) => Outcome;
  /** The store's own part (its popup closed, its page's state...). */
  also?: (code: number, acted: unknown) => void;
}

const STEP_2 = '/selectGoods';
const STEP_3 = '/recharge';
const RESULT = '/result?billing_no=B1';
const REPLENISH = '/replenishGoods?replenish_id=rp-1';
const IN_GAME = '/selectGoods?game_id=1001';

/** Step 3 opens: recharge texts, payment regions, then the chosen region's channels, each to its end. */
async function openStep3(): Promise<void> {
  openCheckout();
  await vi.waitFor(() => expect([checkout.config, checkout.regions, checkout.channels].map((r) => r.status)).not.toContain('loading'));
}

/**
 * -600 on a call the page makes on its own (a background call, api/client.ts): logged out
 * where the player is; the header offers "Log in", and the next act that needs it opens it.
 */
const LOGGED_OUT_WHERE_IT_IS: Outcome = { session: 'cleared' };

/** The replenishment page's state after a failed call: the link's words, or that it failed. */
const linkStateAfter = (code: number) => (code === REPLENISH_INVALID ? 'invalid' : code === REPLENISH_SETTLED ? 'settled' : 'error');

/** A login popup's failure: the server's words (section 8 has none for -3001), in the popup. */
const popupSaysWhy = (_code: number, acted: unknown) => expect(acted).toEqual({ text: SERVER_MSG });

/** The ready link asked again (at 00:00, in another language): expired when the server says so, section 8 otherwise. */
const READY_LINK_ASKED_AGAIN: Pick<Site, 'own' | 'also'> = {
  own: { [REPLENISH_INVALID]: {}, [REPLENISH_SETTLED]: 'section 8', [TOKEN_INVALID]: 'section 8', [GAME_NOT_FOUND]: 'section 8' },
  also: (code) => expect(replenishLink.state.status).toBe(code === REPLENISH_INVALID ? 'expired' : linkStateAfter(code)),
};

/** Lends watt (which offers neither) VK's or Kakao's keys for a row. */
function lend<K extends 'vk' | 'kakao'>(to: Record<string, unknown>, key: K, value: unknown): void {
  to[key] = value;
  cleanups.push(() => { delete to[key]; });
}

/** Twitter's popup: the storefront's own window, faked; it answers through the callback page's message. */
function twitterWindow() {
  const win = { closed: false, location: { href: 'about:blank' }, focus() {}, close() { this.closed = true; } };
  vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  return win;
}

const SITES: { readonly [call: string]: readonly Site[] } = {
  'GET /util/login/get_user_info': [{
    via: 'refreshUserInfo (after the first render)',
    act: refreshUserInfo,
    own: { [TOKEN_INVALID]: LOGGED_OUT_WHERE_IT_IS },
  }],
  'GET /util/login/kr_user_info': [{
    via: 'checkRealName (/certifiedReal)', page: '/certifiedReal',
    act: checkRealName,
    also: () => expect(korea.realName).toBe('login'),
  }],
  'GET /util/login/get_platform_token': [{
    via: 'loadPlatformToken (on load)',
    act: () => loadPlatformToken(),
    // Nothing said for -3002: the footer's link asks again, and says why, when tapped (below).
    own: { [TOKEN_INVALID]: LOGGED_OUT_WHERE_IT_IS, [NO_PERMISSION]: {} },
    also: () => expect(korea.token).toBe('error'),
  }, {
    via: 'contactCustomerService (the footer\'s link, without a platform token yet)',
    act: () => contactCustomerService('https://www.watt-games.example/help'),
    also: () => expect(redirects).toEqual([]),
  }],

  'GET /api/ingame/auth': [{
    via: 'loginWithAccount from a game', page: IN_GAME, visitor: true,
    act: () => loginWithAccount('player1', 'secret'),
    also: (_code, acted) => expect(acted).toBe(SERVER_MSG),
  }],
  'GET /api/ingame/google_auth': [{
    via: 'startSocialLogin(google) from a game', page: IN_GAME, visitor: true,
    arrange: () => {
      globals.google = { accounts: { oauth2: { initCodeClient: (c: { state: string; callback: (r: object) => void }) => ({ requestCode: () => c.callback({ code: 'g.1', state: c.state }) }) } } };
      cleanups.push(() => { delete globals.google; });
    },
    act: () => startSocialLogin('google'),
    also: popupSaysWhy,
  }],
  'GET /api/ingame/apple_auth': [{
    via: 'startSocialLogin(apple) from a game', page: IN_GAME, visitor: true,
    arrange: () => {
      let state = '';
      globals.AppleID = { auth: { init: (c: { state: string }) => { state = c.state; }, signIn: () => Promise.resolve({ authorization: { code: 'a.1', id_token: 'ait.1', state } }) } };
      cleanups.push(() => { delete globals.AppleID; });
    },
    act: () => startSocialLogin('apple'),
    also: popupSaysWhy,
  }],
  'GET /api/ingame/facebook_auth': [{
    via: 'startSocialLogin(facebook) from a game', page: IN_GAME, visitor: true,
    arrange: () => {
      globals.FB = { init() {}, login: (cb: (r: object) => void) => cb({ status: 'connected', authResponse: { accessToken: 'fb.1' } }) };
      resetFacebookForTests(true);
      cleanups.push(() => { delete globals.FB; resetFacebookForTests(); });
    },
    act: () => startSocialLogin('facebook'),
    also: popupSaysWhy,
  }],
  'GET /api/ingame/twitter_auth': [{
    via: 'startSocialLogin(twitter) from a game: the request token', page: IN_GAME, visitor: true,
    arrange: twitterWindow,
    act: () => startSocialLogin('twitter'),
    also: popupSaysWhy,
  }],
  'GET /api/ingame/twitter_redirect': [{
    via: 'startSocialLogin(twitter) from a game: Twitter\'s answer redeemed', page: IN_GAME, visitor: true,
    act: async () => {
      const win = twitterWindow();
      const login = startSocialLogin('twitter');
      await vi.waitFor(() => expect(win.location.href).toBe(TWITTER_AUTH.url));
      const data = { type: RESULT_MESSAGE, params: { oauth_token: TWITTER_AUTH.oauth_token, oauth_verifier: 'tv.1' } };
      window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: win as unknown as Window }));
      return login;
    },
    also: popupSaysWhy,
  }],
  'GET /api/ingame/vk_auth': [{
    via: 'startSocialLogin(vk) from a game', page: IN_GAME, visitor: true,
    arrange: () => {
      lend(brandLogin as Record<string, unknown>, 'vk', { appId: '5100052' });
      let state = '';
      setVkIdForTests({
        Config: { init: (c: { state: string }) => { state = c.state; } },
        ConfigAuthMode: { InNewWindow: 'new_window' },
        ConfigResponseMode: { Callback: 'callback' },
        Auth: {
          login: () => Promise.resolve({ code: 'vk.c', state, device_id: 'd1' }),
          exchangeCode: () => Promise.resolve({ access_token: 'vk.t', user_id: 7, state }),
        },
      });
      cleanups.push(() => { setVkIdForTests(undefined); });
    },
    act: () => startSocialLogin('vk'),
    also: popupSaysWhy,
  }],
  'GET /api/ingame/kakao_auth': [{
    via: 'finishRedirectReturn (back from Kakao) in a game', page: IN_GAME, visitor: true,
    arrange: () => {
      lend(brandLogin as Record<string, unknown>, 'kakao', { appKey: 'kakao-js-key' });
      lend(socialAuth as Record<string, unknown>, 'kakao', { script: 'https://kakao.test/sdk.js' });
      sessionStorage.setItem(REDIRECT_RESULT_KEY, JSON.stringify({ pending: { provider: 'kakao', state: 's-1', returnTo: IN_GAME, at: Date.now() }, answer: { code: 'k.1', state: 's-1' } }));
    },
    act: finishRedirectReturn,
    // Back from a page the storefront left, there is no popup: the failure is a toast.
    plus: () => ({ toast: { text: SERVER_MSG } }),
  }],

  'GET /api/game/game_list': [{ via: 'loadGames (step 1)', page: '/selectGame', act: loadGames }],
  'GET /api/config/game_logo': [{
    via: 'loadGameLogo (step 2 opened without the game list)',
    act: async () => {
      loadGameLogo();
      await vi.waitFor(() => expect(catalogue.logo.status).not.toBe('loading'));
    },
  }],
  'GET /api/config/recharge': [{
    via: 'openCheckout (step 3)', page: STEP_3, act: openStep3,
  }, {
    via: 'prepareCustomerService (the result page asks ahead for the address)', page: RESULT,
    act: async () => {
      prepareCustomerService('1001');
      await vi.waitFor(() => expect(api.calls.some((c) => c.path === API.rechargeConfig)).toBe(true));
    },
  }],
  'GET /api/config/banner': [{ via: 'loadBanner (step 1)', page: '/selectGame', act: loadBanner }],
  'GET /api/game/area_list': [{ via: 'loadAreas (step 2 opens)', act: loadAreas }],
  'GET /api/game/server_list': [{ via: 'chooseArea', act: () => chooseArea(AREA) }],
  'GET /api/game/search_server': [{ via: 'findServer (search by server id)', act: () => findServer(101) }],
  'GET /api/game/used_server_list': [{ via: 'setServerView(used)', act: () => setServerView('used') }],
  'GET /api/game/role_list': [{ via: 'chooseServer', act: () => chooseServer({ ...SERVER, server_id: 102, server_name: 'East 2' }) }],
  'GET /api/pay/goods_list': [{ via: 'chooseRole', act: () => chooseRole(ROLE) }],
  'GET /api/pay/region_list': [{ via: 'openCheckout (step 3)', page: STEP_3, act: openStep3 }],
  'GET /api/pay/channel_list': [{ via: 'openCheckout (step 3)', page: STEP_3, act: openStep3 }],
  'POST /api/pay/create_order': [{
    via: 'pay (step 3)', page: STEP_3,
    arrange: openStep3,
    act: pay,
    also: () => expect(checkout.placing).toBe(false),
  }],
  'GET /api/pay/order_info': [{
    via: 'openResult (step 4)', page: RESULT, act: () => openResult('B1'),
  }, {
    via: 'openReplenishment back from the payment site (its order, if it pays this link)', page: `${REPLENISH}&billing_no=B9`,
    act: () => openReplenishment(),
    // Not this link's order, or not readable: the link shows as usual (replenish/open.ts).
    own: { [TOKEN_INVALID]: {}, [NO_PERMISSION]: {} },
    also: () => expect(replenishLink.state.status).toBe('ready'),
  }],
  'POST /api/pay/confirm_payment': [{
    via: 'openResult back from Korea\'s payment window', page: `${RESULT}&paymentKey=pk-1&orderId=o-1&amount=4.99`,
    act: () => openResult('B1', { search: window.location.search }),
  }],
  'GET /api/card/card_info': [{
    via: 'checkCard (gift-card popup)', page: STEP_3,
    arrange: openCardPopup,
    act: () => checkCard('WATT-0002', '2222'),
    also: () => expect(ui.cardPopupOpen).toBe(false),
  }],
  'POST /api/card/card_recharge': [{
    via: 'confirmCardRecharge (gift-card popup)', page: STEP_3,
    arrange: async () => { openCardPopup(); expect(await checkCard('WATT-0002', '2222')).toBe(true); },
    act: confirmCardRecharge,
    also: () => expect(ui.cardPopupOpen).toBe(false),
  }],
  'GET /api/activity/accumulate_info': [{
    via: 'loadPromotion (the promotion popup)',
    arrange: openPromotion,
    act: loadPromotion,
  }, {
    via: 'checkPromotion (the header\'s button)',
    act: checkPromotion,
    own: { [TOKEN_INVALID]: LOGGED_OUT_WHERE_IT_IS, [GAME_NOT_FOUND]: 'section 8' },
    also: () => expect(promotion.running).toBe(false),
  }],
  'POST /api/activity/claim': [{
    via: 'claimTier (the promotion popup)',
    arrange: async () => { openPromotion(); await loadPromotion(); },
    act: () => claimTier(1),
    also: (code) => { if (code === TOKEN_INVALID) expect(promotion.open).toBe(false); },
  }],
  'POST /api/activity/claim_all': [{
    via: 'claimAll (the promotion popup)',
    arrange: async () => { openPromotion(); await loadPromotion(); },
    act: claimAll,
    also: (code) => { if (code === TOKEN_INVALID) expect(promotion.open).toBe(false); },
  }],
  'GET /api/replenishment/replenishment_info': [{
    via: 'openReplenishment (a replenishment link)', page: REPLENISH,
    act: () => openReplenishment(),
    also: (code) => expect(replenishLink.state.status).toBe(linkStateAfter(code)),
  }, {
    via: 'openReplenishment (automatic replenishment: rp_client_id, logged in)', page: '/replenishGoods?rp_client_id=1001',
    act: () => openReplenishment(),
    also: (code) => expect(replenishLink.state.status).toBe(linkStateAfter(code)),
  }, {
    via: 'the countdown reaching 00:00 (replenish/countdown.ts)', page: REPLENISH,
    answers: { [API.replenishInfo]: info({ valid_time: 1 }) },
    arrange: async () => { vi.useFakeTimers(); await openReplenishment(); },
    act: async () => { await vi.advanceTimersByTimeAsync(1000); vi.useRealTimers(); },
    ...READY_LINK_ASKED_AGAIN,
  }, {
    via: 'another language (its info asked for again)', page: REPLENISH,
    arrange: () => openReplenishment(),
    act: runLanguageReloads,
    ...READY_LINK_ASKED_AGAIN,
  }, {
    via: 'loginWithCard in automatic replenishment (the link looked up with the new login)', page: '/replenishGoods?rp_client_id=1001', visitor: true,
    arrange: openCardLogin,
    act: () => loginWithCard('WATT-0001', '1111'),
    // Swallowed: the login stands, and the page it reloads asks again and explains (login/card-login.ts).
    own: Object.fromEntries([REPLENISH_INVALID, REPLENISH_SETTLED, TOKEN_INVALID, GAME_NOT_FOUND].map((c) => [c, { session: 'loggedIn' }])),
    also: (_code, acted) => { expect(acted).toBe(''); expect(reloads).toBe(1); },
  }],
  'GET /api/pay/replenishmentCountryList': [{
    via: 'openReplenishment (its payment regions)', page: REPLENISH, act: () => openReplenishment(),
  }],
  'GET /api/rsys/evoke': [{
    via: 'payReplenishment', page: REPLENISH,
    arrange: () => openReplenishment(),
    act: payReplenishment,
    also: (code) => {
      expect(replenishLink.state.status).toBe(linkStateAfter(code));
      expect(replenishPayment.paying).toBe(false);
    },
  }],
};

// ─── Running a row ───────────────────────────────────────────────────────────────────────

function expectedOutcome(site: Site, code: number): Outcome {
  if (site.own) {
    const own = site.own[code];
    if (own === undefined) throw new Error(`${code}: the call is not handled by section 8 alone here, and nothing says what the player sees: add it to \`own\``);
    return own === 'section 8' ? SECTION_8[code]! : own;
  }
  return { ...SECTION_8[code], ...site.plus?.(code) };
}

/** What the player is left with, in the terms of Outcome. */
function seen() {
  const back = takeLoginReturn();
  const t = toast.current;
  return {
    path: window.location.pathname,
    token: session.token,
    loginPopup: ui.loginPopupOpen,
    toast: t ? t.key ?? { text: t.text } : null,
    area: domainArea.area,
    game: order.clientId,
    loginReturnsTo: back && new URL(back, window.location.origin).pathname,
  };
}

function expectedSeen(before: ReturnType<typeof seen>, o: Outcome): ReturnType<typeof seen> {
  return {
    path: o.path ?? before.path,
    token: o.session === 'cleared' ? '' : o.session === 'loggedIn' ? LOGIN.oauth_token : before.token,
    loginPopup: o.loginPopup ?? before.loginPopup,
    toast: o.toast ?? null,
    area: o.area ? '' : before.area,
    game: o.game ? '' : before.game,
    loginReturnsTo: o.loginReturns ? before.path : '',
  };
}

async function runRow(path: string, code: number, site: Site): Promise<void> {
  const expected = expectedOutcome(site, code);
  setPage(`https://pay.watt-games.example${site.page ?? STEP_2}`);
  if (site.visitor) openLoginPopup();
  else setSession('tok', { username: 'player1', suid: '1' });
  answers = site.answers ?? {};
  await site.arrange?.();
  await drain();
  answers = {};
  const before = seen();
  expect(before.toast, 'no message before the call').toBeNull();
  const from = api.calls.length;

  failing = { path, code };
  const acted = await site.act();
  await drain();

  expect(api.calls.slice(from).map((c) => c.path), `the action calls ${path}`).toContain(path);
  expect(seen()).toEqual(expectedSeen(before, expected));
  site.also?.(code, acted);
}

beforeEach(() => {
  resetStoresForTests();
  failing = null;
  answers = {};
  api = fakeApi(Object.fromEntries(OPERATIONS.map((op) => [op.path, answer])));
  redirects = [];
  reloads = 0;
  cleanups.push(setRedirect((u) => { redirects.push(u); }), setReload(() => { reloads++; }));
  vi.stubGlobal('Image', class { src = ''; fetchPriority = ''; });
  sessionStorage.clear();
  takeLoginReturn();
  closePopup(false);
  // The purchase so far: game, area, server, role and goods item chosen.
  setDomainArea('universal');
  setOrder({ gameName: 'Starfall', clientId: '1001', area: AREA, server: SERVER, realServer: SERVER.real_server, role: ROLE, goods: GOODS });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  while (cleanups.length) cleanups.pop()!();
  api.restore();
  // What each store holds, back to a fresh page's.
  const lists: Resource<unknown[]>[] = [catalogue.games, catalogue.areas, catalogue.servers, catalogue.usedServers, catalogue.roles, catalogue.goods, checkout.regions, checkout.channels];
  const ones: Resource<unknown>[] = [catalogue.logo, banner.shown, checkout.config, result.order, promotion.data];
  for (const r of lists) resetResource(r, []);
  for (const r of ones) resetResource(r, null);
  catalogue.serverView = 'all';
  catalogue.search.status = 'idle';
  Object.assign(checkout, { channelId: 0, placing: false, payError: null });
  stopPolling();
  closePromotion();
  Object.assign(promotion, { running: false, claiming: null });
  Object.assign(korea, { token: 'idle', realName: 'idle', verifyUrl: '' });
  resetCustomerServiceForTests();
  closeCardPopup();
  closeCardLogin();
  leaveReplenishment();
  resetCountdown();
  resetPayment();
  replenishLink.replenishId = '';
  setLinkState({ status: 'idle' });
  resetTwitterForTests();
});

it('drives only calls the contract has, each answering a section 8 code', () => {
  expect(Object.keys(SITES).filter((call) => !ROWS.some((row) => row.call === call))).toEqual([]);
});

describe.each(ROWS)('$call', ({ call, path, codes }) => {
  const sites = SITES[call] ?? [];
  it('is made by an action this table drives', () => {
    expect(sites.length, `nothing here makes ${call}: add where the product calls it to SITES`).toBeGreaterThan(0);
  });
  describe.each(sites)('via $via', (site) => {
    it.each(codes)('%i', (code) => runRow(path, code, site));
  });
});
