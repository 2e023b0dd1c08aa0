/**
 * The purchase the player is putting together (spec section 3, "Order info per user"):
 * game, area, server, role, goods, payment region, recharge info and billing number.
 * Loaded from storage on import; every change is saved for ORDER_INFO_TTL_MS, with
 * gameName and clientId also under the game-info key (spec section 4).
 *
 * The stored order is its player's: it is saved with the account (suid) that last changed
 * it while logged in, and a login as another account does not inherit it. What a visitor
 * chose before logging in carries into the login.
 *
 * What the player has chosen is read straight from the fields: an area, server, role,
 * goods item or recharge info is the contract's object, or null while none is chosen.
 * (The placed order the server reports is the contract's OrderInfo, stores/result.ts.)
 */
import { proxy } from 'valtio/vanilla';
import type { Area, Channel, Goods, OrderInfo, Role, Server } from '../api/contract.ts';
import { ORDER_INFO_TTL_MS } from '../lib/constants.ts';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../lib/storage.ts';
import { type StoredObject, isOwnOrder, isStoredObject, storedOrderField } from '../lib/stored-order.ts';
import { session } from './session.ts';

/**
 * Spec section 3's recharge info: the channel the order was placed through, and its billing
 * number; and its payment page, so /result offers "Go to pay" while it cannot read the order
 * (absent from an entry stored before it was kept).
 */
export interface RechargeInfo extends Pick<Channel, 'name' | 'channel_id'>, Partial<Pick<OrderInfo, 'pay_url'>> {
  billing_no: string;
}

export interface PurchaseDraft {
  gameName: string;
  clientId: string;
  area: Area | null;
  server: Server | null;
  realServer: string;
  role: Role | null;
  goods: Goods | null;
  /** The payment region's name; checkout.ts uses it only when the server still offers it. */
  region: string;
  rechargeInfo: RechargeInfo | null;
  billing_no: string;
}

export function emptyPurchaseDraft(): PurchaseDraft {
  return {
    gameName: '', clientId: '', area: null, server: null, realServer: '', role: null,
    goods: null, region: '', rechargeInfo: null, billing_no: '',
  };
}

export const order = proxy<PurchaseDraft>(emptyPurchaseDraft());

/** Keeps only the known fields of the right kind, so a stored entry of another version cannot break the store. */
function sanitise(raw: StoredObject): Partial<PurchaseDraft> {
  const out: StoredObject = {};
  for (const k of Object.keys(emptyPurchaseDraft())) {
    const v = storedOrderField(raw, k);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** The account the stored order belongs to ('' while only a visitor has touched it). */
let owner = '';

function save(): void {
  owner = session.userInfo.suid || owner;
  writeStored(STORAGE_KEYS.orderInfo, { ...order, owner }, ORDER_INFO_TTL_MS);
  writeStored(STORAGE_KEYS.gameInfo, { gameName: order.gameName, clientId: order.clientId }, ORDER_INFO_TTL_MS);
}

/** Changes some fields and saves the whole order. */
export function setOrder(patch: Partial<PurchaseDraft>): void {
  Object.assign(order, patch);
  save();
}

/** Empties every field (strings '', objects null) and removes the stored order and game info. */
export function clearOrder(): void {
  owner = '';
  Object.assign(order, emptyPurchaseDraft());
  removeStored(STORAGE_KEYS.orderInfo);
  removeStored(STORAGE_KEYS.gameInfo);
}

/**
 * Removes only the saved game info (login success and logout, spec section 4). The order
 * in memory stays, so logout can still tell whether a game was chosen.
 */
export function clearSavedGameInfo(): void {
  removeStored(STORAGE_KEYS.gameInfo);
}

/**
 * Replaces the store with the stored order; nothing stored (or expired), or another
 * account's order, gives the empty order.
 */
export function loadOrder(): void {
  const raw = readStored(STORAGE_KEYS.orderInfo, isStoredObject);
  const mine = raw && isOwnOrder(raw, session.userInfo.suid);
  owner = mine ? String(raw.owner ?? '') : '';
  Object.assign(order, emptyPurchaseDraft(), mine ? sanitise(raw) : {});
}

loadOrder();
