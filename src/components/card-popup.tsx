/**
 * The gift-card top-up popup (spec sections 2 and 5): card number and password, then the
 * card's face value with its currency and the gems it is exchanged for, to confirm; then
 * the top-up. Opened with openCardPopup() (stores/card.ts); mounted by CardPopupHost.
 */
import { useState, type FormEvent } from 'react';
import { useStore } from '../lib/use-store.ts';
import { formatMoney, formatNumber } from '../i18n/format.ts';
import { tp } from '../i18n/plural.ts';
import { useT } from '../i18n/use-t.ts';
import { backToCardEntry, card, checkCard, closeCardPopup, confirmCardRecharge } from '../stores/card.ts';
import { ui } from '../stores/ui.ts';
import { messageText } from './message-text.ts';
import { Modal } from './modal.tsx';

/** The open popup; unmounted on close, so its fields start empty next time. */
function CardPopupBody() {
  const t = useT();
  const c = useStore(card);
  const [cardNo, setCardNo] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    void checkCard(cardNo, password);
  }

  const error = c.error && <p className="form-error" role="alert">{messageText(c.error)}</p>;
  const info = c.step === 'confirm' ? c.info : null;

  return (
    <Modal open title={info ? t('card.confirmTitle') : t('card.title')} onClose={closeCardPopup} closeLabel={t('common.close')} className="card-popup">
      {!info ? (
        <form onSubmit={submit} noValidate>
          <label className="field">
            <span>{t('card.number')}</span>
            <input name="card_no" autoComplete="off" autoCapitalize="characters" spellCheck={false} value={cardNo}
              aria-invalid={tried && !cardNo.trim()} onChange={(e) => setCardNo(e.currentTarget.value)} autoFocus data-autofocus />
          </label>
          <label className="field">
            <span>{t('card.password')}</span>
            <input name="card_pwd" type="password" autoComplete="off" value={password}
              aria-invalid={tried && !password.trim()} onChange={(e) => setPassword(e.currentTarget.value)} />
          </label>
          {error}
          <button type="submit" className="button primary block" disabled={c.busy} aria-busy={c.busy}>
            {c.busy ? t('common.loading') : t('card.check')}
          </button>
        </form>
      ) : (
        <>
          <dl className="summary-list card-value">
            <div><dt>{t('card.number')}</dt><dd dir="ltr">{info.card_no}</dd></div>
            <div><dt>{t('card.faceValue')}</dt><dd className="price">{formatMoney(info.face_value, info.currency)}</dd></div>
            <div><dt>{t('card.gems')}</dt><dd className="price">{formatNumber(info.gems)}</dd></div>
          </dl>
          <p className="modal-body">
            {tp('card.confirmBody', info.gems, { value: formatMoney(info.face_value, info.currency) })}
          </p>
          {error}
          <div className="modal-actions">
            <button type="button" className="button" onClick={backToCardEntry} disabled={c.busy}>{t('common.back')}</button>
            <button type="button" className="button primary" onClick={() => void confirmCardRecharge()} disabled={c.busy} aria-busy={c.busy} autoFocus>
              {c.busy ? t('common.loading') : t('common.confirm')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}

export function CardPopup() {
  const { cardPopupOpen } = useStore(ui);
  return cardPopupOpen ? <CardPopupBody /> : null;
}
