/**
 * Opening the replenishment page (spec sections 2 and 4) by what its address holds:
 *
 *   replenish_id           the link itself: info, countdown, payment regions and channels
 *   rp_client_id only      automatic replenish: log in first, then the player's open
 *                          replenishment in that game is looked up and the page moves to
 *                          /replenishGoods?replenish_id=…
 *   billing_no (or stored) back from the payment site: a paid order shows "paid"
 *
 * Error codes on opening go through the API client's handling (section 8): -3016 goes to
 * /errorReplenish with the message, -3030 shows the message; the link's state only says
 * what the page shows meanwhile.
 */
import type { OrderInfo } from '../../api/contract.ts';
import { getOrderInfo } from '../../api/orders.ts';
import { getReplenishInfo } from '../../api/replenishment.ts';
import { navigate } from '../../lib/navigate.ts';
import { currentSearch, queryParam } from '../../lib/page-address.ts';
import { replenishId, rpClientId } from '../../lib/replenish-mode.ts';
import { href, PATHS } from '../../routes.ts';
import { isLoggedIn } from '../session.ts';
import { openLoginPopup } from '../ui.ts';
import { readyLinkFailed, resetCountdown, startCountdown, stopCountdown } from './countdown.ts';
import { linkFailed, replenishLink, setLinkState, showInfo } from './link.ts';
import { reloadOnLanguageChange } from '../language-reloads.ts';
import { loadCountries, readReplenishBillingNo, replenishPayment, resetPayment } from './payment.ts';

/** Starts over for link `id`; what was loaded or chosen stays only when it is the same link. */
function startOver(id: string): void {
  stopCountdown();
  if (replenishLink.replenishId !== id) {
    resetCountdown();
    resetPayment();
  }
  replenishPayment.paying = false;
  replenishLink.replenishId = id;
}

/** The order the player comes back from the payment site with, if it pays this replenishment. */
async function returningOrder(id: string, billingNo: string): Promise<OrderInfo | null> {
  if (!billingNo) return null;
  try {
    const o = await getOrderInfo({ billing_no: billingNo, replenish_id: id }, { silent: true });
    return o.kind === 'replenishment' ? o : null;
  } catch {
    return null; // not this replenishment's order, or not readable: show the link as usual
  }
}

/** Automatic replenish: the link names only the game; the login says whose it is. */
async function openByGame(rp: string): Promise<void> {
  if (!isLoggedIn()) {
    setLinkState({ status: 'login' });
    openLoginPopup();
    return;
  }
  setLinkState({ status: 'loading' });
  try {
    const info = await getReplenishInfo({ rp_client_id: rp });
    navigate(href('replenishGoods', { replenish_id: info.replenish_id }), { replace: true });
  } catch (e) {
    linkFailed(e);
  }
}

/**
 * Opens the replenishment named by the page address. Safe to call again (a new address,
 * "Try again"): it starts over for that address.
 */
export async function openReplenishment(search: string = currentSearch()): Promise<void> {
  const id = replenishId(search);
  startOver(id);
  if (!id) {
    const rp = rpClientId(search);
    if (rp) {
      await openByGame(rp);
    } else {
      setLinkState({ status: 'missing' });
      navigate(PATHS.paramError, { replace: true });
    }
    return;
  }

  setLinkState({ status: 'loading' });
  const fromPaymentSite = queryParam('billing_no', search);
  const o = await returningOrder(id, fromPaymentSite || readReplenishBillingNo());
  if (replenishLink.replenishId !== id) return;
  if (o && (o.paid || o.status === 'done')) {
    setLinkState({ status: 'paid', order: o });
    return;
  }
  try {
    const info = await getReplenishInfo({ replenish_id: id });
    if (replenishLink.replenishId !== id) return;
    // A failed payment is worth saying only right after coming back from it.
    setLinkState({ status: 'ready', info, failedOrder: o && fromPaymentSite && o.status === 'failed' ? o : null });
    startCountdown(info.valid_time); // shown when 0 < valid_time < 86400
    await loadCountries();
  } catch (e) {
    if (replenishLink.replenishId === id) linkFailed(e);
  }
}

// Another language: the link's info and its payment methods in it (stores/server-text.ts).
// A link that has meanwhile expired or been paid says so as at 00:00 (countdown.ts); with no
// answer, the words stay in the old language.
reloadOnLanguageChange(() => {
  const id = replenishLink.replenishId;
  if (!id || replenishLink.state.status !== 'ready') return undefined;
  const mine = () => replenishLink.replenishId === id;
  return Promise.all([
    getReplenishInfo({ replenish_id: id }, { silent: true }).then((info) => { if (mine()) showInfo(info); }, (e: unknown) => { if (mine()) readyLinkFailed(e); }),
    loadCountries(),
  ]);
});

/** The page is left: the countdown stops, and with it the questions at 00:00. */
export function leaveReplenishment(): void {
  stopCountdown();
}
