/**
 * The two ways an endpoint module calls the API, adding what the contract wants on every
 * call beyond the client's own (spec_lang, oauth_token): `brand`, the baked-in brand's id,
 * unless the caller names another. For POSTs, oauth_token and spec_lang given by the
 * caller go in the query like the client's own, the rest is the JSON body.
 */
import brand from 'virtual:brand';
import { apiGet, apiPost, type CallOptions, type Params, type PostOptions } from './client.ts';
import type { CommonParams } from './contract.ts';

/** A request as endpoint modules take it: the call's parameters, plus an explicit token if wanted. */
export type Req<P> = P & CommonParams;

export function brandGet<T>(path: string, params: object, opts?: CallOptions): Promise<T> {
  return apiGet<T>(path, { brand: brand.id, ...(params as Params) }, opts);
}

export function brandPost<T>(path: string, body: object & CommonParams, opts?: PostOptions): Promise<T> {
  const { oauth_token, spec_lang, ...rest } = body;
  const query: Params = {};
  if (oauth_token !== undefined) query.oauth_token = oauth_token;
  if (spec_lang !== undefined) query.spec_lang = spec_lang;
  return apiPost<T>(path, { brand: brand.id, ...rest }, query, opts);
}
