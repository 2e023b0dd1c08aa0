/**
 * Pay on step 3 (spec section 2). An order is placed at most once per intent: the button is
 * busy while the call runs, and the call carries an idempotency key that stays the same
 * until the player changes what they buy (item, role, region or channel) or the order is
 * paid, so a double tap, a retry on a slow network, a second try after a declined card, a
 * reload or a second tab never makes two orders.
 *
 * How Pay pays follows the channel's `rechargeType` (payPath in checkout.ts), never a list
 * of codes: a redirect to the payment site by way of /result; the gift-card popup; the
 * provider's card form in the page (payment/card-form.ts); on desktop, Korea's payment
 * window (payment/korea-window.ts), which on a phone is a redirect.
 */
import { CLIENT_CODE, type ApiError } from '../api/api-error.ts';
import { createOrder } from '../api/orders.ts';
import { CODE, type Channel, type OrderInfo, type UnpaidOrderContent } from '../api/contract.ts';
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { navigate } from '../lib/navigate.ts';
import { randomId } from '../lib/random-id.ts';
import { PAY_INTENT_TTL_MS } from '../lib/constants.ts';
import { PAY_INTENT_KEY, readStored, removeStored, writeStored } from '../lib/storage.ts';
import { href, PATHS } from '../routes.ts';
import { gameParams } from './catalogue.ts';
import { checkout, chosenChannel, offeredRegion, payPath } from './checkout.ts';
import { order, setOrder } from './order.ts';
import { session } from './session.ts';
import { track } from './tracking-context.ts';

interface Intent { key: string; of: string }
const isIntent = (v: unknown): v is Intent => typeof (v as Intent | null)?.key === 'string' && typeof (v as Intent).of === 'string';

let intent: Intent = { key: '', of: '' };

/**
 * The idempotency key of the purchase as it stands; a new one when anything changes.
 * While an order's answer is not in, its key is also stored (placeOrder): when the
 * connection dropped after the order had gone out, Pay after a reload (or from another
 * tab) sends the same key and gets that order back, where a new key would be refused
 * because of it (an unpaid order for this item).
 */
function keyFor(what: string): string {
  if (intent.of !== what || !intent.key) {
    const kept = readStored(PAY_INTENT_KEY, isIntent);
    intent = kept?.of === what ? kept : { key: randomId(), of: what };
  }
  return intent.key;
}

/**
 * Places the order for `channel`, or answers it again for the same intent (same key).
 * Returns the order, or null when nothing was placed: the server said no (the client has
 * shown why), or no answer came, which stays said over Pay (the toast goes by), since the
 * order may have been made: Pay again is the same order.
 */
async function placeOrder(channel: Channel, returnUrl: string): Promise<OrderInfo | null> {
  const { goods, server, role } = order;
  const region = offeredRegion();
  if (!goods || !server || !role || !region) return null;
  const body = {
    ...gameParams(),
    server_id: server.server_id,
    role_id: role.role_id,
    goods_id: goods.goods_id,
    channel_id: channel.channel_id,
    region,
    return_url: returnUrl,
  };
  // With the login: the server holds a key to the request it came with, token included, so
  // a new login needs a new key. The token's tail tells logins apart; the stored intent
  // must not keep the credential itself a second time.
  const key = keyFor(JSON.stringify(body) + session.token.slice(-8));
  writeStored(PAY_INTENT_KEY, intent, PAY_INTENT_TTL_MS);
  try {
    const placed = await createOrder(body, { idempotencyKey: key });
    // Answered: kept in memory for another try in this page (a declined card), no longer
    // stored, so a payment that leaves the page (3-D Secure, Korea's window) is not replayed.
    removeStored(PAY_INTENT_KEY);
    setOrder({ billing_no: placed.billing_no, rechargeInfo: { name: channel.name, channel_id: channel.channel_id, billing_no: placed.billing_no, pay_url: placed.pay_url } });
    // Event 18 once the order exists (spec section 7: its billing number and status).
    void track(TRACKING_EVENTS.click_recharge_nexButton, { channel_name: channel.name, billing_no: placed.billing_no, billing_status: placed.status });
    return placed;
  } catch (e) {
    const err = e as ApiError;
    // The backend answered (a refusal, an error of its own): final, nothing to find again
    // with this key after a reload. Only a call without an answer may have placed the order.
    if (err.code !== CLIENT_CODE.network && err.code !== CLIENT_CODE.badReply) removeStored(PAY_INTENT_KEY);
    if (err.code === CLIENT_CODE.network) checkout.payError = { key: 'error.network' };
    // An unpaid order for this item (its key lost: another browser, or long ago) blocks a
    // new one; the toast says so, and its result page is where it can be paid.
    const unpaid = err.code === CODE.UNPAID_ORDER ? (err.content as Partial<UnpaidOrderContent> | null)?.billing_no : undefined;
    if (typeof unpaid === 'string' && unpaid) leaveFor(href('result', { billing_no: unpaid }));
    return null;
  }
}

/** The order is on its way (paid, or handed to the payment site): the next purchase is a new intent. */
function leaveFor(path: string): void {
  intent.key = '';
  navigate(path);
}
/** Paid in the page, or being paid: no other payment of the item until the backend answers (confirming-payment.ts). */
async function leaveConfirming(billingNo: string, path: string): Promise<void> {
  (await confirmingModule()).noteConfirming(billingNo);
  leaveFor(path);
}
const confirmingModule = () => import('./confirming-payment.ts');

/**
 * Pay, the way the chosen channel is paid (payPath): the gift-card popup; or the order,
 * placed once, then the card form's confirmation, the Korean window, or the result page,
 * which takes the player on to the payment site. Each ends on /result with the billing
 * number; a declined card or a closed window stays here with the provider's words.
 */
export async function pay(): Promise<void> {
  const channel = chosenChannel();
  if (!channel || checkout.placing) return;
  const path = payPath(channel);
  // A payment of this item being confirmed (this tab, another): no second one (confirming-payment.ts).
  checkout.placing = true;
  const held = (await confirmingModule().finally(() => { checkout.placing = false; })).confirmingNow();
  if (held) return;
  if (path === 'giftCard') {
    // The gift card's code loads with its popup, not with this page; event 18 is sent once the card is used.
    void import('./card.ts').then((m) => m.openCardPopup(channel.name));
    return;
  }
  checkout.placing = true;
  checkout.payError = null;
  try {
    // The card's fields first: a card that is not filled in places no order. (The card
    // form's code came with the form; it is not in this page's chunk.)
    const form = path === 'cardForm' ? await import('./payment/card-form.ts') : null;
    if (form) {
      const check = await form.checkCardForm();
      if (!check.ok) {
        // Said over Pay (an alert, outside the provider's frame), and focus goes where the
        // card needs filling in.
        checkout.payError = check.message ? { text: check.message } : { key: 'recharge.cardNotReady' };
        form.focusCardForm();
        return;
      }
    }
    const placed = await placeOrder(channel, `${window.location.origin}${PATHS.result}`);
    if (!placed) return;
    const result = href('result', { billing_no: placed.billing_no });
    const returnUrl = `${window.location.origin}${result}`;
    // In the page when the order has its provider payment for it; an order that answers
    // without one is paid or being paid (the contract's takeover rule): /result says which.
    const inPage = form && placed.client_secret ? 'cardForm' : path === 'window' && placed.payment_window ? 'window' : null;
    if (inPage) {
      const m = await import('./payment/in-page.ts');
      const end = await (inPage === 'cardForm' ? m.payCardForm(placed, returnUrl) : m.payWindow(placed, returnUrl));
      if ('go' in end) await leaveConfirming(placed.billing_no, result);
      else checkout.payError = end.stay;
    } else if (placed.paid || path === 'cardForm' || path === 'window') {
      await leaveConfirming(placed.billing_no, result);
    } else {
      leaveFor(href('result', { billing_no: placed.billing_no, from: 'recharge' }));
    }
  } finally {
    checkout.placing = false;
  }
}
