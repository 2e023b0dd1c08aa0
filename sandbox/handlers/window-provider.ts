/**
 * The Korean payment window stand-in (providers host): Toss Payments' JavaScript SDK v2 as
 * the storefront uses it, at Toss's path. `TossPayments(clientKey).payment({ customerKey })
 * .requestPayment({ method: 'CARD', amount: { currency, value }, orderId, orderName,
 * successUrl, failUrl })` opens the payment window over the page (on desktop Toss frames it
 * in the page); then, as Toss documents:
 *   - paid: the page goes to successUrl with `paymentKey`, `orderId`, `amount` (and
 *     `paymentType=NORMAL`) added; the merchant's backend confirms (confirm_payment);
 *   - failed: the page goes to failUrl with `code`, `message` and `orderId`;
 *   - the player closes the window: the promise rejects with `{ code: 'USER_CANCEL', message }`.
 *
 * Served at its own origin (STORE_PAYMENT_PROVIDER_ORIGIN), or answering
 * https://js.tosspayments.com in a browser test that routes it here; the window is framed
 * from the script's own origin, one of Toss's hosts (*.tosspayments.com) in the second case.
 * Pay authorizes the order's payment (a payment key); only confirm_payment pays the order.
 */
import { CODE } from '../../src/api/contract.ts';
import { BRANDS } from '../brands.ts';
import { Fail, Reply, escapeHtml, htmlPage, jsonReply, scriptJson } from '../http.ts';
import type { OrderRec, TossPaymentRec } from '../model.ts';
import type { SandboxState } from '../state.ts';
import { asPage, type Ctx, type Handler, type Route } from '../router.ts';
import { CURRENCY_DIGITS, toMajor } from '../seed/catalogue.ts';

export const TOSS_PATHS = { script: '/v2/standard', window: '/v2/payment-window' } as const;

/** What the stand-in's failure says (Toss's own code for a card company's refusal). */
export const TOSS_FAILURE = { code: 'REJECT_CARD_COMPANY', message: '카드사에서 결제를 거절했습니다. (The card company declined the payment.)' } as const;

const SCRIPT = `(() => {
  'use strict';
  if (window.TossPayments) return;
  const base = new URL(document.currentScript.src).origin;
  const tossError = (code, message) => Object.assign(new Error(message), { code, message });
  const withQuery = (url, params) => { const u = new URL(url, location.href); for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v)); return u.toString(); };

  function requestPayment(clientKey, customerKey, req) {
    return new Promise((resolve, reject) => {
      if (!req || req.method !== 'CARD') throw tossError('INVALID_METHOD', 'method는 CARD만 지원합니다 (stand-in).');
      const amount = req.amount || {};
      if (!Number.isFinite(amount.value) || amount.value <= 0 || !amount.currency) throw tossError('INVALID_AMOUNT', 'amount 값이 올바르지 않습니다.');
      if (typeof req.orderId !== 'string' || !/^[A-Za-z0-9_-]{6,64}$/.test(req.orderId)) throw tossError('INVALID_ORDER_ID', 'orderId는 6자 이상 64자 이하의 영문 대소문자, 숫자, -, _ 로 이루어져야 합니다.');
      if (!req.orderName || !req.successUrl || !req.failUrl) throw tossError('INVALID_PARAMETERS', 'orderName, successUrl, failUrl은 필수입니다.');
      const opener = document.activeElement;
      const wrap = document.createElement('div');
      wrap.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center';
      const f = document.createElement('iframe');
      f.title = '토스페이먼츠 결제창';
      f.style.cssText = 'border:0;background:#fff;width:min(480px,100vw);height:min(600px,100vh);border-radius:12px';
      f.src = base + ${scriptJson(TOSS_PATHS.window)} + '?' + new URLSearchParams({
        clientKey, customerKey, orderId: req.orderId, orderName: req.orderName, amount: String(amount.value), currency: amount.currency, origin: location.origin,
      });
      f.addEventListener('load', () => f.focus());
      wrap.appendChild(f);
      document.body.appendChild(wrap);
      const close = () => { window.removeEventListener('message', onMessage); wrap.remove(); if (opener && opener.focus) opener.focus(); };
      function onMessage(e) {
        if (e.origin !== base || e.source !== f.contentWindow || !e.data) return;
        const d = e.data;
        if (d.type === 'success') location.assign(withQuery(req.successUrl, { paymentType: 'NORMAL', orderId: req.orderId, paymentKey: d.paymentKey, amount: amount.value }));
        else if (d.type === 'fail') location.assign(withQuery(req.failUrl, { code: d.code, message: d.message, orderId: req.orderId }));
        else if (d.type === 'cancel') { close(); reject(tossError('USER_CANCEL', '사용자가 결제를 취소하였습니다')); }
      }
      window.addEventListener('message', onMessage);
    });
  }

  window.TossPayments = function (clientKey) {
    if (typeof clientKey !== 'string' || !/^(live|test)_g?ck_[A-Za-z0-9]+$/.test(clientKey)) throw tossError('INVALID_CLIENT_KEY', '클라이언트 키가 올바르지 않습니다.');
    return {
      payment(o) {
        const customerKey = o && o.customerKey;
        if (typeof customerKey !== 'string' || !customerKey) throw tossError('INVALID_CUSTOMER_KEY', 'customerKey가 필요합니다.');
        return { requestPayment: (req) => requestPayment(clientKey, customerKey, req) };
      },
    };
  };
  window.TossPayments.ANONYMOUS = '@@ANONYMOUS';
})();
`;

const script: Handler = () => new Reply(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }, SCRIPT);

/** Toss's error answer: `{ code, message }`, as its API sends it. */
interface TossRefusal { ok: false; status: number; code: string; message: string }

/** What Toss says when a payment is confirmed (POST /v1/payments/confirm), as its documentation lists the refusals. */
export function tossConfirm(state: SandboxState, req: { paymentKey: string; orderId: string; amount: number }): { ok: true; payment: TossPaymentRec } | TossRefusal {
  const t = state.tossPayment(req.orderId);
  if (!t || t.paymentKey !== req.paymentKey) return { ok: false, status: 404, code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' };
  if (t.status === 'DONE' || t.status === 'CANCELED') return { ok: false, status: 400, code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' };
  if (t.status === 'EXPIRED') return { ok: false, status: 404, code: 'NOT_FOUND_PAYMENT_SESSION', message: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.' };
  if (t.status !== 'IN_PROGRESS') return { ok: false, status: 403, code: 'REJECT_CARD_PAYMENT', message: '결제가 진행되지 않았습니다.' };
  if (t.amount !== req.amount) return { ok: false, status: 400, code: 'INVALID_REQUEST', message: '결제 금액이 일치하지 않습니다.' };
  const failure = state.tossConfirmFailure;
  if (failure) {
    state.tossConfirmFailure = null;
    t.status = 'ABORTED';
    return { ok: false, status: 403, ...failure };
  }
  t.status = 'DONE';
  return { ok: true, payment: t };
}

/** Toss's payment object, the part a merchant reads. */
const paymentJson = (t: TossPaymentRec) => ({ paymentKey: t.paymentKey, orderId: t.orderId, status: t.status, totalAmount: t.amount, method: '카드' });

/**
 * The order the window pays: its orderId, amount and a brand's client key must all match.
 * An orderId Toss approved or cancelled before is refused (DUPLICATED_ORDER_ID), whatever
 * the merchant's order says.
 */
function windowOrder(ctx: Ctx): { o: OrderRec; origin: string; duplicated: boolean } {
  const clientKey = ctx.p.str('clientKey', { max: 100 });
  if (![...BRANDS.values()].some((b) => b.payments?.koreaWindow?.clientKey === clientKey)) throw new Fail(CODE.BAD_PARAM, 'Unknown client key.', null, 400);
  const orderId = ctx.p.str('orderId', { max: 64 });
  const state = ctx.svc.state;
  // Toss knows the orderId it was given, not the merchant's order: a window opened before
  // another tab took the order over still authorizes (the backend then never confirms it).
  const known = state.tossPayment(orderId);
  const o = state.orders.find((x) => x.window?.orderId === orderId) ?? (known && state.order(known.billingNo));
  if (!o || (!known && !state.isOpenUnpaid(o))) throw new Fail(CODE.ORDER_NOT_FOUND, 'This order cannot be paid (unknown, paid or expired).', null, 404);
  const amount = Number(ctx.p.str('amount', { max: 20 }));
  if (amount !== toMajor(o.amountMinor, o.currency)) throw new Fail(CODE.BAD_PARAM, 'The amount is not the order\'s.', null, 400);
  const duplicated = known?.status === 'DONE' || known?.status === 'CANCELED';
  if (!duplicated && (!known || known.status !== 'IN_PROGRESS')) state.tossPayments.set(orderId, { orderId, billingNo: o.billingNo, paymentKey: null, amount, status: 'READY', authorizedAt: null });
  return { o, origin: new URL(ctx.p.url('origin')).origin, duplicated };
}

const HIDDEN = ['clientKey', 'customerKey', 'orderId', 'orderName', 'amount', 'currency', 'origin'];

const windowPage: Handler = (ctx) => {
  const { o } = windowOrder(ctx);
  const hidden = HIDDEN.map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(ctx.p.optStr(n, { max: 2048 }) ?? '')}">`).join('');
  const amount = `${toMajor(o.amountMinor, o.currency).toLocaleString('ko-KR', { minimumFractionDigits: CURRENCY_DIGITS[o.currency] })} ${o.currency}`;
  return htmlPage('토스페이먼츠 결제', `<h1 lang="ko">토스페이먼츠 결제 <span class="note" lang="en">(sandbox)</span></h1>
<p class="note">A stand-in for the Korean payment provider's window. Nothing is charged.</p>
<dl><dt>주문명</dt><dd>${escapeHtml(ctx.p.str('orderName', { max: 100 }))}</dd><dt>결제 금액</dt><dd data-testid="amount">${escapeHtml(amount)}</dd></dl>
<form method="post" action="${TOSS_PATHS.window}/pay">${hidden}<button type="submit" class="primary" autofocus>결제하기 (Pay)</button></form>
<form method="post" action="${TOSS_PATHS.window}/fail">${hidden}<button type="submit">결제 실패 (Fail)</button></form>
<button type="button" id="cancel">닫기 (Cancel)</button>
<script>
document.getElementById('cancel').addEventListener('click', () => parent.postMessage({ type: 'cancel' }, ${scriptJson(new URL(ctx.p.url('origin')).origin)}));
</script>`);
};

/** Toss's words for an orderId used before (its error code DUPLICATED_ORDER_ID). */
export const TOSS_DUPLICATED = { code: 'DUPLICATED_ORDER_ID', message: '이미 승인 및 취소가 진행된 중복된 주문번호 입니다. 다른 주문번호로 진행해주세요.' } as const;

const act = (ok: boolean): Handler => (ctx) => {
  const { o, origin, duplicated } = windowOrder(ctx);
  const state = ctx.svc.state;
  let message: Record<string, string>;
  if (duplicated) message = { type: 'fail', ...TOSS_DUPLICATED };
  else if (ok) {
    const key = `tpk_${state.secret(10)}`;
    const orderId = ctx.p.str('orderId', { max: 64 });
    Object.assign(state.tossPayment(orderId)!, { paymentKey: key, status: 'IN_PROGRESS', authorizedAt: state.now() });
    if (o.window?.orderId === orderId) o.window.paymentKey = key;
    message = { type: 'success', paymentKey: key };
  } else message = { type: 'fail', ...TOSS_FAILURE };
  return htmlPage('토스페이먼츠 결제', `<p>${ok && !duplicated ? '인증 완료' : '결제 실패'}</p>
<script>parent.postMessage(${scriptJson(message)}, ${scriptJson(origin)});</script>`);
};

/** Toss's API is called with the secret key (Basic auth, `test_sk_…:`); the stand-in checks only its form. */
function requireSecretKey(ctx: Ctx): TossRefusal | null {
  const auth = String(ctx.req.headers.authorization ?? '');
  const user = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : '';
  return /^(test|live)_g?sk_[A-Za-z0-9]+:$/.test(user) ? null : { ok: false, status: 401, code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' };
}

const refusal = (r: TossRefusal) => jsonReply(r.status, { code: r.code, message: r.message });

/** POST /v1/payments/confirm `{ paymentKey, orderId, amount }` (a merchant's backend, with its secret key). */
const confirmApi: Handler = (ctx) => {
  const denied = requireSecretKey(ctx);
  if (denied) return refusal(denied);
  const r = tossConfirm(ctx.svc.state, { paymentKey: ctx.p.str('paymentKey', { max: 200 }), orderId: ctx.p.str('orderId', { max: 64 }), amount: Number(ctx.p.str('amount', { max: 20 })) });
  return r.ok ? jsonReply(200, paymentJson(r.payment)) : refusal(r);
};

/** POST /v1/payments/:paymentKey/cancel: an approved payment is cancelled (refunded); its orderId is then spent. */
const cancelApi: Handler = (ctx) => {
  const denied = requireSecretKey(ctx);
  if (denied) return refusal(denied);
  const t = [...ctx.svc.state.tossPayments.values()].find((x) => x.paymentKey === ctx.pathParams.paymentKey);
  if (!t) return refusal({ ok: false, status: 404, code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
  if (t.status !== 'DONE') return refusal({ ok: false, status: 403, code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' });
  t.status = 'CANCELED';
  return jsonReply(200, paymentJson(t));
};

/** GET /v1/payments/orders/:orderId: what Toss knows of an orderId (the takeover rule asks this). */
const byOrderApi: Handler = (ctx) => {
  const denied = requireSecretKey(ctx);
  if (denied) return refusal(denied);
  const t = ctx.svc.state.tossPayment(ctx.pathParams.orderId!);
  return t ? jsonReply(200, paymentJson(t)) : refusal({ ok: false, status: 404, code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
};

const page = (h: Handler): Handler => asPage('토스페이먼츠 결제', h);

export const windowProviderRoutes: Route[] = [
  { method: 'GET', path: TOSS_PATHS.script, handler: script },
  { method: 'GET', path: TOSS_PATHS.window, handler: page(windowPage) },
  { method: 'POST', path: `${TOSS_PATHS.window}/pay`, handler: page(act(true)) },
  { method: 'POST', path: `${TOSS_PATHS.window}/fail`, handler: page(act(false)) },
  { method: 'POST', path: '/v1/payments/confirm', handler: confirmApi },
  { method: 'POST', path: '/v1/payments/:paymentKey/cancel', handler: cancelApi },
  { method: 'GET', path: '/v1/payments/orders/:orderId', handler: byOrderApi },
];
