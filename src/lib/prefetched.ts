/**
 * Answers asked for before the app runs, handed to the API client by exact URL.
 *
 * index.html's head script asks for step 1's game list while the HTML is parsed
 * (src/boot/early-games-request.ts), with the very URL the client will build; the client's
 * HTTP module (src/api/client-http.ts) takes the answer for that URL instead of asking
 * again, once, and treats it like any reply: codes, errors and shapes go through the
 * client's own handling. No store knows that the answer came early.
 */

/**
 * A reply as the head script read it, or null when there was none (network, timeout).
 * `type` is its Content-Type: the client fails over a reply that is not JSON.
 */
export interface EarlyReply { status: number; body: string; type?: string | null }

export type PrefetchHolder = { __prefetched?: Record<string, Promise<EarlyReply | null>> };

/** The head's part: leaves the reply to `url` for the client. */
export function putPrefetched(win: PrefetchHolder, url: string, reply: Promise<EarlyReply | null>): void {
  (win.__prefetched ??= {})[url] = reply;
}

/** The client's part: the early reply to `url`, once; undefined when none was asked for. */
export function takePrefetched(url: string, win: PrefetchHolder = globalThis as PrefetchHolder): Promise<EarlyReply | null> | undefined {
  const replies = win.__prefetched;
  const reply = replies?.[url];
  if (replies) delete replies[url];
  return reply;
}
