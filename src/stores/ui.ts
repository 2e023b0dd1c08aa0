/**
 * Global UI state that code outside components may raise, and its actions: the global
 * popup (open it and wait for the answer), the toast, the login popup, the account menu
 * and the cookie warning. Texts are i18n keys (`key`) or the server's raw words (`text`,
 * shown as plain text, never HTML); the i18n layer translates.
 */
import { proxy } from 'valtio/vanilla';
import { TOAST_MS } from '../lib/constants.ts';
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

export interface ToastState extends Message {
  /** Changes with every toast, so the view can restart its animation for a repeat. */
  id: number;
  durationMs: number;
}

export const ui = proxy({
  popup: null as PopupState | null,
  toast: null as ToastState | null,
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
});

/**
 * Mounts the current page afresh: its opening loads run again with the state as it is now.
 * What a login's reload does, for a browser whose storage cannot keep the session across one.
 */
export function remountPage(): void {
  ui.pageEpoch++;
}

let toastSeq = 0;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
/** When the shown toast goes (Date.now() time), and what was left of its time while paused. */
let toastEnds = 0;
let pausedLeftMs: number | null = null;

function endToastIn(id: number, ms: number): void {
  clearTimeout(toastTimer);
  toastEnds = Date.now() + ms;
  toastTimer = setTimeout(() => { if (ui.toast?.id === id) ui.toast = null; }, ms);
}

/**
 * Time to read a toast of `chars` characters: a second to notice it, then about fifteen
 * characters a second (a slow reader, or one reading a second language), within 10 s.
 */
export function toastReadingMs(chars: number): number {
  return Math.min(10_000, 1000 + Math.ceil(chars / 15) * 1000);
}

/** Shows a toast for `durationMs` (default TOAST_MS, the spec's); a new toast replaces the current one. */
export function showToast(msg: Message, durationMs: number = TOAST_MS): void {
  const id = ++toastSeq;
  pausedLeftMs = null;
  ui.toast = { ...msg, id, durationMs };
  endToastIn(id, durationMs);
}

/**
 * The view, which knows the words in the player's language, keeps toast `id` up for at
 * least `ms` from when it was shown: the spec's 2000 ms is too short to read a long
 * message (WCAG 2.2.1), so the default is a minimum, never a cut.
 */
export function holdToast(id: number, ms: number): void {
  if (ui.toast?.id !== id) return;
  const longer = ms - ui.toast.durationMs;
  if (longer <= 0) return;
  ui.toast.durationMs = ms;
  if (pausedLeftMs !== null) pausedLeftMs += longer;
  else endToastIn(id, toastEnds - Date.now() + longer);
}

/** The pointer rests on the toast: it stays until the pointer leaves. */
export function pauseToast(): void {
  if (!ui.toast || pausedLeftMs !== null) return;
  clearTimeout(toastTimer);
  pausedLeftMs = Math.max(0, toastEnds - Date.now());
}

/** The pointer left the toast: the rest of its time runs, at least a second, so it does not vanish under the eye. */
export function resumeToast(): void {
  if (!ui.toast || pausedLeftMs === null) return;
  const left = Math.max(1000, pausedLeftMs);
  pausedLeftMs = null;
  endToastIn(ui.toast.id, left);
}

export function hideToast(): void {
  clearTimeout(toastTimer);
  pausedLeftMs = null;
  ui.toast = null;
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
