/** The accumulated top-up promotion: progress, claim one reward tier, claim all. */
import type { CallOptions, PostOptions } from './client.ts';
import { PATHS, type ClaimAllBody, type ClaimBody, type Promotion, type PromotionParams } from './contract.ts';
import { brandGet, brandPost, type Req } from './brand-call.ts';

export const getPromotion = (p: Req<PromotionParams> = {}, opts?: CallOptions) =>
  brandGet<Promotion>(PATHS.promotion, p, opts);

/** Claims one tier; the idempotency key makes a retried claim answer like the first. */
export const claimReward = (body: Req<ClaimBody>, opts: PostOptions & { idempotencyKey: string }) =>
  brandPost<Promotion>(PATHS.claim, body, opts);

export const claimAllRewards = (body: Req<ClaimAllBody>, opts: PostOptions & { idempotencyKey: string }) =>
  brandPost<Promotion>(PATHS.claimAll, body, opts);
