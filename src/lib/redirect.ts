/**
 * Leaving the storefront for another site (the payment page, customer service), behind a
 * swappable function so tests can see where the page would go. Only http(s) addresses
 * whose origin is in `allowed` are followed: an order never sends a player to a host the
 * brand does not list.
 */
let impl: (url: string) => void = (url) => { window.location.assign(url); };

export function isAllowedUrl(url: string, allowed: readonly string[]): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && allowed.includes(u.origin);
  } catch {
    return false;
  }
}

/** Goes to `url` when allowed; returns false (and stays) when not. */
export function redirectTo(url: string, allowed: readonly string[]): boolean {
  if (!isAllowedUrl(url, allowed)) return false;
  impl(url);
  return true;
}

/**
 * `url` when it is https on one of the `allowed` origins, else ''. For addresses named by
 * the server that the page only links to or opens in a window (banner, customer service).
 */
export function listedHttpsHref(url: string, allowed: readonly string[] | undefined): string {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && (allowed ?? []).includes(u.origin) ? u.href : '';
  } catch {
    return '';
  }
}

export function setRedirect(fn: (url: string) => void): () => void {
  const prev = impl;
  impl = fn;
  return () => { impl = prev; };
}
