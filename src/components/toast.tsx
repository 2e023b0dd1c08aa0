import { useEffect, useRef } from 'react';
import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { holdToast, pauseToast, resumeToast, toast as toastStore, toastReadingMs } from '../stores/toast.ts';
import { messageText } from './message-text.ts';

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
  useEffect(() => {
    const el = ref.current;
    if (toast) holdToast(toast.id, toastReadingMs(text.length));
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (toast) el.showPopover();
  }, [toast?.id]);
  return (
    <div ref={ref} className="toast-region" popover="manual" aria-hidden="true">
      {toast && <div key={toast.id} className="toast" onPointerEnter={pauseToast} onPointerLeave={resumeToast}>{text}</div>}
    </div>
  );
}
