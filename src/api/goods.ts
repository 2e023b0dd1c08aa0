/** Goods of a game for a role (prices, limits, unpaid orders), payment regions and channels. */
import type { CallOptions } from './client.ts';
import { PATHS, type Channel, type ChannelListParams, type Goods, type GoodsListParams, type PayRegionInfo, type RegionListParams } from './contract.ts';
import { brandGet, type Req } from './brand-call.ts';

export const getGoodsList = (p: Req<GoodsListParams>, opts?: CallOptions) =>
  brandGet<Goods[]>(PATHS.goodsList, p, opts);

export const getRegionList = (p: Req<RegionListParams>, opts?: CallOptions) =>
  brandGet<PayRegionInfo[]>(PATHS.regionList, p, opts);

export const getChannelList = (p: Req<ChannelListParams>, opts?: CallOptions) =>
  brandGet<Channel[]>(PATHS.channelList, p, opts);
