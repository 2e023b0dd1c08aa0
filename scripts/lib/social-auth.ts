/**
 * Where a social login sends the player to authorize: the providers' own authorization
 * pages, baked into the brand config as `socialAuth`, one entry per provider the brand
 * has keys for (brand.login). No provider SDK is loaded; the storefront opens these pages
 * in a popup window (Twitter: the API's twitter_auth names the page, and `socialAuth.twitter`
 * only says which origin that page may be on).
 *
 * Production addresses by default. The staging override STORE_SOCIAL_AUTH_ORIGIN (read at
 * build time, like the host overrides in brands.ts) points every provider at one origin
 * with the sandbox's paths, see sandbox/README.md "Social login stand-ins".
 */
import { type BrandLogin, SOCIAL_AUTH_PROVIDERS, type SocialAuth, type SocialAuthProvider } from '../../brands/brand.ts';

export const SOCIAL_AUTH_OVERRIDE = 'STORE_SOCIAL_AUTH_ORIGIN';

export { SOCIAL_AUTH_PROVIDERS, type SocialAuth };

const PRODUCTION: Record<SocialAuthProvider, string> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  apple: 'https://appleid.apple.com/auth/authorize',
  facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
  twitter: 'https://api.twitter.com/oauth/authenticate',
  vk: 'https://oauth.vk.com/authorize',
};

/** Paths under STORE_SOCIAL_AUTH_ORIGIN (the sandbox's social host). */
const STAGING_PATHS: Record<SocialAuthProvider, string> = {
  google: '/google/authorize',
  apple: '/apple/authorize',
  facebook: '/facebook/dialog/oauth',
  twitter: '/twitter/oauth/authenticate',
  vk: '/vk/authorize',
};

type Env = Record<string, string | undefined>;

/** The socialAuth block of a brand; throws when the override is not a bare http(s) origin. */
export function socialAuthFor(login: BrandLogin, env: Env = {}): SocialAuth {
  const origin = env[SOCIAL_AUTH_OVERRIDE];
  if (origin) {
    let u: URL | null = null;
    try { u = new URL(origin); } catch { /* reported below */ }
    if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:') || u.origin !== origin) {
      throw new Error(`${SOCIAL_AUTH_OVERRIDE}: "${origin}" must be a bare http(s) origin such as https://social.staging.example`);
    }
  }
  const out: SocialAuth = {};
  for (const p of SOCIAL_AUTH_PROVIDERS) if (login[p]) out[p] = origin ? origin + STAGING_PATHS[p] : PRODUCTION[p];
  return out;
}
