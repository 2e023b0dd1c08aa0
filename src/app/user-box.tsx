/**
 * The header's user box (spec section 2): "Log in", or the user name opening a popup
 * with the name and a log-out button. In replenishment mode it shows the replenishment
 * user name.
 */
import { useSnapshot } from 'valtio';
import { Modal } from '../components/modal.tsx';
import { useT } from '../i18n/use-t.ts';
import { logout } from '../login/session-actions.ts';
import { replenish } from '../stores/replenish.ts';
import { isLoggedIn, session } from '../stores/session.ts';
import { openLoginPopup, setAccountMenuOpen, ui } from '../stores/ui.ts';

export function UserBox({ replenishMode }: { replenishMode: boolean }) {
  const t = useT();
  const s = useSnapshot(session);
  const { accountMenuOpen } = useSnapshot(ui);
  const r = useSnapshot(replenish);
  const name = replenishMode && r.info.user_name ? r.info.user_name : s.userInfo.username;
  if (!isLoggedIn(s)) {
    return (
      <div className="user-box">
        <button type="button" className="button header-button" onClick={openLoginPopup}>{t('header.login')}</button>
      </div>
    );
  }
  return (
    <div className="user-box">
      <button type="button" className="button header-button" aria-haspopup="dialog" onClick={() => setAccountMenuOpen(true)}>
        <span className="visually-hidden">{t('header.accountMenu')}: </span>
        <span className="user-name" dir="auto">{name}</span>
      </button>
      <Modal open={accountMenuOpen} title={t('header.accountMenu')} onClose={() => setAccountMenuOpen(false)} closeOnOverlay closeLabel={t('common.close')}>
        <p className="modal-body" dir="auto">{t('header.loggedInAs', { name })}</p>
        <div className="modal-actions">
          <button type="button" className="button primary block" onClick={logout}>{t('header.logout')}</button>
        </div>
      </Modal>
    </div>
  );
}
