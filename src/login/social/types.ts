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
  /** Starts loading what the flow needs (its script) as the tap begins; never throws. */
  prepare?(): void;
  /**
   * Runs the provider's own flow. Called inside the tap with nothing awaited before it,
   * so the provider's window may open. Resolves with what the provider handed back, null
   * when it handed back no authorization (cancelled, refused, window closed or blocked,
   * another attempt's answer), or LEFT.
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
