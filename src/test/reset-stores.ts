/**
 * Tests only: the state a fresh page starts in. Empty storage (read again from
 * localStorage), logged out, no order, no domain area, no login popup, no toast.
 * Store tests call it first in beforeEach and add what is particular to them.
 */
import { applyApiError } from '../app/api-effects.ts';
import { setApiErrorEffects, setApiFailureReporter } from '../lib/api-error-effects.ts';
import { reportError } from '../tracking/beacon.ts';
import { resetStorageForTests } from '../lib/storage.ts';
import { clearDomainArea } from '../stores/domain-area.ts';
import { clearOrder } from '../stores/order.ts';
import { clearSession } from '../stores/session.ts';
import { closeLoginPopup } from '../stores/ui.ts';
import { hideToast } from '../stores/toast.ts';

/** Also installs what the app installs at start: the effects of a failed call (src/app/api-effects.ts) and the beacon's reports. */
export function resetStoresForTests(): void {
  setApiErrorEffects(applyApiError);
  setApiFailureReporter(reportError);
  localStorage.clear();
  resetStorageForTests();
  clearSession();
  clearOrder();
  clearDomainArea();
  closeLoginPopup();
  hideToast();
}
