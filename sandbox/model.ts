/**
 * The sandbox's own records (what it keeps in memory). The answers sent to the storefront
 * are the contract types in src/api/contract.ts; handlers map one to the other.
 * Times are sandbox-clock milliseconds; money is in minor units (cents, or whole yen/won).
 */
import type { BrandId, Currency, DomainArea } from '../brands/brand.ts';
import type { ChannelId, GoodsTypeKey, OrderKind, PayRegion, RechargeType } from '../src/api/contract.ts';

export interface AccountRec {
  suid: string;
  username: string;
  /** Plain text: this is a sandbox. */
  password: string;
  real_name_status: 0 | 1;
  years: number;
  real_name: string;
}

export interface TokenRec {
  token: string;
  username: string;
  expiresAt: number;
}

export interface GameRec {
  clientId: string;
  brand: BrandId;
  name: string;
  domainAreas: DomainArea[];
  /** Logo colour. */
  color: string;
}

export interface RoleRec {
  username: string;
  clientId: string;
  serverId: number;
  roleId: string;
  roleName: string;
  level: number;
}

export type LimitRule = { kind: 'days'; count: number; days: number } | { kind: 'role'; count: number };

export interface GoodsRec {
  goodsId: number;
  display: string;
  value: number;
  priceMinor: number;
  currency: Currency;
  typeKey: GoodsTypeKey;
  description: string;
  limit: LimitRule | null;
}

/** unpaid → paid (reads pending until doneAt) → done; unpaid → failed (refused or expired). */
export type OrderState = 'unpaid' | 'paid' | 'done' | 'failed';

export interface OrderRec {
  billingNo: string;
  kind: OrderKind;
  username: string;
  brand: BrandId;
  clientId: string;
  serverId: number | null;
  roleId: string;
  goodsId: number | null;
  goodsName: string;
  amountMinor: number;
  currency: Currency;
  channelId: ChannelId;
  region: PayRegion;
  returnUrl: string;
  /** Secret in the payment page address, so billing numbers alone cannot pay or refuse. */
  ticket: string;
  state: OrderState;
  createdAt: number;
  /** An unpaid order reads failed from then on. */
  expiresAt: number;
  paidAt: number | null;
  /** A paid order reads done from then on. */
  doneAt: number | null;
  replenishId: string | null;
  /** How the order's channel is paid (its rechargeType when placed); 1 (redirect) when absent. */
  rechargeType?: RechargeType;
  /** Gems a gift-card top-up gave. */
  gems?: number;
  /** A card-form order's payment at the card provider stand-in (a Stripe PaymentIntent). */
  intent?: CardIntentRec | null;
  /** Intents a takeover replaced (cancelled): Stripe still knows them, and a page may still hold one. */
  pastIntents?: CardIntentRec[];
  /** Toss payments this order has had (each a new orderId). */
  windowAttempts?: number;
  /** A payment-window order's payment at the Korean provider stand-in (Toss Payments). */
  window?: WindowPaymentRec | null;
}

/** The stand-in's PaymentIntent: statuses as Stripe names them. */
export interface CardIntentRec {
  id: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  /** The last decline's message, as Stripe words it. */
  lastError: string | null;
  /**
   * When Stripe's `payment_intent.succeeded` webhook reaches the backend (sandbox clock):
   * set when the intent succeeds, the webhook lag later; the order reads paid from then on.
   */
  webhookAt: number | null;
}

/** The backend's side of a Toss payment: the orderId it opened the window with (a new one for each new payment). */
export interface WindowPaymentRec {
  orderId: string;
  customerKey: string;
  /** Set when the window's Pay succeeded: what the success address carries. */
  paymentKey: string | null;
  confirmed: boolean;
}

/**
 * Toss's side of a payment, by orderId (the stand-in's own record, as Toss keeps it): READY
 * once the window opened, IN_PROGRESS when the player authorized it (a paymentKey, to be
 * confirmed within TOSS_CONFIRM_LIMIT_MS), DONE when confirmed, ABORTED when a confirm was
 * refused, EXPIRED when it was not confirmed in time, CANCELED when cancelled after approval.
 */
export interface TossPaymentRec {
  orderId: string;
  /** The order it pays (the merchant's, as the window was opened for it). */
  billingNo: string;
  paymentKey: string | null;
  amount: number;
  status: 'READY' | 'IN_PROGRESS' | 'DONE' | 'ABORTED' | 'EXPIRED' | 'CANCELED';
  /** Sandbox-clock ms when the player authorized it. */
  authorizedAt: number | null;
}

export interface CardRec {
  cardNo: string;
  password: string;
  brand: BrandId;
  faceMinor: number;
  currency: Currency;
  /** The account a card login logs in as; null: the card cannot log in. */
  owner: string | null;
  used: boolean;
}

export interface ReplenishRec {
  replenishId: string;
  brand: BrandId;
  clientId: string;
  username: string;
  amountMinor: number;
  currency: Currency;
  expiresAt: number;
  /** Settled before the sandbox started; a done replenishment order also settles it. */
  settled: boolean;
}

export interface TierRec {
  tierId: number;
  thresholdMinor: number;
  rewards: { name: string; count: number }[];
}

export interface PromotionRec {
  activityId: string;
  brand: BrandId;
  title: string;
  start: number;
  end: number;
  currency: Currency;
  tiers: TierRec[];
  /** Top-ups made before the sandbox's orders, per username. */
  baseMinor: Record<string, number>;
  /** "username:tierId" */
  claimed: Set<string>;
}

/** What the collectors and the API hosts heard, for tests to read (GET /__sandbox/...). */
export interface TrackingRecord { at: number; body: Record<string, unknown>; problems: string[] }
export interface ErrorLogRecord { at: number; path: string; body: unknown }
export interface ApiRequestRecord { host: 'api' | 'apiBackup1' | 'apiBackup2'; method: string; path: string }

/** A keyed request's first answer, or `inProgress` while the request that claimed the key runs. */
export type IdempotentAnswer = { fingerprint: string; inProgress: true } | { fingerprint: string; inProgress?: false; answer: unknown };
