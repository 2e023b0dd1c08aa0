/** Gift-card top-up: the card's value first (to confirm), then the top-up. */
import type { CallOptions, PostOptions } from './client.ts';
import { PATHS, type CardInfo, type CardInfoParams, type CardRechargeBody, type CardRechargeResult } from './contract.ts';
import { brandGet, brandPost, type Req } from './brand-call.ts';

export const getCardInfo = (p: Req<CardInfoParams>, opts?: CallOptions) =>
  brandGet<CardInfo>(PATHS.cardInfo, p, opts);

/** Uses the card up; an idempotency key is optional (a used card cannot be used twice anyway). */
export const cardRecharge = (body: Req<CardRechargeBody>, opts?: PostOptions) =>
  brandPost<CardRechargeResult>(PATHS.cardRecharge, body, opts);
