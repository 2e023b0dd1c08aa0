/**
 * The spec's lists of payment regions and channel codes (section 3), which the sandbox
 * serves and checks requests against. The storefront takes both from the backend's answers
 * and keeps no list of its own; the types below fail to compile when the lists and the
 * contract's enums (api/openapi.yaml PayRegion, ChannelId) drift apart.
 */
import type { ChannelId, PayRegion } from '../../src/api/contract.ts';

export const PAY_REGIONS = [
  'Global', 'Philippines', 'Malaysia', 'Singapore', 'Indonesia', 'Thailand', 'Vietnam', 'India',
  'Myanmar', 'Turkey', 'Brazil', 'US', 'France', 'Germany', 'Russia', 'Netherlands',
] as const;

/** Both groups. */
export const CHANNEL_IDS = [
  10301, 10901, 11701, 11501,
  10801, 10302, 10303, 10201, 11001, 10401, 10501, 10103, 10101, 10102, 10104, 11401, 11601, 11602, 11801, 12101, 10701, 12001,
] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type ListsMatchTheDocument = [
  Assert<Same<(typeof PAY_REGIONS)[number], PayRegion>>,
  Assert<Same<(typeof CHANNEL_IDS)[number], ChannelId>>,
];
