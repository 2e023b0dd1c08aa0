import { useEffect, useEffectEvent, useRef } from 'react';
import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { holdToast, pauseToast, resumeToast, toast as toastStore, toastReadingMs } from '../stores/toast.ts';
import { messageText } from './message-text.ts';

/**
 * What the toast must never cover: the control in focus (WCAG 2.4.11) and the step's main
 * button, in the action bar, focused or not (at 400 % zoom the window is some 320 × 256 px
 * and the toast sat on the sticky Next bar; on a phone it covered Pay).
 */
function mustStayVisible(): Element[] {
  const list = Array.from(document.querySelectorAll('.action-bar button'));
  const focused = document.activeElement;
  if (focused && focused !== document.body) list.push(focused);
  return list;
}

/** Puts the toast at the top of the window while, at the bottom, it would cover one of them. */
function keepClear(region: HTMLElement): void {
  region.classList.remove('clear-of-controls');
  const shown = region.firstElementChild;
  if (!shown) return;
  const t = shown.getBoundingClientRect();
  const covers = mustStayVisible().some((el) => {
    const f = el.getBoundingClientRect();
    return f.bottom > t.top && f.top < t.bottom && f.right > t.left && f.left < t.right;
  });
  if (covers) region.classList.add('clear-of-controls');
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
    keepClear(el);
    // Focus moves; the page scrolls a static action bar (wide screens) under it.
    const check = () => keepClear(el);
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      document.removeEventListener('focusin', check);
      window.removeEventListener('scroll', check);
    };
  }, [id]);
  return (
    <div ref={ref} className="toast-region" popover="manual" aria-hidden="true">
      {toast && <div key={toast.id} className="toast" onPointerEnter={pauseToast} onPointerLeave={resumeToast}><div className="toast-text">{text}</div></div>}
    </div>
  );
}
