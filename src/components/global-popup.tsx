import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { splitParagraphs } from '../lib/paragraphs.ts';
import { clickPopupOverlay, closePopup, ui } from '../stores/ui.ts';
import { messageText } from './message-text.ts';
import { Modal } from './modal.tsx';

/** The global popup (spec section 2): title, paragraphs, confirm and optional cancel. */
export function GlobalPopup() {
  const t = useT();
  const { popup } = useStore(ui);
  if (!popup) return null;
  const cancel = () => (popup.cancelLabel ? closePopup(false) : closePopup(true));
  return (
    <Modal
      open
      title={popup.title ? messageText(popup.title) : t('common.notice')}
      onClose={() => (popup.closeOnOverlay ? clickPopupOverlay() : cancel())}
      closeOnOverlay={popup.closeOnOverlay}
    >
      <div className="modal-body">
        {splitParagraphs(messageText(popup.content)).map((p, i) => <p key={i}>{p}</p>)}
      </div>
      <div className="modal-actions">
        {popup.cancelLabel && (
          <button type="button" className="button" onClick={() => closePopup(false)}>{messageText(popup.cancelLabel)}</button>
        )}
        <button type="button" className="button primary" data-autofocus onClick={() => closePopup(true)}>{messageText(popup.confirmLabel)}</button>
      </div>
    </Modal>
  );
}
