/**
 * The login popup in card mode (spec sections 1 and 5): "Log in with a gift card", card
 * number and card password (the button disabled until both are filled), Enter submits,
 * and the way back to the account form. The
 * login popup's link-button (card-login-switch.tsx) opens it; CardPopupHost mounts it.
 */
import { useState } from 'react';
import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { loginWithCard } from '../login/card-login.ts';
import { backToAccountLogin, card, closeCardLogin } from '../stores/card.ts';
import { ui } from '../stores/ui.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { LegalLinks } from './legal-links.tsx';
import { Modal } from './modal.tsx';

function CardLoginBody() {
  const t = useT();
  const [error, setError] = useState('');

  async function submit(cardNo: string, password: string) {
    setError('');
    setError(await loginWithCard(cardNo, password));
  }

  return (
    <Modal open title={t('login.card')} onClose={closeCardLogin} closeLabel={t('common.close')} className="login-popup card-login">
      <CredentialsForm
        fields={[
          { label: t('card.number'), name: 'card_no', autoComplete: 'off', autoCapitalize: 'characters' },
          { label: t('card.password'), name: 'card_pwd', type: 'password', autoComplete: 'off' },
        ]}
        submitLabel={t('login.submit')} busyLabel={t('login.submitting')} whenEmpty={t('card.enter')} error={error} onSubmit={submit} />
      <p className="login-switch">
        <button type="button" className="link-button" onClick={backToAccountLogin}>{t('login.account')}</button>
      </p>
      <p className="hint">{t('login.legal')}</p>
      <LegalLinks className="login-legal" />
    </Modal>
  );
}

export function CardLoginPopup() {
  const { cardLoginOpen, loginPopupOpen } = useStore(ui);
  // Something asked for the account form meanwhile (e.g. -600): that one wins.
  return cardLoginOpen && !loginPopupOpen ? <CardLoginBody /> : null;
}
