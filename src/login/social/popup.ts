/**
 * The storefront's own popup window, for the provider without a script (Twitter): the tap
 * opens it blank, at once (a window opened after an await would be blocked), then it is
 * sent to the provider's page, which comes back to the callback page on this origin
 * (callback-protocol.ts). The answer is taken only from this origin: a message from that
 * window, or the callback channel, and only when it belongs to this attempt.
 */
import { CALLBACK_CHANNEL, type CallbackMessage, RESULT_MESSAGE } from './callback-protocol.ts';
import type { Answer } from './types.ts';

/** Name of the window: a second tap reuses it. */
export const AUTH_WINDOW_NAME = 'social-login';
const AUTH_WINDOW = { width: 500, height: 640 }; // px

/** Opens the (still blank) window centred over the page; null when blocked. Call it in the tap. */
export function openAuthWindow(): Window | null {
  const { width, height } = AUTH_WINDOW;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  return window.open('about:blank', AUTH_WINDOW_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/** How often the window is checked for having been closed by the player. */
export const CLOSED_POLL_MS = 400;
/** After the window is seen closed, its last message may still be queued. */
export const CLOSED_GRACE_MS = 400;

/** The provider's answer in a callback message, or null when it is not one. */
function answerOf(data: unknown): Answer | null {
  const m = data as Partial<CallbackMessage> | null;
  if (!m || typeof m !== 'object' || m.type !== RESULT_MESSAGE || !m.params || typeof m.params !== 'object') return null;
  const out: Answer = {};
  for (const [k, v] of Object.entries(m.params)) if (typeof v === 'string') out[k] = v;
  return out;
}

let abandonCurrent: (() => void) | null = null;

/**
 * Sends `win` to `url` and waits for the callback page's answer that `isMine` accepts.
 * Resolves with it, or null when the window closes without one or a newer attempt starts.
 * Anything else (another origin, another window, another attempt's answer) is ignored.
 */
export function awaitCallback(win: Window, url: string, isMine: (a: Answer) => boolean): Promise<Answer | null> {
  abandonCurrent?.();
  return new Promise((resolve) => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    let channel: BroadcastChannel | null = null;
    const finish = (answer: Answer | null) => {
      window.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(poll);
      clearTimeout(grace);
      abandonCurrent = null;
      resolve(answer);
    };
    const take = (data: unknown) => {
      const answer = answerOf(data);
      if (answer && isMine(answer)) finish(answer);
    };
    function onMessage(e: MessageEvent) {
      if (e.origin === window.location.origin && e.source === win) take(e.data);
    }
    window.addEventListener('message', onMessage);
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(CALLBACK_CHANNEL);
      channel.onmessage = (e) => take(e.data);
    }
    const poll = setInterval(() => {
      if (win.closed && grace === undefined) grace = setTimeout(() => finish(null), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    abandonCurrent = () => finish(null);
    win.location.href = url;
    win.focus();
  });
}
