/**
 * The one modal every popup uses (global popup, login, card top-up, account menu). A
 * native <dialog> opened with showModal(): the browser traps focus inside, closes on
 * Escape, puts it in the top layer and restores focus to the opener when it closes.
 * showModal() focuses the first control (often ×); mark the one that should get focus
 * with data-autofocus (React does not render the autofocus attribute itself).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button, or (with closeOnOverlay) a click outside the box. */
  onClose: () => void;
  closeOnOverlay?: boolean;
  /** Label of the × button; no × when left out. */
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

export function Modal({ open, title, onClose, closeOnOverlay, closeLabel, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d || !open) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!d.open) {
      d.showModal?.();
      d.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return () => {
      if (d.open) d.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      onClick={(e) => { if (closeOnOverlay && e.target === e.currentTarget) onClose(); }}
    >
      <div className="modal-box">
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">{title}</h2>
          {closeLabel && (
            <button type="button" className="modal-close" aria-label={closeLabel} onClick={onClose}>×</button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
