/**
 * The rules of the stored order (spec section 3's order info, under `paymentOrderInfo`),
 * which the order store applies (stores/order.ts): another version's field, or another
 * account's order on a shared phone, is never shown.
 */

/** Each object field with the key it cannot lack: an older version stored `{}` for "none". */
const ID_OF: { [k: string]: string | undefined } = { area: 'area_id', server: 'server_id', role: 'role_id', goods: 'goods_id', rechargeInfo: 'channel_id' };

export type StoredObject = { [k: string]: unknown };

export const isStoredObject = (v: unknown): v is StoredObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Field `k` of a stored order when it is of the right kind (an object with its id, or else a string); otherwise undefined. */
export function storedOrderField(raw: StoredObject, k: string): unknown {
  const v = raw[k];
  const id = ID_OF[k];
  return (id ? isStoredObject(v) && v[id] != null : typeof v === 'string') ? v : undefined;
}

/**
 * Whether the stored order `raw` may be shown to the account `suid` ('' when nobody is
 * logged in): it was saved with no account (a visitor's choices carry into the login),
 * nobody is logged in, or it is that account's.
 */
export function isOwnOrder(raw: StoredObject, suid: string): boolean {
  return typeof raw.owner !== 'string' || !raw.owner || !suid || raw.owner === suid;
}
