/**
 * Seed: orders, gift cards, the promotion and replenishment links of every brand, dated
 * relative to the moment of the (re)seed so countdowns and limits read the same each time.
 * Everything sits in the brand's first game (watt 1001, dragon 2001, ...).
 */
import type { Brand } from '../../brands/brand.ts';
import { brandIndex } from '../brands.ts';
import type { CardRec, OrderRec, PromotionRec, ReplenishRec } from '../model.ts';
import { MAIN_ROLE } from './accounts.ts';
import { GOODS_IDS, goodsFor, ladder } from './catalogue.ts';

const MINUTE = 60_000; // ms
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An unpaid order fails this long after it was made. */
export const UNPAID_ORDER_TTL = 30 * MINUTE;

export function firstGameId(b: Brand): string {
  return String(brandIndex(b.id) * 1000 + 1);
}

/**
 * player1's orders on role 10101 (Aria, server 101):
 * - 680 Gems, unpaid, made 5 minutes ago: blocks a new 680 Gems order (-3010) for 25 minutes;
 * - Weekly Pass (1 per 7 days), paid 2 days ago: next one in 5 days;
 * - Starter Pack (2 per role), paid 10 days ago: one left.
 */
export function seedOrders(b: Brand, now: number): OrderRec[] {
  const clientId = firstGameId(b);
  const goods = goodsFor(b.currency);
  const order = (n: number, goodsId: number, state: OrderRec['state'], ageMs: number): OrderRec => {
    const g = goods.find((x) => x.goodsId === goodsId)!;
    const createdAt = now - ageMs;
    return {
      billingNo: `S${clientId}${String(n).padStart(2, '0')}`, kind: 'goods', username: 'player1', brand: b.id, clientId,
      serverId: MAIN_ROLE.serverId, roleId: MAIN_ROLE.roleId, goodsId, goodsName: g.display,
      amountMinor: g.priceMinor, currency: b.currency, channelId: 10201, region: 'Global',
      returnUrl: 'http://127.0.0.1/result', ticket: `seed-${clientId}-${n}`, state, createdAt,
      expiresAt: createdAt + UNPAID_ORDER_TTL,
      paidAt: state === 'done' ? createdAt : null, doneAt: state === 'done' ? createdAt : null,
      replenishId: null,
    };
  };
  return [
    order(1, GOODS_IDS.gems680, 'unpaid', 5 * MINUTE),
    order(2, GOODS_IDS.weeklyPass, 'done', 2 * DAY),
    order(3, GOODS_IDS.starterPack, 'done', 10 * DAY),
  ];
}

/**
 * Gift cards `<BRAND>-0001..3` (e.g. WATT-0001), passwords 1111, 2222, 3333:
 * 0001 unused, registered to player1 (card login works); 0002 unused, unregistered;
 * 0003 used already.
 */
export function seedCards(b: Brand): CardRec[] {
  const p = b.id.toUpperCase();
  return [
    { cardNo: `${p}-0001`, password: '1111', brand: b.id, faceMinor: ladder(b.currency, 2), currency: b.currency, owner: 'player1', used: false },
    { cardNo: `${p}-0002`, password: '2222', brand: b.id, faceMinor: ladder(b.currency, 4), currency: b.currency, owner: null, used: false },
    { cardNo: `${p}-0003`, password: '3333', brand: b.id, faceMinor: ladder(b.currency, 1), currency: b.currency, owner: 'player1', used: true },
  ];
}

/**
 * One accumulated top-up promotion per brand, running from 7 days ago to 7 days ahead.
 * Tiers at price points 1, 3 and 5. player1 has accumulated exactly tier 2's threshold
 * (the weekly pass bought 2 days ago plus earlier top-ups) and has claimed tier 1.
 */
export function seedPromotion(b: Brand, now: number): PromotionRec {
  const c = b.currency;
  const weeklyPass = goodsFor(c).find((g) => g.goodsId === GOODS_IDS.weeklyPass)!;
  return {
    activityId: `acc-${b.id}`, brand: b.id, title: 'Top-up Festival', start: now - 7 * DAY, end: now + 7 * DAY, currency: c,
    tiers: [
      { tierId: 1, thresholdMinor: ladder(c, 1), rewards: [{ name: 'Gold Coins', count: 500 }] },
      { tierId: 2, thresholdMinor: ladder(c, 3), rewards: [{ name: 'Gold Coins', count: 2000 }, { name: 'Rare Mount', count: 1 }] },
      { tierId: 3, thresholdMinor: ladder(c, 5), rewards: [{ name: 'Legendary Weapon', count: 1 }, { name: 'Gems', count: 1000 }] },
    ],
    baseMinor: { player1: ladder(c, 3) - weeklyPass.priceMinor },
    claimed: new Set(['player1:1']),
  };
}

/**
 * Replenishment links `rp-<brand>-valid | -90s | -expired | -settled`:
 * valid for an hour (player1), expiring 90 seconds after the seed (player2), expired 10
 * minutes ago (player1), already settled (player1).
 */
export function seedReplenishments(b: Brand, now: number): ReplenishRec[] {
  const clientId = firstGameId(b);
  const r = (tag: string, username: string, expiresAt: number, settled = false): ReplenishRec => ({
    replenishId: `rp-${b.id}-${tag}`, brand: b.id, clientId, username, amountMinor: ladder(b.currency, 2), currency: b.currency, expiresAt, settled,
  });
  return [
    r('valid', 'player1', now + HOUR),
    r('90s', 'player2', now + 90_000),
    r('expired', 'player1', now - 10 * MINUTE),
    r('settled', 'player1', now + HOUR, true),
  ];
}
