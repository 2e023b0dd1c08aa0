/**
 * Step 2's actions (spec section 2): opening the step, area, server (all, mine, or by id),
 * role and goods, each choice written to the order store and each list to the catalogue
 * store; an item's details, its unpaid order, and going on to step 3.
 */
import brand from 'virtual:brand';
import { getAreaList, getRoleList, getServerList, getUsedServerList, searchServer } from '../api/servers.ts';
import { getGoodsList } from '../api/goods.ts';
import type { ApiError } from '../api/api-error.ts';
import * as CODE from '../api/api-codes.ts';
import type { Area, Goods, Role, Server } from '../api/contract.ts';
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { navigate } from '../lib/navigate.ts';
import { redirectTo } from '../lib/redirect.ts';
import { PATHS } from '../routes.ts';
import { catalogue, gameIsChosen, gameParams, loadGameLogo, type ServerView } from './catalogue.ts';
import { readyForRecharge } from './goods-block.ts';
import { order, setOrder } from './order.ts';
import { failureOf, loadInto, resetResource } from './resource.ts';
import { loadAtStart, underway } from './start-early.ts';
import { isLoggedIn } from './session.ts';
import { track } from './tracking-context.ts';
import { openPopup } from './ui.ts';
import { showToast } from './toast.ts';

/** The game's logo and areas (then the chosen area's servers, and so on): the step's own data. */
const stepData = loadAtStart(() => { loadGameLogo(); void loadAreas(); }, () => [catalogue.areas]);
/** The player's characters on the chosen server (and their servers, when shown): whose they are depends on the login. */
const playerData = loadAtStart(() => {
  void loadRoles();
  if (catalogue.serverView === 'used') void setServerView('used');
}, () => [catalogue.roles]);

/**
 * The app starts on step 2 (app/first-page-data.ts): its data is asked for before the first
 * render. A returning player's kept area and character also have their servers and goods
 * asked for ahead, beside the area and character lists that will confirm them, rather than
 * a round trip after those lists (which then make the very same calls and take the
 * replies, api/client.ts `ahead`). When the lists drop the kept choice, the reply is never
 * looked at. The call params are the same functions' (below), so the URLs are the same.
 */
export function startGoodsStep(): void {
  if (!gameIsChosen()) return;
  stepData.atStart();
  playerData.atStart();
  const { area, server, role } = order;
  if (area) void getServerList(serverParams(area), { ahead: true });
  if (server && role && isLoggedIn()) void getGoodsList(goodsParams(server, role), { ahead: true });
}

const serverParams = (a: Area) => ({ ...gameParams(), area_id: a.area_id });
const goodsParams = (s: Server, r: Role) => ({ ...gameParams(), server_id: s.server_id, role_id: r.role_id });

/** The step opens: without a game it is step 1's turn; otherwise the areas load. */
export function openGoodsStep(): void {
  if (!gameIsChosen()) { navigate(PATHS.selectGame, { replace: true }); return; }
  void track(TRACKING_EVENTS.view_selectGoods);
  stepData.onOpen();
}

/** Loads the areas and the servers of the chosen one. */
export async function loadAreas(): Promise<void> {
  const areas = await loadInto(catalogue.areas, () => getAreaList(gameParams()));
  if (!areas) return;
  // The area chosen before, else the first: a list of servers beats an empty step.
  const keep = areas.find((a) => a.area_id === order.area?.area_id);
  const pick = keep ?? areas[0];
  if (pick) await chooseArea(pick, { keepServer: !!keep });
}

export async function chooseArea(a: Area, opts: { keepServer?: boolean } = {}): Promise<void> {
  if (!opts.keepServer || order.area?.area_id !== a.area_id) {
    setOrder({ area: { ...a }, server: null, realServer: '', role: null, goods: null });
    resetResource(catalogue.roles, []);
    resetResource(catalogue.goods, []);
  }
  catalogue.search.status = 'idle';
  await loadServers();
}

/**
 * The chosen area's servers, then the chosen server's characters unless they are loading or
 * loaded already (also Try again when the servers did not load). The step's opening asks
 * for a kept server's characters itself, beside the areas (playerData): asked again here,
 * the character list and then the goods list went out twice on every load of the step.
 */
export async function loadServers(): Promise<void> {
  const { area } = order;
  if (!area) return;
  await loadInto(catalogue.servers, () => getServerList(serverParams(area)));
  if (order.server && !underway(catalogue.roles)) await loadRoles();
}

export async function chooseServer(s: Server, a?: Area): Promise<void> {
  if (a && order.area?.area_id !== a.area_id) setOrder({ area: { ...a } });
  if (order.server?.server_id === s.server_id) return;
  setOrder({ server: { ...s }, realServer: s.real_server, role: null, goods: null });
  resetResource(catalogue.goods, []);
  await loadRoles();
}

/** Logging in (or out) changes whose characters, servers and limits are shown. */
export function refreshForPlayer(): void {
  if (gameIsChosen()) playerData.onOpen();
}

export async function setServerView(view: ServerView): Promise<void> {
  catalogue.serverView = view;
  if (view === 'used' && catalogue.usedServers.status !== 'ready') await loadUsedServers();
}

/** The servers the logged-in player has characters on (also Try again when they did not load). */
export async function loadUsedServers(): Promise<void> {
  if (isLoggedIn()) await loadInto(catalogue.usedServers, () => getUsedServerList(gameParams()));
}

/**
 * Finds a server by its id across areas and chooses it. Quiet: a failed search says
 * "not found" in the search itself, but an unknown game or a wrong area (section 8) still
 * moves the player.
 */
export async function findServer(id: number): Promise<void> {
  catalogue.search.status = 'searching';
  try {
    const found = await searchServer({ ...gameParams(), server_id: id }, { quiet: true });
    catalogue.search.status = 'idle';
    if (order.area?.area_id !== found.area.area_id) {
      setOrder({ area: { ...found.area } });
      void loadInto(catalogue.servers, () => getServerList(serverParams(found.area)));
    }
    await chooseServer(found.server);
  } catch (e) {
    // Only the server's "no such server" means not found; a search that got no answer (or a
    // wrong one) says why, so the player tries again rather than doubting the number.
    const code = (e as ApiError).code;
    catalogue.search.failure = failureOf(e);
    catalogue.search.status = code === CODE.SERVER_NOT_FOUND || code === CODE.BAD_PARAM ? 'notFound' : (e as ApiError).handled ? 'idle' : 'failed';
  }
}

/** The logged-in player's roles on the chosen server; one role is chosen at once (also Try again when they did not load). */
export async function loadRoles(): Promise<void> {
  const { server } = order;
  if (!server || !isLoggedIn()) { resetResource(catalogue.roles, []); return; }
  const roles = await loadInto(catalogue.roles, () => getRoleList({ ...gameParams(), server_id: server.server_id }));
  if (!roles) return;
  if (roles.length) void track(TRACKING_EVENTS.http_haveRole);
  const keep = roles.find((r) => r.role_id === order.role?.role_id);
  const pick = keep ?? (roles.length === 1 ? roles[0] : undefined);
  if (pick) await chooseRole(pick);
  else setOrder({ role: null, goods: null });
}

export async function chooseRole(r: Role): Promise<void> {
  if (order.role?.role_id !== r.role_id) setOrder({ role: { ...r }, goods: null });
  await loadGoods();
}

/** "Reselect" when the player has no role on the chosen server: back to choosing a server. */
export function reselectServer(): void {
  setOrder({ server: null, realServer: '', role: null, goods: null });
}

// ─── Step 2: goods ───────────────────────────────────────────────────────────────────────

/** The goods on sale for the chosen role (also Try again when they did not load). */
export async function loadGoods(): Promise<void> {
  const { server, role } = order;
  if (!server || !role) { resetResource(catalogue.goods, []); return; }
  const goods = await loadInto(catalogue.goods, () => getGoodsList(goodsParams(server, role)));
  // Keep the chosen item in step with its fresh limits; drop it if it is gone.
  const current = order.goods;
  if (goods && current) {
    const fresh = goods.find((g) => g.goods_id === current.goods_id);
    setOrder({ goods: fresh ? { ...fresh } : null });
  }
}

export function chooseGoods(g: Goods): void {
  setOrder({ goods: { ...g } });
  void track(TRACKING_EVENTS.click_goodsType);
}

/** The item's details (its description) in the global popup. */
export function showGoodsDetails(g: Goods): void {
  void track(TRACKING_EVENTS.click_goodsExclamation, { product_name: g.display, product_price: g.price, product_type: g.typeKey, product_limit: g.isLimit });
  void openPopup({ title: { text: g.display }, content: { text: g.description }, closeOnOverlay: true });
}

/** "Go to pay" on an item blocked by an unpaid order: its payment page, on a host the brand lists. */
export function goToUnpaid(g: Goods): void {
  if (!g.unpaid || !redirectTo(g.unpaid.pay_url, brand.hosts.payment)) showToast({ key: 'recharge.badPaymentHost' });
}

/** Next: on to step 3 once an item that can be bought is chosen. */
export function confirmGoods(): void {
  if (!readyForRecharge()) return;
  void track(TRACKING_EVENTS.click_goodsNextButton);
  navigate(PATHS.recharge);
}
