/**
 * Step 3 (spec section 2): the payment region (changed only after the player confirms)
 * and channel for the chosen goods item, and Pay. An order is placed at most once per
 * intent: the button is busy while the call runs, and the call carries an idempotency key
 * that stays the same until the player changes what they buy (item, role, region or
 * channel), so a double tap, a retry on a slow network or a second tab never makes two
 * orders. A gift-card channel is paid in the card popup instead.
 */
import { proxy } from 'valtio/vanilla';
import { getRechargeConfig } from '../api/games.ts';
import { getChannelList, getRegionList } from '../api/goods.ts';
import { createOrder } from '../api/orders.ts';
import { RECHARGE_TYPE, type Channel, type PayRegion, type PayRegionInfo, type RechargeConfig } from '../api/contract.ts';
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { navigate } from '../lib/navigate.ts';
import { randomId } from '../lib/random-id.ts';
import { href, PATHS } from '../routes.ts';
import { openCardPopup } from './card.ts';
import { gameParams } from './catalogue.ts';
import { readyForRecharge } from './goods-choice.ts';
import { order, setOrder } from './order.ts';
import { loadInto, resource } from './resource.ts';
import { reloadOnLanguageChange } from './language-reloads.ts';
import { track } from './tracking-context.ts';
import { openPopup } from './ui.ts';

export const checkout = proxy({
  config: resource<RechargeConfig | null>(null),
  regions: resource<PayRegionInfo[]>([]),
  channels: resource<Channel[]>([]),
  channelId: 0 as number,
  placing: false,
});

// Another language: the recharge instructions and the payment methods' names in it (stores/server-text.ts).
reloadOnLanguageChange(() => {
  const { goods } = order;
  const region = checkout.regions.data.find((r) => r.region === order.region)?.region;
  if (!goods) return undefined;
  return Promise.all([
    checkout.config.status === 'ready' && loadInto(checkout.config, () => getRechargeConfig(gameParams()), { keep: true }),
    checkout.channels.status === 'ready' && region && loadInto(checkout.channels, () => getChannelList({ ...gameParams(), goods_id: goods.goods_id, region }), { keep: true }),
  ]);
});

let intentKey = '';
let intentOf = '';

/** The idempotency key of the purchase as it stands; a new one when anything changes. */
function keyFor(what: string): string {
  if (what !== intentOf || !intentKey) {
    intentOf = what;
    intentKey = randomId();
  }
  return intentKey;
}

export function chosenChannel(): Channel | null {
  return checkout.channels.data.find((c) => c.channel_id === checkout.channelId) ?? null;
}

/** The step opens: without a goods item that can be bought it is step 2's turn. */
export function openCheckout(): void {
  if (!readyForRecharge()) { navigate(PATHS.selectGoods, { replace: true }); return; }
  void track(TRACKING_EVENTS.view_recharge);
  void loadCheckout();
}

/** Loads the page: recharge texts, payment regions (the stored or default one chosen), its channels. */
async function loadCheckout(): Promise<void> {
  const { goods } = order;
  if (!goods) return;
  void loadInto(checkout.config, () => getRechargeConfig(gameParams()), { keep: true }).then((config) => {
    if (config) void track(TRACKING_EVENTS.view_rechargeExplain);
  });
  const regions = await loadInto(checkout.regions, () => getRegionList({ ...gameParams(), goods_id: goods.goods_id }));
  if (!regions?.length) return;
  const keep = regions.find((r) => r.region === order.region);
  const pick = keep ?? regions.find((r) => r.default) ?? regions[0]!;
  await setRegion(pick.region);
}

/** Switches the payment region and loads its channels. */
async function setRegion(region: PayRegion): Promise<void> {
  const { goods } = order;
  if (!goods) return;
  if (order.region !== region) setOrder({ region });
  const channels = await loadInto(checkout.channels, () => getChannelList({ ...gameParams(), goods_id: goods.goods_id, region }));
  if (!channels) return;
  if (!channels.some((c) => c.channel_id === checkout.channelId)) checkout.channelId = channels[0]?.channel_id ?? 0;
}

/** The player picked another region (by its name): switched once they confirm. */
export async function askToChangeRegion(name: string): Promise<void> {
  const info = checkout.regions.data.find((r) => r.region === name);
  if (!info || info.region === order.region) return;
  void track(TRACKING_EVENTS.click_changeRegion);
  const ok = await openPopup({ content: { key: 'recharge.changeRegionConfirm' }, cancelLabel: { key: 'common.cancel' } });
  if (ok) await setRegion(info.region);
}

export function chooseChannel(id: number): void {
  if (id === checkout.channelId) return;
  checkout.channelId = id;
  void track(TRACKING_EVENTS.click_recharge_changeSub, { channel_name: chosenChannel()?.name });
}

interface PlacedOrder { billing_no: string; pay_url: string }

/**
 * Places the order once. Returns the order, or null when nothing was placed (already
 * placing, nothing chosen, or the server said no: the client has shown why).
 */
async function placeOrder(returnUrl: string): Promise<PlacedOrder | null> {
  const { goods, server, role } = order;
  const channel = chosenChannel();
  // Only a region the server offers for this item is sent.
  const region = checkout.regions.data.find((r) => r.region === order.region)?.region;
  if (checkout.placing || !goods || !server || !role || !channel || !region) return null;
  checkout.placing = true;
  const body = {
    ...gameParams(),
    server_id: server.server_id,
    role_id: role.role_id,
    goods_id: goods.goods_id,
    channel_id: channel.channel_id,
    region,
    return_url: returnUrl,
  };
  const key = keyFor(JSON.stringify(body));
  void track(TRACKING_EVENTS.click_recharge_nexButton, { channel_name: channel.name });
  try {
    const placed = await createOrder(body, { idempotencyKey: key });
    setOrder({ billing_no: placed.billing_no, rechargeInfo: { name: channel.name, channel_id: channel.channel_id, billing_no: placed.billing_no } });
    // The order exists: the next purchase is a new intent.
    intentKey = '';
    return { billing_no: placed.billing_no, pay_url: placed.pay_url ?? '' };
  } catch {
    return null;
  } finally {
    checkout.placing = false;
  }
}

/**
 * Pay: a gift-card channel opens the card popup; any other places the order and moves to
 * the result page, which takes the player on to the payment site.
 */
export async function pay(): Promise<void> {
  if (chosenChannel()?.rechargeType === RECHARGE_TYPE.CARD) { openCardPopup(); return; }
  const placed = await placeOrder(`${window.location.origin}${PATHS.result}`);
  if (placed) navigate(href('result', { billing_no: placed.billing_no, from: 'recharge' }));
}
