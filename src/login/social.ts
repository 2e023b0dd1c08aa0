/**
 * Social login (spec sections 4 and 5), in the chunk the login popup loads when it opens
 * (components/social-logins.tsx), never in the first bundle. Each provider runs its own
 * documented browser flow (social/<provider>.ts), its script loaded when the login popup
 * opens, so that a tap runs the provider's call at once and its window opens inside the
 * tap (social/sdk.ts); what the provider hands back is redeemed with the storefront's API
 * and ends in the login success sequence (completeLogin). Kakao, and Facebook in its own
 * in-app browsers, leave the page and come back through the callback page
 * (social-return.ts).
 * Anything short of a login (cancelled, refused, window closed or blocked, no
 * authorization) ends in the failure text 'login.socialFailed', the player where they were.
 */
import socialAuth from 'virtual:brand/socialAuth';
import type { SocialAuthProvider } from '../../brands/brand.ts';
import { ApiError } from '../api/api-error.ts';
import { isFacebookApp, isInAppBrowser } from '../lib/platform.ts';
import { randomId } from '../lib/random-id.ts';
import { socialReadiness } from '../stores/social-readiness.ts';
import { type Message } from '../stores/ui.ts';
import { completeLogin } from './session-actions.ts';
import { apple } from './social/apple.ts';
import { CALLBACK_PATH } from './social/callback-protocol.ts';
import { facebook } from './social/facebook.ts';
import { google } from './social/google.ts';
import { kakao } from './social/kakao.ts';
import { prefetchRequestToken, twitter } from './social/twitter.ts';
import { type Answer, type Attempt, LEFT, type SocialAdapter } from './social/types.ts';
import { vk } from './social/vk.ts';

export type SocialProvider = SocialAuthProvider;

const ADAPTERS: Record<SocialProvider, SocialAdapter> = { google, apple, facebook, twitter, vk, kakao };

/** Shown on the buttons (login.with); brand names, not translated. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google', apple: 'Apple', facebook: 'Facebook', twitter: 'Twitter', vk: 'VK', kakao: 'Kakao',
};

/** The providers this brand offers (the ones it has keys for), in display order (the build's). */
export function socialProviders(): SocialProvider[] {
  return Object.keys(socialAuth) as SocialProvider[];
}

/**
 * Google refuses to log in inside apps' built-in browsers, and Facebook does in all but its
 * own and Instagram's (there its dialog opens in the page): the login popup shows the
 * in-app notice instead (spec section 2).
 */
export function needsInAppNotice(p: SocialProvider, ua?: string): boolean {
  if (p === 'google') return isInAppBrowser(ua);
  if (p === 'facebook') return isInAppBrowser(ua) && !isFacebookApp(ua);
  return false;
}

const FAILED: Message = { key: 'login.socialFailed' };

/** What to tell the player when an attempt threw. */
async function failure(e: unknown): Promise<Message> {
  // A call's failure in the storefront's words for a code it knows, the server's only for
  // one it does not (stores/api-messages.ts, loaded with the failure).
  return e instanceof ApiError ? (await import('../stores/api-messages.ts')).failureMessage(e) : FAILED;
}

/** Loads what `p` needs before a tap, noting its readiness (stores/social-readiness.ts); false when it failed. */
function prepare(p: SocialProvider): Promise<boolean> {
  const a = ADAPTERS[p];
  // A provider that shows the in-app notice here never runs: nothing to load.
  if (!a.prepare || a.ready?.() || needsInAppNotice(p)) { socialReadiness[p] = 'ready'; return Promise.resolve(true); }
  socialReadiness[p] = 'loading';
  return a.prepare().then(() => { socialReadiness[p] = 'ready'; return true; }, () => { socialReadiness[p] = 'failed'; return false; });
}

/**
 * The login popup opened: every offered provider's script starts loading, so that it is
 * there before the player can tap (never on page load), and the Twitter request token is
 * fetched ahead (spec section 4).
 */
export function prepareSocialLogin(): void {
  if (socialAuth.twitter) prefetchRequestToken();
  for (const p of socialProviders()) void prepare(p);
}

/** A tap on a provider whose script could not be loaded: loads it again; the failure text if it fails again. */
export function retryProvider(p: SocialProvider): Promise<Message | null> {
  return prepare(p).then((ok) => (ok ? null : FAILED));
}

function newAttempt(provider: SocialProvider, state = randomId() + randomId()): Attempt {
  return { provider, state, callbackUrl: window.location.origin + CALLBACK_PATH };
}

/** Redeems what the provider handed back; null on success (the page reloads). */
async function redeem(adapter: SocialAdapter, answer: Answer | null, attempt: Attempt): Promise<Message | null> {
  const redeeming = answer && adapter.redeem(answer, attempt);
  if (!redeeming) return FAILED;
  await completeLogin(await redeeming);
  return null;
}

let latest = 0;

/**
 * Logs in with `p`. Call it in the tap: the provider's flow starts before anything is
 * awaited, so its window may open. Resolves with the failure to show, or null when the
 * login succeeded (the page reloads), when the page is leaving for the provider, or when a
 * newer attempt took over.
 */
export function startSocialLogin(p: SocialProvider): Promise<Message | null> {
  const mine = ++latest;
  const adapter = ADAPTERS[p];
  const attempt = newAttempt(p);
  let authorizing: Promise<Answer | null | typeof LEFT>;
  try { authorizing = adapter.authorize(attempt); } catch (e) { authorizing = Promise.reject(e); }
  return authorizing
    .then((answer) => (answer === LEFT || mine !== latest ? null : redeem(adapter, answer, attempt)))
    .catch((e: unknown) => (mine === latest ? failure(e) : null));
}

/**
 * Redeems what a provider sent back to a login that left the page (social-return.ts, which
 * found the attempt and checked its state); null on success (the page reloads).
 */
export function redeemReturn(p: SocialProvider, answer: Answer, state: string): Promise<Message | null> {
  if (!(p in ADAPTERS) || !socialAuth[p]) return Promise.resolve(FAILED);
  return redeem(ADAPTERS[p], answer, newAttempt(p, state)).catch(failure);
}
