/**
 * The replenishment link's countdown (spec sections 3, 4 and 9): minutes and seconds as
 * two-digit strings, shown only while 0 < valid_time < COUNTDOWN_MAX_S, ticking each
 * second and stopping at 00:00.
 *
 * At 00:00 the server decides whether the link is still open (its clock, not the page's):
 * more time starts the countdown again, -3016 shows the expired state (spec: "Expired state
 * is shown when the server says so"), -3030 the settled one.
 */
import { proxy } from 'valtio/vanilla';
import { ApiError, CLIENT_CODE } from '../../api/api-error.ts';
import { handleApiError } from '../../lib/api-error-effects.ts';
import { CODE } from '../../api/contract.ts';
import { getReplenishInfo } from '../../api/replenishment.ts';
import { COUNTDOWN_MAX_S, COUNTDOWN_TICK_MS } from '../../lib/constants.ts';
import { linkFailed, replenishLink, setLinkState, showInfo } from './link.ts';

/** After 00:00, how long to wait before asking again when the server still has the link open. */
export const RECHECK_DELAY_MS = 2000; // ms
/** At most this many such extra questions; then the page stays at 00:00 until reloaded. */
const RECHECK_MAX = 5; // questions

export interface Countdown { minutes: string; seconds: string }

/** What a screen reader is told, politely, at sensible moments rather than every second. */
export type CountdownNotice = '' | 'minute' | 'tenSeconds';

export const replenishCountdown = proxy({
  /** What is left; null hides the countdown. */
  left: null as Countdown | null,
  /** The last moment passed that is worth saying (a minute left, ten seconds left). */
  notice: '' as CountdownNotice,
});

/** The notice due when the time left goes from `before` to `now` seconds. */
export function noticeFor(before: number, now: number): CountdownNotice | null {
  if (before > 10 && now <= 10 && now > 0) return 'tenSeconds';
  if (before > 60 && now <= 60 && now > 10) return 'minute';
  return null;
}

let tick: ReturnType<typeof setInterval> | undefined;
let recheckTimer: ReturnType<typeof setTimeout> | undefined;
let rechecks = 0;

function show(remainingS: number): void {
  const two = (n: number) => String(n).padStart(2, '0');
  replenishCountdown.left = { minutes: two(Math.floor(remainingS / 60)), seconds: two(remainingS % 60) };
}

/** Stops ticking and asking; what is shown stays. */
export function stopCountdown(): void {
  clearInterval(tick);
  clearTimeout(recheckTimer);
  tick = recheckTimer = undefined;
}

/**
 * Starts from `validS` seconds when 0 < validS < COUNTDOWN_MAX_S, else hides it. Each tick
 * recomputes from a deadline, so a throttled background tab still shows the truth.
 */
export function startCountdown(validS: number): void {
  stopCountdown();
  rechecks = 0;
  if (!(validS > 0 && validS < COUNTDOWN_MAX_S)) { replenishCountdown.left = null; return; }
  const whole = Math.floor(validS);
  const deadline = Date.now() + whole * 1000;
  show(whole);
  replenishCountdown.notice = '';
  let before = whole;
  tick = setInterval(() => {
    const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    show(left);
    const notice = noticeFor(before, left);
    if (notice) replenishCountdown.notice = notice;
    before = left;
    if (left === 0) {
      stopCountdown();
      void recheck();
    }
  }, COUNTDOWN_TICK_MS);
}

/** Hides the countdown and forgets the link's rechecks (another link, or none). */
export function resetCountdown(): void {
  stopCountdown();
  rechecks = 0;
  replenishCountdown.left = null;
  replenishCountdown.notice = '';
}

function scheduleRecheck(): void {
  if (++rechecks > RECHECK_MAX) return;
  clearTimeout(recheckTimer);
  recheckTimer = setTimeout(() => { void recheck(); }, RECHECK_DELAY_MS);
}

/** At 00:00: is the link still open? Asked only while the link is shown as ready. */
async function recheck(): Promise<void> {
  const id = replenishLink.replenishId;
  const stillShown = () => replenishLink.replenishId === id && replenishLink.state.status === 'ready';
  if (!id || !stillShown()) return;
  try {
    const info = await getReplenishInfo({ replenish_id: id }, { silent: true });
    if (!stillShown()) return;
    if (info.valid_time > 0) {
      showInfo(info);
      startCountdown(info.valid_time); // more time: the countdown starts again
    } else {
      scheduleRecheck(); // open at its very last second: ask once more shortly
    }
  } catch (e) {
    if (stillShown() && readyLinkFailed(e)) scheduleRecheck();
  }
}

/**
 * A shown link's info asked for again (at 00:00, or in another language) failed: -3016
 * shows the expired state (the server says so); any other code gets section 8's handling
 * (-3030 its message, -600 the login...) and the page says the link failed. Returns true
 * when no answer came (no reply, or not the contract's), which is worth asking again.
 */
export function readyLinkFailed(e: unknown): boolean {
  const s = replenishLink.state;
  if (s.status !== 'ready' || !(e instanceof ApiError)) return false;
  if (e.code === CLIENT_CODE.network || e.code === CLIENT_CODE.badReply) return true;
  stopCountdown();
  if (e.code === CODE.REPLENISH_INVALID) {
    setLinkState({ status: 'expired', info: s.info });
  } else {
    void handleApiError(e);
    linkFailed(e);
  }
  return false;
}
