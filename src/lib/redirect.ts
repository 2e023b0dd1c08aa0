/**
 * Leaving the storefront for another site (the payment page, customer service), behind a
 * swappable function so tests can see where the page would go. Only http(s) addresses
 * whose origin is in `allowed` are followed: an order never sends a player to a host the
 * brand does not list.
 */
import { markLeaving } from './page-leaving.ts';

let impl: (url: string) => void = (url) => { markLeaving(); window.location.assign(url); };

/**
 * `url` as the page may use it: on one of the `allowed` origins with one of `schemes`, and
 * without userinfo; else ''. `https://evil.example@www.brand.example/` is on the listed
 * host, but what a player reads first (and what a browser's credential prompt names) is
 * evil.example: the address goes without `user:password@`.
 */
function listedHref(url: string, allowed: readonly string[] | undefined, schemes: readonly string[]): string {
  try {
    const u = new URL(url);
    if (!schemes.includes(u.protocol) || !(allowed ?? []).includes(u.origin)) return '';
    u.username = '';
    u.password = '';
    return u.href;
  } catch {
    return '';
  }
}

const HTTP = ['https:', 'http:'];

/** `url` without userinfo when it is http(s) on one of the `allowed` origins, else ''. */
export function allowedHref(url: string, allowed: readonly string[]): string {
  return listedHref(url, allowed, HTTP);
}

/** Goes to `url` (without userinfo) when allowed; returns false (and stays) when not. */
export function redirectTo(url: string, allowed: readonly string[]): boolean {
  const href = allowedHref(url, allowed);
  if (!href) return false;
  impl(href);
  return true;
}

/**
 * `url` without userinfo when it is https on one of the `allowed` origins, else ''. For
 * addresses named by the server that the page only links to or opens in a window (banner,
 * customer service).
 */
export function listedHttpsHref(url: string, allowed: readonly string[] | undefined): string {
  return listedHref(url, allowed, ['https:']);
}

export function setRedirect(fn: (url: string) => void): () => void {
  const prev = impl;
  impl = fn;
  return () => { impl = prev; };
}
