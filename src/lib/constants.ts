/**
 * Business constants of the runtime core (spec section 9), each with its unit.
 * One place, so a number the spec fixes is changed once and its unit is never guessed.
 */

const SECOND = 1000; // ms
const MINUTE = 60 * SECOND; // ms
const HOUR = 60 * MINUTE; // ms
const DAY = 24 * HOUR; // ms

// --- API client ---------------------------------------------------------------------
/** Each request attempt is aborted after this long (spec: 10 seconds). */
export const REQUEST_TIMEOUT_MS = 10 * SECOND; // ms
/** Attempts per host before moving to the next host (spec: 3 tries in total per host). */
export const TRIES_PER_HOST = 3; // attempts
/** Wait between two attempts on the same host (spec: 4 seconds). */
export const RETRY_DELAY_MS = 4 * SECOND; // ms
/**
 * A call that may be repeated and has no answer after this long is also sent to the next
 * host, and the first answer wins: a hanging primary costs a first visit this, not three
 * 10-second timeouts and two retry waits (48 s before any game showed).
 */
export const HEDGE_AFTER_MS = 2.5 * SECOND; // ms
/**
 * How long a working backup host stays first in line (storage key paymentBakApi).
 * The spec says "1 (unit not shown)"; one hour is long enough to spare players the
 * primary's 12-second retry cycle during an outage, short enough to return to the
 * primary soon after it recovers.
 */
export const BACKUP_HOST_MEMORY_MS = 1 * HOUR; // ms

// --- Storage lifetimes -----------------------------------------------------------------
/** Stored order info (spec: 7 days). */
export const ORDER_INFO_TTL_MS = 7 * DAY; // ms
/** Stored token and user info (spec: "7 (unit not shown)"; days, like the order info). */
export const SESSION_TTL_MS = 7 * DAY; // ms
/**
 * The idempotency key of an order being placed is kept this long (stores/pay.ts), so
 * a retry after a lost answer gets the same order. No longer: the order system gives an
 * unpaid order up after 30 minutes (docs/sandbox.md), and a key replayed after that
 * would answer with that dead order instead of placing the purchase anew.
 */
export const PAY_INTENT_TTL_MS = 30 * MINUTE; // ms
/**
 * How long Pay waits on a payment provider's own window (3-D Secure, Korea's payment window)
 * before the page stops saying "Placing your order…" and shows what the backend knows.
 */
export const PAYMENT_WAIT_MS = 2 * MINUTE; // ms

// --- UI --------------------------------------------------------------------------------
/** Default toast duration (spec: 2000 ms). */
export const TOAST_MS = 2000; // ms
/** A load that takes longer than this is announced to screen readers ("Loading…", then "Loaded"); a quicker one is not, to keep them quiet. */
export const LOADING_ANNOUNCE_MS = 1000; // ms
/** A second tap within this window is blocked on Safari (spec: 300 ms). */
export const DOUBLE_TAP_MS = 300; // ms

// --- Replenishment ---------------------------------------------------------------------
/** The countdown shows only for a valid_time strictly below this (spec: 86400 seconds). */
export const COUNTDOWN_MAX_S = 86_400; // s
/** Countdown tick (spec: 1 second). */
export const COUNTDOWN_TICK_MS = 1 * SECOND; // ms

// --- Tracking and the error beacon -------------------------------------------------------
/** Login success waits at most this long for its tracking event (spec: 1 second). */
export const LOGIN_TRACK_WAIT_MS = 1 * SECOND; // ms
/** A resource slower than this is reported as slow (spec: 10,000 ms). */
export const SLOW_RESOURCE_MS = 10_000; // ms
/** At most this many slow resources per performance report (spec: 10). */
export const MAX_SLOW_RESOURCES = 10; // resources
/** Resource and API errors are sent only once this long has passed since page start (spec: 3 s). */
export const ERROR_SEND_DELAY_MS = 3 * SECOND; // ms
/** At most this many errors are kept per page (spec: 10). */
export const MAX_ERRORS_PER_PAGE = 10; // errors
