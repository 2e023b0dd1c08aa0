/** The timing and rules of the sandbox that a test may turn (POST /__sandbox/config), and the rules it may break on purpose. */

/**
 * Behaviours the contract forbids, switched on by a test to show that a check catches them
 * (npm run conformance): 'idempotency' stores a key only after its request has run (two
 * requests with one key at once both act); 'takeover' replaces an in-page order's provider
 * payment without asking the provider (a succeeded PaymentIntent is simply forgotten).
 */
export type NaiveRule = 'idempotency' | 'takeover';
export const NAIVE_RULES: readonly NaiveRule[] = ['idempotency', 'takeover'];

/** The knobs of the sandbox's timing and rules a test may turn (POST /__sandbox/config); reset restores them. */
export interface SandboxConfig {
  /** Pay → done ("the order system may lag"). */
  payLagMs: number;
  /** A succeeded PaymentIntent → the backend hears of it (Stripe's webhook: seconds to minutes). */
  webhookLagMs: number;
  /** create_order's database write, between its checks and the stored order (a real backend writes asynchronously). */
  writeLagMs: number;
  naive: NaiveRule[];
  /** Toss refuses the next confirm with this (its code and message), once. */
  tossConfirmFailure: { code: string; message: string } | null;
}
