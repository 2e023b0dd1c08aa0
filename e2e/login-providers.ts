/**
 * The social login providers' real hosts, answered at the network boundary: every request
 * a page or its popups make to one of them is answered by the sandbox's social host at the
 * same path (sandbox/handlers/social.ts), whose stand-in scripts and pages behave as each
 * provider documents. The bundles under test keep the production addresses (no
 * STORE_SOCIAL_AUTH_ORIGIN), so this is the storefront as it runs against the real ones.
 */
import type { BrowserContext } from 'playwright-core';

/** Script and page hosts of Google, Apple, Facebook, VK ID, Kakao and X. */
export const LOGIN_PROVIDER_HOSTS = [
  'accounts.google.com',
  'appleid.cdn-apple.com', 'appleid.apple.com',
  'connect.facebook.net', 'www.facebook.com',
  'unpkg.com', 'id.vk.com',
  't1.kakaocdn.net', 'kauth.kakao.com',
  'api.x.com', 'api.twitter.com',
];

/**
 * Answers the providers' hosts in `ctx` from the social host at `social`; each request's
 * address is added to `seen`, in order.
 */
export async function answerLoginProviders(ctx: BrowserContext, social: string, seen: string[] = []): Promise<string[]> {
  await ctx.route((url) => url.protocol === 'https:' && LOGIN_PROVIDER_HOSTS.includes(url.hostname), async (route) => {
    const u = new URL(route.request().url());
    seen.push(u.toString());
    // Redirects go back to the browser as they are: a provider's redirect is the browser's to follow.
    const response = await route.fetch({ url: social + u.pathname + u.search, maxRedirects: 0 });
    await route.fulfill({ response });
  });
  return seen;
}
