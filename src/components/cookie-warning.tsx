/**
 * Cookies blocked or private browsing (spec section 5): storage runs on memory only
 * (lib/storage.ts falls back, stores/ui.ts raises cookieWarning), so a login or an order
 * would be forgotten on reload. A banner at the top of the page says so; it can be closed.
 */
import { useId } from 'react';
import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { dismissCookieWarning, ui } from '../stores/ui.ts';

export function CookieWarning() {
  const t = useT();
  const id = useId();
  const { cookieWarning } = useStore(ui);
  if (!cookieWarning) return null;
  return (
    <section className="cookie-warning" aria-labelledby={id}>
      <div className="cookie-warning-inner">
        <div className="cookie-warning-text">
          <h2 id={id} className="cookie-warning-title">{t('cookie.title')}</h2>
          <p>{t('cookie.body')}</p>
        </div>
        <button type="button" className="button small" onClick={dismissCookieWarning}>{t('common.close')}</button>
      </div>
    </section>
  );
}
