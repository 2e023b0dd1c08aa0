/**
 * "Login success" (spec section 8's messages): login reloads the page (login/session-actions.ts),
 * so the message is shown by the page that reload brings, from a mark left on the history
 * entry. The mark survives a reload, needs no storage, and stays with the entry it was
 * left on. Its own small module: the login's chunk carries only the marking.
 */
import { showToast } from './toast.ts';

const LOGIN_MARK = 'loginSuccess';

type EntryState = { [k: string]: unknown } | null;

/** Login succeeded and the page is about to reload: the next page says so. */
export function markLoginSuccess(): void {
  try {
    history.replaceState({ ...(history.state as EntryState), [LOGIN_MARK]: true }, '');
  } catch { /* no history (a sandboxed frame): the message is lost, the login is not */ }
}

/** Shows "login success" when this page is the reload a login made; once. */
export function showLoginSuccess(): void {
  const state = history.state as EntryState;
  if (!state?.[LOGIN_MARK]) return;
  const { [LOGIN_MARK]: _, ...rest } = state;
  history.replaceState(rest, '');
  showToast({ key: 'login.success' });
}
