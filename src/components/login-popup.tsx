/**
 * The login popup (spec sections 2 and 5): account and password, a button disabled until
 * both are filled, Enter submits, the other login methods the brand offers, privacy and
 * agreement links.
 */
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import brand from 'virtual:brand';
import { useLanguage, useT } from '../i18n/use-t.ts';
import { loginWithAccount } from '../login/account-login.ts';
import { closeLoginPopup, type Message, showToast, ui } from '../stores/ui.ts';
import { messageText } from './message-text.ts';
import { CardLoginSwitch } from './card-login-switch.tsx';
import { Modal } from './modal.tsx';

/** Social login buttons and code: a chunk of their own, loaded when the popup opens. */
const SocialLogins = lazy(() => import('./social-logins.tsx').then((m) => ({ default: m.SocialLogins })));
const SOCIAL_ROW_MIN_HEIGHT = 44; // px, one row of buttons: no jump when they arrive

export function LoginPopup() {
  const t = useT();
  const { lang } = useLanguage();
  const { loginPopupOpen } = useSnapshot(ui);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const otherMethodsId = useId();
  if (!loginPopupOpen) return null;

  const filled = username.trim() !== '' && password.trim() !== '';
  const legal = brand.legal[lang] ?? brand.legal[brand.languages[0]!]!;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!filled || busy) return;
    setBusy(true);
    setError('');
    const failure = await loginWithAccount(username, password);
    setBusy(false);
    if (failure) setError(failure);
  }

  function socialFailed(failure: Message) {
    // The player may have closed the login popup meanwhile.
    if (ui.loginPopupOpen) setError(messageText(failure)); else showToast(failure);
  }

  return (
    <Modal open title={t('login.title')} onClose={closeLoginPopup} closeLabel={t('common.close')} className="login-popup">
      <p className="hint">{t('login.sameAccount')}</p>
      <form onSubmit={submit} noValidate>
        <label className="field">
          <span>{t('login.username')}</span>
          <input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} value={username}
            onChange={(e) => setUsername(e.currentTarget.value)} data-autofocus />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input name="password" type="password" autoComplete="current-password" value={password}
            onChange={(e) => setPassword(e.currentTarget.value)} />
        </label>
        {error && <p className="form-error" role="alert">{error}</p>}
        <button type="submit" className="button primary block" disabled={!filled || busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <CardLoginSwitch />
      {Object.keys(brand.socialAuth).length > 0 && (
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
      <nav className="login-legal" aria-label={t('footer.agreement')}>
        <a href={legal.agreement} target="_blank" rel="noopener noreferrer">{t('footer.agreement')}</a>
        <a href={legal.privacy} target="_blank" rel="noopener noreferrer">{t('footer.privacy')}</a>
      </nav>
    </Modal>
  );
}
