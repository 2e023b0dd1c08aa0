/**
 * Step 3 (spec section 2): the payment region (changed only after the player confirms)
 * and channel for the chosen goods item, and how a channel is paid here (payPath). Pay
 * itself, the order placed once per intent, is pay.ts.
 */
import { proxy } from 'valtio/vanilla';
import { getRechargeConfig } from '../api/games.ts';
import { getChannelList, getRegionList } from '../api/goods.ts';
import { RECHARGE_TYPE, type Channel, type Goods, type PayRegion, type PayRegionInfo, type RechargeConfig } from '../api/contract.ts';
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { navigate } from '../lib/navigate.ts';
import { ORDER_INFO_TTL_MS } from '../lib/constants.ts';
import { type ChannelsMemo, channelsListedFor, recallChannels } from '../lib/channels-memo.ts';
import { CHANNELS_MEMO_KEY, readStored, writeStored } from '../lib/storage.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { PATHS } from '../routes.ts';
import { gameParams } from './catalogue.ts';
import { domainArea } from './domain-area.ts';
import { locale } from './locale.ts';
import { readyForRecharge } from './goods-block.ts';
import { order, setOrder } from './order.ts';
import { loadInto, resource } from './resource.ts';
import { loadAtStart } from './start-early.ts';
import { reloadOnLanguageChange } from './language-reloads.ts';
import { track } from './tracking-context.ts';
import { hasCardForm, koreaWindowHere } from './payment/availability.ts';
import { openPopup, type Message } from './ui.ts';

export const checkout = proxy({
  config: resource<RechargeConfig | null>(null),
  regions: resource<PayRegionInfo[]>([]),
  channels: resource<Channel[]>([]),
  channelId: 0 as number,
  placing: false,
  /** Why the last Pay did not pay: the provider's words (a declined card) or a key. */
  payError: null as Message | null,
});

export type PayPath = 'redirect' | 'giftCard' | 'cardForm' | 'window';

/** How a channel is paid here: its rechargeType, and for the Korean window this device. */
export function payPath(c: Pick<Channel, 'rechargeType'>): PayPath {
  switch (c.rechargeType) {
    case RECHARGE_TYPE.CARD: return 'giftCard';
    case RECHARGE_TYPE.CARD_FORM: return 'cardForm';
    case RECHARGE_TYPE.PAYMENT_WINDOW: return koreaWindowHere() ? 'window' : 'redirect';
    default: return 'redirect';
  }
}

/** A card-form channel needs the brand's card provider; without one it is not offered. */
const payable = (c: Channel) => c.rechargeType !== RECHARGE_TYPE.CARD_FORM || hasCardForm();

/** The chosen payment region, when the server offers it for this item: only such a region is sent. */
export const offeredRegion = () => checkout.regions.data.find((r) => r.region === order.region)?.region;

// Another language: the recharge instructions and the payment methods' names in it (stores/server-text.ts).
reloadOnLanguageChange(() => {
  const { goods } = order;
  const region = offeredRegion();
  if (!goods) return undefined;
  return Promise.all([
    checkout.config.status === 'ready' && loadInto(checkout.config, () => getRechargeConfig(gameParams()), { keep: true }),
    checkout.channels.status === 'ready' && region && loadInto(checkout.channels, () => channelsOf(goods.goods_id, region), { keep: true })
      .then((channels) => channels && keepChannelNames(goods.goods_id, region, channels)),
  ]);
});

export function chosenChannel(): Channel | null {
  return checkout.channels.data.find((c) => c.channel_id === checkout.channelId) ?? null;
}

/**
 * The step opens: without a goods item that can be bought it is step 2's turn. Otherwise
 * its parts load, each on its own (a part that fails shows its own Try again, which is
 * the load below): recharge texts, payment regions, the chosen region's channels.
 */
export function openCheckout(): void {
  if (!readyForRecharge()) { navigate(PATHS.selectGoods, { replace: true }); return; }
  void track(TRACKING_EVENTS.view_recharge);
  stepData.onOpen();
}

/** The recharge texts and the payment regions (then the chosen region's channels). */
const stepData = loadAtStart(() => { void loadRechargeConfig(); void loadRegions(); }, () => [checkout.config, checkout.regions]);

/** The app starts on step 3 (app/first-page-data.ts): its data is asked for before the first render. */
export function startCheckout(): void {
  if (readyForRecharge()) stepData.atStart();
}

export async function loadRechargeConfig(): Promise<void> {
  if (await loadInto(checkout.config, () => getRechargeConfig(gameParams()), { keep: true })) void track(TRACKING_EVENTS.view_rechargeExplain);
}

/**
 * The payment regions, the stored or default one chosen, and its channels.
 *
 * A returning player's stored region is usually offered again: its payment methods are
 * asked for ahead, beside the regions, rather than after them, one round trip sooner (the
 * methods are step 3's largest paint where their names are long, as on ru). The page's
 * own call takes that answer once the regions do offer the region (api/client.ts
 * `ahead`); a region no longer offered costs a read and no message.
 */
export async function loadRegions(): Promise<void> {
  const { goods, region: stored } = order;
  if (!goods) return;
  // `stored` was an offered region when setRegion kept it; whether it still is, the regions say.
  if (stored) void getChannelList(channelParams(goods.goods_id, stored as PayRegion), { ahead: true });
  const regions = await loadInto(checkout.regions, () => getRegionList({ ...gameParams(), goods_id: goods.goods_id }));
  if (!regions?.length) return;
  const keep = regions.find((r) => r.region === order.region);
  await setRegion((keep ?? regions.find((r) => r.default) ?? regions[0]!).region);
}

/** Switches the payment region and loads its channels. */
async function setRegion(region: PayRegion): Promise<void> {
  if (order.region !== region) setOrder({ region });
  await loadChannels();
}

const channelParams = (goodsId: Goods['goods_id'], region: PayRegion) => ({ ...gameParams(), goods_id: goodsId, region });

/** A region's payment methods for the goods item, those this page can pay. */
const channelsOf = (goodsId: Goods['goods_id'], region: PayRegion) =>
  getChannelList(channelParams(goodsId, region)).then((cs) => cs.filter(payable));

/**
 * The methods' names kept for the next visit's step 3 (lib/channels-memo.ts), once
 * the page is idle; for what they were listed for now (a language switched meanwhile lists again).
 */
function keepChannelNames(goodsId: Goods['goods_id'], region: PayRegion, channels: readonly Channel[]): void {
  const memo: ChannelsMemo = { of: listedFor(goodsId, region), names: channels.map((c) => c.name) };
  whenIdle(() => writeStored(CHANNELS_MEMO_KEY, memo, ORDER_INFO_TTL_MS));
}

const listedFor = (goodsId: Goods['goods_id'], region: string) => channelsListedFor(domainArea.area, locale.lang, order.clientId, goodsId, region);

/** The names the last visit listed for the stored item and region: what step 3 shows while its methods load. */
export function keptChannelNames(): string[] | undefined {
  const { goods, region } = order;
  return goods ? recallChannels(listedFor(goods.goods_id, region), readStored)?.map(String) : undefined;
}

/** The chosen region's payment methods, the chosen one kept while offered, else the first. */
export async function loadChannels(): Promise<void> {
  const { goods } = order;
  const region = offeredRegion();
  if (!goods || !region) return;
  const channels = await loadInto(checkout.channels, () => channelsOf(goods.goods_id, region));
  if (!channels) return;
  keepChannelNames(goods.goods_id, region, channels);
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
  checkout.payError = null;
  const channel = chosenChannel();
  void track(TRACKING_EVENTS.click_recharge_changeSub, { channel_name: channel?.name });
  if (channel && payPath(channel) === 'window') void import('./payment/korea-window.ts').then((m) => m.preloadKoreaWindow());
}
