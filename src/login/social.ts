/**
 * Social login (spec sections 4 and 5), in the chunk the login popup loads when it opens
 * (components/social-logins.tsx), never in the first bundle. Google, Apple, Facebook and
 * VK authorize in a popup window the click opened and answer by message (social/popup.ts);
 * Twitter leaves the page and comes back (social/twitter.ts, twitter-return.ts). What the
 * provider hands back is redeemed with the storefront's API and ends in the login success
 * sequence (completeLogin).
 * Anything short of a login — cancelled, window closed, no authorization — ends in the
 * failure text 'login.socialFailed'.
 */
import socialAuth from 'virtual:brand/socialAuth';
import type { SocialAuthProvider } from '../../brands/brand.ts';
import { ApiError, CLIENT_CODE } from '../api/api-error.ts';
import { CODE } from '../api/contract.ts';
import { isInAppBrowser } from '../lib/platform.ts';
import { randomId } from '../lib/random-id.ts';
import { redirectTo } from '../lib/redirect.ts';
import { type Message, showToast } from '../stores/ui.ts';
import { completeLogin } from './session-actions.ts';
import { apple } from './social/apple.ts';
import { facebook } from './social/facebook.ts';
import { google } from './social/google.ts';
import { awaitAnswer } from './social/popup.ts';
import { prefetchRequestToken, twitter } from './social/twitter.ts';
import type { Answer, Attempt, SocialAdapter } from './social/types.ts';
import { vk } from './social/vk.ts';

export type SocialProvider = SocialAuthProvider;

const ADAPTERS: Record<SocialProvider, SocialAdapter> = { google, apple, facebook, twitter, vk };

/** Shown on the buttons (login.with); brand names, not translated. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google', apple: 'Apple', facebook: 'Facebook', twitter: 'Twitter', vk: 'VK',
};

/** The providers this brand offers (the ones it has keys for), in display order (the build's). */
export function socialProviders(): SocialProvider[] {
  return Object.keys(socialAuth) as SocialProvider[];
}

/**
 * Google and Facebook refuse to log in inside apps' built-in browsers: there the login
 * popup shows the in-app notice instead of their page (spec section 2).
 */
export function needsInAppNotice(p: SocialProvider, ua?: string): boolean {
  return (p === 'google' || p === 'facebook') && isInAppBrowser(ua);
}

const FAILED: Message = { key: 'login.socialFailed' };

/** What to tell the player when an attempt threw. */
function failure(e: unknown): Message {
  if (e instanceof ApiError) {
    if (e.code === CLIENT_CODE.network) return { key: 'error.network' };
    // The server's own words when it gave some, except for a refused authorization.
    if (e.code !== CODE.SOCIAL_FAILED && e.message) return { text: e.message };
  }
  return FAILED;
}

/** The login popup opened: fetch the Twitter request token ahead (spec section 4). */
export function prepareSocialLogin(): void {
  if (socialAuth.twitter) prefetchRequestToken();
}

function newAttempt(p: SocialProvider): Attempt {
  return { state: randomId() + randomId(), redirectUri: `${window.location.origin}/`, endpoint: socialAuth[p]! };
}

let latest = 0;

/**
 * Logs in with `p`. `win` is the blank window the click opened (null when it was blocked,
 * or for Twitter). Resolves with the failure to show, or null when the login succeeded
 * (the page reloads), when the page is leaving for Twitter, or when a newer attempt took
 * over the window.
 */
export async function startSocialLogin(p: SocialProvider, win: Window | null): Promise<Message | null> {
  const mine = ++latest;
  const adapter = ADAPTERS[p];
  const attempt = newAttempt(p);
  try {
    if (adapter.via === 'redirect') {
      win?.close();
      const url = await adapter.authorizeUrl(attempt);
      // Only the provider's own origin is followed, whatever the API answered.
      return redirectTo(url, [new URL(attempt.endpoint).origin]) ? null : FAILED;
    }
    if (!win) return FAILED;
    const answer = await awaitAnswer(win, await adapter.authorizeUrl(attempt), attempt.state);
    if (mine !== latest) return null;
    const redeeming = answer && adapter.redeem(answer, attempt);
    if (!redeeming) return FAILED;
    await completeLogin(await redeeming);
    return null;
  } catch (e) {
    win?.close();
    return mine === latest ? failure(e) : null;
  }
}

/**
 * The storefront came back from Twitter with these query values (twitter-return.ts
 * already took them out of the address): redeem them, or show the failure as a toast.
 */
export async function finishTwitterReturn(values: Answer): Promise<void> {
  if (!socialAuth.twitter) return;
  try {
    const redeeming = twitter.redeem(values, newAttempt('twitter'));
    if (!redeeming) { showToast(FAILED); return; }
    await completeLogin(await redeeming);
  } catch (e) {
    showToast(failure(e));
  }
}
