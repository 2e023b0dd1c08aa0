/**
 * The login popup (spec sections 2 and 5): account and password, a button disabled until
 * both are filled, Enter submits, the other login methods the brand offers, privacy and
 * agreement links.
 */
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import brand from 'virtual:brand';
import { useLanguage, useT } from '../i18n/use-t.ts';
import { loginWithAccount } from '../login/account-login.ts';
import { PROVIDER_NAMES, type SocialProvider, loginWith, needsInAppNotice, prepareSocialLogin, socialProviders } from '../login/social/entry.ts';
import { closeLoginPopup, showToast, ui } from '../stores/ui.ts';
import { messageText } from './message-text.ts';
import { Modal } from './modal.tsx';
import { SocialIcon } from './social-icon.tsx';

const InAppNotice = lazy(() => import('./in-app-notice.tsx').then((m) => ({ default: m.InAppNotice })));

export function LoginPopup() {
  const t = useT();
  const { lang } = useLanguage();
  const { loginPopupOpen } = useSnapshot(ui);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [inAppNotice, setInAppNotice] = useState(false);
  const otherMethodsId = useId();
  useEffect(() => { if (loginPopupOpen) prepareSocialLogin(); }, [loginPopupOpen]);
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

  async function social(p: SocialProvider) {
    if (needsInAppNotice(p)) { setInAppNotice(true); return; }
    setError('');
    const failure = await loginWith(p);
    if (!failure) return;
    // The player may have closed the login popup meanwhile.
    if (ui.loginPopupOpen) setError(messageText(failure)); else showToast(failure);
  }

  const providers = socialProviders();

  return (
    <Modal open title={t('login.title')} onClose={closeLoginPopup} closeLabel={t('common.close')} className="login-popup">
      <p className="hint">{t('login.sameAccount')}</p>
      <form onSubmit={submit} noValidate>
        <label className="field">
          <span>{t('login.username')}</span>
          <input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} value={username}
            onChange={(e) => setUsername(e.currentTarget.value)} autoFocus />
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
      {providers.length > 0 && (
        <>
          <p className="divider" id={otherMethodsId}>{t('login.otherMethods')}</p>
          <div className="social-logins" role="group" aria-labelledby={otherMethodsId}>
            {providers.map((p) => (
              <button key={p} type="button" className="button" aria-label={t('login.with', { provider: PROVIDER_NAMES[p] })} onClick={() => void social(p)}>
                <SocialIcon provider={p} />
                <span>{PROVIDER_NAMES[p]}</span>
              </button>
            ))}
          </div>
        </>
      )}
      {inAppNotice && (
        <Suspense fallback={null}>
          <InAppNotice onClose={() => setInAppNotice(false)} />
        </Suspense>
      )}
      <p className="hint">{t('login.legal')}</p>
      <nav className="login-legal" aria-label={t('footer.agreement')}>
        <a href={legal.agreement} target="_blank" rel="noopener noreferrer">{t('footer.agreement')}</a>
        <a href={legal.privacy} target="_blank" rel="noopener noreferrer">{t('footer.privacy')}</a>
      </nav>
    </Modal>
  );
}
