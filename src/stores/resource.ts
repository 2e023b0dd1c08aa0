/**
 * Server data a page shows, with its loading state: `status` says whether `data` is
 * fresh, loading, failed or not asked for. A newer load wins: the answer of an older one
 * that arrives late is dropped, so a fast tap through servers never shows the wrong list.
 */
import { proxy } from 'valtio/vanilla';
import { CLIENT_CODE } from '../api/api-error.ts';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What a failed load says (a message key): the network failed, the answer was not what the contract says, or anything else. */
export type FailureKey = 'error.network' | 'error.query' | 'error.generic';

export interface Resource<T> {
  status: ResourceStatus;
  data: T;
  /** Set when status is 'error'. */
  failure: FailureKey;
  /** Bumped by each load; an answer for an older value is stale. */
  seq: number;
}

/**
 * Loads under way that emptied what they fill, so a placeholder stands in the page while
 * they run (a load that keeps what is shown is a quiet refresh): the announcer
 * (stores/announcer.ts) tells a screen reader the page is loading.
 */
export const blankLoads = proxy({ count: 0, failed: 0 });

export function resource<T>(empty: T): Resource<T> {
  return { status: 'idle', data: empty, seq: 0, failure: 'error.generic' };
}

/**
 * Loads into `r` (a valtio proxy's field). Errors are already shown by the API client
 * (toast, popup, navigation); here they only mark the resource failed. Returns the data,
 * or undefined when the load failed or was overtaken.
 *
 * `keep`: a quiet refresh (the same list in another language, an order's status again).
 * What is shown stays, and a resource that was ready stays ready until the answer is in:
 * the pages draw their loading blocks from `status`, and a refresh that set 'loading'
 * turned step 3's payment methods into blocks and back on every language switch. A
 * failure still marks it failed, as any load.
 */
export async function loadInto<T>(r: Resource<T>, fetcher: () => Promise<T>, opts: { keep?: boolean } = {}): Promise<T | undefined> {
  const seq = ++r.seq;
  if (!(opts.keep && r.status === 'ready')) r.status = 'loading';
  if (!opts.keep) { r.data = emptyLike(r.data); blankLoads.count++; }
  try {
    const data = await fetcher();
    if (seq !== r.seq) return undefined;
    r.data = data;
    r.status = 'ready';
    return data;
  } catch (e) {
    if (!opts.keep) blankLoads.failed++;
    if (seq === r.seq) {
      r.status = 'error';
      r.failure = failureOf(e);
    }
    return undefined;
  } finally {
    if (!opts.keep) blankLoads.count--;
  }
}

/** The message a failed call's error deserves (api/api-error.ts codes; anything else is generic). */
export function failureOf(e: unknown): FailureKey {
  const code = (e as { code?: unknown } | null)?.code;
  if (code === CLIENT_CODE.network) return 'error.network';
  return code === CLIENT_CODE.badShape || code === CLIENT_CODE.badReply ? 'error.query' : 'error.generic';
}

/** Back to "not asked for", cancelling any load under way. */
export function resetResource<T>(r: Resource<T>, empty: T): void {
  r.seq++;
  r.status = 'idle';
  r.data = empty;
}

function emptyLike<T>(v: T): T {
  return (Array.isArray(v) ? [] : v) as T;
}
