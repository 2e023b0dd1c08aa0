/**
 * Step 3's shell with the returning player's order filled in, before the app has loaded:
 * game, server, character and item in the summary's rows, and the item's description
 * below them, read from the stored order with the app's own rules (lib/stored-order.ts:
 * the fields' kinds, and whose order it is); then the payment methods' names the last
 * visit listed for that item (lib/channels-memo.ts). Prices are left to the app: they
 * follow the payment method and promotions. Values are set as text, never as markup; the app's first
 * render replaces all of it with the same words from the same order.
 *
 * Why: these names can be step 3's largest paint (on ko, in Korean, they are larger than
 * the section headings), and drawn by the app they wait for the main chunk and the page's
 * own. Here they are up with the HTML: Lighthouse's simulated mobile LCP of ko /recharge
 * went from 1.77× the bare React page's to 1.00× on its own and 1.29× in a run of all three
 * pages, whose simulation is bimodal (`npm run lab -- ko [--pages recharge]`).
 */
import { channelsListedFor, recallChannels } from '../lib/channels-memo.ts';
import { ORDER_INFO_KEY, type ReadStored, USER_INFO_KEY, peekStored } from '../lib/stored-entry.ts';
import { type StoredObject, isOwnOrder, isStoredObject, storedOrderField } from '../lib/stored-order.ts';
import type { Visit } from './boot-config.ts';
import { paintChoices } from './paint-choices.ts';

/** The shell's summary card (shell.tsx's RechargeSlot): its rows in SummaryList's order, then the hidden description. */
export const SUMMARY_SLOT_ATTR = 'data-shell-summary';
/** The shell's payment methods: loading blocks, then the hidden list with its pattern card (paint-choices.ts). */
export const CHANNELS_SLOT_ATTR = 'data-shell-channels';

/**
 * Fills the summary in `root` from the stored order as step 3 would show it to this
 * visit; false, and nothing changed, when there is no summary (another step's shell, or
 * the app has rendered) or no such order: none, expired, another account's, or not
 * complete enough for step 3 (the app then sends the player back).
 */
export function paintSummary(root: ParentNode, visit: Pick<Visit, 'token' | 'area' | 'lang'>, read: ReadStored = peekStored): boolean {
  const slot = root.querySelector(`[${SUMMARY_SLOT_ATTR}]`);
  const raw = slot && read(ORDER_INFO_KEY, isStoredObject);
  // The session's rule (stores/session.ts): the account is the stored user info's only while there is a token.
  const user = visit.token ? read(USER_INFO_KEY, isStoredObject) : undefined;
  if (!raw || !isOwnOrder(raw, String(user?.suid ?? ''))) return false;
  const [server, role, goods] = ['server', 'role', 'goods'].map((k) => storedOrderField(raw, k) as StoredObject | undefined);
  if (!server || !role || !goods) return false;
  // Game, server, character, item, (the price, the app's), then the description.
  const cells = slot.querySelectorAll<HTMLElement>('dd, .hint');
  [storedOrderField(raw, 'gameName'), server.server_name, role.role_name, goods.display, , goods.description].forEach((v, i) => {
    if (v != null && cells[i]) cells[i].textContent = String(v);
  });
  if (cells[5]) cells[5].hidden = !goods.description;
  // The payment methods the last visit listed for this item, names only (lib/channels-memo.ts).
  const names = recallChannels(channelsListedFor(visit.area, visit.lang, storedOrderField(raw, 'clientId'), goods.goods_id, storedOrderField(raw, 'region')), read);
  if (names) paintChoices(root, CHANNELS_SLOT_ATTR, names.map((name) => ({ name })));
  return true;
}
