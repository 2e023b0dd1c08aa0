/**
 * Gift-card login (spec sections 1 and 5): card number and obfuscated card password log in
 * as the account the card is registered to, then the login success sequence. Returns the
 * text to show when it fails, or '' on success.
 *
 * In automatic replenish mode (rp_client_id) the player's open replenishment is looked up
 * with the new token first, so login success lands straight on its page (spec section 4).
 */
import { cardLogin } from '../api/auth.ts';
import { getReplenishInfo } from '../api/replenishment.ts';
import { t, type MessageKey } from '../i18n/i18n.ts';
import { isReplenishAuto, replenishId, rpClientId } from '../lib/replenish-mode.ts';
import { obfuscatePassword } from '../api/obfuscation.ts';
import { completeLogin } from './session-actions.ts';

async function autoReplenishId(token: string): Promise<string | undefined> {
  if (!isReplenishAuto() || replenishId()) return undefined;
  try {
    return (await getReplenishInfo({ rp_client_id: rpClientId(), oauth_token: token }, { silent: true })).replenish_id;
  } catch {
    return undefined; // the replenishment page asks again after the reload and explains
  }
}

export async function loginWithCard(cardNo: string, password: string): Promise<string> {
  const no = cardNo.trim();
  const pwd = password.trim();
  if (!no || !pwd) return t('card.enter');
  try {
    const answer = await cardLogin({ card_no: no, card_pwd: obfuscatePassword(pwd) }, { silent: true });
    await completeLogin(answer, { replenishId: await autoReplenishId(answer.oauth_token) });
    return '';
  } catch (e) {
    const m = (await import('../stores/api-messages.ts')).failureMessage(e);
    return m.text ?? t(m.key as MessageKey);
  }
}
