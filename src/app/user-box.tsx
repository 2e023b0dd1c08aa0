/**
 * The header's user box (spec section 2): "Log in", or the user name, which opens the
 * account popup (account-menu.tsx) with the name and a log-out button. In replenishment
 * mode it shows the replenishment user name, to a visitor who came by the link without
 * logging in too (replenish-user-name.tsx).
 */
import { lazy, Suspense } from 'react';
import { useStore } from '../lib/use-store.ts';
import { tAround } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { isLoggedIn, session } from '../stores/session.ts';
import { openLoginPopup, setAccountMenuOpen } from '../stores/ui.ts';

const ReplenishUserName = lazy(() => import('./replenish-user-name.tsx'));

export function UserBox({ replenishMode }: { replenishMode: boolean }) {
  const t = useT();
  const s = useStore(session);
  if (!isLoggedIn(s)) {
    const login = <button type="button" className="button header-button" onClick={openLoginPopup}>{t('header.login')}</button>;
    return (
      <div className="user-box">
        {replenishMode ? <Suspense fallback={login}><ReplenishUserName fallback={login} /></Suspense> : login}
      </div>
    );
  }
  const name = s.userInfo.username;
  const [before, after] = tAround('common.labelled', 'value', { label: t('header.accountMenu') });
  return (
    <div className="user-box">
      <button type="button" className="button header-button" aria-haspopup="dialog" onClick={() => setAccountMenuOpen(true)}>
        {before && <span className="visually-hidden">{before}</span>}
        <span className="user-name" dir="auto">
          {replenishMode ? <Suspense fallback={name}><ReplenishUserName fallback={name} inButton /></Suspense> : name}
        </span>
        {after && <span className="visually-hidden">{after}</span>}
      </button>
    </div>
  );
}
