/**
 * The popup window side of a social login, once for every provider that answers by
 * message (Google, Apple, Facebook, VK). The click opens the window blank, at once (a
 * window opened after an await would be blocked); then it is sent to the provider's
 * authorization page, and the answer is taken only from a message that comes from that
 * page's origin, from that window, and carries this attempt's state.
 */
import type { Answer } from './types.ts';

/**
 * Asks the authorization page to answer the opener by message (fields of the answer plus
 * `state`) instead of redirecting the window to redirect_uri.
 */
export const ANSWER_BY_MESSAGE = { mode: 'popup' } as const;

/** Name of the window every social login authorizes in: a second click reuses it. */
export const AUTH_WINDOW_NAME = 'social-login';
const AUTH_WINDOW = { width: 500, height: 640 }; // px

/** Opens the (still blank) authorization window centred over the page; null when blocked. Call it in the click. */
export function openAuthWindow(): Window | null {
  const { width, height } = AUTH_WINDOW;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  return window.open('about:blank', AUTH_WINDOW_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
}

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
