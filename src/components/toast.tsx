import { useEffect, useEffectEvent, useRef } from 'react';
import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { holdToast, pauseToast, resumeToast, toast as toastStore, toastReadingMs } from '../stores/toast.ts';
import { messageText } from './message-text.ts';

/**
 * Puts the toast at the top of the window while, at the bottom, it would cover the control
 * in focus (WCAG 2.4.11): at 400 % zoom the window is some 320 × 256 px, and the toast sat
 * on the sticky Next bar.
 */
function keepClearOfFocus(region: HTMLElement): void {
  region.classList.remove('clear-of-focus');
  const focused = document.activeElement;
  const shown = region.firstElementChild;
  if (!focused || focused === document.body || !shown) return;
  const f = focused.getBoundingClientRect();
  const t = shown.getBoundingClientRect();
  if (f.bottom > t.top && f.top < t.bottom && f.right > t.left && f.left < t.right) region.classList.add('clear-of-focus');
}

/**
 * The toast as it is seen: a manual popover, shown afresh for each toast, so it sits in the
 * top layer above any open dialog (a modal <dialog> would otherwise cover it). It stays long
 * enough to read its words (stores/toast.ts holdToast) and while the pointer rests on it.
 * A screen reader hears its words from the live region (stores/announcer.ts), so this one
 * is hidden from it.
 */
export function Toast() {
  useT();
  const { current: toast } = useStore(toastStore);
  const ref = useRef<HTMLDivElement>(null);
  const text = toast ? messageText(toast) : '';
  const id = toast?.id;
  // Held and shown once per toast (its id): a re-render in another language is the same toast.
  const hold = useEffectEvent(() => { if (toast) holdToast(toast.id, toastReadingMs(text.length)); });
  useEffect(() => {
    const el = ref.current;
    hold();
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (id === undefined) return;
    el.showPopover();
    keepClearOfFocus(el);
    const onFocus = () => keepClearOfFocus(el);
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [id]);
  return (
    <div ref={ref} className="toast-region" popover="manual" aria-hidden="true">
      {toast && <div key={toast.id} className="toast" onPointerEnter={pauseToast} onPointerLeave={resumeToast}><div className="toast-text">{text}</div></div>}
    </div>
  );
}
