/**
 * Account login (spec section 5): account and password both trimmed and obfuscated, then
 * the login success sequence; from a game (page parameter game_id), the in-game call.
 * Returns the text to show when it fails, or '' on success. The call is quiet: the popup
 * says why, and an in-game login's unknown game (-3001) still leads where section 8 says.
 */
import { accountLogin } from '../api/auth.ts';
import { t, type MessageKey } from '../i18n/i18n.ts';
import { obfuscatePassword } from '../api/obfuscation.ts';
import { inGame } from '../lib/in-game.ts';
import { completeLogin } from './session-actions.ts';

export async function loginWithAccount(username: string, password: string): Promise<string> {
  const user = username.trim();
  const pass = password.trim();
  if (!user || !pass) return t('login.enterAccountPassword');
  try {
    const answer = await accountLogin({ username: obfuscatePassword(user), password: obfuscatePassword(pass), ...inGame() }, { quiet: true });
    await completeLogin(answer);
    return '';
  } catch (e) {
    // "Login failed" for a wrong account or password; the server's words only for a code the storefront does not know.
    const m = (await import('../stores/api-messages.ts')).failureMessage(e); // loaded with a failure, not with the popup
    return m.text ?? t(m.key as MessageKey);
  }
}
