import { useT } from '../i18n/use-t.ts';
import { openCardLogin } from '../stores/card.ts';

/** The login popup's "Log in with a gift card": switches the popup to card mode. */
export function CardLoginSwitch() {
  const t = useT();
  return (
    <p className="login-switch">
      <button type="button" className="link-button" onClick={openCardLogin}>{t('login.card')}</button>
    </p>
  );
}
