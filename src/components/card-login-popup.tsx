/**
 * The login popup in card mode (spec sections 1 and 5): "Log in with a gift card", card
 * number and card password, Enter submits, and the way back to the account form. The
 * login popup's link-button (card-login-switch.tsx) opens it; CardPopupHost mounts it.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import brand from 'virtual:brand';
import { useLanguage, useT } from '../i18n/use-t.ts';
import { loginWithCard } from '../login/card-login.ts';
import { backToAccountLogin, card, closeCardLogin } from '../stores/card.ts';
import { ui } from '../stores/ui.ts';
import { Modal } from './modal.tsx';

function CardLoginBody() {
  const t = useT();
  const { lang } = useLanguage();
  const [cardNo, setCardNo] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const legal = brand.legal[lang] ?? brand.legal[brand.languages[0]!]!;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    const failure = await loginWithCard(cardNo, password);
    setBusy(false);
    if (failure) setError(failure);
  }

  return (
    <Modal open title={t('login.card')} onClose={closeCardLogin} closeLabel={t('common.close')} className="login-popup card-login">
      <form onSubmit={submit} noValidate>
        <label className="field">
          <span>{t('card.number')}</span>
          <input name="card_no" autoComplete="off" autoCapitalize="characters" spellCheck={false} value={cardNo}
            onChange={(e) => setCardNo(e.currentTarget.value)} data-autofocus />
        </label>
        <label className="field">
          <span>{t('card.password')}</span>
          <input name="card_pwd" type="password" autoComplete="off" value={password}
            onChange={(e) => setPassword(e.currentTarget.value)} />
        </label>
        {error && <p className="form-error" role="alert">{error}</p>}
        <button type="submit" className="button primary block" disabled={busy} aria-busy={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="login-switch">
        <button type="button" className="link-button" onClick={backToAccountLogin}>{t('login.account')}</button>
      </p>
      <p className="hint">{t('login.legal')}</p>
      <nav className="login-legal" aria-label={t('footer.agreement')}>
        <a href={legal.agreement} target="_blank" rel="noopener noreferrer">{t('footer.agreement')}</a>
        <a href={legal.privacy} target="_blank" rel="noopener noreferrer">{t('footer.privacy')}</a>
      </nav>
    </Modal>
  );
}

export function CardLoginPopup() {
  const { loginOpen } = useSnapshot(card);
  const { loginPopupOpen } = useSnapshot(ui);
  // Something asked for the account form meanwhile (e.g. -600): that one wins.
  return loginOpen && !loginPopupOpen ? <CardLoginBody /> : null;
}
