/**
 * The login popup (spec sections 2 and 5): account and password, a button disabled until
 * both are filled, Enter submits, privacy and agreement links.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import brand from 'virtual:brand';
import { useLanguage, useT } from '../i18n/use-t.ts';
import { loginWithAccount } from '../login/account-login.ts';
import { closeLoginPopup, ui } from '../stores/ui.ts';
import { Modal } from './modal.tsx';

export function LoginPopup() {
  const t = useT();
  const { lang } = useLanguage();
  const { loginPopupOpen } = useSnapshot(ui);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
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
      <p className="hint">{t('login.legal')}</p>
      <nav className="login-legal" aria-label={t('footer.agreement')}>
        <a href={legal.agreement} target="_blank" rel="noopener noreferrer">{t('footer.agreement')}</a>
        <a href={legal.privacy} target="_blank" rel="noopener noreferrer">{t('footer.privacy')}</a>
      </nav>
    </Modal>
  );
}
