/**
 * Account login (spec section 5): trimmed account and obfuscated password, then the
 * login success sequence. Returns the text to show when it fails, or '' on success.
 */
import { accountLogin } from '../api/auth.ts';
import { ApiError, CLIENT_CODE } from '../api/api-error.ts';
import { t } from '../i18n/i18n.ts';
import { obfuscatePassword } from '../api/obfuscation.ts';
import { completeLogin } from './session-actions.ts';

export async function loginWithAccount(username: string, password: string): Promise<string> {
  const user = username.trim();
  const pass = password.trim();
  if (!user || !pass) return t('login.enterAccountPassword');
  try {
    const answer = await accountLogin({ username: user, password: obfuscatePassword(pass) }, { silent: true });
    await completeLogin(answer);
    return '';
  } catch (e) {
    if (e instanceof ApiError && e.code === CLIENT_CODE.network) return t('error.network');
    // The server's own words when it gave some (in the player's language, via spec_lang).
    return e instanceof ApiError && e.message ? e.message : t('login.failed');
  }
}
