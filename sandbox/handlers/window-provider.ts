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
import { Fail, Reply, escapeHtml, htmlPage, scriptJson } from '../http.ts';
import type { OrderRec } from '../model.ts';
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

/** The order the window pays: its orderId, amount and a brand's client key must all match. */
function windowOrder(ctx: Ctx): { o: OrderRec; origin: string } {
  const clientKey = ctx.p.str('clientKey', { max: 100 });
  if (![...BRANDS.values()].some((b) => b.payments?.koreaWindow?.clientKey === clientKey)) throw new Fail(CODE.BAD_PARAM, 'Unknown client key.', null, 400);
  const orderId = ctx.p.str('orderId', { max: 64 });
  const o = ctx.svc.state.orders.find((x) => x.window?.orderId === orderId);
  if (!o || !ctx.svc.state.isOpenUnpaid(o)) throw new Fail(CODE.ORDER_NOT_FOUND, 'This order cannot be paid (unknown, paid or expired).', null, 404);
  if (Number(ctx.p.str('amount', { max: 20 })) !== toMajor(o.amountMinor, o.currency)) throw new Fail(CODE.BAD_PARAM, 'The amount is not the order\'s.', null, 400);
  return { o, origin: new URL(ctx.p.url('origin')).origin };
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

const act = (ok: boolean): Handler => (ctx) => {
  const { o, origin } = windowOrder(ctx);
  let message: Record<string, string>;
  if (ok) {
    const key = `tpk_${ctx.svc.state.secret(10)}`;
    o.window!.paymentKey = key;
    message = { type: 'success', paymentKey: key };
  } else message = { type: 'fail', ...TOSS_FAILURE };
  return htmlPage('토스페이먼츠 결제', `<p>${ok ? '인증 완료' : '결제 실패'}</p>
<script>parent.postMessage(${scriptJson(message)}, ${scriptJson(origin)});</script>`);
};

const page = (h: Handler): Handler => asPage('토스페이먼츠 결제', h);

export const windowProviderRoutes: Route[] = [
  { method: 'GET', path: TOSS_PATHS.script, handler: script },
  { method: 'GET', path: TOSS_PATHS.window, handler: page(windowPage) },
  { method: 'POST', path: `${TOSS_PATHS.window}/pay`, handler: page(act(true)) },
  { method: 'POST', path: `${TOSS_PATHS.window}/fail`, handler: page(act(false)) },
];
