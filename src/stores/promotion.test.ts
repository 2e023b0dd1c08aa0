import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { CODE, PATHS as API, type Promotion } from '../api/contract.ts';
import { fail, fakeApi, setPage, type FakeHandler } from '../test/fake-api.ts';
import { checkPromotion, claimAll, claimTier, claimableCount, closePromotion, loadPromotion, openPromotion, promotion } from './promotion.ts';
import { setSession } from './session.ts';
import { ui } from './ui.ts';
import { hideToast, toast } from './toast.ts';

const promo = (statuses: Promotion['tiers'][number]['status'][]): Promotion => ({
  activity_id: 'acc-watt', title: 'Top-up Festival', start_time: 1_700_000_000, end_time: 1_701_000_000, accumulated: 25, currency: 'USD',
  tiers: statuses.map((status, i) => ({ tier_id: i + 1, threshold: [4.99, 19.99, 99.99][i]!, rewards: [{ name: 'Gem chest', count: i + 1 }], status })),
});

let api: ReturnType<typeof fakeApi>;
const serve = (routes: Record<string, FakeHandler>) => { api = fakeApi(routes); };
const callsTo = (path: string) => api.calls.filter((c) => c.path === path);

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
  closePromotion();
  hideToast();
  promotion.running = false;
  promotion.data.data = null;
  promotion.data.status = 'idle';
  setPage('https://pay.watt-games.example/selectGame');
});
afterEach(() => { api?.restore(); vi.useRealTimers(); });

describe('accumulated top-up promotion', () => {
  it('runs for a logged-in player only; -3042 hides it', async () => {
    serve({ [API.promotion]: () => promo(['claimed', 'claimable', 'locked']) });
    await checkPromotion();
    expect(promotion.running).toBe(false);
    expect(api.calls).toHaveLength(0);
    setSession('tok', { username: 'player1' });
    await checkPromotion();
    expect(promotion.running).toBe(true);
    api.restore();
    serve({ [API.promotion]: () => fail(CODE.PROMOTION_NOT_RUNNING, 'No promotion is running.') });
    await checkPromotion();
    expect(promotion.running).toBe(false);
    expect(toast.current).toBeNull(); // the quiet check says nothing
  });

  it('opening needs a login', () => {
    serve({});
    openPromotion();
    expect(promotion.open).toBe(false);
    expect(ui.loginPopupOpen).toBe(true);
  });

  it('claims one tier with an idempotency key; a second tap meanwhile does nothing', async () => {
    setSession('tok', { username: 'player1' });
    serve({
      [API.promotion]: () => promo(['claimed', 'claimable', 'locked']),
      [API.claim]: () => promo(['claimed', 'claimed', 'locked']),
    });
    openPromotion();
    await loadPromotion();
    expect(promotion.open).toBe(true);
    expect(claimableCount(promotion.data.data)).toBe(1);
    const [a, b] = await Promise.all([claimTier(2), claimTier(2)]);
    expect([a, b]).toEqual([true, false]);
    const calls = callsTo(API.claim);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ activity_id: 'acc-watt', tier_id: 2 });
    expect(calls[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{16}$/);
    expect(promotion.data.data?.tiers[1]!.status).toBe('claimed');
    expect(toast.current).toMatchObject({ key: 'promo.received' });
  });

  it('claim all sends its own key; each claim gets a new one', async () => {
    setSession('tok', { username: 'player1' });
    serve({
      [API.promotion]: () => promo(['claimable', 'claimable', 'locked']),
      [API.claimAll]: () => promo(['claimed', 'claimed', 'locked']),
      [API.claim]: () => fail(CODE.REWARD_CLAIMED, 'Already claimed.'),
    });
    openPromotion();
    await loadPromotion();
    expect(await claimAll()).toBe(true);
    expect(callsTo(API.claimAll)[0]!.body).toMatchObject({ activity_id: 'acc-watt' });
    expect(promotion.data.data?.tiers.map((t) => t.status)).toEqual(['claimed', 'claimed', 'locked']);
    expect(await claimTier(1)).toBe(false);
    expect(toast.current).toMatchObject({ key: 'promo.alreadyClaimed' });
    expect(callsTo(API.claim)[0]!.headers['idempotency-key']).not.toBe(callsTo(API.claimAll)[0]!.headers['idempotency-key']);
    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo(API.promotion).length).toBeGreaterThanOrEqual(2); // reloaded to show the truth
  });

  it('a promotion that ended meanwhile closes the popup and hides the button', async () => {
    setSession('tok', { username: 'player1' });
    serve({
      [API.promotion]: () => promo(['claimable', 'locked', 'locked']),
      [API.claim]: () => fail(CODE.PROMOTION_NOT_RUNNING, 'The event has ended.'),
    });
    openPromotion();
    await loadPromotion();
    expect(promotion.running).toBe(true);
    await claimTier(1);
    expect(promotion).toMatchObject({ open: false, running: false });
    expect(toast.current).toMatchObject({ key: 'promo.ended' });
  });
});
