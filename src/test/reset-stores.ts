/**
 * Tests only: the state a fresh page starts in. Empty storage (read again from
 * localStorage), logged out, no order, no domain area, no login popup, no toast.
 * Store tests call it first in beforeEach and add what is particular to them.
 */
import { resetStorageForTests } from '../lib/storage.ts';
import { clearDomainArea } from '../stores/domain-area.ts';
import { clearOrder } from '../stores/order.ts';
import { clearSession } from '../stores/session.ts';
import { closeLoginPopup, hideToast } from '../stores/ui.ts';

export function resetStoresForTests(): void {
  localStorage.clear();
  resetStorageForTests();
  clearSession();
  clearOrder();
  clearDomainArea();
  closeLoginPopup();
  hideToast();
}
