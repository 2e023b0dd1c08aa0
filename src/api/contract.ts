/**
 * The API contract as the storefront and the sandbox name it. The contract itself is
 * api/openapi.yaml; every request and answer type here is a name for a type generated from
 * it (src/api/openapi.gen.ts, `npm run api-types`), so the document, the storefront and the
 * sandbox cannot drift apart: change the document, regenerate, and the compiler shows what
 * else must change. `npm run check` fails when the generated file is stale.
 *
 * Besides the names, this module still holds some runtime pieces that other modules import
 * from here: the code and path constants (re-exported), the payment regions and channel
 * codes, the recharge types, the password obfuscation (re-exported) and the tracking and
 * error-log constants. Each runtime list is checked at compile time against the document's
 * enum of the same values.
 *
 * This module is pure: no Node-only or DOM-only APIs, and type-only imports besides the
 * re-exported constant modules.
 *
 * Conventions (calls, parameters, envelope, units, error codes): see api/openapi.yaml's
 * info.description, or `npm run api-docs`.
 */
import type { components, operations, paths } from './openapi.gen.ts';

type Schemas = components['schemas'];

/** True when A and B are the same set of values; used to pin runtime lists to the document. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

// ─── Envelope and error codes ───────────────────────────────────────────────────────────

export interface Envelope<T> {
  code: number;
  msg: string;
  content: T;
}

export * as CODE from './api-codes.ts';
import type * as CODES from './api-codes.ts';
export type Code = (typeof CODES)[keyof typeof CODES];
/** api-codes.ts names exactly the codes of the document's ErrorCode catalogue, plus success. */
type CodesMatchTheDocument = Assert<Same<Exclude<Code, 1>, Schemas['ErrorCode']>>;

/** Answer of -3010: where the earlier, unpaid order can be paid. */
export type UnpaidOrderContent = Schemas['UnpaidOrderContent'];

// ─── Typed by path: what a call answers ─────────────────────────────────────────────────

/** Every path of the document. */
export type ApiPath = keyof paths;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/**
 * The `content` of the success envelope of `method path`: what a sandbox handler returns
 * and what the storefront's call resolves to.
 */
export type ResultOf<P extends ApiPath, M extends 'get' | 'post'> =
  Extract<JsonOf<NonNullable<paths[P][M]> extends { responses: { 200: infer R } } ? R : never>, { code: 1 }> extends { content: infer C } ? C : never;

// ─── Shared parameter shapes ────────────────────────────────────────────────────────────

/** Added by the HTTP client to every GET (spec section 7); endpoint modules leave them out. */
export interface CommonParams {
  spec_lang?: components['parameters']['spec_lang'];
  /** The security scheme oauthToken: a query parameter, sent while logged in. */
  oauth_token?: string;
}

/** Sent by every endpoint module; `brand` defaults to the baked-in brand. */
export interface BrandParams {
  brand?: Schemas['BrandId'];
}

/**
 * An operation's query as an endpoint module takes it: without spec_lang (the client adds
 * it) and with `brand` optional (brand-call.ts adds the baked-in one).
 */
type QueryOf<Op extends keyof operations> =
  Omit<NonNullable<operations[Op]['parameters']['query']>, 'spec_lang' | 'brand'> & BrandParams;
/** An operation's JSON body, `brand` optional as above. */
type BodyOf<Op extends keyof operations> =
  Omit<NonNullable<operations[Op]['requestBody']>['content']['application/json'], 'brand'> & BrandParams;

// ─── Login ──────────────────────────────────────────────────────────────────────────────

export type UserInfo = Schemas['UserInfo'];
export type LoginResult = Schemas['LoginResult'];
export type AccountLoginParams = QueryOf<'login'>;
export type GoogleLoginParams = QueryOf<'googleLogin'>;
export type AppleLoginParams = QueryOf<'appleLogin'>;
export type FacebookLoginParams = QueryOf<'facebookLogin'>;
export type TwitterAuthParams = QueryOf<'twitterAuth'>;
export type TwitterAuthResult = Schemas['TwitterAuthResult'];
export type TwitterRedirectParams = QueryOf<'twitterRedirect'>;
export type VkLoginParams = QueryOf<'vkLogin'>;
export type KakaoLoginParams = QueryOf<'kakaoLogin'>;
export type CardLoginParams = QueryOf<'cardLogin'>;
export type KrUserInfo = Schemas['KrUserInfo'];
export type KrUserInfoParams = QueryOf<'krUserInfo'>;
export type PlatformToken = Schemas['PlatformToken'];

// ─── Catalogue ──────────────────────────────────────────────────────────────────────────

export type Game = Schemas['Game'];
export type GameListParams = QueryOf<'gameList'>;
export type GameLogoParams = QueryOf<'gameLogo'>;
export type GameLogo = Schemas['GameLogo'];
export type Banner = Schemas['Banner'];
export type BannerParams = QueryOf<'banner'>;
/** Parameters of every call about one game. */
export type GameParams = QueryOf<'rechargeConfig'>;
export type RechargeConfig = Schemas['RechargeConfig'];
export type Area = Schemas['Area'];
export type Server = Schemas['Server'];
export type AreaListParams = QueryOf<'areaList'>;
export type ServerListParams = QueryOf<'serverList'>;
export type SearchServerParams = QueryOf<'searchServer'>;
export type ServerSearchResult = Schemas['ServerSearchResult'];
export type UsedServerListParams = QueryOf<'usedServerList'>;
export type Role = Schemas['Role'];
export type RoleListParams = QueryOf<'roleList'>;

// ─── Goods, payment regions and channels ────────────────────────────────────────────────

export type WaitTime = Schemas['WaitTime'];
export type PurchaseLimit = Schemas['PurchaseLimit'];
export type GoodsTypeKey = Schemas['GoodsTypeKey'];
export type Goods = Schemas['Goods'];
export type GoodsListParams = QueryOf<'goodsList'>;

export type PayRegion = Schemas['PayRegion'];

export type PayRegionInfo = Schemas['PayRegionInfo'];
export type RegionListParams = QueryOf<'regionList'>;

export type ChannelId = Schemas['ChannelId'];

/** How a channel is paid: recharge-types.ts. */
export * as RECHARGE_TYPE from './recharge-types.ts';
import type * as RECHARGE_TYPES from './recharge-types.ts';
export type RechargeType = Schemas['RechargeType'];
type RechargeTypesMatchTheDocument = Assert<Same<(typeof RECHARGE_TYPES)[keyof typeof RECHARGE_TYPES], RechargeType>>;

export type Channel = Schemas['Channel'];
export type ChannelListParams = QueryOf<'channelList'>;

// ─── Orders ─────────────────────────────────────────────────────────────────────────────

/** POST /api/pay/create_order (JSON body; header Idempotency-Key required). */
export type CreateOrderBody = BodyOf<'createOrder'>;
export type OrderStatus = Schemas['OrderStatus'];
export type OrderKind = Schemas['OrderKind'];
export type OrderInfo = Schemas['OrderInfo'];
export type OrderInfoParams = QueryOf<'orderInfo'>;
export type PaymentWindow = Schemas['PaymentWindow'];
/** POST /api/pay/confirm_payment (JSON body): the Korean payment window's success address, handed on. */
export type ConfirmPaymentBody = BodyOf<'confirmPayment'>;

// ─── Gift cards ─────────────────────────────────────────────────────────────────────────

export type CardInfoParams = QueryOf<'cardInfo'>;
export type CardInfo = Schemas['CardInfo'];
/** POST /api/card/card_recharge (JSON body; Idempotency-Key optional) */
export type CardRechargeBody = BodyOf<'cardRecharge'>;
export type CardRechargeResult = Schemas['CardRechargeResult'];

// ─── Accumulated top-up promotion ───────────────────────────────────────────────────────

export type TierStatus = Schemas['TierStatus'];
export type RewardTier = Schemas['RewardTier'];
export type Promotion = Schemas['Promotion'];
export type PromotionParams = QueryOf<'promotion'>;
/** POST /api/activity/claim (Idempotency-Key required) → Promotion */
export type ClaimBody = BodyOf<'claim'>;
/** POST /api/activity/claim_all (Idempotency-Key required) → Promotion */
export type ClaimAllBody = BodyOf<'claimAll'>;

// ─── Replenishment ──────────────────────────────────────────────────────────────────────

export type ReplenishInfoParams = QueryOf<'replenishInfo'>;
export type ReplenishInfo = Schemas['ReplenishInfo'];
export type ReplenishCountryParams = QueryOf<'replenishCountries'>;
export type ReplenishCountry = Schemas['ReplenishCountry'];
export type EvokeParams = QueryOf<'evoke'>;
/** Answer of evoke: the order, with pay_url set. */
export type EvokeResult = ResultOf<'/api/rsys/evoke', 'get'>;

// ─── Tracking (POST /service/recharge/api.php on the tracking host) ─────────────────────

export * as TRACKING_EVENTS from './tracking-events.ts';
import type * as EVENTS from './tracking-events.ts';
export type TrackingEventName = keyof typeof EVENTS;
export type TrackingEventNumber = (typeof EVENTS)[TrackingEventName];
type TrackingEventsMatchTheDocument = Assert<Same<TrackingEventNumber, Schemas['TrackingEvent']>>;

/** Events from this number on carry the product fields. */
export const TRACKING_PRODUCT_FROM = 14;
/** Events from this number on carry the billing fields. */
export const TRACKING_BILLING_FROM = 18;

export const TRACKING_PATH = '/service/recharge/api.php';

/**
 * The tracking body, sent as JSON (any content type; text/plain lets sendBeacon skip the
 * CORS preflight) or as application/x-www-form-urlencoded.
 */
export type TrackingBody = Schemas['TrackingBody'];

/** Required fields of a tracking body for a given event number. */
export function trackingFieldsFor(event: number): (keyof TrackingBody)[] {
  const base: (keyof TrackingBody)[] = ['event_id', 'event', 'user_id', 'user_name', 'device_type', 'language', 'channel', 'client_id', 'domain_area', 'extend_data'];
  if (event >= TRACKING_PRODUCT_FROM) base.push('product_name', 'product_price', 'product_type', 'product_limit');
  if (event >= TRACKING_BILLING_FROM) base.push('channel_name', 'billing_no', 'billing_status');
  return base;
}

// ─── Error-log beacon (the crash-log host) ──────────────────────────────────────────────

export * as ERROR_LOG_PATHS from './error-log-paths.ts';
/** At most this many errors per page (spec section 7); a larger batch is refused. */
export const ERROR_LOG_MAX = 10;

/** POST /ptcs/collector/trackLog: performance of one page load. */
export type PerfLogBody = Schemas['PerfLogBody'];
/** POST /ptcs/collector/trackLog too: the Web Vitals of one sampled page view (src/tracking/vitals.ts). */
export type VitalsBody = Schemas['VitalsBody'];
export type Vital = Schemas['Vital'];
export type ErrorLogEntry = Schemas['ErrorLogEntry'];
/** POST /ptcs/collector/errorLog: up to 10 errors of one page. */
export type ErrorLogBody = Schemas['ErrorLogBody'];

// ─── Paths ──────────────────────────────────────────────────────────────────────────────

export * as PATHS from './api-paths.ts';

/** Header carrying the idempotency key (CallOptions.idempotencyKey). 1-128 of [A-Za-z0-9_.:-]. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
