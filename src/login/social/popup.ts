/**
 * The popup window side of a social login, once for every provider that answers by
 * message (Google, Apple, Facebook, VK). The window was opened blank by the click
 * (entry.ts); here it is sent to the provider's authorization page, and the answer is
 * taken only from a message that comes from that page's origin, from that window, and
 * carries this attempt's state.
 */
import type { Answer } from './types.ts';

/**
 * Asks the authorization page to answer the opener by message (fields of the answer plus
 * `state`) instead of redirecting the window to redirect_uri.
 */
export const ANSWER_BY_MESSAGE = { mode: 'popup' } as const;

/** How often the window is checked for having been closed by the player. */
export const CLOSED_POLL_MS = 400;
/** After the window is seen closed, a message it posted just before may still be queued. */
export const CLOSED_GRACE_MS = 400;

/** The authorization page address: the endpoint with the parameters added to its query. */
export function pageUrl(endpoint: string, params: Record<string, string>): string {
  const u = new URL(endpoint);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** The string fields of a message's data; null when it is not an object. */
function stringFields(data: unknown): Answer | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const out: Answer = {};
  for (const [k, v] of Object.entries(data)) if (typeof v === 'string') out[k] = v;
  return out;
}

let abandonCurrent: (() => void) | null = null;

/**
 * Sends `win` to `url` and waits for the answer. Resolves with the message's fields, or
 * null when the window closes without one or a newer attempt starts (it reuses the
 * window, see AUTH_WINDOW_NAME).
 */
export function awaitAnswer(win: Window, url: string, state: string): Promise<Answer | null> {
  abandonCurrent?.();
  const origin = new URL(url).origin;
  return new Promise((resolve) => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = (answer: Answer | null) => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(grace);
      abandonCurrent = null;
      resolve(answer);
    };
    function onMessage(e: MessageEvent) {
      if (e.origin !== origin || e.source !== win) return;
      const answer = stringFields(e.data);
      if (answer?.state === state) finish(answer);
    }
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      if (win.closed && grace === undefined) grace = setTimeout(() => finish(null), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    abandonCurrent = () => finish(null);
    win.location.href = url;
    win.focus();
  });
}
