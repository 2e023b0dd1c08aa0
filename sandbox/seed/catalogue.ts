/**
 * Seed: games, areas, servers, goods, prices, payment regions and channels. The same for
 * every start. Every brand gets three games with ids `<brand position> * 1000 + 1..3`
 * (watt 1001-1003, dragon 2001-2003, ... spotJp 13001-13003; seed/brand-order.ts), which covers
 * every client_id the brand files use in gameCodes and clientIdAreas.
 */
import type { Brand, BrandId, Currency, DomainArea } from '../../brands/brand.ts';
import { RECHARGE_TYPE, type Area, type ChannelId, type PayRegion, type RechargeType, type Server } from '../../src/api/contract.ts';
import { BRANDS, brandIndex } from '../brands.ts';
import type { GameRec, GoodsRec, LimitRule } from '../model.ts';

/** Each seeded brand's games; a brand the seed does not name gets DEFAULT_GAME_NAMES. */
const GAME_NAMES: Record<BrandId, [string, string, string]> = {
  watt: ['Starfall', 'Ironclad', 'Nova Tactics'],
  dragon: ['Flame Saga', 'Jade Dynasty', 'Sky Raiders'],
  ko: ['Moonlight Blade', 'Hanbit Heroes', 'Seoul Drift'],
  coolgame: ['Frost Kingdom', 'Polar Run', 'Ice Legends'],
  ru: ['Taiga Wars', 'Northern Lights', 'Steppe Riders'],
  joynet: ['Lotus Legends', 'Silk Road', 'Panda Party'],
  ssgame: ['Monsoon Empire', 'Reef Quest', 'Temple Guardians'],
  joyage: ['Jade Age', 'Harbour Tales', 'Dragon Gate'],
  acenet: ['Ace Arena US', 'Ace Arena', 'Card Clash'],
  acenetJp: ['Sakura Story', 'Ninja Dash', 'Tokyo Rally'],
  rhinosTwhk: ['Horn of Valor', 'Rhino Rush', 'Night Market'],
  rhinos: ['Rhino Sea', 'Rhino Arena', 'Savanna Kings'],
  spotJp: ['Kaze Chronicle', 'Spot Quest', 'Mecha Garden'],
};
const DEFAULT_GAME_NAMES: [string, string, string] = ['Aurora Online', 'Harbor Heroes', 'Quest Cards'];

const LOGO_COLORS = ['#1f5fd1', '#b3261e', '#0b6e4f'] as const;

/**
 * The domain areas a game is offered in: the one its brand file ties it to (gameCodes with
 * a domainArea, clientIdAreas); otherwise all the brand's areas, except that the third game
 * of a brand with several areas is offered in the first only, so a wrong area answers -3014.
 */
function gameAreas(b: Brand, clientId: string, n: number): DomainArea[] {
  const tied = b.clientIdAreas?.[clientId] ?? Object.values(b.gameCodes).find((g) => g.clientId === clientId)?.domainArea;
  if (tied) return [tied];
  if (n === 3 && b.domainAreas.length > 1) return [b.domainAreas[0]!];
  return [...b.domainAreas];
}

export function seedGames(): GameRec[] {
  const out: GameRec[] = [];
  for (const b of BRANDS.values()) {
    (GAME_NAMES[b.id] ?? DEFAULT_GAME_NAMES).forEach((name, i) => {
      const clientId = String(brandIndex(b.id) * 1000 + i + 1);
      out.push({ clientId, brand: b.id, name, domainAreas: gameAreas(b, clientId, i + 1), color: LOGO_COLORS[i]! });
    });
  }
  return out;
}

// ─── Areas and servers (the same in every game) ─────────────────────────────────────────

export const AREAS: readonly Area[] = [
  { area_id: 1, area_name: 'East Realm' },
  { area_id: 2, area_name: 'West Realm' },
];

const SERVER_NAMES = ['Aurora', 'Borealis', 'Cinder', 'Dune', 'Ember'];

/** Five servers per area: 101-105 and 201-205. 105 and 205 are merged into 101 and 202. */
export const SERVERS: readonly Server[] = AREAS.flatMap((a) =>
  SERVER_NAMES.map((name, i) => {
    const id = a.area_id * 100 + i + 1;
    const merged: Record<number, string> = { 105: '101', 205: '202' };
    return { server_id: id, server_name: `S${id} ${name}`, area_id: a.area_id, real_server: merged[id] ?? String(id) };
  }),
);

// ─── Money ──────────────────────────────────────────────────────────────────────────────

/** Digits after the decimal point of each currency (ISO 4217). */
export const CURRENCY_DIGITS: Record<Currency, number> = {
  CNY: 2, TWD: 2, JPY: 0, KRW: 0, EUR: 2, USD: 2, TRY: 2, THB: 2, VND: 0, IDR: 0, MYR: 2,
};

/** Six price points per currency, in minor units; goods and thresholds pick from these. */
export const PRICE_LADDER: Record<Currency, readonly [number, number, number, number, number, number]> = {
  USD: [99, 499, 999, 1999, 4999, 9999],
  EUR: [99, 499, 999, 1999, 4999, 9999],
  CNY: [600, 3000, 6800, 12800, 32800, 64800],
  TWD: [3000, 15000, 30000, 59000, 149000, 299000],
  JPY: [160, 800, 1600, 3200, 8000, 16000],
  KRW: [1200, 5900, 12000, 25000, 59000, 119000],
  TRY: [3999, 19999, 39999, 79999, 199999, 399999],
  THB: [3500, 17500, 35000, 70000, 175000, 350000],
  VND: [25000, 119000, 239000, 479000, 1199000, 2399000],
  IDR: [15000, 79000, 159000, 319000, 799000, 1599000],
  MYR: [450, 2290, 4590, 9190, 22990, 45990],
};

export function toMajor(minor: number, c: Currency): number {
  return minor / 10 ** CURRENCY_DIGITS[c];
}

export function ladder(c: Currency, step: 0 | 1 | 2 | 3 | 4 | 5): number {
  return PRICE_LADDER[c][step];
}

// ─── Goods (the same list in every game, priced in the brand's currency) ────────────────

interface GoodsTemplate {
  goodsId: number;
  display: string;
  value: number;
  step: 0 | 1 | 2 | 3 | 4 | 5;
  typeKey: GoodsRec['typeKey'];
  description: string;
  limit: LimitRule | null;
}

export const GOODS_IDS = {
  gems60: 1, gems300: 2, gems680: 3, gems1280: 4, weeklyPass: 5, starterPack: 6, gems6480: 7,
} as const;

const GOODS: readonly GoodsTemplate[] = [
  { goodsId: 1, display: '60 Gems', value: 60, step: 0, typeKey: 'gem', description: 'A handful of gems.', limit: null },
  { goodsId: 2, display: '300 Gems', value: 300, step: 1, typeKey: 'gem', description: 'A pouch of gems.', limit: null },
  { goodsId: 3, display: '680 Gems', value: 680, step: 2, typeKey: 'gem', description: 'A chest of gems.', limit: null },
  { goodsId: 4, display: '1280 Gems', value: 1280, step: 3, typeKey: 'gem', description: 'A vault of gems.', limit: null },
  { goodsId: 5, display: 'Weekly Pass', value: 700, step: 1, typeKey: 'pass', description: '100 gems a day for 7 days. Once every 7 days.', limit: { kind: 'days', count: 1, days: 7 } },
  { goodsId: 6, display: 'Starter Pack', value: 200, step: 0, typeKey: 'pack', description: 'Gems, a mount and a title. Twice per role.', limit: { kind: 'role', count: 2 } },
  { goodsId: 7, display: '6480 Gems', value: 6480, step: 5, typeKey: 'gem', description: 'A dragon hoard of gems.', limit: null },
];

export function goodsFor(currency: Currency): GoodsRec[] {
  return GOODS.map((g) => ({
    goodsId: g.goodsId, display: g.display, value: g.value, priceMinor: ladder(currency, g.step), currency,
    typeKey: g.typeKey, description: g.description, limit: g.limit,
  }));
}

/** Gems a gift card is worth: the 60-gem price buys 60 gems. */
export function gemsForCard(faceMinor: number, currency: Currency): number {
  return Math.floor((faceMinor * 60) / ladder(currency, 0));
}

// ─── Payment regions and channels ───────────────────────────────────────────────────────

export interface ChannelDef {
  name: string;
  paywayId: string;
  rechargeType: RechargeType;
}

/** Every channel code of spec section 3. */
export const CHANNELS: Record<ChannelId, ChannelDef> = {
  10301: { name: 'In-game Card Points', paywayId: 'card_points', rechargeType: RECHARGE_TYPE.REDIRECT },
  10901: { name: 'Gift Card', paywayId: 'gift_card', rechargeType: RECHARGE_TYPE.CARD },
  11701: { name: 'E-Wallet', paywayId: 'ewallet', rechargeType: RECHARGE_TYPE.REDIRECT },
  11501: { name: 'QuickPay', paywayId: 'quickpay', rechargeType: RECHARGE_TYPE.REDIRECT },
  10801: { name: 'Platform Pay', paywayId: 'platform', rechargeType: RECHARGE_TYPE.REDIRECT },
  10302: { name: 'Credit Card', paywayId: 'card_billing', rechargeType: RECHARGE_TYPE.REDIRECT },
  10303: { name: 'Debit Card', paywayId: 'card_billing_local', rechargeType: RECHARGE_TYPE.REDIRECT },
  10201: { name: 'PayPal', paywayId: 'paypal', rechargeType: RECHARGE_TYPE.REDIRECT },
  11001: { name: 'Mobile Carrier', paywayId: 'carrier', rechargeType: RECHARGE_TYPE.REDIRECT },
  10401: { name: 'Bank Transfer', paywayId: 'bank', rechargeType: RECHARGE_TYPE.REDIRECT },
  10501: { name: 'Boleto', paywayId: 'voucher', rechargeType: RECHARGE_TYPE.REDIRECT },
  10101: { name: 'Razer Gold', paywayId: 'razer_gold', rechargeType: RECHARGE_TYPE.REDIRECT },
  10102: { name: 'Razer Gold Wallet', paywayId: 'razer_wallet', rechargeType: RECHARGE_TYPE.REDIRECT },
  10103: { name: 'Razer Gold PIN', paywayId: 'razer_pin', rechargeType: RECHARGE_TYPE.REDIRECT },
  10104: { name: 'Razer Gold Direct', paywayId: 'razer_direct', rechargeType: RECHARGE_TYPE.REDIRECT },
  11401: { name: 'Naver Pay', paywayId: 'naver', rechargeType: RECHARGE_TYPE.REDIRECT },
  11601: { name: 'Alipay', paywayId: 'alipay', rechargeType: RECHARGE_TYPE.REDIRECT },
  11602: { name: 'Alipay HK', paywayId: 'alipay_hk', rechargeType: RECHARGE_TYPE.REDIRECT },
  11801: { name: 'Convenience Store', paywayId: 'cvs', rechargeType: RECHARGE_TYPE.REDIRECT },
  12101: { name: 'PromptPay', paywayId: 'promptpay', rechargeType: RECHARGE_TYPE.REDIRECT },
  10701: { name: 'MoMo', paywayId: 'momo', rechargeType: RECHARGE_TYPE.REDIRECT },
  12001: { name: 'UPI', paywayId: 'upi', rechargeType: RECHARGE_TYPE.REDIRECT },
};

/**
 * How a brand's channel is paid: 10302 (Credit Card) in the Korean payment window where the
 * brand file names one (ko), else in the card form where it names a card provider (watt);
 * 10303 (Debit Card) in the card form of a brand that has both. Every other channel, and any
 * channel of a brand without providers, as CHANNELS says. Replenishment keeps CHANNELS' kinds
 * (it offers redirect channels only).
 */
export function channelKind(b: Pick<Brand, 'payments'>, id: ChannelId): RechargeType {
  const p = b.payments;
  if (id === 10302 && p?.koreaWindow) return RECHARGE_TYPE.PAYMENT_WINDOW;
  if (id === 10302 && p?.card) return RECHARGE_TYPE.CARD_FORM;
  if (id === 10303 && p?.card && p.koreaWindow) return RECHARGE_TYPE.CARD_FORM;
  return CHANNELS[id].rechargeType;
}

/** Payment regions offered in each domain area; the first is the default. */
export const AREA_REGIONS: Record<DomainArea, readonly PayRegion[]> = {
  universal: ['Global', 'US', 'Brazil', 'Turkey', 'India'],
  useuro: ['US', 'Global', 'France', 'Germany', 'Netherlands'],
  eru: ['Global', 'Germany', 'France', 'Russia', 'Turkey'],
  sea: ['Global', 'Philippines', 'Malaysia', 'Singapore', 'Indonesia', 'Thailand', 'Vietnam', 'Myanmar'],
  dragon: ['Global', 'Indonesia', 'Thailand', 'Vietnam', 'Malaysia'],
  codapay: ['Global', 'Singapore', 'Indonesia', 'Philippines'],
  ru: ['Russia', 'Global'],
  ja: ['Global', 'US'],
  kr: ['Global', 'US'],
  twhk: ['Global', 'Singapore'],
  hk: ['Global', 'Singapore'],
};

/** Channels of each payment region, in display order. */
export const REGION_CHANNELS: Record<PayRegion, readonly ChannelId[]> = {
  Global: [10201, 10302, 10801, 10101, 10301, 10901],
  Philippines: [10102, 11001, 10201],
  Malaysia: [10103, 10401],
  Singapore: [10104, 10501, 11602],
  Indonesia: [10101, 11801],
  Thailand: [10102, 12101],
  Vietnam: [10701, 10103],
  India: [12001, 10201],
  Myanmar: [11501, 10101],
  Turkey: [10303, 11701],
  Brazil: [10501, 12001],
  US: [10201, 10302],
  France: [10302, 10303, 10201],
  Germany: [10302, 10303, 10201],
  Russia: [11701, 10401],
  Netherlands: [10302, 10303, 10201],
};

/** Local channels some domain areas add to the Global region. */
const AREA_GLOBAL_EXTRAS: Partial<Record<DomainArea, readonly ChannelId[]>> = {
  kr: [11401, 10303],
  twhk: [11601, 11602],
  hk: [11602, 11601],
  codapay: [11602],
  ja: [10303],
};

export function channelsFor(area: DomainArea, region: PayRegion): ChannelId[] {
  const extra = region === 'Global' ? AREA_GLOBAL_EXTRAS[area] ?? [] : [];
  return [...extra, ...REGION_CHANNELS[region]];
}
