import { useEffect, useRef } from 'react';
import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { ui } from '../stores/ui.ts';
import { messageText } from './message-text.ts';

/**
 * The toast. What is seen is a manual popover, shown afresh for each toast, so it sits in
 * the top layer above any open dialog (a modal <dialog> would otherwise cover it). What
 * is heard is a polite live region that is always in the page, since a region that
 * appears together with its text is often not announced.
 */
export function Toast() {
  useT();
  const { toast } = useStore(ui);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (toast) el.showPopover();
  }, [toast?.id]);
  const text = toast ? messageText(toast) : '';
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">{text}</div>
      <div ref={ref} className="toast-region" popover="manual" aria-hidden="true">
        {toast && <div key={toast.id} className="toast">{text}</div>}
      </div>
    </>
  );
}
