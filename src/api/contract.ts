/**
 * The API contract: every call's path, parameters and answer, the error codes, the password
 * obfuscation and the tracking / error-log bodies. Imported by the storefront (src/api/*.ts,
 * src/tracking, src/login) and by the sandbox (sandbox/), so the two cannot drift apart.
 * sandbox/README.md documents the same calls in prose.
 *
 * This module is pure: no Node-only or DOM-only APIs (TextEncoder, btoa/atob and
 * crypto.getRandomValues exist in both), no runtime imports.
 *
 * Conventions (spec section 7):
 * - Every answer is the envelope `{ code, msg, content }`; success is code 1 and the result
 *   is `content`.
 * - Every GET carries `spec_lang` (the interface language) and `oauth_token` (when logged
 *   in). POSTs carry `oauth_token` in the query as well. Both are optional for the sandbox.
 * - The storefront names its brand with `brand` (the brand id) and its domain area with
 *   `domain_area` on every call. A publisher's backend serves one brand and checks that
 *   `brand` is its own; the sandbox serves all 13 at once. Where a call names a game
 *   (`client_id`, `game_id`), the game decides the brand (game ids are unique across
 *   brands); `brand` is used where no game is named.
 * - Parameter names are snake_case except where the spec spells them otherwise
 *   (`typeKey`, `isLimit`, `paywayId`, `rechargeType`, `replenishmentCountryList`).
 */
import type { BrandId, Currency, DomainArea } from '../../brands/brand.ts';

// ─── Envelope and error codes ───────────────────────────────────────────────────────────

export interface Envelope<T> {
  code: number;
  msg: string;
  content: T;
}

export * as CODE from './api-codes.ts';
import type * as CODES from './api-codes.ts';
export type Code = (typeof CODES)[keyof typeof CODES];

/** Answer of -3010: where the earlier, unpaid order can be paid. */
export interface UnpaidOrderContent {
  billing_no: string;
  pay_url: string;
}

// ─── Shared parameter shapes ────────────────────────────────────────────────────────────

/** Added by the HTTP client to every GET (spec section 7); endpoint modules leave them out. */
export interface CommonParams {
  spec_lang?: string;
  oauth_token?: string;
}

/** Sent by every endpoint module; `brand` defaults to the baked-in brand. */
export interface BrandParams {
  brand?: BrandId;
}

export interface AreaParams extends BrandParams {
  domain_area: DomainArea;
}

/** Unix time in seconds. */
export type UnixSeconds = number;

/** A money amount in the currency's major unit (4.99 USD, 1200 KRW), exact to its minor digits. */
export type Money = number;

// ─── Password obfuscation (spec section 5): obfuscation.ts ─────────────────────────────

export { OBFUSCATION_PREFIX_LENGTH, deobfuscatePassword, obfuscatePassword, randomObfuscationPrefix } from './obfuscation.ts';

// ─── Login ──────────────────────────────────────────────────────────────────────────────

/** Stored user info (spec section 3). */
export interface UserInfo {
  suid: string;
  username: string;
  /** 0 not verified, 1 verified (Korean real-name verification). */
  real_name_status: 0 | 1;
  /** Age in years from the verification; 0 when unknown. */
  years: number;
  /** Masked name from the verification, e.g. "김*준"; empty when unknown. */
  real_name: string;
}

/** Answer of every login call (account, card, social, in-game). */
export interface LoginResult extends UserInfo {
  oauth_token: string;
  /** Empty here; the Korean brand fetches it with get_platform_token. */
  platform_token: string;
  /** Seconds until the token expires. */
  expires_in: number;
}

/** GET /util/login/auth */
export interface AccountLoginParams extends BrandParams {
  username: string;
  /** obfuscatePassword(password) */
  password: string;
}

/**
 * GET /util/login/google_auth. `client_id` and `pkg` are the brand's login.google clientId
 * and package; `redirect_uri` the one the authorization page was opened with.
 */
export interface GoogleLoginParams extends BrandParams {
  authorization_code: string;
  pkg: string;
  client_id: string;
  redirect_uri: string;
}

/** GET /util/login/apple_auth. `client_id` is the brand's login.apple clientId. */
export interface AppleLoginParams extends BrandParams {
  authorization_code: string;
  identity_token: string;
  redirect_uri: string;
  client_id: string;
}

/** GET /util/login/facebook_auth */
export interface FacebookLoginParams extends BrandParams {
  fb_access_token: string;
}

/** GET /util/login/twitter_auth. `client_id` is the brand's login client number. */
export interface TwitterAuthParams extends BrandParams {
  /** The storefront page Twitter returns to with oauth_token and oauth_verifier (http/https). */
  callback: string;
  client_id: string;
}
export interface TwitterAuthResult {
  /** Open this (popup or redirect). */
  url: string;
  oauth_token: string;
}

/** GET /util/login/twitter_redirect */
export interface TwitterRedirectParams extends BrandParams {
  client_id: string;
  oauth_token: string;
  oauth_verifier: string;
}

/** GET /util/login/vk_auth */
export interface VkLoginParams extends BrandParams {
  vk_access_token: string;
  uid: string;
}

/** The /api/ingame/* variants take the same parameters plus the game. */
export interface InGameParams {
  game_id: string;
}

/** GET /util/login/card_auth: log in with a gift card registered to an account. */
export interface CardLoginParams extends BrandParams {
  card_no: string;
  /** obfuscatePassword(card password) */
  card_pwd: string;
}

/** GET /util/login/kr_user_info */
export interface KrUserInfo {
  real_name_status: 0 | 1;
  years: number;
  real_name: string;
}

/** GET /util/login/get_platform_token (brand ko only) */
export interface PlatformToken {
  platform_token: string;
}

// ─── Catalogue ──────────────────────────────────────────────────────────────────────────

export interface Game {
  client_id: string;
  name: string;
  /** Absolute URL of the game's logo (SVG) on the API host. */
  icon: string;
  /** Domain areas the game is offered in. */
  domain_areas: DomainArea[];
}

/** GET /api/game/game_list */
export type GameListParams = AreaParams;

/** GET /api/config/game_logo (spec: client_id; gives icon). */
export interface GameLogoParams extends BrandParams {
  client_id: string;
  domain_area?: DomainArea;
}
export interface GameLogo {
  client_id: string;
  icon: string;
}

/** Parameters of every call about one game. */
export interface GameParams extends AreaParams {
  client_id: string;
}

/** GET /api/config/recharge: texts and settings of the recharge page for a game. */
export interface RechargeConfig {
  client_id: string;
  game_name: string;
  currency: Currency;
  /** Recharge instructions, one paragraph per entry. */
  recharge_explain: string[];
  /** A paid top-up reaches the game within this many minutes (spec: 15). */
  unlock_minutes: number;
  customer_service_url: string;
}

/** A group of servers inside a game (the order info's `area`). */
export interface Area {
  area_id: number;
  area_name: string;
}

export interface Server {
  server_id: number;
  server_name: string;
  area_id: number;
  /** The server the game really runs it on (merged servers); the order info's realServer. */
  real_server: string;
}

/** GET /api/game/area_list → Area[] */
export type AreaListParams = GameParams;

/** GET /api/game/server_list → Server[] */
export interface ServerListParams extends GameParams {
  area_id: number;
}

/** GET /api/game/search_server → ServerSearchResult */
export interface SearchServerParams extends GameParams {
  server_id: number;
}
export interface ServerSearchResult {
  area: Area;
  server: Server;
}

/** GET /api/game/used_server_list → ServerSearchResult[]: servers where the player has roles. */
export type UsedServerListParams = GameParams;

export interface Role {
  role_id: string;
  role_name: string;
  level: number;
  server_id: number;
}

/** GET /api/game/role_list → Role[] (empty when the player has no role there). */
export interface RoleListParams extends GameParams {
  server_id: number;
}

// ─── Goods, payment regions and channels ────────────────────────────────────────────────

/** Time until the next purchase is allowed. */
export interface WaitTime {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * A purchase limit: `count` purchases within `days` days (kind 'days'), or `count` per
 * role ever (kind 'role'). `next_in` is null when a purchase is possible now, or when the
 * limit is for ever (kind 'role' at its limit: unbuyable).
 */
export interface PurchaseLimit {
  kind: 'days' | 'role';
  count: number;
  /** Only for kind 'days'. */
  days: number | null;
  remaining: number;
  next_in: WaitTime | null;
}

export type GoodsTypeKey = 'gem' | 'pass' | 'pack';

export interface Goods {
  goods_id: number;
  /** Display name, e.g. "300 Gems". */
  display: string;
  /** In-game amount delivered, e.g. 300. */
  value: number;
  price: Money;
  currency: Currency;
  typeKey: GoodsTypeKey;
  isLimit: boolean;
  description: string;
  /** Present exactly when isLimit. */
  limit: PurchaseLimit | null;
  /** An unpaid order of this player's role for this item, which blocks a new purchase. */
  unpaid: UnpaidOrderContent | null;
}

/** GET /api/pay/goods_list → Goods[] (needs login: limits are per player and role) */
export interface GoodsListParams extends GameParams {
  server_id: number;
  role_id: string;
}

/** Spec section 3. */
export const PAY_REGIONS = [
  'Global', 'Philippines', 'Malaysia', 'Singapore', 'Indonesia', 'Thailand', 'Vietnam', 'India',
  'Myanmar', 'Turkey', 'Brazil', 'US', 'France', 'Germany', 'Russia', 'Netherlands',
] as const;
export type PayRegion = (typeof PAY_REGIONS)[number];

export interface PayRegionInfo {
  region: PayRegion;
  /** The region offered first. */
  default: boolean;
}

/** GET /api/pay/region_list → PayRegionInfo[] */
export interface RegionListParams extends GameParams {
  goods_id: number;
}

/** Spec section 3, both groups. */
export const CHANNEL_IDS = [
  10301, 10901, 11701, 11501,
  10801, 10302, 10303, 10201, 11001, 10401, 10501, 10103, 10101, 10102, 10104, 11401, 11601, 11602, 11801, 12101, 10701, 12001,
] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

/**
 * How a channel is paid:
 * 1 redirect: create_order, then open pay_url (the payment site);
 * 2 card: the gift card popup (card_info, then card_recharge), no order redirect.
 */
export const RECHARGE_TYPE = { REDIRECT: 1, CARD: 2 } as const;
export type RechargeType = (typeof RECHARGE_TYPE)[keyof typeof RECHARGE_TYPE];

export interface Channel {
  channel_id: ChannelId;
  /** The recharge info's `name`. */
  name: string;
  /** The provider's payway key, e.g. "paypal". */
  paywayId: string;
  rechargeType: RechargeType;
  /** The goods item's price through this channel. */
  price: Money;
  currency: Currency;
}

/** GET /api/pay/channel_list → Channel[] */
export interface ChannelListParams extends GameParams {
  goods_id: number;
  region: PayRegion;
}

// ─── Orders ─────────────────────────────────────────────────────────────────────────────

/**
 * POST /api/pay/create_order (JSON body; header Idempotency-Key required: the same key
 * returns the first answer and never makes a second order).
 */
export interface CreateOrderBody extends GameParams {
  server_id: number;
  role_id: string;
  goods_id: number;
  channel_id: ChannelId;
  region: PayRegion;
  /**
   * Where the payment site sends the player back (http or https), normally
   * `<storefront origin>/result`. `billing_no` is added to its query.
   */
  return_url: string;
}

export type OrderStatus = 'pending' | 'done' | 'failed';
export type OrderKind = 'goods' | 'card' | 'replenishment';

export interface OrderInfo {
  billing_no: string;
  kind: OrderKind;
  /** pending until paid and processed ("the order system may lag"), then done; failed when refused, abandoned or expired. */
  status: OrderStatus;
  /** True once the player paid (status may still read pending for a few seconds). */
  paid: boolean;
  client_id: string;
  game_name: string;
  server_id: number | null;
  server_name: string;
  role_id: string;
  role_name: string;
  goods_id: number | null;
  /** The goods item's display name, or "Replenishment" / the card's face value. */
  goods_name: string;
  amount: Money;
  currency: Currency;
  channel_id: ChannelId;
  channel_name: string;
  region: PayRegion;
  /** The payment page while the order waits for payment; null otherwise. */
  pay_url: string | null;
  created_at: UnixSeconds;
  /** An unpaid order fails at this time. */
  expires_at: UnixSeconds;
}

/** GET /api/pay/order_info → OrderInfo */
export interface OrderInfoParams extends BrandParams {
  billing_no: string;
  /** Instead of a login: the replenishment the order pays. */
  replenish_id?: string;
}

// ─── Gift cards ─────────────────────────────────────────────────────────────────────────

/** GET /api/card/card_info: what a card is worth in this game, before confirming. */
export interface CardInfoParams extends GameParams {
  card_no: string;
  /** obfuscatePassword(card password) */
  card_pwd: string;
}
export interface CardInfo {
  card_no: string;
  face_value: Money;
  currency: Currency;
  /** Gems the card is exchanged for in this game. */
  gems: number;
}

/** POST /api/card/card_recharge (JSON body; Idempotency-Key optional) */
export interface CardRechargeBody extends CardInfoParams {
  server_id: number;
  role_id: string;
}
export interface CardRechargeResult extends CardInfo {
  billing_no: string;
  status: 'done';
}

// ─── Accumulated top-up promotion ───────────────────────────────────────────────────────

export interface Reward {
  name: string;
  count: number;
}

export type TierStatus = 'locked' | 'claimable' | 'claimed';

export interface RewardTier {
  tier_id: number;
  /** Accumulated amount needed. */
  threshold: Money;
  rewards: Reward[];
  status: TierStatus;
}

export interface Promotion {
  activity_id: string;
  title: string;
  start_time: UnixSeconds;
  end_time: UnixSeconds;
  /** The player's top-ups in the brand's games during the period. */
  accumulated: Money;
  currency: Currency;
  tiers: RewardTier[];
}

/** GET /api/activity/accumulate_info → Promotion (brand from client_id or brand) */
export interface PromotionParams extends BrandParams {
  client_id?: string;
}

/** POST /api/activity/claim (Idempotency-Key required) → Promotion */
export interface ClaimBody extends BrandParams {
  activity_id: string;
  tier_id: number;
}

/** POST /api/activity/claim_all (Idempotency-Key required) → Promotion */
export interface ClaimAllBody extends BrandParams {
  activity_id: string;
}

// ─── Replenishment ──────────────────────────────────────────────────────────────────────

/**
 * GET /api/replenishment/replenishment_info. Either `replenish_id` (the support link), or
 * `rp_client_id` with a login: the logged-in player's open replenishment in that game.
 */
export interface ReplenishInfoParams extends BrandParams {
  replenish_id?: string;
  rp_client_id?: string;
}

/** Spec section 3. */
export interface ReplenishInfo {
  replenish_id: string;
  client_id: string;
  game_name: string;
  user_name: string;
  amount: Money;
  currency_code: Currency;
  /** Seconds left (the countdown shows when 0 < valid_time < 86400). */
  valid_time: number;
}

/** GET /api/pay/replenishmentCountryList → ReplenishCountry[] */
export interface ReplenishCountryParams extends BrandParams {
  replenish_id: string;
}
export interface ReplenishCountry {
  region: PayRegion;
  default: boolean;
  channels: Channel[];
}

/**
 * GET /api/rsys/evoke: start paying a replenishment (the "recharge system" call). An unpaid
 * order for the same replenishment and channel is returned again rather than duplicated.
 */
export interface EvokeParams extends BrandParams {
  replenish_id: string;
  channel_id: ChannelId;
  region: PayRegion;
  return_url: string;
}
/** Answer of evoke: the order, with pay_url set. */
export type EvokeResult = OrderInfo;

// ─── Tracking (POST /service/recharge/api.php on the tracking host) ─────────────────────

export * as TRACKING_EVENTS from './tracking-events.ts';
import type * as EVENTS from './tracking-events.ts';
export type TrackingEventName = keyof typeof EVENTS;
export type TrackingEventNumber = (typeof EVENTS)[TrackingEventName];

/** Events from this number on carry the product fields. */
export const TRACKING_PRODUCT_FROM = 14;
/** Events from this number on carry the billing fields. */
export const TRACKING_BILLING_FROM = 18;

export const TRACKING_PATH = '/service/recharge/api.php';

/**
 * The tracking body, sent as JSON (any content type; text/plain lets sendBeacon skip the
 * CORS preflight) or as application/x-www-form-urlencoded.
 */
export interface TrackingBody {
  /** The brand's tracking id (brand.trackingEventId). */
  event_id: number;
  event: TrackingEventNumber;
  /** suid, or "" for a visitor. */
  user_id: string;
  user_name: string;
  device_type: 'android' | 'ios' | 'web';
  language: string;
  /** Traffic channel, e.g. "web". */
  channel: string;
  client_id: string;
  domain_area: string;
  // from event 14
  product_name?: string;
  product_price?: string | number;
  product_type?: string;
  product_limit?: string | number | boolean;
  // from event 18
  channel_name?: string;
  billing_no?: string;
  billing_status?: string;
  /** Free text (often JSON) for anything else. */
  extend_data: string;
}

/** Required fields of a tracking body for a given event number. */
export function trackingFieldsFor(event: number): (keyof TrackingBody)[] {
  const base: (keyof TrackingBody)[] = ['event_id', 'event', 'user_id', 'user_name', 'device_type', 'language', 'channel', 'client_id', 'domain_area', 'extend_data'];
  if (event >= TRACKING_PRODUCT_FROM) base.push('product_name', 'product_price', 'product_type', 'product_limit');
  if (event >= TRACKING_BILLING_FROM) base.push('channel_name', 'billing_no', 'billing_status');
  return base;
}

// ─── Error-log beacon (the crash-log host) ──────────────────────────────────────────────

export const ERROR_LOG_PATHS = { perf: '/ptcs/collector/trackLog', error: '/ptcs/collector/errorLog' } as const;
/** At most this many errors per page (spec section 7); a larger batch is refused. */
export const ERROR_LOG_MAX = 10;

/** POST /ptcs/collector/trackLog: performance of one page load. */
export interface PerfLogBody {
  event_id: number;
  url: string;
  /** Navigation timings in ms, e.g. { ttfb, domContentLoaded, load }. */
  timing: Record<string, number>;
  /** Resources slower than the limit (10,000 ms), at most 10. */
  slow_resources: { name: string; duration: number }[];
}

export interface ErrorLogEntry {
  type: 'js' | 'promise' | 'resource' | 'api';
  message: string;
  /** Where: script URL, resource URL or API path. */
  source?: string;
  stack?: string;
  /** Unix time in ms. */
  time: number;
}

/** POST /ptcs/collector/errorLog: up to 10 errors of one page. */
export interface ErrorLogBody {
  event_id: number;
  url: string;
  errors: ErrorLogEntry[];
}

// ─── Paths ──────────────────────────────────────────────────────────────────────────────

export * as PATHS from './api-paths.ts';

/** Header carrying the idempotency key (CallOptions.idempotencyKey). 1-128 of [A-Za-z0-9_.:-]. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
