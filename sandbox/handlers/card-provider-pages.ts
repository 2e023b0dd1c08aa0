/**
 * What the card provider stand-in serves to the browser (card-provider.ts has its API): the
 * stand-in Stripe.js, the card fields' frame, and Stripe's words in the few languages the
 * tests look at. Apart from the API's handlers because it is page text, not logic.
 */
import { escapeHtml, scriptJson } from '../http.ts';

export const STRIPE_PATHS = {
  script: '/dahlia/stripe.js',
  frame: '/dahlia/elements-inner-payment.html',
  challenge: '/3d_secure_2/challenge',
} as const;

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
} as const;

/** Stripe's test PaymentMethod ids, as the card each stands for (a confirm sent from a server). */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: TEST_CARDS.success,
  pm_card_chargeDeclined: TEST_CARDS.declined,
};

export type Lang = 'en' | 'ar' | 'ko';
/** What Stripe's own fields and messages say, in the few languages the tests look at. */
export const WORDS: Record<Lang, Record<string, string>> = {
  en: {
    number: 'Card number', expiry: 'Expiration date', cvc: 'Security code',
    incomplete_number: 'Your card number is incomplete.', incomplete_expiry: 'Your card\'s expiration date is incomplete.',
    invalid_expiry: 'Your card\'s expiration date is in the past.', incomplete_cvc: 'Your card\'s security code is incomplete.',
    incorrect_number: 'Your card number is incorrect.', card_declined: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  ar: {
    number: 'رقم البطاقة', expiry: 'تاريخ انتهاء الصلاحية', cvc: 'رمز الأمان',
    incomplete_number: 'رقم بطاقتك غير مكتمل.', incomplete_expiry: 'تاريخ انتهاء صلاحية بطاقتك غير مكتمل.',
    invalid_expiry: 'تاريخ انتهاء صلاحية بطاقتك في الماضي.', incomplete_cvc: 'رمز الأمان لبطاقتك غير مكتمل.',
    incorrect_number: 'رقم بطاقتك غير صحيح.', card_declined: 'تم رفض بطاقتك.', insufficient_funds: 'رصيد بطاقتك غير كافٍ.',
    authentication_failure: 'تعذّر علينا التحقق من طريقة الدفع. يُرجى اختيار طريقة دفع أخرى والمحاولة مرة أخرى.',
  },
  ko: {
    number: '카드 번호', expiry: '만료일', cvc: '보안 코드',
    incomplete_number: '카드 번호가 불완전합니다.', incomplete_expiry: '카드 만료일이 불완전합니다.',
    invalid_expiry: '카드 만료일이 지났습니다.', incomplete_cvc: '카드 보안 코드가 불완전합니다.',
    incorrect_number: '카드 번호가 올바르지 않습니다.', card_declined: '카드가 거절되었습니다.', insufficient_funds: '카드 잔액이 부족합니다.',
    authentication_failure: '결제 수단을 인증할 수 없습니다. 다른 결제 수단을 선택한 후 다시 시도하세요.',
  },
};

export function lang(v: string | undefined): Lang {
  const l = (v ?? '').slice(0, 2).toLowerCase();
  return l === 'ar' || l === 'ko' ? l : 'en';
}

/** The stand-in Stripe.js. Plain ES2017 in one string: it is served, not bundled. */
export const SCRIPT = `(() => {
  'use strict';
  if (window.Stripe) return;
  const base = new URL(document.currentScript.src).origin;
  // Answering Stripe's own hosts (a browser test routes them here): the API and 3-D Secure are on theirs.
  const real = base === 'https://js.stripe.com';
  const API = real ? 'https://api.stripe.com' : base;
  const HOOKS = real ? 'https://hooks.stripe.com' : base;
  let seq = 0;
  const integration = (message) => Object.assign(new Error(message), { name: 'IntegrationError' });

  function paymentElement(els) {
    const handlers = {};
    const pending = new Map();
    const el = {
      _frame: null,
      on(ev, cb) { (handlers[ev] = handlers[ev] || []).push(cb); return el; },
      off(ev, cb) { handlers[ev] = (handlers[ev] || []).filter((f) => f !== cb); return el; },
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw integration('The selector you specified (' + target + ') applies to no DOM elements.');
        if (el._frame) throw integration('This Element is already mounted.');
        const f = document.createElement('iframe');
        f.title = 'Secure payment input frame';
        f.setAttribute('allow', 'payment');
        f.setAttribute('scrolling', 'no');
        f.style.cssText = 'border:0;width:100%;height:200px;display:block;overflow:hidden';
        f.src = base + ${scriptJson(STRIPE_PATHS.frame)} + '?' + new URLSearchParams({ locale: els._opts.locale || 'auto' }) + '#' + new URLSearchParams({ origin: location.origin });
        host.appendChild(f);
        el._frame = f;
      },
      unmount() { if (el._frame) { el._frame.remove(); el._frame = null; } },
      destroy() { el.unmount(); window.removeEventListener('message', onMessage); els._element = null; },
      focus() { if (el._frame) el._frame.contentWindow.postMessage({ type: 'focus' }, base); },
      update() {},
      _ask(msg) {
        return new Promise((resolve) => {
          const n = ++seq;
          pending.set(n, resolve);
          el._frame.contentWindow.postMessage(Object.assign({ n }, msg), base);
        });
      },
    };
    const emit = (ev, payload) => (handlers[ev] || []).forEach((cb) => cb(payload));
    function onMessage(e) {
      if (e.origin !== base || !el._frame || e.source !== el._frame.contentWindow || !e.data) return;
      const d = e.data;
      if (d.type === 'resize') el._frame.style.height = d.height + 'px';
      else if (d.type === 'ready') emit('ready', { elementType: 'payment' });
      else if (d.type === 'change') emit('change', { elementType: 'payment', complete: d.complete, empty: d.empty, value: { type: 'card' } });
      else if (d.type === 'answer' && pending.has(d.n)) { pending.get(d.n)(d.result); pending.delete(d.n); }
    }
    window.addEventListener('message', onMessage);
    return el;
  }

  function challenge(pi, clientSecret) {
    return new Promise((resolve) => {
      const opener = document.activeElement;
      const wrap = document.createElement('div');
      wrap.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center';
      const f = document.createElement('iframe');
      f.title = '3D Secure';
      f.style.cssText = 'border:0;background:#fff;width:min(440px,100vw);height:min(520px,100vh);border-radius:8px';
      f.src = HOOKS + ${scriptJson(STRIPE_PATHS.challenge)} + '?' + new URLSearchParams({ payment_intent: pi.id, client_secret: clientSecret, origin: location.origin });
      f.addEventListener('load', () => f.focus());
      wrap.appendChild(f);
      document.body.appendChild(wrap);
      function onMessage(e) {
        if (e.origin !== HOOKS || e.source !== f.contentWindow || !e.data || e.data.type !== 'stripe-3ds-complete') return;
        window.removeEventListener('message', onMessage);
        wrap.remove();
        if (opener && opener.focus) opener.focus();
        fetch(API + '/v1/payment_intents/' + encodeURIComponent(pi.id) + '?' + new URLSearchParams({ client_secret: clientSecret }))
          .then((r) => r.json())
          .then(resolve, () => resolve({ error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } }));
      }
      window.addEventListener('message', onMessage);
    });
  }

  async function confirmPayment(o) {
    const els = o && o.elements;
    if (!els || !els._element || !els._element._frame) throw integration('Invalid value for confirmPayment: elements should have a mounted Payment Element.');
    const clientSecret = o.clientSecret || els._opts.clientSecret;
    if (typeof clientSecret !== 'string' || !/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(clientSecret)) throw integration('Invalid value for confirmPayment: clientSecret should be a client secret of the form \${id}_secret_\${secret}.');
    const returnUrl = o.confirmParams && o.confirmParams.return_url;
    if (o.redirect !== 'if_required' && !returnUrl) throw integration('stripe.confirmPayment(): the \`confirmParams.return_url\` argument is required unless passing \`redirect: \\'if_required\\'\`');
    const r = await els._element._ask({ type: 'confirm', clientSecret, api: API });
    if (r.error) return { error: r.error };
    let pi = r;
    if (pi.status === 'requires_action') pi = await challenge(pi, clientSecret);
    if (pi.error) return { error: pi.error };
    if (pi.status === 'succeeded' || pi.status === 'processing') {
      if (o.redirect === 'if_required') return { paymentIntent: pi };
      const u = new URL(returnUrl);
      u.searchParams.set('payment_intent', pi.id);
      u.searchParams.set('payment_intent_client_secret', clientSecret);
      u.searchParams.set('redirect_status', 'succeeded');
      location.assign(u.toString());
      return new Promise(() => {});
    }
    if (pi.status === 'canceled') return { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has a status of canceled.', payment_intent: pi } };
    return { error: pi.last_payment_error || { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'Payment failed.' } };
  }

  window.Stripe = function (key, options) {
    if (typeof key !== 'string' || !/^pk_(live|test)_[A-Za-z0-9]+$/.test(key)) throw integration('Invalid API Key provided: ' + key);
    const locale = (options && options.locale) || 'auto';
    return {
      elements(opts) {
        opts = Object.assign({ locale }, opts);
        if (!opts.clientSecret && opts.mode !== 'payment') throw integration('In order to create a payment element, you must pass a clientSecret or mode when creating the Elements group.');
        const els = {
          _opts: opts, _element: null,
          create(type) {
            if (type !== 'payment') throw integration('This stand-in has the Payment Element only.');
            if (els._element) throw integration('Can only create one Element of type payment.');
            return (els._element = paymentElement(els));
          },
          getElement(type) { return type === 'payment' ? els._element : null; },
          update(o) { Object.assign(opts, o); },
          submit() {
            if (!els._element || !els._element._frame) return Promise.resolve({ error: { type: 'validation_error', message: 'The Payment Element is not mounted.' } });
            return els._element._ask({ type: 'submit' }).then((r) => (r.error ? { error: r.error } : {}));
          },
        };
        return els;
      },
      confirmPayment,
      // stripe.retrievePaymentIntent(clientSecret): { paymentIntent } or { error }, as Stripe.js resolves it.
      retrievePaymentIntent(clientSecret) {
        if (typeof clientSecret !== 'string' || !/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(clientSecret)) throw integration('Invalid value for retrievePaymentIntent: clientSecret should be a client secret.');
        const id = clientSecret.split('_secret_')[0];
        return fetch(API + '/v1/payment_intents/' + encodeURIComponent(id) + '?' + new URLSearchParams({ client_secret: clientSecret }))
          .then((r) => r.json())
          .then((b) => (b.error ? { error: b.error } : { paymentIntent: b }), () => ({ error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } }));
      },
    };
  };
})();
`;

/** The card fields' frame. Its own page, on the provider's origin: the storefront's CSP does not reach it. */
export function framePage(l: Lang): string {
  const w = WORDS[l];
  return `<!doctype html>
<html lang="${l}" dir="${l === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Secure payment input</title>
<style>
 *{box-sizing:border-box} body{margin:0;font-family:system-ui,sans-serif;font-size:15px;color:#30313d;background:transparent}
 form{display:grid;gap:.75rem;padding:2px} label{display:grid;gap:.3rem;font-size:.85rem;color:#4f5160}
 label{min-width:0} input{font:inherit;font-size:16px;padding:.65rem .7rem;border:1px solid #d5d6de;border-radius:6px;background:#fff;color:#30313d;direction:ltr;text-align:start;width:100%;min-width:0}
 input:focus{outline:2px solid #0570de44;border-color:#0570de} input[aria-invalid=true]{border-color:#df1b41}
 .row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem} .err{color:#df1b41;font-size:.85rem;margin:0;min-height:1.1em}
 .note{color:#6d6e78;font-size:.75rem;margin:0}
</style></head><body>
<form id="f" novalidate>
 <label>${escapeHtml(w.number!)}<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"></label>
 <div class="row">
  <label>${escapeHtml(w.expiry!)}<input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"></label>
  <label>${escapeHtml(w.cvc!)}<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4"></label>
 </div>
 <p class="err" id="err" role="alert"></p>
 <p class="note" lang="en" dir="ltr">Sandbox: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0027 6000 3184 asks for 3-D Secure.</p>
</form>
<script>
const W = ${scriptJson(w)};
const q = new URLSearchParams(location.hash.slice(1));
const parentOrigin = q.get('origin');
const $ = (id) => document.getElementById(id);
const digits = (v) => v.replace(/\\D/g, '');
const post = (m) => parent.postMessage(m, parentOrigin);
function fields() {
  const number = digits($('number').value), exp = digits($('exp').value), cvc = digits($('cvc').value);
  return { number, expMonth: Number(exp.slice(0, 2)), expYear: 2000 + Number(exp.slice(2, 4)), expLen: exp.length, cvc };
}
function problem() {
  const f = fields();
  if (f.number.length < 13) return ['number', W.incomplete_number];
  if (f.expLen < 4 || f.expMonth < 1 || f.expMonth > 12) return ['exp', W.incomplete_expiry];
  const now = new Date();
  if (f.expYear < now.getFullYear() || (f.expYear === now.getFullYear() && f.expMonth < now.getMonth() + 1)) return ['exp', W.invalid_expiry];
  if (f.cvc.length < 3) return ['cvc', W.incomplete_cvc];
  return null;
}
function show(p) {
  for (const id of ['number', 'exp', 'cvc']) $(id).setAttribute('aria-invalid', String(!!p && p[0] === id));
  $('err').textContent = p ? p[1] : '';
}
$('exp').addEventListener('input', (e) => { const d = digits(e.target.value).slice(0, 4); e.target.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d; });
$('number').addEventListener('input', (e) => { e.target.value = digits(e.target.value).slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 '); });
document.addEventListener('input', () => { show(null); post({ type: 'change', complete: !problem(), empty: !($('number').value || $('exp').value || $('cvc').value) }); });
$('f').addEventListener('submit', (e) => e.preventDefault());
// The content's height, not the document's: a document is never shorter than its frame, so a
// frame once grown (the page laid out narrow at first, the note wrapping) would never shrink back.
const height = () => Math.ceil(document.body.getBoundingClientRect().height);
new ResizeObserver(() => post({ type: 'resize', height: height() })).observe(document.body);
window.addEventListener('message', async (e) => {
  if (e.origin !== parentOrigin || e.source !== parent || !e.data) return;
  const d = e.data;
  const answer = (result) => post({ type: 'answer', n: d.n, result });
  if (d.type === 'focus') { $('number').focus(); return; }
  const p = problem();
  if (d.type === 'submit') { show(p); answer(p ? { error: { type: 'validation_error', code: 'incomplete', message: p[1] } } : {}); return; }
  if (d.type !== 'confirm') return;
  if (p) { show(p); answer({ error: { type: 'validation_error', code: 'incomplete', message: p[1] } }); return; }
  const f = fields();
  const id = d.clientSecret.split('_secret_')[0];
  try {
    const r = await fetch(d.api + '/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: d.clientSecret, locale: ${scriptJson(l)}, payment_method_data: { type: 'card', card: { number: f.number, exp_month: f.expMonth, exp_year: f.expYear, cvc: f.cvc } } }),
    });
    const body = await r.json();
    if (body.error) show([null, body.error.message]);
    answer(body);
  } catch {
    answer({ error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } });
  }
});
// Its height first, as Stripe's frame does, so the page has settled before it is ready.
post({ type: 'resize', height: height() });
post({ type: 'ready' });
</script>
</body></html>`;
}
