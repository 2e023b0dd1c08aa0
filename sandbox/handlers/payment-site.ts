/**
 * The stand-in payment site (payment host). An order's pay_url opens /checkout, which shows
 * the order and three buttons: Pay, Fail, Leave pending. Each posts back here and is sent
 * on (303) to the order's return_url with `billing_no` added. After Pay the order reads
 * pending for the pay lag (default 3 s) and then done.
 */
import { CODE } from '../../src/api/contract.ts';
import { Fail, escapeHtml, htmlPage, redirect } from '../http.ts';
import type { OrderRec } from '../model.ts';
import { ID } from '../params.ts';
import { asPage, type Ctx, type Handler, type Route } from '../router.ts';
import { CHANNELS, CURRENCY_DIGITS, toMajor } from '../seed/catalogue.ts';

const page = (h: Handler): Handler => asPage('Payment error', h);

function findOrder(ctx: Ctx): OrderRec {
  const billingNo = ctx.p.str('billing_no', { max: 32, ...ID });
  const ticket = ctx.p.str('ticket', { max: 64, ...ID });
  const o = ctx.svc.state.order(billingNo);
  if (!o || o.ticket !== ticket) throw new Fail(CODE.ORDER_NOT_FOUND, 'This payment link is not valid.', null, 404);
  return o;
}

export function returnUrl(o: OrderRec): string {
  const u = new URL(o.returnUrl);
  u.searchParams.set('billing_no', o.billingNo);
  return u.toString();
}

function money(o: OrderRec): string {
  const digits = CURRENCY_DIGITS[o.currency];
  return `${toMajor(o.amountMinor, o.currency).toFixed(digits)} ${o.currency}`;
}

const checkout: Handler = (ctx) => {
  const o = findOrder(ctx);
  const state = ctx.svc.state;
  const game = state.game(o.clientId)?.name ?? o.clientId;
  const details = `<dl>
<dt>Order</dt><dd>${escapeHtml(o.billingNo)}</dd>
<dt>Game</dt><dd>${escapeHtml(game)}</dd>
<dt>Item</dt><dd>${escapeHtml(o.goodsName)}</dd>
<dt>Amount</dt><dd data-testid="amount">${escapeHtml(money(o))}</dd>
<dt>Method</dt><dd>${escapeHtml(CHANNELS[o.channelId].name)}</dd>
</dl>`;
  if (!state.isOpenUnpaid(o)) {
    const status = state.orderStatus(o);
    return htmlPage('Sandbox payment', `<h1>Sandbox payment</h1>${details}<p>This order is ${escapeHtml(status === 'pending' ? 'paid and being processed' : status)}; there is nothing to pay.</p><p><a href="${escapeHtml(returnUrl(o))}">Back to the store</a></p>`);
  }
  const hidden = `<input type="hidden" name="billing_no" value="${escapeHtml(o.billingNo)}"><input type="hidden" name="ticket" value="${escapeHtml(o.ticket)}">`;
  const button = (action: string, label: string, cls = '') => `<form method="post" action="/checkout/${action}">${hidden}<button type="submit"${cls ? ` class="${cls}"` : ''}>${escapeHtml(label)}</button></form>`;
  return htmlPage('Sandbox payment', `<h1>Sandbox payment</h1>
<p class="note">A stand-in for the payment provider. Nothing is charged.</p>
${details}
<div>${button('pay', 'Pay', 'primary')}${button('fail', 'Fail')}${button('pending', 'Leave pending')}</div>`);
};

const act = (action: 'pay' | 'fail' | 'pending'): Handler => (ctx) => {
  const o = findOrder(ctx);
  const state = ctx.svc.state;
  if (state.isOpenUnpaid(o)) {
    if (action === 'pay') state.pay(o);
    else if (action === 'fail') o.state = 'failed';
  }
  return redirect(returnUrl(o));
};

const index: Handler = () => htmlPage('Sandbox payment site', '<h1>Sandbox payment site</h1><p>Open an order\'s pay_url to pay it.</p>');

export const paymentSiteRoutes: Route[] = [
  { method: 'GET', path: '/', handler: index },
  { method: 'GET', path: '/checkout', handler: page(checkout) },
  { method: 'POST', path: '/checkout/pay', handler: page(act('pay')) },
  { method: 'POST', path: '/checkout/fail', handler: page(act('fail')) },
  { method: 'POST', path: '/checkout/pending', handler: page(act('pending')) },
];
