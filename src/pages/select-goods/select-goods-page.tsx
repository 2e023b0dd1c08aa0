/**
 * Step 2 (spec section 2): server (by region, by id, or the player's own), character,
 * goods. Next leads to step 3 once an item that can be bought is chosen.
 */
import { useEffect } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { Link } from 'wouter';
import { PageTitle } from '../../components/page-title.tsx';
import { PATHS } from '../../routes.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/use-t.ts';
import { catalogue, gameLogo } from '../../stores/catalogue.ts';
import { goodsBlock } from '../../stores/goods-block.ts';
import { confirmGoods, openGoodsStep, refreshForPlayer } from '../../stores/goods-choice.ts';
import { order } from '../../stores/order.ts';
import { isLoggedIn, session } from '../../stores/session.ts';
import { GoodsList } from './goods-list.tsx';
import { RolePicker } from './role-picker.tsx';
import { ServerPicker } from './server-picker.tsx';

/** Started by the app as it starts on this page, before the page renders (app/pages.ts startPageData). */
export { startGoodsStep as startData } from '../../stores/goods-choice.ts';

export default function SelectGoodsPage() {
  const t = useT();
  const o = useStore(order);
  const s = useStore(session);
  useStore(catalogue);
  const loggedIn = isLoggedIn(s);

  useEffect(openGoodsStep, []);
  useEffect(refreshForPlayer, [loggedIn]);

  if (!o.clientId) return null;
  // The item Next goes on with: chosen for a role, and not blocked.
  const ready = o.goods && o.role && !goodsBlock(o.goods) ? o.goods : null;
  return (
    <section>
      <PageTitle id="page.selectGoods" />
      <div className="game-bar card">
        <img src={gameLogo(o.clientId)} alt="" width="40" height="40" className="game-bar-logo" />
        <span className="game-bar-name" dir="auto">{o.gameName}</span>
        <Link href={PATHS.selectGame} className="button small">{t('game.change')}</Link>
      </div>
      <ServerPicker />
      <RolePicker />
      <GoodsList />
      <div className="action-bar">
        {ready && <span className="action-summary" dir="auto">{ready.display} · <strong>{formatMoney(ready.price, ready.currency)}</strong></span>}
        <button type="button" className="button primary block" disabled={!ready} onClick={confirmGoods}>{t('common.next')}</button>
      </div>
    </section>
  );
}
