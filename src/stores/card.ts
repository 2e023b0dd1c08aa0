/**
 * Gift cards (spec sections 2 and 5): the state of the top-up popup, opened from step 3
 * when the chosen channel is a card channel, and of the login popup's card mode. Which of
 * them is open is ui.cardPopupOpen / ui.cardLoginOpen; the calls are in card-actions.ts.
 * Loaded by step 3 and the popups, not by the first page.
 */
import { proxy } from 'valtio/vanilla';
import type { CardInfo } from '../api/contract.ts';
import { requireLogin } from './session.ts';
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
export function openCardPopup(): void {
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
