/**
 * Loads a provider's script from its own host, once: the social logins' SDKs, each when
 * the player taps that login (src/login/social/). A failed load is forgotten, so a later
 * tap tries again. `integrity` (with CORS) where the provider publishes a hash.
 */
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string, opts: { integrity?: string } = {}): Promise<void> {
  let p = loading.get(src);
  if (p) return p;
  p = new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    if (opts.integrity) { s.integrity = opts.integrity; s.crossOrigin = 'anonymous'; }
    s.onload = () => resolve();
    s.onerror = () => { loading.delete(src); s.remove(); reject(new Error(`could not load ${src}`)); };
    document.head.append(s);
  });
  loading.set(src, p);
  return p;
}
