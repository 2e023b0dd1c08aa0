/**
 * Paying a replenishment (spec section 2): the payment regions with their channels, the
 * region (changed only after the player confirms) and the channel, and Pay, which starts
 * the replenishment's payment order (evoke) and leaves for its payment page, only on a
 * host the brand lists. The order's billing number is kept across the trip there.
 */
import { proxy } from 'valtio/vanilla';
import brand from 'virtual:brand';
import { ApiError } from '../../api/api-error.ts';
import { CODE, type Channel, type PayRegion, type ReplenishCountry } from '../../api/contract.ts';
import { evokeReplenishment, getReplenishCountries } from '../../api/replenishment.ts';
import { randomId } from '../../lib/random-id.ts';
import { redirectTo } from '../../lib/redirect.ts';
import { STORAGE_KEYS, readStored, writeStored } from '../../lib/storage.ts';
import { href } from '../../routes.ts';
import { loadInto, resetResource, resource } from '../resource.ts';
import { openPopup } from '../ui.ts';
import { showToast } from '../toast.ts';
import { stopCountdown } from './countdown.ts';
import { linkFailed, replenishLink } from './link.ts';

export const replenishPayment = proxy({
  countries: resource<ReplenishCountry[]>([]),
  region: '' as PayRegion | '',
  channelId: 0,
  /** Pay was pressed: the order is being started or the browser is leaving for the payment site. */
  paying: false,
});

/** Another link: nothing loaded or chosen for it yet. */
export function resetPayment(): void {
  resetResource(replenishPayment.countries, []);
  replenishPayment.region = '';
  replenishPayment.channelId = 0;
  replenishPayment.paying = false;
}

/** Payment regions with their channels; the region chosen before, the default or the first is chosen. */
export async function loadCountries(): Promise<void> {
  const id = replenishLink.replenishId;
  const list = await loadInto(replenishPayment.countries, () => getReplenishCountries({ replenish_id: id }));
  if (!list?.length || replenishLink.replenishId !== id) return;
  const pick = list.find((c) => c.region === replenishPayment.region) ?? list.find((c) => c.default) ?? list[0]!;
  chooseReplenishRegion(pick.region);
}

export function regionChannels(region: string = replenishPayment.region): Channel[] {
  return replenishPayment.countries.data.find((c) => c.region === region)?.channels ?? [];
}

export function chosenReplenishChannel(): Channel | null {
  return regionChannels().find((c) => c.channel_id === replenishPayment.channelId) ?? null;
}

/** Switches the payment region and keeps the channel when it is offered there. */
export function chooseReplenishRegion(region: PayRegion): void {
  replenishPayment.region = region;
  const channels = regionChannels(region);
  if (!channels.some((c) => c.channel_id === replenishPayment.channelId)) replenishPayment.channelId = channels[0]?.channel_id ?? 0;
}

/** The player picked another region (by its name): switched once they confirm. */
export async function askToChangeReplenishRegion(name: string): Promise<void> {
  const country = replenishPayment.countries.data.find((c) => c.region === name);
  if (!country || country.region === replenishPayment.region) return;
  const ok = await openPopup({ content: { key: 'recharge.changeRegionConfirm' }, cancelLabel: { key: 'common.cancel' } });
  if (ok) chooseReplenishRegion(country.region);
}

export function chooseReplenishChannel(id: number): void {
  replenishPayment.channelId = id;
}

/** The replenish order's billing number, kept across the trip to the payment site. */
export function saveReplenishBillingNo(billingNo: string): void {
  writeStored(STORAGE_KEYS.replenishBillingNo, billingNo);
}

export function readReplenishBillingNo(): string {
  return readStored(STORAGE_KEYS.replenishBillingNo, (v): v is string => typeof v === 'string') ?? '';
}

/** Where the payment site sends the player back (it adds billing_no): this link's page. */
function returnAddress(): string {
  return `${window.location.origin}${href('replenishGoods', { replenish_id: replenishLink.replenishId })}`;
}

/**
 * Pay. Each press is one attempt with its own idempotency key, which the API client's
 * retries reuse; a second press while busy does nothing. Returns true when the browser is
 * on its way to the payment site.
 */
export async function payReplenishment(returnUrl: string = returnAddress()): Promise<boolean> {
  const channel = chosenReplenishChannel();
  const region = replenishPayment.region;
  if (replenishPayment.paying || replenishLink.state.status !== 'ready' || !channel || !region) return false;
  replenishPayment.paying = true;
  try {
    const o = await evokeReplenishment(
      { replenish_id: replenishLink.replenishId, channel_id: channel.channel_id, region, return_url: returnUrl },
      { idempotencyKey: randomId() },
    );
    saveReplenishBillingNo(o.billing_no);
    if (!o.pay_url || !redirectTo(o.pay_url, brand.hosts.payment)) {
      showToast({ key: 'recharge.badPaymentHost' });
      replenishPayment.paying = false;
      return false;
    }
    return true; // stays busy while the browser leaves
  } catch (e) {
    replenishPayment.paying = false;
    if (e instanceof ApiError && (e.code === CODE.REPLENISH_SETTLED || e.code === CODE.REPLENISH_INVALID)) {
      stopCountdown();
      linkFailed(e);
    }
    return false;
  }
}

/** The page came back from the browser's cache (Back from the payment site): Pay works again. */
export function resumeAfterLeaving(): void {
  replenishPayment.paying = false;
}
