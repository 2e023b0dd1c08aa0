/**
 * The global popup's actions (spec section 2): open it and wait for the answer, close it.
 * Its state is ui.popup; these live apart because the first page rarely needs them (only
 * to confirm a change of game, which imports them then).
 */
import { type Message, type PopupOptions, ui } from './ui.ts';

export const CONFIRM_LABEL: Message = { key: 'common.confirm' };

let settlePopup: ((confirmed: boolean) => void) | null = null;

/**
 * Opens the global popup; resolves true on confirm, false on cancel or overlay close.
 * A popup opened over another one closes the first as cancelled.
 */
export function openPopup(opts: PopupOptions): Promise<boolean> {
  settlePopup?.(false);
  ui.popup = {
    title: opts.title,
    content: opts.content,
    confirmLabel: opts.confirmLabel ?? CONFIRM_LABEL,
    cancelLabel: opts.cancelLabel,
    closeOnOverlay: opts.closeOnOverlay ?? false,
  };
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
