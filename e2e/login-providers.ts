/**
 * The social login providers' real hosts, answered at the network boundary: every request
 * a page or its popups make to one of them is answered by the sandbox's social host at the
 * same path (sandbox/handlers/social.ts), whose stand-in scripts and pages behave as each
 * provider documents. Facebook's sdk.js there is what the real one is, a small loader that
 * fetches the SDK's main bundle (sdk.js?hash=…) and queues FB.login until it has arrived
 * (sandbox/handlers/social-scripts.ts FACEBOOK_LOADER). VK ID's SDK is the real one,
 * bundled; its calls to id.vk.ru are answered here too. The bundles under test keep the
 * production addresses (no STORE_SOCIAL_AUTH_ORIGIN), so this is the storefront as it
 * runs against the real ones.
 */
import type { BrowserContext } from 'playwright-core';

/** Script and page hosts of Google, Apple, Facebook, VK ID, Kakao and X. */
export const LOGIN_PROVIDER_HOSTS = [
  'accounts.google.com',
  'appleid.cdn-apple.com', 'appleid.apple.com',
  'connect.facebook.net', 'www.facebook.com',
  'id.vk.ru',
  't1.kakaocdn.net', 'kauth.kakao.com',
  'api.x.com', 'api.twitter.com',
];

/** Requests held back until release(): a slow script, as a phone on a poor network gets it. */
export interface HeldBack {
  matches: (url: URL) => boolean;
  released: Promise<void>;
  release: () => void;
}

export function holdBack(matches: (url: URL) => boolean): HeldBack {
  let release!: () => void;
  const released = new Promise<void>((r) => { release = r; });
  return { matches, released, release };
}

/**
 * Answers the providers' hosts in `ctx` from the social host at `social`; each request's
 * address is added to `seen`, in order. A request `held` matches waits for its release.
 */
export async function answerLoginProviders(ctx: BrowserContext, social: string, seen: string[] = [], held?: HeldBack): Promise<string[]> {
  await ctx.route((url) => url.protocol === 'https:' && LOGIN_PROVIDER_HOSTS.includes(url.hostname), async (route) => {
    const u = new URL(route.request().url());
    seen.push(u.toString());
    if (held?.matches(u)) await held.released;
    // Redirects go back to the browser as they are: a provider's redirect is the browser's to follow.
    const response = await route.fetch({ url: social + u.pathname + u.search, maxRedirects: 0 });
    await route.fulfill({ response });
  });
  return seen;
}
