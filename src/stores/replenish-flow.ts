/**
 * The replenishment page's flow (spec sections 2 and 4): open the support link, show what
 * is due with its countdown, let the player pay it, and tell what happened.
 *
 *   replenish_id           the link itself: info, countdown, payment regions and channels
 *   rp_client_id only      automatic replenish: log in first, then the player's open
 *                          replenishment in that game is looked up and the page moves to
 *                          /replenishGoods?replenish_id=…
 *   billing_no (or stored) back from the payment site: a paid order shows "paid"
 *
 * The countdown itself lives in stores/replenish.ts. When it reaches 00:00 this module asks
 * the server again: more time restarts it, -3016 shows the expired state (spec: "Expired
 * state is shown when the server says so"), -3030 the settled one.
 *
 * Error codes on the first load go through the API client's handling (section 8): -3016
 * goes to /errorReplenish with the message, -3030 shows the message; the status here only
 * says what the page should show meanwhile.
 */
import { proxy, subscribe } from 'valtio/vanilla';
import brand from 'virtual:brand';
import { ApiError, CLIENT_CODE } from '../api/client.ts';
import { handleApiError } from '../lib/api-error-effects.ts';
import { CODE, type Channel, type OrderInfo, type PayRegion, type ReplenishCountry } from '../api/contract.ts';
import { getOrderInfo } from '../api/orders.ts';
import { evokeReplenishment, getReplenishCountries, getReplenishInfo } from '../api/replenishment.ts';
import { navigate } from '../lib/navigate.ts';
import { currentSearch, queryParam } from '../lib/page-address.ts';
import { randomId } from '../lib/random-id.ts';
import { redirectTo } from '../lib/redirect.ts';
import { readReplenishBillingNo, replenish, resetReplenish, saveReplenishBillingNo, setReplenishExpired, setReplenishInfo, stopCountdown } from './replenish.ts';
import { replenishId, rpClientId } from '../lib/replenish-mode.ts';
import { loadInto, resetResource, resource } from './resource.ts';
import { isLoggedIn } from './session.ts';
import { openLoginPopup, showToast } from './ui.ts';
import { href } from '../routes.ts';


/** After 00:00, how long to wait before asking again when the server still has the link open. */
export const RECHECK_DELAY_MS = 2000; // ms
/** At most this many such extra questions; then the page stays at 00:00 until reloaded. */
export const RECHECK_MAX = 5; // questions

export type ReplenishStatus =
  /** Nothing asked yet. */
  | 'idle'
  /** Neither replenish_id nor rp_client_id: a parameter error. */
  | 'missing'
  /** Automatic replenish without a login: the login popup is open. */
  | 'login'
  | 'loading'
  /** Info shown, countdown running, payment possible. */
  | 'ready'
  /** The countdown ran out and the server confirmed the link has expired. */
  | 'expired'
  /** -3030: nothing (more) to pay. */
  | 'settled'
  /** Back from the payment site with the replenishment paid. */
  | 'paid'
  /** -3016 on opening: the API client has moved to /errorReplenish. */
  | 'invalid'
  /** The info could not be loaded (network, or another code the client has shown). */
  | 'error';

export const replenishFlow = proxy({
  status: 'idle' as ReplenishStatus,
  replenishId: '',
  countries: resource<ReplenishCountry[]>([]),
  region: '' as PayRegion | '',
  channelId: 0,
  /** Pay was pressed: the order is being started or the browser is leaving for the payment site. */
  paying: false,
  /** The order of the trip back from the payment site when it is paid, or when it failed. */
  order: null as OrderInfo | null,
  /** The server's words for why the link cannot be used (-3016 / -3030), shown as text. */
  message: '',
});

let unwatch: (() => void) | null = null;
let recheckTimer: ReturnType<typeof setTimeout> | undefined;
let rechecks = 0;

function stopWatching(): void {
  unwatch?.();
  unwatch = null;
  clearTimeout(recheckTimer);
  recheckTimer = undefined;
  rechecks = 0;
}

/** Asks the server again as soon as the countdown shows 00:00. */
function watchCountdown(): void {
  stopWatching();
  let last = replenish.countdown;
  unwatch = subscribe(replenish, () => {
    const c = replenish.countdown;
    if (c === last) return;
    last = c;
    if (c && Number(c.minutes) === 0 && Number(c.seconds) === 0) void recheck();
  });
}

function codeOf(e: unknown): number | null {
  return e instanceof ApiError ? e.code : null;
}

/** What the page shows after a failed call the API client has already handled. */
function failed(e: unknown): void {
  const code = codeOf(e);
  if (code === CODE.REPLENISH_SETTLED) {
    stopCountdown();
    replenishFlow.status = 'settled';
    replenishFlow.message = (e as ApiError).message;
  } else if (code === CODE.REPLENISH_INVALID) {
    stopCountdown();
    replenishFlow.status = 'invalid';
    replenishFlow.message = (e as ApiError).message;
  } else {
    replenishFlow.status = 'error';
  }
}

function scheduleRecheck(): void {
  if (++rechecks > RECHECK_MAX) return;
  clearTimeout(recheckTimer);
  recheckTimer = setTimeout(() => { void recheck(); }, RECHECK_DELAY_MS);
}

/** At 00:00: is the link still open? The server decides (its clock, not the page's). */
export async function recheck(): Promise<void> {
  const id = replenishFlow.replenishId;
  if (replenishFlow.status !== 'ready' || !id) return;
  try {
    const info = await getReplenishInfo({ replenish_id: id }, { silent: true });
    if (replenishFlow.replenishId !== id || replenishFlow.status !== 'ready') return;
    if (info.valid_time > 0) {
      rechecks = 0;
      setReplenishInfo(info); // more time: the countdown starts again
    } else {
      scheduleRecheck(); // open at its very last second: ask once more shortly
    }
  } catch (e) {
    if (replenishFlow.replenishId !== id) return;
    const code = codeOf(e);
    if (code === CODE.REPLENISH_INVALID) {
      setReplenishExpired(true);
      replenishFlow.status = 'expired';
      stopWatching();
    } else if (code === CLIENT_CODE.network || code === CLIENT_CODE.badReply) {
      scheduleRecheck();
    } else if (e instanceof ApiError) {
      void handleApiError(e); // -3030 shows its message, -600 opens the login, …
      failed(e);
      stopWatching();
    }
  }
}

function resetFlow(id: string): void {
  stopWatching();
  if (replenishFlow.replenishId !== id) {
    resetReplenish();
    resetResource(replenishFlow.countries, []);
    replenishFlow.region = '';
    replenishFlow.channelId = 0;
  }
  replenishFlow.replenishId = id;
  replenishFlow.paying = false;
  replenishFlow.order = null;
  replenishFlow.message = '';
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

/**
 * Opens the replenishment named by the page address. Safe to call again (a new address,
 * "Try again"): it starts over for that address.
 */
export async function openReplenishment(search: string = currentSearch()): Promise<void> {
  const id = replenishId(search);
  const rp = rpClientId(search);
  if (!id) {
    resetFlow('');
    if (!rp) { replenishFlow.status = 'missing'; return; }
    // Automatic replenish: the link names only the game; the login says whose it is.
    if (!isLoggedIn()) { replenishFlow.status = 'login'; openLoginPopup(); return; }
    replenishFlow.status = 'loading';
    try {
      const info = await getReplenishInfo({ rp_client_id: rp });
      navigate(href('replenishGoods', { replenish_id: info.replenish_id }), { replace: true });
    } catch (e) {
      failed(e);
    }
    return;
  }

  resetFlow(id);
  replenishFlow.status = 'loading';
  const fromPaymentSite = queryParam('billing_no', search);
  const o = await returningOrder(id, fromPaymentSite || readReplenishBillingNo());
  if (replenishFlow.replenishId !== id) return;
  if (o && (o.paid || o.status === 'done')) {
    replenishFlow.order = o;
    setReplenishInfo({ game_name: o.game_name, amount: o.amount, currency_code: o.currency });
    replenishFlow.status = 'paid';
    return;
  }
  // A failed payment is worth saying only right after coming back from it.
  if (o && fromPaymentSite && o.status === 'failed') replenishFlow.order = o;

  try {
    const info = await getReplenishInfo({ replenish_id: id });
    if (replenishFlow.replenishId !== id) return;
    setReplenishInfo(info); // starts the countdown when 0 < valid_time < 86400
    replenishFlow.status = 'ready';
    watchCountdown();
    await loadCountries();
  } catch (e) {
    if (replenishFlow.replenishId === id) failed(e);
  }
}

/** Payment regions with their channels; the stored, default or first region is chosen. */
export async function loadCountries(): Promise<void> {
  const id = replenishFlow.replenishId;
  const list = await loadInto(replenishFlow.countries, () => getReplenishCountries({ replenish_id: id }));
  if (!list?.length || replenishFlow.replenishId !== id) return;
  const pick = list.find((c) => c.region === replenishFlow.region) ?? list.find((c) => c.default) ?? list[0]!;
  chooseReplenishRegion(pick.region);
}

export function regionChannels(region: string = replenishFlow.region): Channel[] {
  return replenishFlow.countries.data.find((c) => c.region === region)?.channels ?? [];
}

export function chosenReplenishChannel(): Channel | null {
  return regionChannels().find((c) => c.channel_id === replenishFlow.channelId) ?? null;
}

/** Switches the payment region (the page asks first) and keeps the channel when it is offered there. */
export function chooseReplenishRegion(region: PayRegion): void {
  replenishFlow.region = region;
  const channels = regionChannels(region);
  if (!channels.some((c) => c.channel_id === replenishFlow.channelId)) replenishFlow.channelId = channels[0]?.channel_id ?? 0;
}

export function chooseReplenishChannel(id: number): void {
  replenishFlow.channelId = id;
}

/**
 * Pay: starts the replenishment's payment order (evoke) and leaves for its payment page,
 * only on a host the brand lists. Each press is one attempt with its own idempotency key,
 * which the API client's retries reuse; a second press while busy does nothing.
 * Returns true when the browser is on its way to the payment site.
 */
export async function payReplenishment(returnUrl: string): Promise<boolean> {
  const channel = chosenReplenishChannel();
  const region = replenishFlow.region;
  if (replenishFlow.paying || replenishFlow.status !== 'ready' || !channel || !region) return false;
  replenishFlow.paying = true;
  try {
    const o = await evokeReplenishment(
      { replenish_id: replenishFlow.replenishId, channel_id: channel.channel_id, region, return_url: returnUrl },
      { idempotencyKey: randomId() },
    );
    saveReplenishBillingNo(o.billing_no);
    if (!o.pay_url || !redirectTo(o.pay_url, brand.hosts.payment)) {
      showToast({ key: 'recharge.badPaymentHost' });
      replenishFlow.paying = false;
      return false;
    }
    return true; // stays busy while the browser leaves
  } catch (e) {
    replenishFlow.paying = false;
    const code = codeOf(e);
    if (code === CODE.REPLENISH_SETTLED || code === CODE.REPLENISH_INVALID) failed(e);
    return false;
  }
}

/** The page came back from the browser's cache (Back from the payment site): Pay works again. */
export function resumeAfterLeaving(): void {
  replenishFlow.paying = false;
}

/** The page is left: no more rechecks (the countdown store keeps the info for the header). */
export function leaveReplenishment(): void {
  stopWatching();
}
