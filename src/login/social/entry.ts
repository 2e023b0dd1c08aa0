/**
 * The part of social login that must be in the first bundle, because it has to run inside
 * the click: opening the popup window (a window opened after an await, once the social
 * chunk has loaded, would be blocked). Everything else is in the lazily loaded chunk of
 * src/login/social.ts.
 */
import brand from 'virtual:brand';
import { isInAppBrowser } from '../../lib/platform.ts';
import type { Message } from '../../stores/ui.ts';
import type { SocialAuthProvider } from '../../../scripts/lib/social-auth.ts';

export type SocialProvider = SocialAuthProvider;

/** Shown on the buttons (login.with); brand names, not translated. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google', apple: 'Apple', facebook: 'Facebook', twitter: 'Twitter', vk: 'VK',
};

/** The providers this brand offers (the ones it has keys for), in display order (the build's). */
export function socialProviders(): SocialProvider[] {
  return Object.keys(brand.socialAuth) as SocialProvider[];
}

/**
 * Google and Facebook refuse to log in inside apps' built-in browsers: there the login
 * popup shows the in-app notice instead (spec section 2).
 */
export function needsInAppNotice(p: SocialProvider, ua?: string): boolean {
  return (p === 'google' || p === 'facebook') && isInAppBrowser(ua);
}

/** Name of the window every social login authorizes in: a second click reuses it. */
export const AUTH_WINDOW_NAME = 'social-login';
const AUTH_WINDOW = { width: 500, height: 640 }; // px

/** Opens the (still blank) authorization window centred over the page; null when blocked. */
export function openAuthWindow(): Window | null {
  const { width, height } = AUTH_WINDOW;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  return window.open('about:blank', AUTH_WINDOW_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/**
 * Starts a social login from a click: opens the window (Twitter leaves the page instead),
 * then loads the social chunk and hands over. Resolves with what to show when the login
 * failed, null when it succeeded (the page reloads) or is leaving for Twitter.
 */
export async function loginWith(p: SocialProvider): Promise<Message | null> {
  const win = p === 'twitter' ? null : openAuthWindow();
  let social: typeof import('../social.ts');
  try {
    social = await import('../social.ts');
  } catch {
    win?.close();
    return { key: 'error.network' };
  }
  return social.startSocialLogin(p, win);
}

/** When the login popup opens: loads the social chunk ahead, which fetches the Twitter request token. */
export function prepareSocialLogin(): void {
  if (socialProviders().length === 0) return;
  import('../social.ts').then((m) => m.prepareSocialLogin(), () => { /* the click will try again */ });
}
