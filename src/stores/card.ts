/**
 * Gift cards (spec sections 2 and 5): the top-up popup, opened from step 3 when the chosen
 * channel is a card channel, and the login popup's card mode. Which of them is open is
 * ui.cardPopupOpen / ui.cardLoginOpen.
 *
 * Top-up: card number and password (both required, 'card.enter') → card_info shows the face
 * value with its currency and the gems it buys → the player confirms → card_recharge for
 * the chosen server and role → /result with the top-up's billing number, as every purchase. The top-up carries an idempotency key made
 * when the card is checked, and the password is obfuscated once at that moment: a retried
 * top-up is the very same request, so the server answers it like the first and never uses
 * a card up twice.
 */
import { proxy } from 'valtio/vanilla';
import { ApiError } from '../api/api-error.ts';
import { cardRecharge, getCardInfo } from '../api/card.ts';
import type { CardInfo, CardRechargeResult } from '../api/contract.ts';
import { obfuscatePassword } from '../api/obfuscation.ts';
import { navigate } from '../lib/navigate.ts';
import { randomId } from '../lib/random-id.ts';
import { href } from '../routes.ts';
import { gameParams } from './catalogue.ts';
import { domainArea } from './domain-area.ts';
import { order } from './order.ts';
import { requireLogin } from './session.ts';
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { track } from './tracking-context.ts';
import { closeLoginPopup, openLoginPopup, ui, type Message } from './ui.ts';

export type CardStep = 'enter' | 'confirm';

export const card = proxy({
  step: 'enter' as CardStep,
  busy: false,
  /** Why the last step did not go through: a key, or the server's own words. */
  error: null as Message | null,
  /** The checked card, shown for confirmation. */
  info: null as CardInfo | null,
});

/**
 * The checked card as it will be sent: number, password obfuscated once, and the attempt's
 * idempotency key. A plain object, not part of the store, so no snapshot or devtools shows
 * it; emptied whenever the popup closes or goes back.
 */
export const checkedCard: { current: { cardNo: string; wirePwd: string; key: string } | null } = { current: null };

function clearEntry(): void {
  checkedCard.current = null;
  card.step = 'enter';
  card.busy = false;
  card.error = null;
  card.info = null;
}

/**
 * Opens the gift-card top-up popup (step 3 calls this for a card channel). It needs a
 * login: without one the login popup opens instead.
 */
/** The gift-card channel the popup was opened from (event 18 names it). */
let channelName = '';

export function openCardPopup(channel = ''): void {
  channelName = channel;
  requireLogin(() => {
    clearEntry();
    ui.cardPopupOpen = true;
  });
}

export function closeCardPopup(): void {
  ui.cardPopupOpen = false;
  clearEntry();
}

/** From the confirmation back to the card entry (the fields keep what was typed). */
export function backToCardEntry(): void {
  checkedCard.current = null;
  card.step = 'enter';
  card.info = null;
  card.error = null;
}

/** The login popup's "Log in with a gift card": the popup switches to card mode. */
export function openCardLogin(): void {
  closeLoginPopup();
  ui.cardLoginOpen = true;
}

/** Card mode's way back to the account form. */
export function backToAccountLogin(): void {
  ui.cardLoginOpen = false;
  openLoginPopup();
}

export function closeCardLogin(): void {
  ui.cardLoginOpen = false;
}

/**
 * The card's calls are quiet: a code whose handling is the whole app's (section 8: log in
 * again, real name, wrong area, unknown game) has been handled by the API client, and the
 * popup closes over the page it moved to. Every other answer (wrong card, used card, no
 * such role…) stays in the popup, in the storefront's words for a code it knows
 * (stores/api-messages.ts).
 */
async function failure(e: unknown): Promise<Message | null> {
  if (!(e instanceof ApiError)) return { key: 'error.generic' };
  if (e.handled) {
    closeCardPopup();
    return null;
  }
  // Loaded with a failure, not with the popup.
  return (await import('./api-messages.ts')).failureMessage(e);
}

/** The game, server and role the card tops up: step 3's choice. */
function target() {
  const { server, role } = order;
  if (!order.clientId || !domainArea.area || !server || !role) return null;
  return { ...gameParams(), server_id: server.server_id, role_id: role.role_id };
}

/** Checks the card: its face value and gems, for the player to confirm. */
export async function checkCard(cardNo: string, password: string): Promise<boolean> {
  const no = cardNo.trim();
  const pwd = password.trim();
  if (card.busy) return false;
  if (!no || !pwd) { card.error = { key: 'card.enter' }; return false; }
  const t = target();
  if (!t) { card.error = { key: 'goods.selectFirst' }; return false; }
  card.busy = true;
  card.error = null;
  const wirePwd = obfuscatePassword(pwd);
  try {
    const info = await getCardInfo({ client_id: t.client_id, domain_area: t.domain_area, card_no: no, card_pwd: wirePwd }, { quiet: true });
    if (!ui.cardPopupOpen) return false;
    checkedCard.current = { cardNo: no, wirePwd, key: randomId() };
    card.info = info;
    card.step = 'confirm';
    return true;
  } catch (e) {
    card.error = await failure(e);
    return false;
  } finally {
    card.busy = false;
  }
}

/** The player confirmed: tops up, then closes the popup and shows the top-up on /result. */
export async function confirmCardRecharge(): Promise<CardRechargeResult | null> {
  const t = target();
  const checked = checkedCard.current;
  if (card.busy || card.step !== 'confirm' || !checked) return null;
  if (!t) { card.error = { key: 'goods.selectFirst' }; return null; }
  card.busy = true;
  card.error = null;
  try {
    const result = await cardRecharge(
      { ...t, card_no: checked.cardNo, card_pwd: checked.wirePwd },
      { idempotencyKey: checked.key, quiet: true },
    );
    // Event 18 once the top-up exists: its billing number and status, and the card used
    // (its face value and gems) rather than the goods item on the page.
    void track(TRACKING_EVENTS.click_recharge_nexButton, {
      channel_name: channelName, billing_no: result.billing_no, billing_status: result.status,
      product_name: `${result.gems} gems`, product_price: result.face_value, product_type: 'giftCard', product_limit: '',
      extend_data: { card_currency: result.currency, gems: result.gems },
    });
    closeCardPopup();
    navigate(href('result', { billing_no: result.billing_no }));
    return result;
  } catch (e) {
    card.error = await failure(e);
    return null;
  } finally {
    card.busy = false;
  }
}
