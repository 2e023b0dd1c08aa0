/**
 * The shape every social login adapter (google.ts, apple.ts, facebook.ts, twitter.ts,
 * vk.ts, kakao.ts) exports; src/login/social.ts drives them.
 */
import type { SocialAuthProvider } from '../../../brands/brand.ts';
import type { CallOptions } from '../../api/client.ts';
import type { LoginResult } from '../../api/contract.ts';

/** What a provider handed back: the fields of its answer (code, state, access_token, error...). */
export type Answer = Record<string, string>;

/** One login attempt. */
export interface Attempt {
  provider: SocialAuthProvider;
  /** Random per attempt; the provider hands it back and it must match. */
  state: string;
  /** The callback page on this origin (callback-protocol.ts): every redirect URI the providers are given. */
  callbackUrl: string;
}

/** authorize()'s answer when the page itself is leaving for the provider; it comes back through the callback page. */
export const LEFT: unique symbol = Symbol('left');

export interface SocialAdapter {
  /**
   * Loads what the flow needs (its script), before the player can tap: resolves when a tap
   * can run the flow at once, rejects when it could not be loaded (a later call retries).
   * None: nothing to load.
   */
  prepare?(): Promise<void>;
  /** Whether a tap can run the flow now (what prepare loads is there). */
  ready?(): boolean;
  /**
   * Runs the provider's own flow. Called inside the tap with nothing awaited before it,
   * so the provider's window opens with the player's gesture. Resolves with what the
   * provider handed back, null when it handed back no authorization (cancelled, refused,
   * window closed or blocked, another attempt's answer, the SDK not ready), or LEFT.
   */
  authorize(attempt: Attempt): Promise<Answer | null | typeof LEFT>;
  /** Redeems the answer with the storefront's API; null when it holds no authorization. */
  redeem(answer: Answer, attempt: Attempt): Promise<LoginResult> | null;
}

/**
 * The caller shows its own failure text, so the API client shows no message; an in-game
 * login's unknown game (-3001) still clears the game and goes to / (section 8).
 */
export const QUIET: CallOptions = { quiet: true };
