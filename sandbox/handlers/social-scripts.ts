/**
 * The stand-in SDK scripts of the social host, served at each provider's own script path.
 * Each defines the global the provider's SDK defines, with the calls the storefront makes,
 * and answers them as the provider documents (providers.md): a popup window on the
 * provider's page whose answer comes back by message, checked by origin and window as the
 * real SDKs check it, or a page redirect (Kakao). Where a script finds itself on a
 * provider's own host (a browser test answers those hosts with this sandbox), its pages are
 * on the provider's page host, as the real SDK's are; on the stand-in origin, on that origin.
 *
 * Plain browser JavaScript (no build step), so it stays what the browser runs.
 */

/** A provider's script host → the host of its pages (the real SDKs hard-code theirs). */
export const PAGE_ORIGINS: Record<string, string> = {
  'https://accounts.google.com': 'https://accounts.google.com',
  'https://appleid.cdn-apple.com': 'https://appleid.apple.com',
  'https://connect.facebook.net': 'https://www.facebook.com',
  'https://t1.kakaocdn.net': 'https://kauth.kakao.com',
};

/** ms after the popup is seen closed before it counts as closed without an answer (its last message may be queued). */
const CLOSED_GRACE_MS = 300;

/** What every stand-in starts with: its page origin, and a popup watcher. */
const PRELUDE = `
  var here = new URL(document.currentScript.src).origin;
  var page = (${JSON.stringify(PAGE_ORIGINS)})[here] || here;
  function watch(popup, accept, onClosed) {
    var done = false, grace = null;
    function finish() { done = true; removeEventListener('message', onMessage); clearInterval(poll); clearTimeout(grace); }
    function onMessage(e) {
      if (done || e.origin !== page || e.source !== popup || !e.data) return;
      if (accept(e.data)) finish();
    }
    addEventListener('message', onMessage);
    var poll = setInterval(function () {
      if (!done && popup.closed && grace === null) grace = setTimeout(function () { if (!done) { finish(); onClosed(); } }, ${CLOSED_GRACE_MS});
    }, 200);
  }
  function randomId() { return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2); }
`;

const wrap = (body: string) => `/* Sandbox stand-in: not the provider's code. */\n(function () {\n${PRELUDE}\n${body}\n})();\n`;

/** Google Identity Services: google.accounts.oauth2.initCodeClient(...).requestCode(), popup mode. */
export const GIS = wrap(`
  function initCodeClient(config) {
    return {
      requestCode: function () {
        var id = randomId();
        var relay = 'storagerelay://' + location.protocol.slice(0, -1) + '/' + location.host + '?id=' + id;
        var q = new URLSearchParams({ gsiwebsdk: '3', client_id: config.client_id, scope: config.scope || '', redirect_uri: relay, response_type: 'code', include_granted_scopes: 'true' });
        if (config.state) q.set('state', config.state);
        var popup = window.open(page + '/o/oauth2/v2/auth?' + q, 'g_auth_code_window', 'popup,width=500,height=640');
        var fail = function (type) { if (config.error_callback) config.error_callback({ type: type, message: type }); };
        if (!popup) { fail('popup_failed_to_open'); return; }
        watch(popup, function (d) {
          if (d.type !== 'gsi-standin' || d.id !== id) return false;
          config.callback(d.response);
          return true;
        }, function () { fail('popup_closed'); });
      },
    };
  }
  var g = window.google = window.google || {};
  g.accounts = g.accounts || {};
  g.accounts.oauth2 = { initCodeClient: initCodeClient };
`);

/** Sign in with Apple JS: AppleID.auth.init(config), AppleID.auth.signIn() with usePopup. */
export const APPLE_JS = wrap(`
  var config = {};
  function dispatch(name, detail) { document.dispatchEvent(new CustomEvent(name, { detail: detail })); }
  window.AppleID = { auth: {
    init: function (c) { config = c || {}; },
    signIn: function () {
      return new Promise(function (resolve, reject) {
        var id = randomId();
        var q = new URLSearchParams({ client_id: config.clientId || '', redirect_uri: config.redirectURI || '', response_type: 'code id_token',
          state: config.state || '', scope: config.scope || '', response_mode: config.usePopup ? 'web_message' : 'form_post', frame_id: id });
        if (!config.usePopup) { location.assign(page + '/auth/authorize?' + q); return; }
        var popup = window.open(page + '/auth/authorize?' + q, 'AppleAuthentication', 'popup,width=700,height=700');
        var fail = function (error) { dispatch('AppleIDSignInOnFailure', { error: error }); reject({ error: error }); };
        if (!popup) { fail('popup_blocked_by_browser'); return; }
        watch(popup, function (d) {
          if (d.type !== 'appleid-standin' || d.frame_id !== id) return false;
          if (d.data && d.data.authorization) { dispatch('AppleIDSignInOnSuccess', d.data); resolve(d.data); } else fail((d.data && d.data.error) || 'unknown');
          return true;
        }, function () { fail('popup_closed_by_user'); });
      });
    },
  } };
`);

/**
 * Facebook's sdk.js as the real one works: a small loader that defines FB with calls that
 * only queue, and fetches the SDK's main bundle (the same address with ?hash=…); the main
 * bundle replaces FB, runs what was queued (so a window opened by a queued FB.login opens
 * late, outside the tap that asked for it), then calls window.fbAsyncInit.
 */
export const FACEBOOK_LOADER = wrap(`
  if (window.FB && window.FB.__main) return;
  var queue = [];
  function later(name) { return function () { queue.push([name, arguments]); }; }
  window.FB = { __queue: queue, init: later('init'), login: later('login'), getLoginStatus: later('getLoginStatus') };
  var main = document.createElement('script');
  main.src = document.currentScript.src.split('?')[0] + '?hash=sandbox-main';
  main.async = true;
  document.head.appendChild(main);
`);

/** Facebook's main bundle (FACEBOOK_LOADER fetches it): FB.init(params), FB.login(callback, { scope }). */
export const FACEBOOK_SDK = wrap(`
  var params = null;
  var unknown = { status: 'unknown', authResponse: null };
  var queued = (window.FB && window.FB.__queue) || [];
  window.FB = {
    __main: true,
    init: function (p) { params = p; },
    getLoginStatus: function (cb) { cb(unknown); },
    login: function (cb, opts) {
      if (!params) throw new Error('FB.login() called before FB.init().');
      var q = new URLSearchParams({ client_id: params.appId, display: 'popup', response_type: 'token,signed_request,graph_domain',
        scope: (opts && opts.scope) || '', origin: location.origin, sdk: 'joey' });
      var popup = window.open(page + '/' + params.version + '/dialog/oauth?' + q, '_blank', 'popup,width=600,height=680');
      if (!popup) { cb(unknown); return; }
      watch(popup, function (d) {
        if (d.type !== 'fb-standin') return false;
        cb(d.response);
        return true;
      }, function () { cb(unknown); });
    },
  };
  queued.forEach(function (call) { window.FB[call[0]].apply(null, call[1]); });
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
`);

/** VK ID's UMD build (global VKIDSDK): Config.init, Auth.login in a new window with the answer to a callback, Auth.exchangeCode. */
export const VK_ID = wrap(`
  var config = { mode: 'new_tab', responseMode: 'redirect' };
  function base64url(bytes) { return btoa(String.fromCharCode.apply(null, new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, ''); }
  function error(code, text) { return { code: code, error: text, state: config.state }; }
  window.VKIDSDK = {
    ConfigAuthMode: { Redirect: 'redirect', InNewTab: 'new_tab', InNewWindow: 'new_window' },
    ConfigResponseMode: { Redirect: 'redirect', Callback: 'callback' },
    Config: { init: function (c) { for (var k in c) config[k] = c[k]; return this; }, get: function () { return config; } },
    Auth: {
      login: function () {
        // The window opens now, in the tap; the PKCE challenge is filled in when the digest is ready.
        // origin keeps the port (the real SDK's leaves it out; production domains have none).
        var popup = window.open('about:blank', '_blank', 'popup,width=800,height=800');
        if (!popup) return Promise.reject(error(101, 'Cannot create new tab. Try checking your browser settings'));
        return crypto.subtle.digest('SHA-256', new TextEncoder().encode(config.codeVerifier)).then(function (digest) {
          var q = new URLSearchParams({ code_challenge: base64url(digest), code_challenge_method: 's256', client_id: String(config.app),
            response_type: 'code', state: config.state, prompt: '', origin: location.protocol + '//' + location.hostname + (location.port ? ':' + location.port : '') });
          if (config.scope) q.set('scope', config.scope);
          popup.location.href = page + '/authorize?' + q;
          return new Promise(function (resolve, reject) {
            // As the SDK's handleMessage: any message from its window ends the login, whichever way.
            watch(popup, function (d) {
              if (d.payload && d.payload.error) reject(error(103, 'Authorization failed with an error'));
              else if (!d.payload || d.action !== 'oauth2_authorize_response' + config.state) reject(error(100, 'Event is not supported'));
              else if (d.payload.state !== config.state) reject(error(104, 'The received state does not match the expected state'));
              else resolve({ code: d.payload.code, type: d.payload.type, state: d.payload.state, device_id: d.payload.device_id, expires_in: d.payload.expires_in });
              popup.close();
              return true;
            }, function () { reject(error(102, 'New tab has been closed')); });
          });
        });
      },
      exchangeCode: function (code, deviceId, codeVerifier) {
        var q = new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: config.redirectUrl, client_id: String(config.app),
          code_verifier: codeVerifier || config.codeVerifier, state: config.state, device_id: deviceId });
        return fetch(page + '/oauth2/auth?' + q, { method: 'POST', body: new URLSearchParams({ code: code }) })
          .then(function (r) { return r.json(); })
          .then(function (j) {
            if (j.error) throw j;
            if (j.state !== config.state) throw error(104, 'The received state does not match the expected state');
            return j;
          });
      },
    },
  };
`);

/** Kakao's JavaScript SDK v2: Kakao.init(appKey), Kakao.Auth.authorize({ redirectUri, state }) (a page redirect). */
export const KAKAO_SDK = wrap(`
  var appKey = null;
  window.Kakao = {
    VERSION: '2.8.3',
    init: function (key) { appKey = key; },
    isInitialized: function () { return appKey !== null; },
    cleanup: function () { appKey = null; },
    Auth: {
      authorize: function (s) {
        if (!appKey) throw new Error('Kakao.Auth.authorize: call Kakao.init first');
        var q = new URLSearchParams({ client_id: appKey, redirect_uri: s.redirectUri, response_type: 'code', ka: 'sdk/2.8.3 os/javascript sdk_type/javascript' });
        if (s.state) q.set('state', s.state);
        if (s.scope) q.set('scope', s.scope);
        location.assign(page + '/oauth/authorize?' + q);
      },
    },
  };
`);
