/**
 * A route's href with its query, empty values left out: `withQuery(PATHS.result, { billing_no })`.
 * Apart from paths.ts because only later steps build such links, and paths.ts is first-load.
 */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
