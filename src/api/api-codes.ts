/**
 * Every code the backend answers with. The spec's own (section 8) first, then the ones
 * this contract adds; api/openapi.yaml says which call answers which (x-error-codes), and its
 * ErrorCode schema names the same codes (src/api/openapi.contract.test.ts). contract.ts
 * re-exports them as `CODE`; one constant each so that the bundler inlines the ones a chunk
 * uses (an object would go whole into the first page).
 */
export const OK = 1;
// spec section 8
/** Token missing, unknown or expired. */
export const TOKEN_INVALID = -600;
/** No such game (client_id / game_id), or the game is not the named brand's. */
export const GAME_NOT_FOUND = -3001;
/** The logged-in player may not do this (another player's order, a Korea-only call...). */
export const NO_PERMISSION = -3002;
/** The domain area is not the brand's, or the game is not offered in it. */
export const WRONG_DOMAIN_AREA = -3014;
/** The replenishment link is unknown or has expired. */
export const REPLENISH_INVALID = -3016;
/** The replenishment is already paid (or needs no payment). */
export const REPLENISH_SETTLED = -3030;
/** Korean account without real-name verification (brand ko). */
export const REAL_NAME_REQUIRED = 6001;
// added by this contract: request problems
/** A parameter is missing, malformed or too long; msg names it. */
export const BAD_PARAM = -1000;
/** The body is not a JSON object. */
export const BAD_JSON = -1001;
/** The body is larger than the limit (HTTP 413). */
export const TOO_LARGE = -1002;
/** No such path (HTTP 404). */
export const NOT_FOUND = -1003;
/** The path exists but not with this method (HTTP 405). */
export const METHOD_NOT_ALLOWED = -1004;
// added by this contract: business answers
/** Wrong username or password (account or card login). */
export const LOGIN_FAILED = -2001;
/** A social authorization (code, token, verifier) is unknown, expired, used or mismatched. */
export const SOCIAL_FAILED = -2002;
/** No such area or server in this game. */
export const SERVER_NOT_FOUND = -3003;
/** No such role for this player on this server ("Fail to find the character"). */
export const ROLE_NOT_FOUND = -3004;
/** No such goods item in this game. */
export const GOODS_NOT_FOUND = -3005;
/** No such payment channel ("Channel ID does not exist"). */
export const CHANNEL_NOT_FOUND = -3006;
/** The channel is not offered for this payment region / goods ("Incorrect parameters for the selected payment method"). */
export const PAYMENT_PARAMS = -3007;
/** No such order (billing number). */
export const ORDER_NOT_FOUND = -3008;
/** An unpaid order for the same goods and role exists; content is `UnpaidOrderContent`. */
export const UNPAID_ORDER = -3010;
/** Purchase limit reached; content is the goods item's `PurchaseLimit`. */
export const LIMIT_REACHED = -3011;
/** The same Idempotency-Key was used before with a different request. */
export const IDEMPOTENCY_CONFLICT = -3012;
/**
 * HTTP 409: a request with the same Idempotency-Key is still being processed (at this host or
 * another); the client sends it again, same key, and gets its answer (api/openapi.yaml, "Idempotency").
 */
export const IDEMPOTENCY_IN_PROGRESS = -3013;
/** Unknown gift card, or wrong card password. */
export const CARD_INVALID = -3020;
/** The gift card has been used already. */
export const CARD_USED = -3021;
/** The payment provider did not confirm a payment (confirm_payment); msg is its reason. */
export const PAYMENT_NOT_CONFIRMED = -3022;
/** The reward tier has not been reached yet. */
export const REWARD_LOCKED = -3040;
/** The reward tier has been claimed already (or, for claim all, nothing is left to claim). */
export const REWARD_CLAIMED = -3041;
/** No such promotion, or it is not running now. */
export const PROMOTION_NOT_RUNNING = -3042;
/** Unexpected server error (HTTP 500); never carries a stack trace. */
export const INTERNAL = -5000;
