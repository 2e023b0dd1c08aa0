/**
 * The social logins' provider addresses, baked into the brand config as `socialAuth` (one
 * entry per provider the brand offers, `brand.login`), and what each needs the page's
 * Content-Security-Policy to allow (html.ts adds only the brand's own providers' sources).
 * Each provider runs its own documented browser flow (src/login/social/): Google Identity
 * Services, Sign in with Apple JS, Facebook's JavaScript SDK (and its login dialog where
 * popups fail) and Kakao's SDK are loaded from the provider's host when the login popup
 * opens; VK ID's SDK is bundled (@vkid/sdk, its own chunk, from the storefront's origin);
 * Twitter has no script, and the page twitter_auth names must be on one of its origins.
 *
 * Production addresses by default. The staging override STORE_SOCIAL_AUTH_ORIGIN (read at
 * build time, like the host overrides in brands.ts) puts every provider on one origin at
 * the same paths, where the sandbox's stand-ins answer (docs/sandbox.md "Social login
 * stand-ins"); a stand-in script cannot have the provider's integrity hash, so none is kept.
 */
import { type BrandLogin, SOCIAL_AUTH_PROVIDERS, type SocialAuth, type SocialAuthProvider } from '../../brands/brand.ts';

export const SOCIAL_AUTH_OVERRIDE = 'STORE_SOCIAL_AUTH_ORIGIN';

export { SOCIAL_AUTH_PROVIDERS, type SocialAuth };

/** Sources one provider needs in the page's CSP, per directive. */
export interface CspSources { script: string[]; frame: string[]; connect: string[] }

type Entry<P extends SocialAuthProvider> = {
  auth: NonNullable<SocialAuth[P]>;
  csp: Partial<CspSources>;
  /** Paths a staging build adds on the stand-in origin, for what production does not load from the provider. */
  standIn?: Record<string, string>;
};

/**
 * The providers' own addresses, and the CSP sources each documents (providers.md beside
 * the spec has the sources; Facebook, Apple and VK publish no list, so theirs are what
 * their SDKs are seen to load, frame and call).
 */
export const PRODUCTION: { [P in SocialAuthProvider]: Entry<P> } = {
  google: {
    auth: { script: 'https://accounts.google.com/gsi/client' },
    // Google's GIS setup page, "Content Security Policy" (style-src only for Google's own button, not used).
    csp: { script: ['https://accounts.google.com/gsi/client'], frame: ['https://accounts.google.com/gsi/'], connect: ['https://accounts.google.com/gsi/'] },
  },
  apple: {
    auth: { script: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js' },
    csp: { script: ['https://appleid.cdn-apple.com'], frame: ['https://appleid.apple.com'], connect: ['https://appleid.apple.com'] },
  },
  facebook: {
    auth: { script: 'https://connect.facebook.net/en_US/sdk.js', dialog: 'https://www.facebook.com/v25.0/dialog/oauth' },
    csp: {
      script: ['https://connect.facebook.net'],
      frame: ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'],
      connect: ['https://graph.facebook.com', 'https://www.facebook.com', 'https://web.facebook.com', 'https://connect.facebook.net'],
    },
  },
  // The authentication page opens in the popup window: a navigation, which the CSP does not govern.
  twitter: { auth: { pageOrigins: ['https://api.x.com', 'https://api.twitter.com'] }, csp: {} },
  vk: {
    // Bundled from npm (src/login/social/vkid-sdk.ts): no script host. The SDK's own calls
    // (code exchange, statistics) go to id.vk.ru, the domain of the pinned version's build;
    // its authorization page opens in a window, a navigation the CSP does not govern.
    auth: {},
    csp: { connect: ['https://id.vk.ru'] },
    // A staging build loads the stand-in's script in its place (the real SDK reaches VK's hosts only).
    standIn: { script: '/@vkid/sdk@2.6.7/dist-sdk/umd/index.js' },
  },
  kakao: {
    // Version and integrity as Kakao's download page lists them; a new version needs both.
    auth: { script: 'https://t1.kakaocdn.net/kakao_js_sdk/2.8.3/kakao.min.js', integrity: 'sha384-oroumrnFVE0xtgqyDZJARgERibXg2C28380uaUZz2kHDS5CR7tu20eGiOU6GkTpy' },
    // Kakao.Auth.authorize leaves the page for kauth.kakao.com: a navigation again.
    csp: { script: ['https://t1.kakaocdn.net'] },
  },
};

type Env = Record<string, string | undefined>;

/** The provider's addresses on the stand-in origin (paths and queries kept, no integrity). */
function staged<P extends SocialAuthProvider>(p: P, origin: string): NonNullable<SocialAuth[P]> {
  const out: Record<string, unknown> = {};
  for (const [k, path] of Object.entries(PRODUCTION[p].standIn ?? {})) out[k] = origin + path;
  for (const [k, v] of Object.entries(PRODUCTION[p].auth)) {
    if (k === 'integrity') continue;
    if (k === 'pageOrigins') { out[k] = [origin]; continue; }
    const u = new URL(v as string);
    out[k] = origin + u.pathname + u.search;
  }
  return out as NonNullable<SocialAuth[P]>;
}

function checkedOverride(env: Env): string | undefined {
  const origin = env[SOCIAL_AUTH_OVERRIDE];
  if (!origin) return undefined;
  let u: URL | null = null;
  try { u = new URL(origin); } catch { /* reported below */ }
  if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:') || u.origin !== origin) {
    throw new Error(`${SOCIAL_AUTH_OVERRIDE}: "${origin}" must be a bare http(s) origin such as https://social.staging.example`);
  }
  return origin;
}

/** The socialAuth block of a brand; throws when the override is not a bare http(s) origin. */
export function socialAuthFor(login: BrandLogin, env: Env = {}): SocialAuth {
  const origin = checkedOverride(env);
  const out: Record<string, unknown> = {};
  for (const p of SOCIAL_AUTH_PROVIDERS) if (login[p]) out[p] = origin ? staged(p, origin) : PRODUCTION[p].auth;
  return out as SocialAuth;
}

/**
 * The CSP sources the brand's social logins need, per directive: a provider at its
 * production addresses gets the sources it documents; one on a stand-in origin, that
 * origin alone in the same directives.
 */
export function socialCspSources(auth: SocialAuth): CspSources {
  const out: CspSources = { script: [], frame: [], connect: [] };
  for (const p of SOCIAL_AUTH_PROVIDERS) {
    const entry = auth[p] as Record<string, unknown> | undefined;
    if (!entry) continue;
    const prod = PRODUCTION[p];
    const production = JSON.stringify(entry) === JSON.stringify(prod.auth);
    const any = Object.values(entry).flat()[0] as string;
    for (const d of ['script', 'frame', 'connect'] as const) {
      // On a stand-in origin: that origin in the directives the provider needs, and for a script it loads there.
      const staged = prod.csp[d] || (d === 'script' && 'script' in entry);
      for (const s of production ? prod.csp[d] ?? [] : staged ? [new URL(any).origin] : []) if (!out[d].includes(s)) out[d].push(s);
    }
  }
  return out;
}
