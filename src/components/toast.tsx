import { useEffect, useRef } from 'react';
import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { holdToast, pauseToast, resumeToast, toast as toastStore, toastReadingMs } from '../stores/toast.ts';
import { messageText } from './message-text.ts';

/**
 * The toast. What is seen is a manual popover, shown afresh for each toast, so it sits in
 * the top layer above any open dialog (a modal <dialog> would otherwise cover it). It
 * stays long enough to read its words (stores/ui.ts holdToast) and while the pointer rests
 * on it. What is heard is a polite live region that is always in the page, since a region
 * that appears together with its text is often not announced; it keeps the last words
 * (emptying it is a change some readers speak over), and each toast is a new node in it, so
 * the same message twice is announced twice.
 */
export function Toast() {
  useT();
  const { current: toast } = useStore(toastStore);
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<{ id: number; text: string } | null>(null);
  const text = toast ? messageText(toast) : '';
  if (toast) last.current = { id: toast.id, text };
  useEffect(() => {
    const el = ref.current;
    if (toast) holdToast(toast.id, toastReadingMs(text.length));
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (toast) el.showPopover();
  }, [toast?.id]);
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">
        {last.current && <span key={last.current.id}>{last.current.text}</span>}
      </div>
      <div ref={ref} className="toast-region" popover="manual" aria-hidden="true">
        {toast && <div key={toast.id} className="toast" onPointerEnter={pauseToast} onPointerLeave={resumeToast}>{text}</div>}
      </div>
    </>
  );
}
