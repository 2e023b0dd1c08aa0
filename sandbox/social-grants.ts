/**
 * What the stand-in login providers hand out and the sandbox redeems once: social codes and
 * tokens, Twitter's request tokens, and Korea's real-name verification tickets.
 */
import type { SocialProvider } from './seed/accounts.ts';

/** Social codes, tokens and Twitter request tokens live this long. */
export const SOCIAL_GRANT_TTL = 10 * 60_000; // ms

/** A code or token a stand-in provider handed out, redeemed once by a *_auth call. */
export interface SocialGrant {
  provider: SocialProvider;
  identityId: string;
  /** What the login call must present alongside (client id, redirect uri, Apple's identity token, VK uid). */
  bind: Record<string, string>;
  expiresAt: number;
  used: boolean;
}

export interface TwitterRequest {
  callback: string;
  clientId: string;
  verifier: string | null;
  identityId: string | null;
  expiresAt: number;
  used: boolean;
}

/** A real-name verification started from kr_user_info's verify_url (brand ko). */
export interface RealNameTicket { username: string; returnUrl: string; expiresAt: number }
