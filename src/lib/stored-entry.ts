/**
 * The format of a stored entry, `{ value, expires? }` (expires: epoch ms), and a read that
 * only looks. storage.ts is the app's storage (it removes what it cannot use, and falls
 * back to memory when the browser's storage fails); index.html's head script, which runs
 * before the app and must stay small, only peeks (src/boot/boot-config.ts). The
 * rules both apply take the reader as a parameter: `ReadStored`.
 */

/*
 * The keys index.html's head script reads, each a constant of its own as well: a bundler
 * keeps every property of an object it keeps, and the head would carry all the names
 * (80 bytes gzip of a script that every first load pays for). The app uses STORAGE_KEYS.
 */
export const TOKEN_KEY = 'oauth_token';
export const BACKUP_API_KEY = 'paymentBakApi';
export const DOMAIN_AREA_KEY = 'payment_domain_area';
/** Not in the spec's list: the language the player picked in the footer. */
export const LANGUAGE_KEY = 'payment_lang';
export const USER_INFO_KEY = 'paymentUserinfo';
export const ORDER_INFO_KEY = 'paymentOrderInfo';

/** The storage keys the spec names (section 3). */
export const STORAGE_KEYS = {
  token: TOKEN_KEY,
  userInfo: USER_INFO_KEY,
  orderInfo: ORDER_INFO_KEY,
  gameInfo: 'paymentGameInfo',
  backupApi: BACKUP_API_KEY,
  replenishBillingNo: 'replenishBillingNo',
  domainArea: DOMAIN_AREA_KEY,
  language: LANGUAGE_KEY,
} as const;
/**
 * Not in the spec's list: the idempotency key of the order being placed (stores/pay.ts).
 * Apart from STORAGE_KEYS, which the first page carries whole, since only step 3 uses it.
 */
export const PAY_INTENT_KEY = 'paymentPayIntent';
/**
 * Not in the spec's list: step 1's last game list, logos' bytes included
 * (src/lib/games-memo.ts): written by the app, shown by the next visit's first render.
 */
export const GAMES_MEMO_KEY = 'paymentGamesMemo';
/**
 * Not in the spec's list: step 3's payment methods' names as the last visit listed them
 * (src/lib/channels-memo.ts): written by the app, shown by the next visit's first render.
 */
export const CHANNELS_MEMO_KEY = 'paymentChannelsMemo';
/**
 * Not in the spec's list: the order whose payment is being confirmed, and the item it pays
 * (src/stores/confirming-payment.ts): step 3, in every tab, takes no other payment for that
 * item until the backend answers done or failed.
 */
export const CONFIRMING_KEY = 'paymentConfirming';
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | typeof PAY_INTENT_KEY | typeof GAMES_MEMO_KEY | typeof CHANNELS_MEMO_KEY
  | typeof CONFIRMING_KEY;

export interface Entry<T = unknown> { value: T; expires?: number }

/** How a rule reads a stored value: storage.ts's readStored in the app, peekStored in the head script. */
export type ReadStored = <T>(key: StorageKey, isValid?: (v: unknown) => v is T) => T | undefined;

/** The entry in `raw`, or null when it is not one, has expired, or its value fails `isValid`. */
export function decodeEntry<T>(raw: string, isValid?: (v: unknown) => v is T): Entry<T> | null {
  let entry: Entry | null = null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'value' in parsed) entry = parsed as Entry;
  } catch { /* corrupt */ }
  const expired = entry?.expires !== undefined && !(typeof entry.expires === 'number' && Date.now() < entry.expires);
  return !entry || expired || (isValid && !isValid(entry.value)) ? null : (entry as Entry<T>);
}

/**
 * The stored value, read from localStorage without changing anything, or undefined. At
 * page start this agrees with readStored: a browser whose storage fails has nothing in
 * the app's memory fallback yet.
 */
export const peekStored: ReadStored = (key, isValid) => {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw == null ? undefined : decodeEntry(raw, isValid)?.value;
  } catch {
    return undefined;
  }
};
