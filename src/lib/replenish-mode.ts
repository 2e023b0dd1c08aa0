/**
 * Replenish mode from the page address (spec section 4): on when replenish_id is present,
 * automatic when rp_client_id is. Apart from the replenish store so the layout can ask
 * without loading it.
 */
import { queryParam } from './page-address.ts';

/** replenish_id of the page address ('' when absent). */
export function replenishId(search?: string): string { return queryParam('replenish_id', search); }
/** rp_client_id of the page address ('' when absent). */
export function rpClientId(search?: string): string { return queryParam('rp_client_id', search); }
/** Replenish mode is on when replenish_id is present. */
export function isReplenishMode(search?: string): boolean { return replenishId(search) !== ''; }
/** Automatic replenish when rp_client_id is present. */
export function isReplenishAuto(search?: string): boolean { return rpClientId(search) !== ''; }
