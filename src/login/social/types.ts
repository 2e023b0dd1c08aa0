/**
 * The shape every social login adapter (google.ts, apple.ts, facebook.ts, twitter.ts,
 * vk.ts) exports; src/login/social.ts drives them.
 */
import type { CallOptions } from '../../api/client.ts';
import type { LoginResult } from '../../api/contract.ts';

/** What a provider handed back: its query values or message fields (code, state, error…). */
export type Answer = Record<string, string>;

/** One login attempt. */
export interface Attempt {
  /** Random per attempt; the provider hands it back and it must match. */
  state: string;
  /** Where the provider returns to: the storefront's own origin (its answer is posted there). */
  redirectUri: string;
  /** The provider's authorization page from the baked config (brand.socialAuth). */
  endpoint: string;
}

export interface SocialAdapter {
  /**
   * 'popup': the page opens in the window the click opened and answers by message;
   * 'redirect': the storefront itself goes there and is sent back (Twitter).
   */
  via: 'popup' | 'redirect';
  /** The authorization page address for this attempt. */
  authorizeUrl(attempt: Attempt): string | Promise<string>;
  /** Redeems what came back with the storefront's API; null when it holds no authorization. */
  redeem(answer: Answer, attempt: Attempt): Promise<LoginResult> | null;
}

/** The caller shows its own failure text, so the API client's global handling is skipped. */
export const SILENT: CallOptions = { silent: true };

/** Query parameters Twitter sends the player back with (`denied` when they cancelled): twitter-return.ts takes them off the address at start. */
export const TWITTER_RETURN_PARAMS = ['oauth_token', 'oauth_verifier', 'denied'] as const;
