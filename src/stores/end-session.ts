/**
 * The end of a player's session (logout, an expired login, 6001): the session cleared, and
 * the order being placed (paymentPayIntent, stores/pay.ts) forgotten, so that on a
 * shared computer the next player finds nothing of the last one's game, role and item.
 * Apart from session.ts, which the first page carries: only these later moves need it.
 */
import { PAY_INTENT_KEY, removeStored } from '../lib/storage.ts';
import { clearSession } from './session.ts';

export function endSession(): void {
  clearSession();
  removeStored(PAY_INTENT_KEY);
}
