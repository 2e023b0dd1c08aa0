/**
 * The player's order in progress (spec section 3, "Order info per user"): game, area,
 * server, role, goods, payment region, recharge info and billing number. Loaded from
 * storage on import; every change is saved for ORDER_INFO_TTL_MS, and gameName/clientId
 * are also saved under the game-info key, which the game list reads on its own.
 *
 * The object fields stay open records until the API contract names their shapes; the
 * fields listed are the ones the runtime core reads (tracking takes product fields from
 * `goods`, channel fields from `rechargeInfo`).
 */
import { proxy } from 'valtio/vanilla';
import { ORDER_INFO_TTL_MS } from '../lib/constants.ts';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../lib/storage.ts';

type Open = { [k: string]: unknown };

export interface Goods extends Open {
  display?: string;
  value?: string | number;
  price?: string | number;
  typeKey?: string;
  isLimit?: boolean;
}

export interface RechargeInfo extends Open {
  name?: string;
  channel_id?: string | number;
  billing_no?: string;
}

export interface OrderInfo {
  gameName: string;
  clientId: string;
  area: Open;
  server: Open;
  realServer: string;
  role: Open;
  goods: Goods;
  region: string;
  rechargeInfo: RechargeInfo;
  billing_no: string;
}

export interface GameInfo { gameName: string; clientId: string }

export function emptyOrderInfo(): OrderInfo {
  return {
    gameName: '', clientId: '', area: {}, server: {}, realServer: '', role: {},
    goods: {}, region: '', rechargeInfo: {}, billing_no: '',
  };
}

export const order = proxy<OrderInfo>(emptyOrderInfo());

const STRING_FIELDS = ['gameName', 'clientId', 'realServer', 'region', 'billing_no'] as const;
const OBJECT_FIELDS = ['area', 'server', 'role', 'goods', 'rechargeInfo'] as const;

const isObj = (v: unknown): v is Open => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keeps only the known fields of the right kind, so a stored entry of another version cannot break the store. */
function sanitise(raw: Open): Partial<OrderInfo> {
  const out: Partial<Record<keyof OrderInfo, unknown>> = {};
  for (const k of STRING_FIELDS) if (typeof raw[k] === 'string') out[k] = raw[k];
  for (const k of OBJECT_FIELDS) if (isObj(raw[k])) out[k] = raw[k];
  return out as Partial<OrderInfo>;
}

function plain(): OrderInfo {
  return {
    gameName: order.gameName, clientId: order.clientId, area: order.area, server: order.server,
    realServer: order.realServer, role: order.role, goods: order.goods, region: order.region,
    rechargeInfo: order.rechargeInfo, billing_no: order.billing_no,
  };
}

function save(): void {
  writeStored(STORAGE_KEYS.orderInfo, plain(), ORDER_INFO_TTL_MS);
  const game: GameInfo = { gameName: order.gameName, clientId: order.clientId };
  writeStored(STORAGE_KEYS.gameInfo, game, ORDER_INFO_TTL_MS);
}

/** Changes some fields and saves the whole order. */
export function setOrder(patch: Partial<OrderInfo>): void {
  Object.assign(order, sanitise(patch as Open));
  save();
}

/** Empties every field (strings '', objects {}) and removes the stored order and game info. */
export function clearOrder(): void {
  Object.assign(order, emptyOrderInfo());
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

/** The saved game choice, or undefined. */
export function readSavedGameInfo(): GameInfo | undefined {
  return readStored(STORAGE_KEYS.gameInfo, (v): v is GameInfo =>
    isObj(v) && typeof v.gameName === 'string' && typeof v.clientId === 'string');
}

/** Replaces the store with the stored order; nothing stored (or expired) gives the empty order. */
export function loadOrder(): void {
  const raw = readStored(STORAGE_KEYS.orderInfo, isObj);
  Object.assign(order, emptyOrderInfo(), raw ? sanitise(raw) : {});
}

loadOrder();
