/** The account popup (spec section 2): the user name and a log-out button. */
import { useStore } from '../lib/use-store.ts';
import { Modal } from '../components/modal.tsx';
import { useT } from '../i18n/use-t.ts';
import { logout } from '../login/session-actions.ts';
import { session } from '../stores/session.ts';
import { setAccountMenuOpen, ui } from '../stores/ui.ts';

export function AccountMenu() {
  const t = useT();
  const { accountMenuOpen } = useStore(ui);
  const { userInfo } = useStore(session);
  return (
    <Modal open={accountMenuOpen} title={t('header.accountMenu')} onClose={() => setAccountMenuOpen(false)} closeOnOverlay closeLabel={t('common.close')}>
      <p className="modal-body" dir="auto">{t('header.loggedInAs', { name: userInfo.username })}</p>
      <div className="modal-actions">
        <button type="button" className="button primary block" data-autofocus onClick={logout}>{t('header.logout')}</button>
      </div>
    </Modal>
  );
}
