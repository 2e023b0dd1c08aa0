/**
 * Server data a page shows, with its loading state: `status` says whether `data` is
 * fresh, loading, failed or not asked for. A newer load wins: the answer of an older one
 * that arrives late is dropped, so a fast tap through servers never shows the wrong list.
 */
export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface Resource<T> {
  status: ResourceStatus;
  data: T;
  /** Bumped by each load; an answer for an older value is stale. */
  seq: number;
}

export function resource<T>(empty: T): Resource<T> {
  return { status: 'idle', data: empty, seq: 0 };
}

/**
 * Loads into `r` (a valtio proxy's field). Errors are already shown by the API client
 * (toast, popup, navigation); here they only mark the resource failed. Returns the data,
 * or undefined when the load failed or was overtaken.
 */
export async function loadInto<T>(r: Resource<T>, fetcher: () => Promise<T>, opts: { keep?: boolean } = {}): Promise<T | undefined> {
  const seq = ++r.seq;
  r.status = 'loading';
  if (!opts.keep) r.data = emptyLike(r.data);
  try {
    const data = await fetcher();
    if (seq !== r.seq) return undefined;
    r.data = data;
    r.status = 'ready';
    return data;
  } catch {
    if (seq === r.seq) r.status = 'error';
    return undefined;
  }
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
