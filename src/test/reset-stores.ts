/**
 * Tests only: the state a fresh page starts in. Empty storage (read again from
 * localStorage), logged out, no order, no domain area, no login popup, no toast.
 * Store tests call it first in beforeEach and add what is particular to them.
 */
import { applyApiError } from '../app/api-effects.ts';
import { setApiErrorEffects } from '../lib/api-error-effects.ts';
import { resetStorageForTests } from '../lib/storage.ts';
import { clearDomainArea } from '../stores/domain-area.ts';
import { clearOrder } from '../stores/order.ts';
import { clearSession } from '../stores/session.ts';
import { closeLoginPopup, hideToast } from '../stores/ui.ts';

/** Also installs the app's effects of a failed call (src/app/api-effects.ts), as the app does at start. */
export function resetStoresForTests(): void {
  setApiErrorEffects(applyApiError);
  localStorage.clear();
  resetStorageForTests();
  clearSession();
  clearOrder();
  clearDomainArea();
  closeLoginPopup();
  hideToast();
}
