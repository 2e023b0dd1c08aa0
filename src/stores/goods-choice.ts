/**
 * Step 2's actions (spec section 2): area, server (all, mine, or by id), role and goods,
 * each choice written to the order store and each list to the catalogue store. Loaded
 * with the step 2 page, not with the first one.
 */
import { getAreaList, getRoleList, getServerList, getUsedServerList, searchServer } from '../api/servers.ts';
import { getGoodsList } from '../api/goods.ts';
import type { Area, Goods, Role, Server } from '../api/contract.ts';
import { TRACKING_EVENTS, trackEvent } from '../tracking/track.ts';
import { catalogue, chosenArea, chosenGoods, chosenRole, chosenServer, gameParams, type ServerView } from './catalogue.ts';
import { setOrder } from './order.ts';
import { loadInto, resetResource } from './resource.ts';
import { isLoggedIn } from './session.ts';

/** Loads the areas and the servers of the chosen one. */
export async function loadAreas(): Promise<void> {
  const areas = await loadInto(catalogue.areas, () => getAreaList(gameParams()));
  if (!areas) return;
  // The area chosen before, else the first: a list of servers beats an empty step.
  const keep = chosenArea() && areas.find((a) => a.area_id === chosenArea()!.area_id);
  const pick = keep ?? areas[0];
  if (pick) await chooseArea(pick, { keepServer: !!keep });
}

export async function chooseArea(a: Area, opts: { keepServer?: boolean } = {}): Promise<void> {
  if (!opts.keepServer || chosenArea()?.area_id !== a.area_id) {
    setOrder({ area: { ...a }, server: {}, realServer: '', role: {}, goods: {} });
    resetResource(catalogue.roles, []);
    resetResource(catalogue.goods, []);
  }
  catalogue.search.status = 'idle';
  await loadInto(catalogue.servers, () => getServerList({ ...gameParams(), area_id: a.area_id }));
  if (chosenServer()) await loadRoles();
}

export async function chooseServer(s: Server, a?: Area): Promise<void> {
  if (a && chosenArea()?.area_id !== a.area_id) setOrder({ area: { ...a } });
  if (chosenServer()?.server_id === s.server_id) return;
  setOrder({ server: { ...s }, realServer: s.real_server, role: {}, goods: {} });
  resetResource(catalogue.goods, []);
  await loadRoles();
}

export async function setServerView(view: ServerView): Promise<void> {
  catalogue.serverView = view;
  if (view === 'used' && isLoggedIn() && catalogue.usedServers.status !== 'ready') {
    await loadInto(catalogue.usedServers, () => getUsedServerList(gameParams()));
  }
}

/** Finds a server by its id across areas and chooses it. */
export async function findServer(id: number): Promise<void> {
  catalogue.search.status = 'searching';
  try {
    const found = await searchServer({ ...gameParams(), server_id: id }, { silent: true });
    catalogue.search.status = 'idle';
    if (chosenArea()?.area_id !== found.area.area_id) {
      setOrder({ area: { ...found.area } });
      void loadInto(catalogue.servers, () => getServerList({ ...gameParams(), area_id: found.area.area_id }));
    }
    await chooseServer(found.server);
  } catch {
    catalogue.search.status = 'notFound';
  }
}

/** The logged-in player's roles on the chosen server; one role is chosen at once. */
export async function loadRoles(): Promise<void> {
  const server = chosenServer();
  if (!server || !isLoggedIn()) { resetResource(catalogue.roles, []); return; }
  const roles = await loadInto(catalogue.roles, () => getRoleList({ ...gameParams(), server_id: server.server_id }));
  if (!roles) return;
  if (roles.length) void trackEvent(TRACKING_EVENTS.http_haveRole);
  const keep = roles.find((r) => r.role_id === chosenRole()?.role_id);
  const pick = keep ?? (roles.length === 1 ? roles[0] : undefined);
  if (pick) await chooseRole(pick);
  else if (!keep) setOrder({ role: {}, goods: {} });
}

export async function chooseRole(r: Role): Promise<void> {
  if (chosenRole()?.role_id !== r.role_id) setOrder({ role: { ...r }, goods: {} });
  await loadGoods();
}

// ─── Step 2: goods ───────────────────────────────────────────────────────────────────────

export async function loadGoods(): Promise<void> {
  const server = chosenServer();
  const role = chosenRole();
  if (!server || !role) { resetResource(catalogue.goods, []); return; }
  const goods = await loadInto(catalogue.goods, () => getGoodsList({ ...gameParams(), server_id: server.server_id, role_id: role.role_id }));
  // Keep the chosen item in step with its fresh limits; drop it if it is gone.
  const current = chosenGoods();
  if (goods && current) {
    const fresh = goods.find((g) => g.goods_id === current.goods_id);
    setOrder({ goods: fresh ? { ...fresh } : {} });
  }
}

/** Whether an item can be bought now: not blocked by an unpaid order or its limit. */
export function goodsBlock(g: Goods): 'unpaid' | 'limit' | null {
  if (g.unpaid) return 'unpaid';
  if (g.limit && g.limit.remaining <= 0) return 'limit';
  return null;
}

export function chooseGoods(g: Goods): void {
  setOrder({ goods: { ...g } });
  void trackEvent(TRACKING_EVENTS.click_goodsType);
}

/** Everything step 2 needs before step 3. */
export function readyForRecharge(): boolean {
  const g = chosenGoods();
  return !!(chosenServer() && chosenRole() && g && !goodsBlock(g));
}
