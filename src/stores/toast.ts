/**
 * The toast: a short message over the page (spec section 9: 2000 ms by default) that code
 * outside components may raise; a new one replaces the current one. It is seen; its words
 * are heard through the live region (stores/announcer.ts). Its own module, out
 * of the first load: nothing on step 1's first paint raises one.
 */
import { proxy } from 'valtio/vanilla';
import { TOAST_MS } from '../lib/constants.ts';
import { announce } from './announcer.ts';
import { type Message, ui } from './ui.ts';

export interface ToastState extends Message {
  /** Changes with every toast, so the view can restart its animation for a repeat. */
  id: number;
  durationMs: number;
}

export const toast = proxy({ current: null as ToastState | null });

let toastSeq = 0;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
/** When the shown toast goes (Date.now() time), and what was left of its time while paused. */
let toastEnds = 0;
let pausedLeftMs: number | null = null;

function endToastIn(id: number, ms: number): void {
  clearTimeout(toastTimer);
  toastEnds = Date.now() + ms;
  toastTimer = setTimeout(() => { if (toast.current?.id === id) toast.current = null; }, ms);
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
  toast.current = { ...msg, id, durationMs };
  ui.toastRaised = true;
  announce(msg);
  endToastIn(id, durationMs);
}

/**
 * The view, which knows the words in the player's language, keeps toast `id` up for at
 * least `ms` from when it was shown: the spec's 2000 ms is too short to read a long
 * message (WCAG 2.2.1), so the default is a minimum, never a cut.
 */
export function holdToast(id: number, ms: number): void {
  if (toast.current?.id !== id) return;
  const longer = ms - toast.current.durationMs;
  if (longer <= 0) return;
  toast.current.durationMs = ms;
  if (pausedLeftMs !== null) pausedLeftMs += longer;
  else endToastIn(id, toastEnds - Date.now() + longer);
}

/** The pointer rests on the toast: it stays until the pointer leaves. */
export function pauseToast(): void {
  if (!toast.current || pausedLeftMs !== null) return;
  clearTimeout(toastTimer);
  pausedLeftMs = Math.max(0, toastEnds - Date.now());
}

/** The pointer left the toast: the rest of its time runs, at least a second, so it does not vanish under the eye. */
export function resumeToast(): void {
  if (!toast.current || pausedLeftMs === null) return;
  const left = Math.max(1000, pausedLeftMs);
  pausedLeftMs = null;
  endToastIn(toast.current.id, left);
}

export function hideToast(): void {
  clearTimeout(toastTimer);
  pausedLeftMs = null;
  toast.current = null;
}
