/**
 * The accumulated top-up promotion: one per brand, a period, the player's accumulated
 * top-ups in it, and reward tiers to claim one by one or all at once.
 */
import { CODE, PATHS, type Promotion } from '../../src/api/contract.ts';
import { brandOf } from '../brands.ts';
import { requireBrand, requireGame, requireSession } from '../guards.ts';
import { Fail } from '../http.ts';
import type { AccountRec, PromotionRec } from '../model.ts';
import { ID } from '../params.ts';
import { apiRoute, type ApiHandler, type Ctx, type Route } from '../router.ts';
import { toMajor } from '../seed/catalogue.ts';
import type { SandboxState } from '../state.ts';

function answer(state: SandboxState, p: PromotionRec, a: AccountRec): Promotion {
  return {
    activity_id: p.activityId,
    title: p.title,
    start_time: Math.floor(p.start / 1000),
    end_time: Math.floor(p.end / 1000),
    accumulated: toMajor(state.accumulatedMinor(p, a.username), p.currency),
    currency: p.currency,
    tiers: p.tiers.map((t) => ({ tier_id: t.tierId, threshold: toMajor(t.thresholdMinor, p.currency), rewards: t.rewards.map((r) => ({ ...r })), status: state.tierStatus(p, a.username, t.tierId) })),
  };
}

function running(state: SandboxState, p: PromotionRec | undefined): PromotionRec {
  if (!p || !state.promotionRunning(p)) throw new Fail(CODE.PROMOTION_NOT_RUNNING, 'This promotion is not running.');
  return p;
}

const info: ApiHandler<typeof PATHS.promotion> = (ctx) => {
  const a = requireSession(ctx);
  const brand = ctx.p.has('client_id') ? brandOf(requireGame(ctx).brand) : requireBrand(ctx);
  const state = ctx.svc.state;
  return answer(state, running(state, state.promotions.get(brand.id)), a);
};

function byActivity(ctx: Ctx): { a: AccountRec; p: PromotionRec } {
  const a = requireSession(ctx);
  const id = ctx.p.str('activity_id', { max: 64, ...ID });
  const state = ctx.svc.state;
  return { a, p: running(state, [...state.promotions.values()].find((x) => x.activityId === id)) };
}

const claim: ApiHandler<typeof PATHS.claim, 'post'> = (ctx) => {
  const { a, p } = byActivity(ctx);
  const tierId = ctx.p.int('tier_id', { min: 1, max: 1000 });
  if (!p.tiers.some((t) => t.tierId === tierId)) throw new Fail(CODE.BAD_PARAM, `tier_id ${tierId} is not a tier of this promotion.`);
  const state = ctx.svc.state;
  const status = state.tierStatus(p, a.username, tierId);
  if (status === 'claimed') throw new Fail(CODE.REWARD_CLAIMED, 'This reward has been received already.');
  if (status === 'locked') throw new Fail(CODE.REWARD_LOCKED, 'This reward is not reached yet.');
  p.claimed.add(`${a.username}:${tierId}`);
  return answer(state, p, a);
};

const claimAll: ApiHandler<typeof PATHS.claimAll, 'post'> = (ctx) => {
  const { a, p } = byActivity(ctx);
  const state = ctx.svc.state;
  const ready = p.tiers.filter((t) => state.tierStatus(p, a.username, t.tierId) === 'claimable');
  if (ready.length === 0) throw new Fail(CODE.REWARD_LOCKED, 'No reward is ready to claim.');
  for (const t of ready) p.claimed.add(`${a.username}:${t.tierId}`);
  return answer(state, p, a);
};

export const promotionRoutes: Route[] = [
  apiRoute('GET', PATHS.promotion, info),
  apiRoute('POST', PATHS.claim, claim, 'required'),
  apiRoute('POST', PATHS.claimAll, claimAll, 'required'),
];
