/**
 * The storefront's own page-address parameters (spec section 2) and what a well-formed
 * value of each looks like. A malformed value (a hand-edited or truncated support link,
 * markup pasted into a query) never reaches a page or the API: the player sees the
 * parameter-error page with advice instead (spec section 5, "Page parameter errors show
 * an error page with advice"), and nothing stored is touched.
 *
 * An empty value counts as absent. domain_area is not checked here: an area the brand
 * does not serve is the area rule's business (stores/domain-area.ts, /notArea).
 */
import { PATHS, ROUTES, type RouteDef, routeOf } from '../routes.ts';

/** Game ids are numbers (brands/*.json gameCodes, the contract's client ids). */
const GAME_ID = /^[0-9]{1,16}$/;
/** Replenishment ids: the contract's id alphabet (letters, digits, _ . : -), at most 64. */
const REPLENISH_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

export const PARAM_RULES = {
  client_id: GAME_ID,
  rp_client_id: GAME_ID,
  replenish_id: REPLENISH_ID,
} as const;

export type CheckedParam = keyof typeof PARAM_RULES;

/** The first own parameter of `search` that is present but malformed, or null. */
export function badPageParam(search: string): CheckedParam | null {
  const q = new URLSearchParams(search);
  for (const [name, rule] of Object.entries(PARAM_RULES) as [CheckedParam, RegExp][]) {
    for (const v of q.getAll(name)) {
      if (v !== '' && !rule.test(v)) return name;
    }
  }
  return null;
}

/** False for the routes shown whatever the parameters say (the error page itself). */
export function paramsChecked(path: string): boolean {
  const name = routeOf(path);
  return !(name && (ROUTES[name] as RouteDef).skipParamCheck);
}

/** Where a page with a malformed parameter goes: the error page, with the address's query kept. */
export function paramErrorHref(search: string): string {
  return PATHS.paramError + search;
}
