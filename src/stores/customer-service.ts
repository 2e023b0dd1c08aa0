/**
 * "Contact customer service" on the result page (spec sections 2 and 7, event 2): the
 * order's game's customer-service address, from its recharge config. Brand ko's rule
 * (spec section 6): it needs a login and the player's platform token, added to the address
 * (stores/korea.ts).
 *
 * The game's address is opened only when it is https on a host of the brand's
 * hosts.customerService.
 *
 * The window opens inside the tap (lib/open-window.ts): the address is asked for when the
 * page opens, so the tap normally opens it straight away; when it is not in yet, a blank
 * window opens at once and is sent on when it is, or closed, with a message, when it
 * cannot be had.
 */
import brand from 'virtual:brand';
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { getRechargeConfig } from '../api/games.ts';
import { openPendingWindow, openWindow } from '../lib/open-window.ts';
import { listedHttpsHref } from '../lib/redirect.ts';
import { gameParams } from './catalogue.ts';
import { customerServiceHref, korea, loadPlatformToken } from './korea.ts';
import { isLoggedIn, requireLogin, session } from './session.ts';
import { track } from './tracking-context.ts';
import { showToast } from './toast.ts';

/** Each game's customer-service address ('' when it has none), once asked for. */
const addresses = new Map<string, Promise<string>>();
const known = new Map<string, string>();

/**
 * The game's address, asked for once. Quiet: asked before the tap, its failure is said at
 * the tap (contactResultService), but an unknown game or a wrong area still moves the
 * player (section 8).
 */
function baseAddress(clientId: string): Promise<string> {
  let p = addresses.get(clientId);
  if (!p) {
    p = getRechargeConfig({ ...gameParams(), client_id: clientId }, { quiet: true }).then(
      (cfg) => {
        // The game's address only on a host the brand lists (a hostile or mistyped one is never opened).
        const url = listedHttpsHref(cfg.customer_service_url, brand.hosts.customerService) || (brand.features.koreaCompany?.customerServiceUrl ?? '');
        known.set(clientId, url);
        return url;
      },
      () => { addresses.delete(clientId); return ''; }, // asked again at the tap
    );
    addresses.set(clientId, p);
  }
  return p;
}

/** The address to open, with what brand ko adds; '' when it cannot be had (yet). */
function withToken(base: string, token: string = session.userInfo.platform_token): string {
  if (!base) return '';
  return brand.features.koreaCompany ? customerServiceHref(base, token) : base;
}

/** The result page opened on an order of `clientId`: what its customer-service tap needs, asked for now. */
export function prepareCustomerService(clientId: string): void {
  void baseAddress(clientId);
  if (brand.features.koreaCompany && isLoggedIn()) void loadPlatformToken();
}

/** The tap. Synchronous up to the window's opening, so no popup blocker stops it. */
export function contactResultService(clientId: string): void {
  // Brand ko: no login, no customer service; the login popup instead.
  if (brand.features.koreaCompany && !isLoggedIn()) { requireLogin(() => undefined); return; }
  void track(TRACKING_EVENTS.click_contactService);
  const base = known.get(clientId);
  if (base === '') { showToast({ key: 'error.generic' }); return; } // the game names none
  const ready = base ? withToken(base) : '';
  if (ready) { openWindow(ready); return; }
  const win = openPendingWindow();
  void (async () => {
    const url = await baseAddress(clientId);
    const href = url && withToken(url, brand.features.koreaCompany ? session.userInfo.platform_token || await loadPlatformToken(true) : '');
    if (href) { win.go(href); return; }
    win.close();
    // A failed platform-token fetch has said why (section 8: the login popup for a dead login).
    if (!url || korea.token !== 'error') showToast({ key: url || !known.has(clientId) ? 'error.network' : 'error.generic' });
  })();
}

/** Tests: forget what was asked for. */
export function resetCustomerServiceForTests(): void {
  addresses.clear();
  known.clear();
}
