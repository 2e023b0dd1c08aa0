/**
 * Global UI state that code outside components may raise, and its actions: the global
 * popup (open it and wait for the answer), the login popup, the account menu and the
 * cookie warning (the toast is stores/toast.ts). Texts are i18n keys (`key`) or the server's raw words (`text`,
 * shown as plain text, never HTML); the i18n layer translates.
 */
import { proxy } from 'valtio/vanilla';
import { onStorageFallback } from '../lib/storage.ts';

/** Something to show: a translation key (with its placeholders) or raw server text. */
export interface Message {
  key?: string;
  params?: Record<string, string | number>;
  /** Raw text from the server; rendered as a text node. */
  text?: string;
}

export interface PopupOptions {
  title?: Message;
  content: Message;
  /** Default: the 'common.confirm' label. */
  confirmLabel?: Message;
  /** With a label the popup has a cancel button; without, only confirm. */
  cancelLabel?: Message;
  /** Clicking the dark overlay closes the popup as a cancel. */
  closeOnOverlay?: boolean;
}

export interface PopupState extends Required<Omit<PopupOptions, 'title' | 'cancelLabel'>> {
  title?: Message;
  cancelLabel?: Message;
}

export const ui = proxy({
  popup: null as PopupState | null,
  loginPopupOpen: false,
  /** The header's account menu (user name and log-out button). */
  accountMenuOpen: false,
  /**
   * The gift-card popups (stores/card.ts holds what is in them): the top-up popup, and the
   * login popup's card mode. The layout mounts the popups when any of these is set.
   */
  cardPopupOpen: false,
  cardLoginOpen: false,
  /** Storage is blocked (private mode or cookies off): the app runs on memory. */
  cookieWarning: false,
  /** Bumped to mount the page afresh, as a reload would, where a reload would lose the session (remountPage). */
  pageEpoch: 0,
  /** A toast was raised (stores/toast.ts, kept out of the first load): the popups' chunk, which shows it, is needed. */
  toastRaised: false,
});

/**
 * Mounts the current page afresh: its opening loads run again with the state as it is now.
 * What a login's reload does, for a browser whose storage cannot keep the session across one.
 */
export function remountPage(): void {
  ui.pageEpoch++;
}

let settlePopup: ((confirmed: boolean) => void) | null = null;

/**
 * Opens the global popup (spec section 2); resolves true on confirm, false on cancel or
 * overlay close. A popup opened over another one closes the first as cancelled.
 */
export function openPopup(opts: PopupOptions): Promise<boolean> {
  settlePopup?.(false);
  ui.popup = { closeOnOverlay: false, ...opts, confirmLabel: opts.confirmLabel ?? { key: 'common.confirm' } };
  return new Promise((resolve) => { settlePopup = resolve; });
}

/** Closes the popup as confirmed (true) or cancelled (false). */
export function closePopup(confirmed: boolean): void {
  const settle = settlePopup;
  settlePopup = null;
  ui.popup = null;
  settle?.(confirmed);
}

/** The overlay was clicked: closes as a cancel only when the popup allows it. */
export function clickPopupOverlay(): void {
  if (ui.popup?.closeOnOverlay) closePopup(false);
}

export function openLoginPopup(): void { ui.loginPopupOpen = true; }
export function closeLoginPopup(): void { ui.loginPopupOpen = false; }
export function setAccountMenuOpen(open: boolean): void { ui.accountMenuOpen = open; }
export function dismissCookieWarning(): void { ui.cookieWarning = false; }

// Storage falling back to memory means cookies or storage are blocked: warn (spec section 5).
onStorageFallback(() => { ui.cookieWarning = true; });
