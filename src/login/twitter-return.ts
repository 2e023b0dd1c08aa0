/**
 * The Twitter callback is the storefront itself, on the route the player left from
 * (social/twitter.ts). Called once at start: when the address carries Twitter's answer
 * (oauth_token and oauth_verifier, or denied), it is taken out of the address at once, so
 * no route and no reload sees it, and the social chunk finishes the login (or ignores it,
 * for a brand without Twitter login: the brand's keys are not part of the first page).
 */
import { showToast } from '../stores/ui.ts';
import { TWITTER_RETURN_PARAMS as RETURN_PARAMS } from './social/types.ts';

export function handleTwitterReturn(): Promise<void> | undefined {
  const url = new URL(location.href);
  const q = url.searchParams;
  if (!(q.has('oauth_token') && q.has('oauth_verifier')) && !q.has('denied')) return undefined;
  const values: Record<string, string> = {};
  for (const k of RETURN_PARAMS) {
    const v = q.get(k);
    if (v !== null) values[k] = v;
    q.delete(k);
  }
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return import('./social.ts').then((m) => m.finishTwitterReturn(values), () => showToast({ key: 'error.network' }));
}
