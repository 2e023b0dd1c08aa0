/**
 * Every popup and the toast, in one chunk loaded the first time one is wanted (or when
 * the browser is idle): none of them is part of the first page.
 */
import { CardPopupHost } from '../components/card-popup-host.tsx';
import { GlobalPopup } from '../components/global-popup.tsx';
import { LoginPopup } from '../components/login-popup.tsx';
import { Toast } from '../components/toast.tsx';
import { AccountMenu } from './account-menu.tsx';

export default function Overlays() {
  return (
    <>
      <LoginPopup />
      <CardPopupHost />
      <AccountMenu />
      <GlobalPopup />
      <Toast />
    </>
  );
}
