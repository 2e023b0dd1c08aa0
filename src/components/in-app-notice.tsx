/**
 * The in-app-browser notice (spec section 2): Google and Facebook do not log in inside
 * apps' built-in browsers, so instead of their page the player gets this: open the page
 * in another browser, or copy its link, or cancel. Loaded only when needed.
 */
import { useRef, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { copyField, openInOtherBrowser } from '../login/social/in-app.ts';
import { showToast } from '../stores/toast.ts';
import { Modal } from './modal.tsx';

export function InAppNotice({ onClose }: { onClose: () => void }) {
  const t = useT();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const href = window.location.href;

  async function copy() {
    if (!field.current || !(await copyField(field.current))) return;
    setCopied(true);
    showToast({ key: 'common.copied' });
  }

  return (
    <Modal open title={t('inApp.title')} onClose={onClose} className="in-app-notice">
      <div className="modal-body">
        <p>{t('inApp.body')}</p>
        {/* First: the dialog focuses its first control, and a focused field could raise the keyboard. */}
        <button type="button" className="button block" onClick={() => openInOtherBrowser(href)}>{t('inApp.openOther')}</button>
        <label className="field" style={{ marginTop: 14 }}>
          <span>{t('inApp.link')}</span>
          <input ref={field} readOnly value={href} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
        </label>
      </div>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
        <button type="button" className="button primary" data-autofocus onClick={copy} aria-live="polite">
          {copied ? t('common.copied') : t('inApp.copyLink')}
        </button>
      </div>
    </Modal>
  );
}
