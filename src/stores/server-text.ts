/**
 * What the server writes for the player (game, area, server and goods names, payment
 * methods, recharge instructions, the promotion, the banner, an order's item) comes in the
 * language it was asked in: every call carries spec_lang (spec section 7). When the player
 * switches language, what the stores hold of it is asked for again (i18n/choose-language.ts
 * calls `reloadServerText` once the new messages are in).
 *
 * The purchase steps' lists and the names kept in the order (stores/order.ts, which a
 * reload would otherwise bring back in the old language) are this module's; every other
 * store that keeps server text registers its own reload (language-reloads.ts) when it
 * loads, so a store that never loaded asks for nothing.
 */
import { currentPath } from '../lib/page-address.ts';
import { stepIndex } from '../routes.ts';
import { catalogue, gameParams, loadGames } from './catalogue.ts';
import { domainArea } from './domain-area.ts';
import { order, setOrder } from './order.ts';
import { runLanguageReloads } from './language-reloads.ts';
import { loadInto, type Resource } from './resource.ts';

const shown = (r: Resource<unknown>) => r.status === 'ready' || r.status === 'error';

/**
 * On a purchase step: the lists that were loaded, and the chosen game, area, server and
 * goods item by their ids. (Elsewhere, a replenishment say, the next step asks anyway.)
 */
async function reloadPurchase(): Promise<void> {
  if (stepIndex(currentPath()) < 0 || !domainArea.area) return;
  const { clientId } = order;
  if (shown(catalogue.games) || clientId) {
    // A list on screen stays there while it comes again in the new language (resource.ts).
    const games = await loadGames({ keep: catalogue.games.status === 'ready' });
    const g = games?.find((x) => x.client_id === clientId);
    if (g && g.name !== order.gameName) setOrder({ gameName: g.name });
  }
  if (!clientId) return;
  const [servers, goodsApi] = await Promise.all([import('../api/servers.ts'), import('../api/goods.ts')]);
  const { area, server, role, goods } = order;
  const keep = { keep: true };
  const jobs: Promise<unknown>[] = [];
  if (shown(catalogue.areas) || area) {
    jobs.push(loadInto(catalogue.areas, () => servers.getAreaList(gameParams()), keep).then((list) => {
      const fresh = list?.find((a) => a.area_id === order.area?.area_id);
      if (fresh) setOrder({ area: { ...fresh } });
    }));
  }
  if (area && (shown(catalogue.servers) || server)) {
    jobs.push(loadInto(catalogue.servers, () => servers.getServerList({ ...gameParams(), area_id: area.area_id }), keep).then((list) => {
      const fresh = list?.find((s) => s.server_id === order.server?.server_id);
      if (fresh) setOrder({ server: { ...fresh } });
    }));
  }
  if (shown(catalogue.usedServers)) jobs.push(loadInto(catalogue.usedServers, () => servers.getUsedServerList(gameParams()), keep));
  if (server && role && (shown(catalogue.goods) || goods)) {
    jobs.push(loadInto(catalogue.goods, () => goodsApi.getGoodsList({ ...gameParams(), server_id: server.server_id, role_id: role.role_id }), keep).then((list) => {
      const fresh = list?.find((x) => x.goods_id === order.goods?.goods_id);
      if (fresh) setOrder({ goods: { ...fresh } });
    }));
  }
  await Promise.all(jobs);
}

/** Asks again for every server text the stores hold, in the language now set. */
export async function reloadServerText(): Promise<void> {
  await Promise.all([reloadPurchase(), runLanguageReloads()]);
}
