/**
 * The login popup (spec sections 2 and 5): account and password, a button inactive until
 * both are filled (submitted before, it says "Please enter your account and password"), Enter submits, the other login methods the brand offers, privacy and
 * agreement links.
 */
import socialAuth from 'virtual:brand/socialAuth';
import { lazy, Suspense, useId, useState } from 'react';
import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { loginWithAccount } from '../login/account-login.ts';
import { closeLoginPopup, type Message, ui } from '../stores/ui.ts';
import { showToast } from '../stores/toast.ts';
import { messageText } from './message-text.ts';
import { CardLoginSwitch } from './card-login-switch.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { LegalLinks } from './legal-links.tsx';
import { Modal } from './modal.tsx';

/** Social login buttons and code: a chunk of their own, loaded when the popup opens. */
const SocialLogins = lazy(() => import('./social-logins.tsx').then((m) => ({ default: m.SocialLogins })));
const SOCIAL_ROW_MIN_HEIGHT = 44; // px, one row of buttons: no jump when they arrive

export function LoginPopup() {
  const t = useT();
  const { loginPopupOpen } = useStore(ui);
  const [error, setError] = useState('');
  const otherMethodsId = useId();
  if (!loginPopupOpen) return null;

  async function submit(username: string, password: string) {
    setError('');
    setError(await loginWithAccount(username, password));
  }

  function socialFailed(failure: Message) {
    // The player may have closed the login popup meanwhile.
    if (ui.loginPopupOpen) setError(messageText(failure)); else showToast(failure);
  }

  return (
    <Modal open title={t('login.title')} onClose={closeLoginPopup} closeLabel={t('common.close')} className="login-popup">
      <p className="hint">{t('login.sameAccount')}</p>
      <CredentialsForm
        fields={[
          { label: t('login.username'), name: 'username', autoComplete: 'username', autoCapitalize: 'none' },
          { label: t('login.password'), name: 'password', type: 'password', autoComplete: 'current-password' },
        ]}
        submitLabel={t('login.submit')} busyLabel={t('login.submitting')} whenEmpty={t('login.enterAccountPassword')} error={error} onSubmit={submit} />
      <CardLoginSwitch />
      {Object.keys(socialAuth).length > 0 && (
        <>
          <p className="divider" id={otherMethodsId}>{t('login.otherMethods')}</p>
          <div className="social-logins" role="group" aria-labelledby={otherMethodsId} style={{ minHeight: SOCIAL_ROW_MIN_HEIGHT }}>
            <Suspense fallback={null}>
              <SocialLogins onStart={() => setError('')} onFailure={socialFailed} />
            </Suspense>
          </div>
        </>
      )}
      <p className="hint">{t('login.legal')}</p>
      <LegalLinks className="login-legal" />
    </Modal>
  );
}
