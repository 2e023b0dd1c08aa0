/**
 * Everything the sandbox keeps in memory, its movable clock (clock.ts), and the rules that
 * read it (order status over time, purchase limits, promotion totals, replenishment state).
 * `reset()` restores the seed; handlers never touch the seed modules directly.
 */
import { randomBytes } from 'node:crypto';
import type { BrandId } from '../brands/brand.ts';
import type { OrderStatus, PurchaseLimit, TierStatus } from '../src/api/contract.ts';
import { BRANDS } from './brands.ts';
import { Clock } from './clock.ts';
import type { AccountRec, ApiRequestRecord, CardRec, ErrorLogRecord, GameRec, GoodsRec, IdempotentAnswer, OrderRec, PromotionRec, ReplenishRec, RoleRec, TokenRec, TossPaymentRec, TrackingRecord } from './model.ts';
import { purchaseLimit } from './purchase-limit.ts';
import type { NaiveRule, SandboxConfig } from './sandbox-config.ts';
import type { RealNameTicket, SocialGrant, TwitterRequest } from './social-grants.ts';
import { ROLE_SEED, TEST_ACCOUNTS } from './seed/accounts.ts';
import { goodsFor, seedGames } from './seed/catalogue.ts';
import { seedCards, seedOrders, seedPromotion, seedReplenishments } from './seed/commerce.ts';

/** A login token lives this long (spec: "stored for 7"; days here). */
export const TOKEN_TTL = 7 * 24 * 3600_000; // ms
/** Default delay between Pay on the payment site and the order reading done. */
export const DEFAULT_PAY_LAG = 3_000; // ms
/** Toss: an authorized payment must be confirmed within this long, or it expires uncharged. */
export const TOSS_CONFIRM_LIMIT_MS = 10 * 60_000; // ms

export interface StateOptions {
  payLagMs?: number;
}

export class SandboxState {
  readonly clock = new Clock();
  readonly games: readonly GameRec[] = seedGames();
  payLagMs: number;
  webhookLagMs = 0;
  writeLagMs = 0;
  naive = new Set<NaiveRule>();
  tossConfirmFailure: SandboxConfig['tossConfirmFailure'] = null;
  /** Toss's payments by orderId (the Korean window stand-in's own record). */
  tossPayments = new Map<string, TossPaymentRec>();
  /** Running work per lock name (lock()). */
  private locks = new Map<string, Promise<unknown>>();

  accounts = new Map<string, AccountRec>();
  tokens = new Map<string, TokenRec>();
  roles: RoleRec[] = [];
  orders: OrderRec[] = [];
  cards = new Map<string, CardRec>();
  promotions = new Map<BrandId, PromotionRec>();
  replenishments = new Map<string, ReplenishRec>();
  socialGrants = new Map<string, SocialGrant>();
  twitterRequests = new Map<string, TwitterRequest>();
  /** Social identity id → account username, for identities that made a new account. */
  socialAccounts = new Map<string, string>();
  /** Account username → the name and email Apple sent with the player's first authorization (apple_auth). */
  appleProfiles = new Map<string, { first_name?: string; last_name?: string; email?: string }>();
  /** Apple identity id + client id pairs already authorized: Apple sends `user` (name, email) the first time only. */
  appleAuthorized = new Set<string>();
  realNameTickets = new Map<string, RealNameTicket>();
  idempotency = new Map<string, IdempotentAnswer>();
  tracking: TrackingRecord[] = [];
  errorLog: ErrorLogRecord[] = [];
  /** Every request the API hosts took, in order: which host a call reached (failover tests). */
  apiRequests: ApiRequestRecord[] = [];
  private seq = 0;

  constructor(private readonly opts: StateOptions = {}) {
    this.payLagMs = opts.payLagMs ?? DEFAULT_PAY_LAG;
    this.reset();
  }

  /** Restores the seed, the clock (running, or standing at `clockAt` ms) and the pay lag given at start. */
  reset(clockAt?: number): void {
    this.clock.reset(clockAt);
    const now = this.clock.now();
    this.payLagMs = this.opts.payLagMs ?? DEFAULT_PAY_LAG;
    this.webhookLagMs = 0;
    this.writeLagMs = 0;
    this.naive.clear();
    this.tossConfirmFailure = null;
    this.tossPayments.clear();
    this.accounts = new Map(TEST_ACCOUNTS.map((a) => [a.username, { ...a }]));
    this.tokens.clear();
    this.roles = this.games.flatMap((g) => ROLE_SEED.map(([username, serverId, roleId, roleName, level]) => ({ username, clientId: g.clientId, serverId, roleId, roleName, level })));
    this.orders = [];
    this.cards.clear();
    this.promotions.clear();
    this.replenishments.clear();
    for (const b of BRANDS.values()) {
      this.orders.push(...seedOrders(b, now));
      for (const c of seedCards(b)) this.cards.set(c.cardNo, c);
      this.promotions.set(b.id, seedPromotion(b, now));
      for (const r of seedReplenishments(b, now)) this.replenishments.set(r.replenishId, r);
    }
    this.socialGrants.clear();
    this.twitterRequests.clear();
    this.socialAccounts.clear();
    this.appleProfiles.clear();
    this.appleAuthorized.clear();
    this.realNameTickets.clear();
    this.idempotency.clear();
    this.tracking = [];
    this.errorLog = [];
    this.apiRequests = [];
    this.seq = 0;
  }

  now(): number { return this.clock.now(); }

  /** create_order's write lag (writeLagMs): real time, as a database's is. */
  async writeLag(): Promise<void> {
    if (this.writeLagMs > 0) await new Promise((r) => setTimeout(r, this.writeLagMs));
  }

  /**
   * Runs `fn` after the work already running under `name` (a per-row lock of a database):
   * what one request reads and writes, another with the same name does not read halfway.
   */
  async lock<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const before = this.locks.get(name) ?? Promise.resolve();
    const run = before.then(fn, fn);
    const tail = run.catch(() => {});
    this.locks.set(name, tail);
    try { return await run; } finally { if (this.locks.get(name) === tail) this.locks.delete(name); }
  }

  secret(bytes = 16): string { return randomBytes(bytes).toString('hex'); }

  // ─── accounts and tokens ────────────────────────────────────────────────────────────

  issueToken(username: string): TokenRec {
    const t: TokenRec = { token: this.secret(), username, expiresAt: this.now() + TOKEN_TTL };
    this.tokens.set(t.token, t);
    return t;
  }

  /** The account of a live token, or null (missing, unknown or expired). */
  accountOfToken(token: string | undefined): AccountRec | null {
    if (!token) return null;
    const t = this.tokens.get(token);
    if (!t || t.expiresAt <= this.now()) return null;
    return this.accounts.get(t.username) ?? null;
  }

  /** Expires the given token, every token of a user, or every token. Returns how many. */
  expireTokens(sel: { token?: string; username?: string } = {}): number {
    let n = 0;
    for (const t of this.tokens.values()) {
      if ((sel.token && t.token !== sel.token) || (sel.username && t.username !== sel.username)) continue;
      t.expiresAt = this.now() - 1;
      n++;
    }
    return n;
  }

  /** Makes an account for a social identity seen for the first time. */
  accountForNewIdentity(identityId: string): AccountRec {
    const known = this.socialAccounts.get(identityId);
    if (known) return this.accounts.get(known)!;
    const n = this.accounts.size + 1;
    const a: AccountRec = { suid: String(10000000 + n), username: identityId.replace(/-uid-/, '_user_'), password: this.secret(), real_name_status: 1, years: 20, real_name: '' };
    this.accounts.set(a.username, a);
    this.socialAccounts.set(identityId, a.username);
    return a;
  }

  // ─── catalogue ──────────────────────────────────────────────────────────────────────

  game(clientId: string): GameRec | undefined {
    return this.games.find((g) => g.clientId === clientId);
  }

  goodsOf(game: GameRec): GoodsRec[] {
    return goodsFor(BRANDS.get(game.brand)!.currency);
  }

  rolesOf(username: string, clientId: string, serverId?: number): RoleRec[] {
    return this.roles.filter((r) => r.username === username && r.clientId === clientId && (serverId === undefined || r.serverId === serverId));
  }

  // ─── orders ─────────────────────────────────────────────────────────────────────────

  newBillingNo(): string {
    this.seq += 1;
    return `B${String(this.seq).padStart(8, '0')}`;
  }

  order(billingNo: string): OrderRec | undefined {
    return this.orders.find((o) => o.billingNo === billingNo);
  }

  /**
   * Stripe's `payment_intent.succeeded` webhook, delivered when its time has come
   * (webhookAt): read lazily, whenever the order is looked at.
   */
  private hearWebhook(o: OrderRec): void {
    const pi = o.intent;
    if (o.state === 'unpaid' && pi?.status === 'succeeded' && pi.webhookAt !== null && this.now() >= pi.webhookAt) this.pay(o);
  }

  orderStatus(o: OrderRec): OrderStatus {
    this.hearWebhook(o);
    const now = this.now();
    switch (o.state) {
      case 'done': return 'done';
      case 'failed': return 'failed';
      case 'paid': return o.doneAt !== null && now >= o.doneAt ? 'done' : 'pending';
      case 'unpaid': return now >= o.expiresAt ? 'failed' : 'pending';
    }
  }

  /** Paid, whether or not the order system has caught up yet. */
  isPaid(o: OrderRec): boolean {
    this.hearWebhook(o);
    return o.state === 'paid' || o.state === 'done';
  }

  /** Waiting for the player to pay (not expired). */
  isOpenUnpaid(o: OrderRec): boolean {
    this.hearWebhook(o);
    return o.state === 'unpaid' && this.now() < o.expiresAt;
  }

  /** Pay on the payment site: done after the current pay lag. */
  pay(o: OrderRec): void {
    if (o.state === 'paid' || o.state === 'done') return;
    const now = this.now();
    o.state = 'paid';
    o.paidAt = now;
    o.doneAt = now + this.payLagMs;
  }

  /** Toss's record of an orderId, an authorization past TOSS_CONFIRM_LIMIT_MS read as expired. */
  tossPayment(orderId: string): TossPaymentRec | undefined {
    const t = this.tossPayments.get(orderId);
    if (t?.status === 'IN_PROGRESS' && t.authorizedAt !== null && this.now() >= t.authorizedAt + TOSS_CONFIRM_LIMIT_MS) t.status = 'EXPIRED';
    return t;
  }

  /** Sets an order's state directly (control call). */
  forceState(o: OrderRec, status: 'pending' | 'paid' | 'done' | 'failed'): void {
    const now = this.now();
    if (status === 'pending') { o.state = 'unpaid'; o.paidAt = null; o.doneAt = null; o.expiresAt = Math.max(o.expiresAt, now + 60_000); }
    else if (status === 'paid') { o.state = 'paid'; o.paidAt = now; o.doneAt = now + this.payLagMs; }
    else if (status === 'done') { o.state = 'done'; o.paidAt ??= now; o.doneAt = now; }
    else o.state = 'failed';
  }

  /** The purchase limit of a goods item for one role, counting paid orders. */
  limitInfo(username: string, clientId: string, roleId: string, g: GoodsRec): PurchaseLimit | null {
    if (!g.limit) return null;
    const paid = this.orders.filter((o) => o.kind === 'goods' && o.username === username && o.clientId === clientId && o.roleId === roleId && o.goodsId === g.goodsId && this.isPaid(o));
    return purchaseLimit(g.limit, paid.map((o) => o.paidAt ?? o.createdAt), this.now());
  }

  /** The open unpaid order of this role for this goods item, if any. */
  unpaidOrder(username: string, clientId: string, roleId: string, goodsId: number): OrderRec | undefined {
    return this.orders.find((o) => o.kind === 'goods' && o.username === username && o.clientId === clientId && o.roleId === roleId && o.goodsId === goodsId && this.isOpenUnpaid(o));
  }

  // ─── promotion ──────────────────────────────────────────────────────────────────────

  promotionRunning(p: PromotionRec): boolean {
    const now = this.now();
    return now >= p.start && now < p.end;
  }

  accumulatedMinor(p: PromotionRec, username: string): number {
    const done = this.orders.filter((o) => o.brand === p.brand && o.username === username && o.kind !== 'replenishment'
      && this.orderStatus(o) === 'done' && o.createdAt >= p.start && o.createdAt < p.end);
    return (p.baseMinor[username] ?? 0) + done.reduce((s, o) => s + o.amountMinor, 0);
  }

  tierStatus(p: PromotionRec, username: string, tierId: number): TierStatus {
    const tier = p.tiers.find((t) => t.tierId === tierId)!;
    if (p.claimed.has(`${username}:${tierId}`)) return 'claimed';
    return this.accumulatedMinor(p, username) >= tier.thresholdMinor ? 'claimable' : 'locked';
  }

  // ─── replenishment ──────────────────────────────────────────────────────────────────

  replenishState(r: ReplenishRec): 'open' | 'expired' | 'settled' {
    if (r.settled || this.orders.some((o) => o.replenishId === r.replenishId && this.orderStatus(o) === 'done')) return 'settled';
    return this.now() >= r.expiresAt ? 'expired' : 'open';
  }
}
