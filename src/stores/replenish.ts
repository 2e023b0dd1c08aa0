/**
 * Replenishment (supplementary payment) state, spec section 4: the info from the
 * support-issued link, its countdown and the expired flag; plus reading the mode from the
 * page address (replenish_id switches it on, rp_client_id marks automatic replenish).
 */
import { proxy } from 'valtio/vanilla';
import { COUNTDOWN_MAX_S, COUNTDOWN_TICK_MS } from '../lib/constants.ts';
import { queryParam } from '../lib/page-address.ts';
import { STORAGE_KEYS, readStored, writeStored } from '../lib/storage.ts';

export interface ReplenishInfo {
  game_name: string;
  user_name: string;
  amount: string | number;
  currency_code: string;
  /** Seconds the link stays valid. */
  valid_time: number;
}

export interface Countdown { minutes: string; seconds: string }

export function emptyReplenishInfo(): ReplenishInfo {
  return { game_name: '', user_name: '', amount: '', currency_code: '', valid_time: 0 };
}

export const replenish = proxy({
  info: emptyReplenishInfo(),
  /** Shown only while 0 < valid_time < COUNTDOWN_MAX_S; null hides it. */
  countdown: null as Countdown | null,
  /** The server said the link has expired. */
  expired: false,
});

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

let timer: ReturnType<typeof setInterval> | undefined;

function show(remainingS: number): void {
  const m = Math.floor(remainingS / 60);
  const s = remainingS % 60;
  replenish.countdown = { minutes: String(m).padStart(2, '0'), seconds: String(s).padStart(2, '0') };
}

export function stopCountdown(): void {
  clearInterval(timer);
  timer = undefined;
}

/**
 * Starts the countdown from `validS` seconds when 0 < validS < COUNTDOWN_MAX_S, else hides it.
 * Each tick recomputes from a deadline, so a throttled background tab still shows the truth;
 * it stops at 00:00.
 */
function startCountdown(validS: number): void {
  stopCountdown();
  if (!(validS > 0 && validS < COUNTDOWN_MAX_S)) { replenish.countdown = null; return; }
  const whole = Math.floor(validS);
  const deadline = Date.now() + whole * 1000;
  show(whole);
  timer = setInterval(() => {
    const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    show(left);
    if (left === 0) stopCountdown();
  }, COUNTDOWN_TICK_MS);
}

/**
 * Overwrites only the fields given with a non-empty value (undefined, null and '' keep the
 * old one). A new valid_time restarts the countdown.
 */
export function setReplenishInfo(patch: { [K in keyof ReplenishInfo]?: ReplenishInfo[K] | null | '' }): void {
  const info = replenish.info;
  if (!isEmpty(patch.game_name)) info.game_name = String(patch.game_name);
  if (!isEmpty(patch.user_name)) info.user_name = String(patch.user_name);
  if (!isEmpty(patch.amount)) info.amount = patch.amount as string | number;
  if (!isEmpty(patch.currency_code)) info.currency_code = String(patch.currency_code);
  if (!isEmpty(patch.valid_time) && Number.isFinite(Number(patch.valid_time))) {
    info.valid_time = Number(patch.valid_time);
    startCountdown(info.valid_time);
  }
}

export function setReplenishExpired(expired: boolean): void {
  replenish.expired = expired;
  if (expired) stopCountdown();
}

export function resetReplenish(): void {
  stopCountdown();
  replenish.info = emptyReplenishInfo();
  replenish.countdown = null;
  replenish.expired = false;
}

/** The replenish order's billing number, kept across the trip to the payment site. */
export function saveReplenishBillingNo(billingNo: string): void {
  writeStored(STORAGE_KEYS.replenishBillingNo, billingNo);
}

export function readReplenishBillingNo(): string {
  return readStored(STORAGE_KEYS.replenishBillingNo, (v): v is string => typeof v === 'string') ?? '';
}

