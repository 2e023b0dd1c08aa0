/** Replenishment: its info and countdown, where it can be paid, and starting the payment. */
import type { CallOptions } from './client.ts';
import { PATHS, type EvokeParams, type EvokeResult, type ReplenishCountry, type ReplenishCountryParams, type ReplenishInfo, type ReplenishInfoParams } from './contract.ts';
import { brandGet, type Req } from './brand-call.ts';

/** By replenish_id, or by rp_client_id with a login (the player's open replenishment). */
export const getReplenishInfo = (p: Req<ReplenishInfoParams>, opts?: CallOptions) =>
  brandGet<ReplenishInfo>(PATHS.replenishInfo, p, opts);

export const getReplenishCountries = (p: Req<ReplenishCountryParams>, opts?: CallOptions) =>
  brandGet<ReplenishCountry[]>(PATHS.replenishCountries, p, opts);

/** Starts paying; open the answer's pay_url. Asking again for the same channel returns the same order. */
export const evokeReplenishment = (p: Req<EvokeParams>, opts?: CallOptions) =>
  brandGet<EvokeResult>(PATHS.evoke, p, opts);
